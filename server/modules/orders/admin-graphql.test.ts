import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { freshPglite } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { ADMIN_ERR, staffClient } from '../../../tests/helpers/admin.ts';
import { runDeliveries, sandboxId } from '../../../tests/helpers/checkout.ts';
import { BRAND, CHOICE, placeOrder } from '../../../tests/helpers/staff.ts';
import { applyOutcome, paymentProvider } from '../payments/index.ts';
import { sandboxRefunds } from '../payments/tables.ts';
import { digitalDeliveries } from '../fulfilment/tables.ts';
import { debit } from '../giftcards/index.ts';
import { giftcards, ledgerEntries } from '../giftcards/tables.ts';
import { outbox } from '../notifications/tables.ts';
import { reconcilePendingOrders } from './reconcile.ts';
import * as t from './tables.ts';
import { refusalCodes } from './admin-actions.ts';
import { errorMessagesIt } from '../../../common/errors/it.ts';
import { errorMessagesEn } from '../../../common/errors/en.ts';
import { errorMessagesNl } from '../../../common/errors/nl.ts';
import { must } from '../../../common/must.ts';

// Issue 17, the orders part of the back office's API (decision 047), as support, finance and
// operations would use it: each operation done once with one audit row, and each refusal answered
// with its catalogued code and nothing written.

const VIEW = `order { number status email } packages { id refundedCents } refundedCents timeline { kind detail } ${ADMIN_ERR}`;
const ORDER = `query O($number: String!) { order(number: $number) { ${VIEW} } }`;
const SEARCH = `query S($email: String, $number: String, $placedFrom: String, $status: String, $paymentMethod: String) {
  orders(email: $email, number: $number, placedFrom: $placedFrom, status: $status, paymentMethod: $paymentMethod) { total orders { number email status } ${ADMIN_ERR} } }`;
const ATTENTION = `query A($minutes: Int) { ordersAttention(olderThanMinutes: $minutes) { reconciled { number action source } waiting { number waitingFor paymentMethod } ${ADMIN_ERR} } }`;
const RESEND = `mutation R($number: String!, $emailId: Int!, $to: String, $reason: String!) { resendOrderEmail(number: $number, emailId: $emailId, to: $to, reason: $reason) { ${VIEW} } }`;
const DELIVER = `mutation D($number: String!, $deliveryId: Int!, $reason: String!) { resendOrderDelivery(number: $number, deliveryId: $deliveryId, reason: $reason) { ${VIEW} } }`;
const REFUND_PACKAGE = `mutation P($number: String!, $packageId: Int!, $reason: String!) { refundOrderPackage(number: $number, packageId: $packageId, reason: $reason) { ${VIEW} } }`;
const REFUND = `mutation F($number: String!, $reason: String!) { refundOrder(number: $number, reason: $reason) { ${VIEW} } }`;
const CANCEL = `mutation C($number: String!, $reason: String!) { cancelOrder(number: $number, reason: $reason) { ${VIEW} } }`;
const TRANSFER = `mutation T($number: String!, $reason: String!) { markTransferReceived(number: $number, reason: $reason) { ${VIEW} } }`;
const NOTE = `mutation N($number: String!, $text: String!) { addOrderNote(number: $number, text: $text) { ${VIEW} } }`;

type Answer = { errors: { code: number; message: string }[]; [k: string]: any };
const codes = (r: { errors: { code: number }[] }) => r.errors.map((e) => e.code);

describe('the back office API for orders', () => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  const as: Record<'support' | 'finance' | 'operations' | 'nobody', ReturnType<typeof staffClient>> = {} as never;
  const auditRows = async () => must((await database.db.select({ n: count() }).from(auditLog))[0], 'one row').n;
  const call = async (who: keyof typeof as, doc: string, vars: Record<string, unknown>): Promise<Answer> => {
    const data = (await as[who].admin(doc, vars)).data;
    return Object.values(data)[0] as Answer;
  };
  /** Calls and expects `code` (or success: []) and `written` audit rows. */
  const expectOutcome = async (who: keyof typeof as, doc: string, vars: Record<string, unknown>, code: number[], written: number) => {
    const before = await auditRows();
    const answer = await call(who, doc, vars);
    expect(codes(answer)).toEqual(code);
    expect((await auditRows()) - before).toBe(written);
    return answer;
  };
  const emailsOf = (answer: Answer, kind: string) => answer.timeline.filter((e: any) => e.kind === 'email' && e.detail.emailKind === kind);

  beforeAll(async () => {
    database = await freshPglite();
    api = apiClient(database);
    for (const role of ['support', 'finance', 'operations'] as const) {
      as[role] = staffClient(database);
      await as[role].logIn(role);
    }
    as.nobody = staffClient(database);
  });
  afterAll(async () => {
    await database.close();
  });

  it('finds an order by e-mail and reads it with its timeline; nobody logged in and unknown numbers are refused', async () => {
    const order = await placeOrder(database, api, { outcome: 'paid', email: 'Lucia.Bassi@Example.it' });
    await runDeliveries(database);
    const found = await call('operations', SEARCH, { email: 'lucia.bassi@example.it' });
    expect(found).toMatchObject({ total: 1, orders: [{ number: order.number, email: 'Lucia.Bassi@Example.it', status: 'completed' }], errors: [] });
    expect((await call('support', SEARCH, { paymentMethod: 'card', status: 'completed' })).orders.map((o: any) => o.number)).toContain(order.number);
    expect(codes(await call('support', SEARCH, { placedFrom: '28/11/2026' }))).toEqual([9004]);
    // Baskets are never listed, not even when asked for by their status.
    expect(codes(await call('support', SEARCH, { status: 'basket' }))).toEqual([9004]);
    const read = await call('support', ORDER, { number: order.number });
    expect(read.order).toEqual({ number: order.number, status: 'completed', email: 'Lucia.Bassi@Example.it' });
    expect(read.timeline.map((e: any) => e.kind)).toEqual(expect.arrayContaining(['placed', 'payment', 'webhook', 'paid', 'delivery', 'email']));
    expect(codes(await call('support', ORDER, { number: '999999' }))).toEqual([5011]);
    expect(codes(await call('nobody', ORDER, { number: order.number }))).toEqual([5003]);
    expect(codes(await call('nobody', SEARCH, {}))).toEqual([5003]);
  });

  it('sends the card e-mail again to its address or a corrected one, for support only, with a reason', async () => {
    const order = await placeOrder(database, api, { outcome: 'paid' });
    await runDeliveries(database);
    const number = order.number;
    const [card] = emailsOf(await call('support', ORDER, { number }), 'card-delivery');
    const emailId = card.detail.emailId as number;
    const done = await expectOutcome('support', RESEND, { number, emailId, reason: 'not received' }, [], 1);
    expect(emailsOf(done, 'card-delivery').map((e: any) => e.detail.to)).toEqual([order.email, order.email]);
    const fixed = await expectOutcome('support', RESEND, { number, emailId, to: 'giulia@example.org', reason: 'typo in the address' }, [], 1);
    expect(emailsOf(fixed, 'card-delivery').map((e: any) => e.detail.to)).toContain('giulia@example.org');
    const [row] = await database.db
      .select()
      .from(auditLog)
      .orderBy(auditLog.id)
      .limit(1)
      .offset((await auditRows()) - 1);
    expect(row).toMatchObject({ staffEmail: 'support@donami.test', action: 'order.resend-email', reason: 'typo in the address' });

    await expectOutcome('support', RESEND, { number, emailId, to: 'not an address', reason: 'x' }, [5022], 0);
    await expectOutcome('support', RESEND, { number, emailId: 999_999, reason: 'x' }, [5023], 0);
    await expectOutcome('support', RESEND, { number, emailId, reason: '   ' }, [5005], 0);
    await expectOutcome('support', RESEND, { number: '1', emailId, reason: 'x' }, [5011], 0);
    const refused = await expectOutcome('operations', RESEND, { number, emailId, reason: 'x' }, [5004], 0);
    expect(refused.errors[0]!.message).toBe('Il tuo ruolo non permette questa operazione.');
    await expectOutcome('nobody', RESEND, { number, emailId, reason: 'x' }, [5003], 0);
  });

  it('sends a delivery that needs attention now; refuses one sent, one of another order, one stopped by a refund', async () => {
    const order = await placeOrder(database, api, { packages: [BRAND, CHOICE], outcome: 'paid' });
    const number = order.number;
    const [stuck, other] = await database.db
      .update(digitalDeliveries)
      .set({ status: 'needs-attention' })
      .where(eq(digitalDeliveries.orderId, order.id))
      .returning();
    await expectOutcome('finance', DELIVER, { number, deliveryId: stuck!.id, reason: 'x' }, [5004], 0);
    await expectOutcome('support', DELIVER, { number, deliveryId: stuck!.id, reason: 'stuck since this morning' }, [], 1);
    await runDeliveries(database);
    await expectOutcome('support', DELIVER, { number, deliveryId: stuck!.id, reason: 'again' }, [5025], 0);
    await expectOutcome('support', DELIVER, { number, deliveryId: 999_999, reason: 'x' }, [5024], 0);
    const packageId = must(other, 'a second delivery').packageId;
    await expectOutcome('finance', REFUND_PACKAGE, { number, packageId, reason: 'customer withdrew' }, [], 1);
    await expectOutcome('support', DELIVER, { number, deliveryId: other!.id, reason: 'x' }, [5026], 0);
    await expectOutcome('nobody', DELIVER, { number, deliveryId: stuck!.id, reason: 'x' }, [5003], 0);
  });

  it('refunds one package, then the rest of the order, for finance only, and each once', async () => {
    const order = await placeOrder(database, api, { packages: [BRAND, CHOICE], outcome: 'paid' });
    const number = order.number;
    const packages = (await call('finance', ORDER, { number })).packages as { id: number }[];
    const choice = packages[1]!.id;
    await expectOutcome('support', REFUND_PACKAGE, { number, packageId: choice, reason: 'x' }, [5004], 0);
    await expectOutcome('nobody', REFUND_PACKAGE, { number, packageId: choice, reason: 'x' }, [5003], 0);
    await expectOutcome('finance', REFUND_PACKAGE, { number, packageId: choice, reason: '' }, [5005], 0);
    await expectOutcome('finance', REFUND_PACKAGE, { number, packageId: 999_999, reason: 'x' }, [5014], 0);
    const done = await expectOutcome('finance', REFUND_PACKAGE, { number, packageId: choice, reason: 'two cards too many' }, [], 1);
    expect(done).toMatchObject({ order: { status: 'completed' }, refundedCents: 5000 });
    expect(done.packages[1].refundedCents).toBe(5000);
    expect(done.timeline.filter((e: any) => e.kind === 'refund').map((e: any) => e.detail.reason)).toEqual(['two cards too many']);
    await expectOutcome('finance', REFUND_PACKAGE, { number, packageId: choice, reason: 'again' }, [5012], 0);
    const all = await expectOutcome('finance', REFUND, { number, reason: 'order withdrawn' }, [], 1);
    expect(all).toMatchObject({ order: { status: 'canceled' }, refundedCents: order.grandTotalCents });
    await expectOutcome('finance', REFUND, { number, reason: 'again' }, [5012], 0);
    await expectOutcome('support', REFUND, { number, reason: 'x' }, [5004], 0);
  });

  it('refuses a refund of an unpaid order, of an order whose card was spent, and one the provider refuses', async () => {
    const unpaid = await placeOrder(database, api);
    const [pkg] = await database.db.select().from(t.packages).where(eq(t.packages.orderId, unpaid.id));
    await expectOutcome('finance', REFUND_PACKAGE, { number: unpaid.number, packageId: pkg!.id, reason: 'x' }, [5013], 0);

    const spent = await placeOrder(database, api, { packages: [CHOICE], outcome: 'paid' });
    await runDeliveries(database);
    const [card] = await database.db
      .select({ id: giftcards.id })
      .from(ledgerEntries)
      .innerJoin(giftcards, eq(giftcards.id, ledgerEntries.giftcardId))
      .where(eq(ledgerEntries.reference, spent.number!));
    await debit(database.db, { giftcardId: card!.id, amountCents: 500, idempotencyKey: `admin-test-spend-${spent.id}` });
    await expectOutcome('finance', REFUND, { number: spent.number, reason: 'x' }, [5015], 0);

    // Someone refunded the whole payment at the provider's own dashboard: the provider refuses more.
    const elsewhere = await placeOrder(database, api, { outcome: 'paid' });
    const paymentId = sandboxId(elsewhere.redirectUrl);
    await database.db
      .insert(sandboxRefunds)
      .values({ id: `rfd_dash_${elsewhere.id}`, paymentId, amountCents: elsewhere.grandTotalCents!, idempotencyKey: `dash-${paymentId}` });
    const refused = await expectOutcome('finance', REFUND, { number: elsewhere.number, reason: 'x' }, [5016], 0);
    expect(refused.order.status).toBe('completed');
  });

  it('cancels an unpaid order once, for finance only', async () => {
    const order = await placeOrder(database, api);
    const number = order.number;
    await expectOutcome('support', CANCEL, { number, reason: 'x' }, [5004], 0);
    await expectOutcome('nobody', CANCEL, { number, reason: 'x' }, [5003], 0);
    await expectOutcome('finance', CANCEL, { number, reason: '' }, [5005], 0);
    const done = await expectOutcome('finance', CANCEL, { number, reason: 'customer asked by phone' }, [], 1);
    expect(done.order.status).toBe('canceled');
    await expectOutcome('finance', CANCEL, { number, reason: 'again' }, [5017], 0);
  });

  it('marks a bank transfer received: the order completes and its card goes out; a card payment is refused', async () => {
    const order = await placeOrder(database, api, { method: 'bank_transfer', outcome: 'pending' });
    const number = order.number;
    await expectOutcome('support', TRANSFER, { number, reason: 'x' }, [5004], 0);
    await expectOutcome('nobody', TRANSFER, { number, reason: 'x' }, [5003], 0);
    await expectOutcome('finance', TRANSFER, { number, reason: ' ' }, [5005], 0);
    const done = await expectOutcome('finance', TRANSFER, { number, reason: 'statement of 28 November' }, [], 1);
    expect(done.order.status).toBe('completed');
    await runDeliveries(database);
    const mails = await database.db.select().from(outbox).where(eq(outbox.orderId, order.id));
    expect(mails.map((m) => m.kind)).toContain('card-delivery');
    await expectOutcome('finance', TRANSFER, { number, reason: 'again' }, [5017], 0);
    const card = await placeOrder(database, api);
    await expectOutcome('finance', TRANSFER, { number: card.number, reason: 'x' }, [5018], 0);
  });

  it('refuses to mark a transfer received when the provider records transfers itself', async () => {
    const order = await placeOrder(database, api, { method: 'bank_transfer', outcome: 'pending' });
    // A provider that sees the money arrive has no "confirm the transfer" method (decision 042).
    const provider = paymentProvider(database.db, 53);
    const within = provider.within!;
    provider.within = (tx) => ({ ...within.call(provider, tx), confirmBankTransfer: undefined });
    try {
      const refused = await expectOutcome('finance', TRANSFER, { number: order.number, reason: 'statement' }, [5019], 0);
      expect(refused.order.status).toBe('pending');
    } finally {
      provider.within = within;
    }
  });

  it('adds a note for every role; refuses an empty one and one too long', async () => {
    const order = await placeOrder(database, api);
    const number = order.number;
    const done = await expectOutcome('operations', NOTE, { number, text: 'Called the customer: will pay tonight.' }, [], 1);
    expect(done.timeline.filter((e: any) => e.kind === 'note').map((e: any) => e.detail.text)).toEqual(['Called the customer: will pay tonight.']);
    // The timeline says who wrote it by name and role, not by id alone.
    expect(done.timeline.find((e: any) => e.kind === 'note').detail).toMatchObject({ staffName: 'Olga Operazioni', staffRole: 'operations' });
    await expectOutcome('operations', NOTE, { number, text: '  ' }, [5020], 0);
    await expectOutcome('operations', NOTE, { number, text: 'x'.repeat(2001) }, [5021], 0);
    await expectOutcome('nobody', NOTE, { number, text: 'hello' }, [5003], 0);
  });

  it('lists the orders the reconciliation completed and those waiting too long', async () => {
    const lost = await placeOrder(database, api);
    await applyOutcome(database.db, sandboxId(lost.redirectUrl), 'paid');
    expect(await reconcilePendingOrders(database.db, new Date(Date.now() + 5 * 60_000))).toBe(1);
    const waiting = await placeOrder(database, api, { method: 'bank_transfer', outcome: 'pending' });
    await database.db
      .update(t.orders)
      .set({ placedAt: new Date(Date.now() - 3 * 3600_000) })
      .where(eq(t.orders.id, waiting.id));
    const lists = await call('operations', ATTENTION, { minutes: 60 });
    expect(lists.reconciled).toContainEqual({ number: lost.number, action: 'completed', source: 'sweep' });
    expect(lists.waiting).toContainEqual({ number: waiting.number, waitingFor: 'payment', paymentMethod: 'bank_transfer' });
    expect(codes(await call('nobody', ATTENTION, {}))).toEqual([5003]);
  });

  it('has a catalogued code with Italian, English and Dutch words for every refusal of the services', () => {
    for (const [word, code] of Object.entries(refusalCodes)) {
      expect(code, word).toBeGreaterThanOrEqual(5005);
      for (const texts of [errorMessagesIt, errorMessagesEn, errorMessagesNl]) expect(texts[code], `${word} ${code}`).toBeTruthy();
    }
    expect(Object.keys(refusalCodes)).toContain('provider-sees-transfers');
  });
});
