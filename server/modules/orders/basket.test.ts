import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import type { Database } from '../../db/client.ts';

export const CART_FIELDS = `order { id quantity
  packagesGroups { tag packageId receiverTitle totalPrice { value } cardsPreviews { productLabel image { url { href } } } package { giftcard { qty variation { variationType price { value } } } wrapper { qty variation { price { value } } } giftPacking { qty } message { text } } }
  groupedTotals { digitalTotal { qty price { value } } physicalTotal { qty price { value } } extra { value } }
  totals { subTotal { value } grandTotal { value } grandTotalWithoutTax { value } tax { value } adjustments { title adjustmentType price { value } } }
} quantity errors { code message referencedRequestParameter }`;
export const ADD = `mutation Add($userData: UserData!, $orderUuid: String, $package: GiftcardPackageInput!) {
  addGiftcardPackage(userData: $userData, orderUuid: $orderUuid, package: $package) { ${CART_FIELDS} } }`;
const CART = `query Cart($userData: UserData!, $orderUuid: String) { cart(userData: $userData, orderUuid: $orderUuid) { ${CART_FIELDS} } }`;
const QTY = `mutation Q($userData: UserData!, $orderUuid: String, $packageId: ID!, $quantity: Int!) {
  updateGiftcardPackageQuantity(userData: $userData, orderUuid: $orderUuid, packageId: $packageId, quantity: $quantity) { ${CART_FIELDS} } }`;
const DELETE = `mutation D($userData: UserData!, $orderUuid: String, $shipmentTag: String!, $packageId: ID) {
  deleteGiftcardPackageGroup(userData: $userData, orderUuid: $orderUuid, shipmentTag: $shipmentTag, packageId: $packageId) { order { id totals { grandTotal { value } } } errors { code } } }`;

export const pkg = (productId: string, extra: Record<string, unknown> = {}) => ({ productId, variationType: 'digital', value: '25', quantity: 1, ...extra });

describe.each(databaseKinds)('the basket on $kind', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await open();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });

  it('opens a basket with its cookie and prices a package with its extras, VAT only on fees', async () => {
    const res = await api.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: ADD,
        variables: {
          userData: { language: 'it', storeID: 53, countryCode: 'IT' },
          package: pkg('gift-card-streetwear-quartiere', {
            variationType: 'physical',
            value: '50',
            quantity: 2,
            wrapper: 'box',
            giftPacking: true,
            note: 'Buon compleanno Giulia!',
          }),
        },
      }),
    });
    expect(res.headers.get('set-cookie')).toMatch(/^donami_basket=[0-9a-f-]{36}; Path=\/; HttpOnly; SameSite=Lax/);
    const cart = ((await res.json()) as any).data.addGiftcardPackage;
    expect(cart.errors).toEqual([]);
    expect(cart.quantity).toBe(2);
    const group = cart.order.packagesGroups[0];
    expect(group.tag).toBe('physical-1');
    expect(group.package.giftcard).toEqual({ qty: 2, variation: { variationType: 'physical', price: { value: 50 } } });
    expect(group.package.wrapper.variation.price.value).toBe(3.95);
    expect(group.package.message.text).toBe('Buon compleanno Giulia!');
    // 2 × 50 + 2 × box 3.95 + 2 × packing 2.95 = 113.80; + service fee 0.95 + standard post 1.95
    expect(group.totalPrice.value).toBe(113.8);
    const totals = cart.order.totals;
    expect(totals.subTotal.value).toBe(113.8);
    expect(totals.grandTotal.value).toBe(116.7);
    expect(totals.adjustments.map((a: any) => [a.adjustmentType, a.title, a.price.value])).toEqual([
      ['SERVICE_FEE', 'Costi di servizio', 0.95],
      ['SHIPPING', 'Spedizione con posta ordinaria', 1.95],
    ]);
    // VAT (22% included) on 0.95 + 1.95 + 13.80 of extras; the cards carry none.
    expect(totals.tax.value).toBe(3.01); // 0.17 + 0.35 + 2.49
    expect(totals.grandTotalWithoutTax.value).toBeCloseTo(116.7 - 3.01, 2);
    expect(cart.order.groupedTotals.physicalTotal).toEqual({ qty: 2, price: { value: 100 } });
  });

  it('finds the basket again by its cookie, changes a quantity and removes a package group', async () => {
    const added = await api.graphql(ADD, { package: pkg('gift-card-streetwear-quartiere') });
    const uuid = added.data.addGiftcardPackage.order.id;
    const cookie = { cookie: `donami_basket=${uuid}` };
    await api.graphql(ADD, { package: pkg('gift-card-trattoria-del-borgo-lume', { value: '30' }) }, cookie);
    const cart = (await api.graphql(CART, {}, cookie)).data.cart;
    expect(cart.quantity).toBe(2);
    const first = cart.order.packagesGroups[0];
    const changed = (await api.graphql(QTY, { packageId: first.packageId, quantity: 3 }, cookie)).data.updateGiftcardPackageQuantity;
    expect(changed.errors).toEqual([]);
    expect(changed.quantity).toBe(4);
    const bad = (await api.graphql(QTY, { packageId: first.packageId, quantity: -2 }, cookie)).data.updateGiftcardPackageQuantity;
    expect(bad.errors[0]).toMatchObject({ code: 9004, message: 'Scegli una quantità da 1 a 100', referencedRequestParameter: 'quantity' });
    const deleted = (await api.graphql(DELETE, { shipmentTag: 'digital-1', packageId: first.packageId }, cookie)).data.deleteGiftcardPackageGroup;
    expect(deleted.errors).toEqual([]);
    expect((await api.graphql(CART, {}, cookie)).data.cart.quantity).toBe(1);
    expect((await api.graphql(DELETE, { shipmentTag: 'digital-1', packageId: '999999' }, cookie)).data.deleteGiftcardPackageGroup.errors[0].code).toBe(9003);
  });

  it('tells the product page the prices of the extras it will charge', async () => {
    const { data } = await api.graphql(
      `query P($userData: UserData!) { product(userData: $userData, slug: "gift-card-streetwear-quartiere") { packageExtras { id price { value } } } }`,
    );
    expect(data.product.packageExtras).toEqual([
      { id: 'envelope', price: { value: 1.5 } },
      { id: 'box', price: { value: 3.95 } },
      { id: 'digital-card', price: { value: 0.95 } },
      { id: 'giftPacking', price: { value: 2.95 } },
    ]);
  });

  it('merges the same package and counts cards for the header', async () => {
    const a = (await api.graphql(ADD, { package: pkg('gift-card-streetwear-quartiere') })).data.addGiftcardPackage;
    const b = (await api.graphql(ADD, { orderUuid: a.order.id, package: pkg('gift-card-streetwear-quartiere', { quantity: 2 }) })).data.addGiftcardPackage;
    expect(b.order.packagesGroups).toHaveLength(1);
    expect(b.quantity).toBe(3);
  });

  it('refuses a test card (2032), third-party cards above 500 euro (2015) and the gift card limit (2030)', async () => {
    const test = (await api.graphql(ADD, { package: pkg('gift-card-test') })).data.addGiftcardPackage;
    expect(test.errors[0]).toMatchObject({ code: 2032, message: 'Non è possibile aggiungere una gift card di prova al carrello.' });
    expect(test.order).toBeNull();
    const tp = (await api.graphql(ADD, { package: pkg('gift-card-viaggi-orizzonte', { value: '400', quantity: 1 }) })).data.addGiftcardPackage;
    expect(tp.errors).toEqual([]);
    const over = (await api.graphql(ADD, { orderUuid: tp.order.id, package: pkg('gift-card-viaggi-orizzonte', { value: '250', quantity: 1 }) })).data
      .addGiftcardPackage;
    expect(over.errors[0]).toMatchObject({
      code: 2015,
      message: "Hai superato il limite di importo per le gift card di terze parti nell'ordine. Il limite è di 500 euro per ordine.",
    });
    expect(over.quantity).toBe(1);
    let uuid: string | null = null;
    for (let i = 0; i < 66; i++) {
      const r: any = (await api.graphql(ADD, { orderUuid: uuid, package: pkg('gift-card-tutto-in-uno', { value: '150', quantity: 1, note: `n${i}` }) })).data
        .addGiftcardPackage;
      uuid = r.order.id;
      expect(r.errors).toEqual([]);
    }
    const limit = (await api.graphql(ADD, { orderUuid: uuid, package: pkg('gift-card-tutto-in-uno', { value: '150', quantity: 1 }) })).data.addGiftcardPackage;
    expect(limit.errors[0]).toMatchObject({ code: 2030, message: "Hai superato il limite di gift card nell'ordine." });
  });

  it('refuses a card that is out of stock (2031)', async () => {
    const r = (await api.graphql(ADD, { package: pkg('gift-card-droni-cielo-aperto', { value: '50' }) })).data.addGiftcardPackage;
    expect(r.errors[0]).toMatchObject({ code: 2031, message: 'Non è possibile continuare con questa gift card perché al momento è esaurita.' });
  });

  it('rejects bad amounts, quantities and notes with the messages of §5', async () => {
    const custom = (await api.graphql(ADD, { package: pkg('gift-card-vetrina-moda-italia', { value: 'custom', customValue: '12.5' }) })).data
      .addGiftcardPackage;
    expect(custom.errors[0]).toMatchObject({
      code: 9004,
      message: 'Scegli un valore di almeno 10 e al massimo 200 senza decimali',
      referencedRequestParameter: 'customValue',
    });
    const unlisted = (await api.graphql(ADD, { package: pkg('gift-card-streetwear-quartiere', { value: '26' }) })).data.addGiftcardPackage;
    expect(unlisted.errors[0]).toMatchObject({ code: 9004, referencedRequestParameter: 'value' });
    for (const quantity of [0, -5, 2147483647]) {
      const q = (await api.graphql(ADD, { package: pkg('gift-card-streetwear-quartiere', { quantity }) })).data.addGiftcardPackage;
      expect(q.errors[0]).toMatchObject({ code: 9004, referencedRequestParameter: 'quantity' });
    }
    const emoji = (await api.graphql(ADD, { package: pkg('gift-card-streetwear-quartiere', { note: 'Auguri 🎉' }) })).data.addGiftcardPackage;
    expect(emoji.errors[0]).toMatchObject({ code: 9004, message: 'Non sono ammessi emoji', referencedRequestParameter: 'note' });
    const long = (await api.graphql(ADD, { package: pkg('gift-card-streetwear-quartiere', { note: 'a'.repeat(151) }) })).data.addGiftcardPackage;
    expect(long.errors[0]).toMatchObject({ code: 9004, message: 'Il messaggio può contenere al massimo 150 caratteri' });
    const unknown = (await api.graphql(ADD, { package: pkg('no-such-card') })).data.addGiftcardPackage;
    expect(unknown.errors[0].code).toBe(9003);
  });

  it('uses registered mail above 300 euro of physical cards and for wine', async () => {
    const r = (await api.graphql(ADD, { package: pkg('gift-card-enoteca-tralcio-d-oro', { variationType: 'physical', value: 'custom', customValue: '40' }) }))
      .data.addGiftcardPackage;
    expect(r.order.totals.adjustments.map((a: any) => a.adjustmentType)).toEqual(['SERVICE_FEE', 'REGISTERED_MAIL']);
    expect(r.order.totals.grandTotal.value).toBe(48.9); // 40 + 0.95 service + 7.95 registered mail
  });
});
