import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { accountClient, logIn, logOut, registeredCustomer, type AccountClient } from '../../../tests/helpers/account.ts';
import { ADD, PLACE, pay, readyBasket } from '../../../tests/helpers/checkout.ts';
import type { Database } from '../../db/client.ts';

// The account's orders through the API (issue 5 §3): history, one order, reorder, the basket on login.

const ERR = 'errors { code message referencedRequestParameter }';
const ORDERS = `query H($userData: UserData!, $paging: CustomerOrdersPaging) { customerOrders(userData: $userData, paging: $paging) {
  totalItems orders { uuid number status paymentMethod paymentMethodLabel grandTotal { value } packagesCount invoiceUrl canReorder } ${ERR} } }`;
const ONE = `query O($userData: UserData!, $uuid: String!) { customerOrder(userData: $userData, uuid: $uuid) {
  order { number status order { packagesGroups { packageId } totals { grandTotal { value } } } } ${ERR} } }`;
const PREVIEW = `query P($userData: UserData!, $uuid: String!) { reorderPreview(userData: $userData, uuid: $uuid) {
  orderNumber lines { title kind value { value } quantity available price { value } } total { value } ${ERR} } }`;
const REORDER = `mutation R($userData: UserData!, $uuid: String!) { reorder(userData: $userData, uuid: $uuid) { basketUuid skipped ${ERR} } }`;
const CART = `query C($userData: UserData!) { cart(userData: $userData) { quantity order { packagesGroups { packageId } totals { grandTotal { value } } } } }`;
const ORDER_LINK = `query L($userData: UserData!, $uuid: String!) { order(userData: $userData, uuid: $uuid) { order { id number } ${ERR} } }`;
const dutchUser = { language: 'nl', storeID: 1, countryCode: 'NL', redeemToken: null };

const card = (value = '25', quantity = 2) => ({ productId: 'gift-card-streetwear-quartiere', variationType: 'digital', value, quantity });

describe.each(databaseKinds)('customer orders on $kind', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  async function buy(client: AccountClient, packages = [card()]) {
    const { uuid } = await readyBasket(client, packages);
    const placed = (await client.graphql(PLACE, { orderUuid: uuid, payment: { method: 'card', termsAccepted: true } })).data.placeOrder;
    expect(placed.errors).toEqual([]);
    await pay(database, client, placed.redirectUrl, 'paid');
    return { uuid, number: placed.order.number as string };
  }

  it('asks a visitor without a session to log in (1401)', async () => {
    const guest = accountClient(database);
    const res = (await guest.graphql(ORDERS)).data.customerOrders;
    expect(res.orders).toEqual([]);
    expect(res.errors[0].code).toBe(1401);
    expect(res.errors[0].message).toBe('Accedi al tuo account per continuare.');
    expect((await guest.graphql(REORDER, { uuid: crypto.randomUUID() })).data.reorder.errors[0].code).toBe(1401);
  });

  it('lists the orders a logged-in customer placed, newest first, with the invoice link once paid', async () => {
    const client = accountClient(database);
    await registeredCustomer(client);
    const first = await buy(client);
    const second = await buy(client, [card('50', 1)]);
    const res = (await client.graphql(ORDERS)).data.customerOrders;
    expect(res.errors).toEqual([]);
    expect(res.totalItems).toBe(2);
    expect(res.orders.map((o: any) => o.number)).toEqual([second.number, first.number]);
    expect(res.orders[1]).toMatchObject({
      status: 'completed',
      packagesCount: 2,
      canReorder: true,
      paymentMethod: 'card',
      paymentMethodLabel: 'Carta di credito o debito',
    });
    expect(res.orders[1].invoiceUrl).toBe(`/conto/fattura/${first.uuid}.pdf`);
    const one = (await client.graphql(ONE, { uuid: first.uuid })).data.customerOrder;
    expect(one.order.number).toBe(first.number);
    expect(one.order.order.packagesGroups).toHaveLength(1);
  });

  it("hands the invoice PDF to the order's customer only", async () => {
    const owner = accountClient(database);
    await registeredCustomer(owner);
    const { uuid, number } = await buy(owner);
    const download = (client: AccountClient | null) =>
      owner.app.request(`/conto/fattura/${uuid}.pdf`, {
        headers: client ? { cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {},
      });
    const mine = await download(owner);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('content-disposition')).toContain(`fattura-${number}.pdf`);
    expect(
      Buffer.from(await mine.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const other = accountClient(database);
    await registeredCustomer(other);
    expect((await download(other)).status).toBe(404);
    const anonymous = await download(null);
    expect(anonymous.status).toBe(404);
    expect(await anonymous.text()).toBe('Fattura non trovata');
    // On the Dutch storefront's host, in Dutch.
    const dutch = await owner.app.request(`/conto/fattura/${uuid}.pdf`, { headers: { host: 'nl.localhost:3000' } });
    expect([dutch.status, await dutch.text()]).toEqual([404, 'Factuur niet gevonden']);
  });

  it("refuses another customer's order uuid as if it did not exist (9003)", async () => {
    const owner = accountClient(database);
    await registeredCustomer(owner);
    const { uuid } = await buy(owner);
    const other = accountClient(database);
    await registeredCustomer(other);
    for (const doc of [ONE, PREVIEW]) {
      const res = Object.values((await other.graphql(doc, { uuid })).data)[0] as any;
      expect(res.errors[0].code).toBe(9003);
    }
    const taken = (await other.graphql(REORDER, { uuid })).data.reorder;
    expect(taken.errors[0].code).toBe(9003);
    expect((await other.graphql(CART)).data.cart.quantity).toBe(0);
    expect((await other.graphql(ORDERS)).data.customerOrders.totalItems).toBe(0);
  });

  it("answers the order link of an unknown or malformed uuid with the 9003 of another customer's order (issue 16)", async () => {
    const owner = accountClient(database);
    await registeredCustomer(owner);
    const { uuid, number } = await buy(owner);
    const other = accountClient(database);
    await registeredCustomer(other);
    const refused = (await other.graphql(ONE, { uuid })).data.customerOrder.errors;
    expect(refused).toEqual([{ code: 9003, message: 'Non abbiamo trovato quello che cerchi.', referencedRequestParameter: 'uuid' }]);
    const basket = (await other.graphql(ADD, { package: card() })).data.addGiftcardPackage.order.id as string;
    // Well-formed but unknown, malformed, empty, and a basket (no order yet): one answer, in the operation's payload.
    for (const unknown of [crypto.randomUUID(), 'not-a-uuid', '', basket]) {
      expect((await other.graphql(ORDER_LINK, { uuid: unknown })).data.order, unknown).toEqual({ order: null, errors: refused });
    }
    // In the storefront's language; an order of another storefront is unknown there.
    const dutch = [{ code: 9003, message: 'We konden niet vinden wat je zoekt.', referencedRequestParameter: 'uuid' }];
    for (const unknown of [crypto.randomUUID(), uuid]) {
      expect((await other.graphql(ORDER_LINK, { userData: dutchUser, uuid: unknown })).data.order, unknown).toEqual({ order: null, errors: dutch });
    }
    // Unchanged: the order's own customer, and a guest with the link of their own order.
    expect((await owner.graphql(ORDER_LINK, { uuid })).data.order).toEqual({ order: { id: uuid, number }, errors: [] });
    const guest = accountClient(database);
    const bought = await buy(guest);
    expect((await guest.graphql(ORDER_LINK, { uuid: bought.uuid })).data.order).toEqual({ order: { id: bought.uuid, number: bought.number }, errors: [] });
  });

  it("reorders: the preview shows today's prices and the basket gets the same packages", async () => {
    const client = accountClient(database);
    await registeredCustomer(client);
    const { uuid, number } = await buy(client, [
      card('25', 2),
      { productId: 'gift-card-streetwear-quartiere', variationType: 'physical', value: '50', quantity: 1 },
    ]);
    const preview = (await client.graphql(PREVIEW, { uuid })).data.reorderPreview;
    expect(preview.errors).toEqual([]);
    expect(preview.orderNumber).toBe(number);
    expect(preview.lines.map((l: any) => [l.kind, l.value.value, l.quantity, l.available])).toEqual([
      ['digital', 25, 2, true],
      ['physical', 50, 1, true],
    ]);
    expect(preview.lines[0].price.value).toBe(50);
    const done = (await client.graphql(REORDER, { uuid })).data.reorder;
    expect(done).toMatchObject({ skipped: 0, errors: [] });
    const cart = (await client.graphql(CART)).data.cart;
    expect(cart.quantity).toBe(3);
    expect(cart.order.packagesGroups).toHaveLength(2);
  });

  it('keeps the guest basket when the customer logs in, and the order placed is theirs', async () => {
    const client = accountClient(database);
    const customer = await registeredCustomer(client);
    await logOut(client);
    const added = (await client.graphql(ADD, { package: card('25', 1) })).data.addGiftcardPackage;
    expect(added.errors).toEqual([]);
    expect((await logIn(client, customer.email, customer.password)).status).toBe(true);
    expect((await client.graphql(CART)).data.cart.quantity).toBe(1);
    await buy(client, [card('50', 1)]);
    const res = (await client.graphql(ORDERS)).data.customerOrders;
    expect(res.totalItems).toBe(1);
    expect(res.orders[0].packagesCount).toBe(2);
  });
});
