import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import {
  ADD,
  DELIVERY,
  DETAILS,
  ORDER,
  PLACE,
  RETRY,
  address,
  businessBuyer,
  pay,
  privateBuyer,
  readyBasket,
  runDeliveries,
} from '../../../tests/helpers/checkout.ts';
import { outbox } from '../notifications/tables.ts';
import { attachmentContent } from '../notifications/index.ts';
import { codeStock } from '../fulfilment/tables.ts';
import { ledgerEntries, giftcards } from '../giftcards/tables.ts';
import type { Database } from '../../db/client.ts';
import { must } from '../../../common/must.ts';

const CANCEL = `mutation C($userData: UserData!, $orderUuid: String!) { cancelOrder(userData: $userData, orderUuid: $orderUuid) { basketUuid errors { code } } }`;
const digital = (productId: string, value = '25', extra = {}) => ({ productId, variationType: 'digital', value, quantity: 1, ...extra });

describe.each(databaseKinds)('checkout and payment on $kind', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await open();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });
  const mails = async (orderId?: number) => (await database.db.select().from(outbox)).filter((m) => orderId === undefined || m.orderId === orderId);

  it('a guest buys a digital card with a note, pays by card and receives the code with a PDF', async () => {
    const { uuid } = await readyBasket(api, [digital('gift-card-streetwear-quartiere', '25', { note: 'Tanti auguri, Luca!' })]);
    const placed = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'card', termsAccepted: true, expectedGrandTotal: 25.95 } })).data.placeOrder;
    expect(placed.errors).toEqual([]);
    expect(placed.order.number).toMatch(/^IT-\d{6}$/);
    expect(placed.redirectUrl).toMatch(/^\/psp\/sandbox\/pay\/sbx_/);
    const row = must(
      (
        await database.db
          .select()
          .from(codeStock)
          .where(eq(codeStock.code, (await database.db.select().from(codeStock)).find((c) => c.orderId !== null)?.code ?? ''))
      )[0],
      'row exists',
    );
    expect(row.deliveredAt).toBeNull();
    await pay(database, api, placed.redirectUrl, 'paid');
    const status = (await api.graphql(ORDER, { uuid })).data.order;
    expect(status.order.status).toBe('COMPLETED');
    expect(status.payment.status).toBe('paid');
    // The card went out with the payment: no delivery is left for the job.
    expect(await runDeliveries(database)).toBe(0);
    const delivered = (await mails()).filter((m) => m.kind === 'card-delivery' && m.to === privateBuyer.email);
    expect(delivered).toHaveLength(1);
    const code = must((await database.db.select().from(codeStock).where(eq(codeStock.id, row.id)))[0], 'code exists');
    expect(code.deliveredAt).not.toBeNull();
    expect(delivered[0]?.text).toContain(code.code);
    expect(delivered[0]?.text).toContain('Tanti auguri, Luca!');
    expect(delivered[0]?.attachments).toHaveLength(1);
    expect(delivered[0]?.attachments[0]?.contentType).toBe('application/pdf');
    const card = must(delivered[0], 'the card mail');
    expect((await attachmentContent(must(card.attachments[0], 'the card mail has its PDF'), card)).subarray(0, 5).toString()).toBe('%PDF-');
    const kinds = (await mails(must(code, 'a code was reserved').orderId!)).map((m) => m.kind).sort();
    // One e-mail confirms the paid order (nothing was sent at placement), then the card.
    expect(kinds).toEqual(['card-delivery', 'order-confirmation']);
    expect(await runDeliveries(database)).toBe(0);
  });

  it("issues the shop's own choice card in the ledger, to the chosen receiver", async () => {
    const { uuid, ids } = await readyBasket(api, [digital('gift-card-tutto-in-uno', '50', { quantity: 2 })], {
      digital: [],
      buyer: privateBuyer,
    });
    await api.graphql(DELIVERY, {
      orderUuid: uuid,
      delivery: { addresses: [], physical: [], digital: [{ packageId: ids[0], name: 'Anna', email: 'anna@example.it' }] },
    });
    const placed = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'wallet', termsAccepted: true } })).data.placeOrder;
    await pay(database, api, placed.redirectUrl, 'paid');
    await runDeliveries(database);
    const [mail] = (await mails()).filter((m) => m.to === 'anna@example.it');
    expect(mail?.subject).toContain('Giulia Rossi');
    expect(mail?.attachments).toHaveLength(2);
    const issued = (await database.db.select().from(ledgerEntries)).filter((e) => e.reference === placed.order.number);
    expect(issued.map((e) => [e.kind, e.amountCents])).toEqual([
      ['issue', 5000],
      ['issue', 5000],
    ]);
    const cards = await database.db.select().from(giftcards);
    const numbers = cards.filter((c) => issued.some((e) => e.giftcardId === c.id)).map((c) => c.number);
    for (const n of numbers) expect(mail?.text).toContain(n.replace(/(\d{4})(?=\d)/g, '$1 '));
  });

  it('a business orders physical cards on invoice with registered mail above 300 euro', async () => {
    const { uuid } = await readyBasket(api, [{ productId: 'gift-card-streetwear-quartiere', variationType: 'physical', value: '100', quantity: 4 }], {
      buyer: businessBuyer,
    });
    const placed = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'invoice', termsAccepted: true, expectedGrandTotal: 400 + 0.95 + 7.95 } }))
      .data.placeOrder;
    expect(placed.errors).toEqual([]);
    await pay(database, api, placed.redirectUrl, 'paid');
    const o = (await api.graphql(ORDER, { uuid })).data.order.order;
    expect(o.status).toBe('COMPLETED');
    expect(o.shipments[0]).toMatchObject({ kind: 'PHYSICAL', registeredMail: true });
    expect(o.shipments[0].deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses invoice for a private customer, a missing terms tick and a changed total', async () => {
    const { uuid } = await readyBasket(api, [digital('gift-card-streetwear-quartiere')]);
    const invoice = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'invoice', termsAccepted: true } })).data.placeOrder;
    expect(invoice.errors[0]).toMatchObject({ code: 9004, referencedRequestParameter: 'payment.method' });
    const terms = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'card', termsAccepted: false } })).data.placeOrder;
    expect(terms.errors[0]).toMatchObject({
      code: 9004,
      message: 'Accetta i termini e le condizioni per continuare',
      referencedRequestParameter: 'payment.termsAccepted',
    });
    const changed = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'card', termsAccepted: true, expectedGrandTotal: 20 } })).data.placeOrder;
    expect(changed).toMatchObject({ totalsChanged: true, redirectUrl: null, order: null, errors: [] });
    const bank = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'bank_redirect', termsAccepted: true } })).data.placeOrder;
    expect(bank.errors[0]).toMatchObject({ code: 9004, message: 'Scegli la tua banca', referencedRequestParameter: 'payment.bank' });
    // A bank the Italian storefront does not offer (a Dutch one, or none the provider knows) is no choice either.
    for (const other of ['polderbank', 'banca_inventata']) {
      const refused = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'bank_redirect', bank: other, termsAccepted: true } })).data.placeOrder;
      expect(refused.errors[0]).toMatchObject({ code: 9004, message: 'Scegli la tua banca', referencedRequestParameter: 'payment.bank' });
    }
    const chosen = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'bank_redirect', bank: 'banca_del_lario', termsAccepted: true } })).data
      .placeOrder;
    expect(chosen.errors).toEqual([]);
    expect(chosen.redirectUrl).toMatch(/\/psp\/sandbox\/pay\//);
  });

  it('checks every field of the details and the delivery with the messages of §5', async () => {
    const r = (await api.graphql(ADD, { package: { productId: 'gift-card-streetwear-quartiere', variationType: 'physical', value: '25', quantity: 1 } })).data
      .addGiftcardPackage;
    const uuid = r.order.id;
    const bad = (await api.graphql(DETAILS, { orderUuid: uuid, details: { ...privateBuyer, confirmEmail: 'altro@example.it', phoneNumber: '12' } })).data
      .setCheckoutDetails.errors;
    expect(bad).toEqual(
      expect.arrayContaining([
        { code: 9004, message: 'Le email inserite non corrispondono', referencedRequestParameter: 'details.confirmEmail' },
        { code: 9004, message: 'Inserisci un numero di telefono valido', referencedRequestParameter: 'details.phoneNumber' },
      ]),
    );
    const biz = (await api.graphql(DETAILS, { orderUuid: uuid, details: { ...privateBuyer, customerType: 'BUSINESS' } })).data.setCheckoutDetails.errors;
    expect(biz.map((e: { referencedRequestParameter: string }) => e.referencedRequestParameter)).toEqual([
      'details.companyName',
      'details.chamberOfCommerce',
      'details.vatNumber',
      'details.reference',
      'details.sdiCode',
      // The registered office the Italian e-invoice names.
      'details.street',
      'details.houseNumber',
      'details.postCode',
      'details.city',
    ]);
    expect(biz.find((e: { referencedRequestParameter: string }) => e.referencedRequestParameter === 'details.postCode')).toMatchObject({
      code: 9004,
      message: expect.stringMatching(/CAP|codice postale/i),
    });
    // A private customer's codice fiscale (for the e-invoice) must be right, and brings the home address with it.
    const cf = (await api.graphql(DETAILS, { orderUuid: uuid, details: { ...privateBuyer, fiscalCode: 'RSSMRA80A01H501V' } })).data.setCheckoutDetails.errors;
    expect(cf[0]).toEqual({
      code: 9004,
      message: 'Il codice fiscale non è valido: controlla le 16 lettere e cifre',
      referencedRequestParameter: 'details.fiscalCode',
    });
    expect(cf.slice(1).map((e: { referencedRequestParameter: string }) => e.referencedRequestParameter)).toEqual([
      'details.street',
      'details.houseNumber',
      'details.postCode',
      'details.city',
    ]);
    // The contract's optional fields are nullable: null is "left out", never an error in English.
    const nulls = {
      invoiceEmail: null,
      phoneCountry: null,
      phoneNumber: null,
      companyName: null,
      vatNumber: null,
      reference: null,
      sdiCode: null,
      pecAddress: null,
      fiscalCode: null,
    };
    expect((await api.graphql(DETAILS, { orderUuid: uuid, details: { ...privateBuyer, ...nulls } })).data.setCheckoutDetails.errors).toEqual([]);
    await api.graphql(DETAILS, { orderUuid: uuid, details: privateBuyer });
    const ids = r.order.packagesGroups.map((g: { packageId: string }) => g.packageId);
    const delivery = (a: Record<string, unknown>) => ({ addresses: [{ ...address, ...a }], physical: [{ packageId: ids[0], address: 0 }], digital: [] });
    const cap = (await api.graphql(DELIVERY, { orderUuid: uuid, delivery: delivery({ postCode: '1234' }) })).data.setCheckoutDelivery.errors;
    expect(cap[0]).toMatchObject({
      message: 'Inserisci il CAP nel formato corretto per il paese',
      referencedRequestParameter: 'delivery.addresses.0.postCode',
    });
    const nl = (await api.graphql(DELIVERY, { orderUuid: uuid, delivery: delivery({ countryCode: 'NL', postCode: '1234 AB' }) })).data.setCheckoutDelivery
      .errors;
    expect(nl).toEqual([]);
    const blanks = (await api.graphql(DELIVERY, { orderUuid: uuid, delivery: delivery({ companyName: null, suffix: null }) })).data.setCheckoutDelivery.errors;
    expect(blanks).toEqual([]);
    const house = (await api.graphql(DELIVERY, { orderUuid: uuid, delivery: delivery({ houseNumber: '-3' }) })).data.setCheckoutDelivery.errors;
    expect(house[0]).toMatchObject({
      message: 'Il numero civico deve essere un numero intero positivo',
      referencedRequestParameter: 'delivery.addresses.0.houseNumber',
    });
    const none = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'card', termsAccepted: true } })).data.placeOrder;
    expect(none.errors).toEqual([]);
  });

  it('a failed payment can be retried and the retry succeeds; too many attempts give 2036', async () => {
    const { uuid } = await readyBasket(api, [digital('gift-card-streetwear-quartiere')]);
    const placed = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'card', termsAccepted: true } })).data.placeOrder;
    await pay(database, api, placed.redirectUrl, 'failed');
    let o = (await api.graphql(ORDER, { uuid })).data.order;
    expect(o.order.status).toBe('PENDING');
    expect(o.payment.status).toBe('failed');
    const retry = (await api.graphql(RETRY, { orderUuid: uuid, payment: { method: 'wallet' } })).data.retryOrderPayment;
    expect(retry.errors).toEqual([]);
    await pay(database, api, retry.redirectUrl, 'paid');
    o = (await api.graphql(ORDER, { uuid })).data.order;
    expect(o.order.status).toBe('COMPLETED');

    const second = await readyBasket(api, [digital('gift-card-streetwear-quartiere')]);
    let url = (await api.graphql(PLACE, { orderUuid: second.uuid, payment: { method: 'card', termsAccepted: true } })).data.placeOrder.redirectUrl;
    for (let i = 0; i < 2; i++) {
      await pay(database, api, url, 'canceled');
      url = (await api.graphql(RETRY, { orderUuid: second.uuid, payment: { method: 'card' } })).data.retryOrderPayment.redirectUrl;
    }
    await pay(database, api, url, 'failed');
    const refused = (await api.graphql(RETRY, { orderUuid: second.uuid, payment: { method: 'card' } })).data.retryOrderPayment;
    expect(refused.errors[0]).toMatchObject({
      code: 2036,
      message: 'Sono stati effettuati troppi tentativi. Riprova più tardi o usa un altro metodo di pagamento.',
    });
  });

  it('a bank transfer stays pending with instructions by e-mail, then completes when the money arrives', async () => {
    const { uuid } = await readyBasket(api, [digital('gift-card-streetwear-quartiere')]);
    const placed = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'bank_transfer', termsAccepted: true } })).data.placeOrder;
    await pay(database, api, placed.redirectUrl, 'pending');
    const o = (await api.graphql(ORDER, { uuid })).data.order;
    expect(o.order.status).toBe('PENDING');
    expect(o.payment.status).toBe('pending');
    const instructions = (await mails()).filter((m) => m.kind === 'bank-transfer-instructions' && m.subject.includes(placed.order.number));
    expect(instructions).toHaveLength(1);
    expect(instructions[0]?.text).toContain(placed.order.number);
  });

  it('refuses a basket with nothing to pay (2033) and an unknown basket (9003)', async () => {
    const { uuid, ids } = await readyBasket(api, [digital('gift-card-streetwear-quartiere')]);
    await api.graphql(
      `mutation($userData: UserData!, $orderUuid: String, $packageId: ID) { deleteGiftcardPackageGroup(userData: $userData, orderUuid: $orderUuid, shipmentTag: "digital-1", packageId: $packageId) { errors { code } } }`,
      { orderUuid: uuid, packageId: ids[0] },
    );
    const empty = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'card', termsAccepted: true } })).data.placeOrder;
    expect(empty.errors[0]).toMatchObject({ code: 2033, message: 'Non è possibile completare un carrello con saldo pari a zero.' });
    const unknown = (await api.graphql(PLACE, { orderUuid: '00000000-0000-0000-0000-000000000000', payment: { method: 'card', termsAccepted: true } })).data
      .placeOrder;
    expect(unknown.errors[0].code).toBe(9003);
  });

  it('leaving the retry page cancels the unpaid order and gives its packages back in a new basket', async () => {
    const { uuid } = await readyBasket(api, [digital('gift-card-streetwear-quartiere', '50', { note: 'Per te' })]);
    const placed = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'card', termsAccepted: true } })).data.placeOrder;
    await pay(database, api, placed.redirectUrl, 'failed');
    const res = await api.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: CANCEL, variables: { userData: { language: 'it', storeID: 53, countryCode: 'IT' }, orderUuid: uuid } }),
    });
    const cancel = ((await res.json()) as any).data.cancelOrder;
    expect(cancel.errors).toEqual([]);
    expect(res.headers.get('set-cookie')).toContain(`donami_basket=${cancel.basketUuid}`);
    expect((await api.graphql(ORDER, { uuid })).data.order.order.status).toBe('CANCELED');
    const basket = (
      await api.graphql(
        `query($userData: UserData!, $orderUuid: String) { cart(userData: $userData, orderUuid: $orderUuid) { order { packagesGroups { package { message { text } } totalPrice { value } } } } }`,
        { orderUuid: cancel.basketUuid },
      )
    ).data.cart.order;
    expect(basket.packagesGroups).toEqual([{ package: { message: { text: 'Per te' } }, totalPrice: { value: 50 } }]);
  });
});
