import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { ERR, PLACE, RETRY, pay, readyBasket } from '../../../tests/helpers/checkout.ts';
import { paymentProvider, type PaymentProvider } from '../payments/index.ts';
import { payments } from '../payments/tables.ts';
import { codeStock } from '../fulfilment/tables.ts';
import { outbox } from '../notifications/tables.ts';
import * as t from './tables.ts';
import type { Database } from '../../db/client.ts';
import { applyPayment } from './payment-outcome.ts';

// Why a payment did not go through, as the API says it (§8 "Order and payment"): 2037 a technical
// error, 2038 the second failure, 2036 no attempt left, 2039 refused as suspected fraud, each
// produced where a real shop meets it, and triggered by the sandbox's test tools.

const STATUS = `query S($userData: UserData!, $uuid: String!) {
  order(userData: $userData, uuid: $uuid) { order { status } payment { status } paymentAttempts paymentError { code message referencedRequestParameter } ${ERR} } }`;
const card = { productId: 'gift-card-trattoria-del-borgo-lume', variationType: 'digital', value: '30', quantity: 1 };
const texts = {
  2035: 'Non siamo riusciti a elaborare il tuo pagamento. Prova con un altro metodo di pagamento o contatta la tua banca per maggiori informazioni.',
  2036: 'Sono stati effettuati troppi tentativi. Riprova più tardi o usa un altro metodo di pagamento.',
  2037: 'Si è verificato un errore durante il pagamento. Riprova o scegli un altro metodo di pagamento.',
  2038: 'Il pagamento non è riuscito per due volte. Contatta il fornitore del servizio di pagamento.',
  2039: 'Non possiamo elaborare questo ordine. Contatta il nostro servizio clienti.',
};

describe.each(databaseKinds)('payment failures and their codes on $kind', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await open();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });

  const place = async (method = 'card') => {
    const { uuid } = await readyBasket(api, [card]);
    const placed = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method, termsAccepted: true } })).data.placeOrder;
    return { uuid, placed };
  };
  const status = async (uuid: string) => (await api.graphql(STATUS, { uuid })).data.order;
  const retry = async (uuid: string, method = 'card') => (await api.graphql(RETRY, { orderUuid: uuid, payment: { method } })).data.retryOrderPayment;
  const reason = (code: keyof typeof texts) => ({ code, message: texts[code], referencedRequestParameter: 'orderUuid' });
  const orderRow = async (uuid: string) => (await database.db.select().from(t.orders).where(eq(t.orders.uuid, uuid)))[0]!;
  const heldCodes = async (orderId: number) => (await database.db.select().from(codeStock).where(eq(codeStock.orderId, orderId))).length;

  it('a technical error at the provider gives 2037, and the order waits for another try', async () => {
    const { uuid, placed } = await place();
    expect((await status(uuid)).paymentError).toBeNull();
    await pay(database, api, placed.redirectUrl, 'error');
    const o = await status(uuid);
    expect(o.order.status).toBe('PENDING');
    expect(o.payment.status).toBe('failed');
    expect(o.paymentError).toEqual(reason(2037));
    const again = await retry(uuid, 'wallet');
    expect(again.errors).toEqual([]);
    await pay(database, api, again.redirectUrl, 'paid');
    expect(await status(uuid)).toMatchObject({ order: { status: 'COMPLETED' }, paymentError: null });
  });

  it('the provider cannot open the payment: 2037 at placement, the order placed and waiting, the attempt counted', async () => {
    const provider = paymentProvider(database.db, 53);
    const within = provider.within;
    const down: PaymentProvider = { ...provider, createPayment: () => Promise.reject(new Error('503 Service Unavailable')) };
    provider.within = () => down;
    let uuid: string;
    try {
      const first = await place();
      uuid = first.uuid;
      expect(first.placed).toMatchObject({ redirectUrl: null, order: { status: 'PENDING' } });
      expect(first.placed.errors).toEqual([{ code: 2037, message: texts[2037], referencedRequestParameter: null }]);
      // Trying again while the provider is still down: the same answer, a second attempt recorded.
      expect((await retry(uuid)).errors.map((e: { code: number }) => e.code)).toEqual([2037]);
    } finally {
      provider.within = within;
    }
    const o = await status(uuid);
    expect(o).toMatchObject({ order: { status: 'PENDING' }, paymentAttempts: 2 });
    // Two technical failures are two failures: the customer is told to contact the provider.
    expect(o.paymentError).toEqual(reason(2038));
    const rows = await database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, (await orderRow(uuid)).id));
    expect(rows.map((r) => [r.providerRef, r.status, r.failureReason])).toEqual([
      [null, 'failed', 'error'],
      [null, 'failed', 'error'],
    ]);
    // The provider is back: the last attempt opens and pays.
    const last = await retry(uuid);
    expect(last.errors).toEqual([]);
    await pay(database, api, last.redirectUrl, 'paid');
    expect((await status(uuid)).order.status).toBe('COMPLETED');
  });

  it('the first failure is 2035, the second 2038 on the retry page, and with no attempt left 2036', async () => {
    const { uuid, placed } = await place();
    await pay(database, api, placed.redirectUrl, 'failed');
    expect((await status(uuid)).paymentError).toEqual(reason(2035));
    const second = await retry(uuid);
    await pay(database, api, second.redirectUrl, 'failed');
    expect(await status(uuid)).toMatchObject({ order: { status: 'PENDING' }, paymentAttempts: 2, paymentError: reason(2038) });
    const third = await retry(uuid);
    expect(third.errors).toEqual([]);
    await pay(database, api, third.redirectUrl, 'error');
    expect((await status(uuid)).paymentError).toEqual(reason(2036));
    expect((await retry(uuid)).errors).toEqual([reason(2036)]);
  });

  it('a payer who cancels is not a failure: one decline and one cancel still read 2035', async () => {
    const { uuid, placed } = await place();
    await pay(database, api, placed.redirectUrl, 'failed');
    await pay(database, api, (await retry(uuid)).redirectUrl, 'canceled');
    expect((await status(uuid)).paymentError).toEqual(reason(2035));
  });

  it('suspected fraud gives 2039: the order canceled and its codes released with the event, no retry, and a late payment refunded', async () => {
    const { uuid, placed } = await place();
    const id = (await orderRow(uuid)).id;
    expect(await heldCodes(id)).toBe(1);
    await pay(database, api, placed.redirectUrl, 'fraud');
    const o = await status(uuid);
    expect(o.order.status).toBe('CANCELED');
    expect(o.paymentError).toEqual(reason(2039));
    expect(await heldCodes(id)).toBe(0);
    expect((await orderRow(uuid)).stockHeldUntil).toBeNull();
    expect((await retry(uuid)).errors).toEqual([reason(2039)]);
    // Whatever the provider says later (a payment taken after all), a refused order is not revived: the operators refund it.
    const [attempt] = await database.db.select().from(payments).where(eq(payments.orderId, id));
    const late = { paymentId: attempt!.id, orderId: id, status: 'paid' as const, failureReason: null, previousStatus: 'failed' as const };
    const done = await database.db.transaction((tx) =>
      applyPayment(database.db, tx, { ...late, amountCents: attempt!.amountCents, currency: 'EUR', method: 'card', transfer: null }, new Date()),
    );
    expect(done).toBe('refund-asked');
    expect((await status(uuid)).order.status).toBe('CANCELED');
    expect(await heldCodes(id)).toBe(0);
    const asked = (await database.db.select().from(outbox)).filter((m) => m.orderId === id).map((m) => m.kind);
    expect(asked).toEqual(['late-payment-unfulfilled']);
  });
});
