import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { freshPglite } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { runDeliveries, sandboxId } from '../../../tests/helpers/checkout.ts';
import { auditSpy, BRAND, CHOICE, placeOrder, support } from '../../../tests/helpers/staff.ts';
import { drainJobs } from '../../jobs/queue.ts';
import type { Database } from '../../db/client.ts';
import { applyOutcome } from '../payments/index.ts';
import { codeStock, digitalDeliveries } from '../fulfilment/tables.ts';
import { outbox } from '../notifications/tables.ts';
import { giftcards, ledgerEntries } from '../giftcards/tables.ts';
import { reconcilePendingOrders } from './reconcile.ts';
import { addNote, resendDelivery, resendEmail } from './staff-notes.ts';
import { searchOrders } from './staff-search.ts';
import { orderWithTimeline, ordersWaitingTooLong, reconciledOrders } from './staff-timeline.ts';

// Support's side of the back office: find an order, read what happened to it, write a note, send
// an e-mail or a delivery again; and the lists of orders the reconciliation moved or that wait.

const refusal = (code: string) => expect.objectContaining({ name: 'StaffRefusal', code });
const HOUR = 3600_000;

describe('finding and reading orders, notes and sending again', () => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  let paid: Awaited<ReturnType<typeof placeOrder>>;
  let unpaid: Awaited<ReturnType<typeof placeOrder>>;
  beforeAll(async () => {
    database = await freshPglite();
    api = apiClient(database);
    paid = await placeOrder(database, api, { outcome: 'paid', email: 'Anna.Neri@Example.it' });
    await runDeliveries(database);
    unpaid = await placeOrder(database, api, { method: 'bank_transfer', outcome: 'pending' });
  });
  afterAll(async () => {
    await database.close();
  });

  it('finds an order by number, e-mail (any case), name, status, payment method, storefront and placement date', async () => {
    const ids = async (q: Parameters<typeof searchOrders>[1]) => (await searchOrders(database.db, q)).orders.map((o) => o.id);
    expect(await ids({ number: paid.number! })).toEqual([paid.id]);
    expect(await ids({ email: 'anna.neri@example.IT' })).toEqual([paid.id]);
    expect(await ids({ name: paid.billing!.lastName })).toEqual([paid.id]);
    expect(await ids({ name: `giulia ${unpaid.billing!.lastName.toLowerCase()}` })).toEqual([unpaid.id]);
    expect(await ids({ status: 'completed' })).toEqual([paid.id]);
    expect(await ids({ paymentMethod: 'bank_transfer' })).toEqual([unpaid.id]);
    expect(await ids({ storeId: 53 })).toEqual([unpaid.id, paid.id]);
    expect(await ids({ storeId: 54 })).toEqual([]);
    expect(await ids({ placedFrom: new Date(Date.now() + HOUR) })).toEqual([]);
    expect(await ids({ placedFrom: new Date(Date.now() - HOUR), placedTo: new Date(Date.now() + HOUR) })).toEqual([unpaid.id, paid.id]);
    const page = await searchOrders(database.db, { perPage: 1, page: 2 });
    expect(page).toMatchObject({ total: 2, page: 2, perPage: 1, orders: [{ id: paid.id, email: 'Anna.Neri@Example.it', status: 'completed' }] });
  });

  it("finds an order by the number of a shop's card it sold", async () => {
    const order = await placeOrder(database, api, { packages: [CHOICE], outcome: 'paid' });
    await runDeliveries(database);
    const [card] = await database.db
      .select({ number: giftcards.number })
      .from(ledgerEntries)
      .innerJoin(giftcards, eq(giftcards.id, ledgerEntries.giftcardId))
      .where(eq(ledgerEntries.reference, order.number!));
    const spaced = card!.number.replace(/(\d{4})(?=\d)/g, '$1 ');
    expect((await searchOrders(database.db, { cardNumber: spaced })).orders.map((o) => o.id)).toEqual([order.id]);
  });

  it('finds an order by the brand code it delivered, and finds nothing for a card no order names', async () => {
    const [code] = await database.db.select().from(codeStock).where(eq(codeStock.orderId, paid.id));
    expect((await searchOrders(database.db, { cardNumber: code!.code })).orders.map((o) => o.id)).toEqual([paid.id]);
    expect(await searchOrders(database.db, { cardNumber: '6280 0000 0000 0000' })).toMatchObject({ total: 0, orders: [] });
  });

  it("shows an order's timeline in order of time: placed, the payment, its webhook, paid, the delivery, the e-mails, a note", async () => {
    const audit = auditSpy();
    const note = await addNote(database.db, support, audit, { orderId: paid.id, text: '  Called: the card arrived.  ' });
    expect(note.text).toBe('Called: the card arrived.');
    expect(audit.entries).toEqual([expect.objectContaining({ action: 'order.note', target: `order:${paid.number}` })]);
    const detail = (await orderWithTimeline(database.db, paid.id))!;
    expect(detail.packages).toMatchObject([{ productTitle: expect.any(String), quantity: 1, valueCents: 3000, refundedCents: 0 }]);
    const kinds = detail.timeline.map((e) => e.kind);
    expect(kinds[0]).toBe('placed');
    expect(kinds.at(-1)).toBe('note');
    for (const kind of ['payment', 'provider-event', 'webhook', 'paid', 'delivery', 'email'] as const) expect(kinds).toContain(kind);
    // The provider's record of its paid event: sent to the shop, and received.
    expect(detail.timeline.filter((e) => e.kind === 'provider-event').map((e) => e.detail)).toContainEqual(
      expect.objectContaining({ status: 'paid', deliveredAt: expect.any(Date), lastError: null }),
    );
    const times = detail.timeline.map((e) => e.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(detail.timeline.filter((e) => e.kind === 'email').map((e) => e.detail.emailKind)).toEqual(
      expect.arrayContaining(['order-confirmation', 'card-delivery']),
    );
    expect(await orderWithTimeline(database.db, 999_999)).toBeNull();
  });

  it('refuses an empty note, a note too long, and a note on no order', async () => {
    const audit = auditSpy();
    await expect(addNote(database.db, support, audit, { orderId: paid.id, text: '   ' })).rejects.toEqual(refusal('note-empty'));
    await expect(addNote(database.db, support, audit, { orderId: paid.id, text: 'x'.repeat(2001) })).rejects.toEqual(refusal('note-too-long'));
    await expect(addNote(database.db, support, audit, { orderId: 999_999, text: 'hello' })).rejects.toEqual(refusal('order-not-found'));
    expect(audit.entries).toEqual([]);
  });

  it('sends the card e-mail again, as it was, to its address or a corrected one, through the outbox', async () => {
    const [card] = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, paid.id), eq(outbox.kind, 'card-delivery')));
    const audit = auditSpy();
    await drainJobs(database.db, 'notifications-send');
    const again = await resendEmail(database.db, support, audit, { orderId: paid.id, emailId: card!.id });
    expect(again.to).toBe(card!.to);
    const [copy] = await database.db.select().from(outbox).where(eq(outbox.id, again.emailId));
    expect(copy).toMatchObject({ kind: 'card-delivery', subject: card!.subject, html: card!.html, attachments: card!.attachments, sentAt: null });
    expect(await drainJobs(database.db, 'notifications-send')).toHaveLength(1);
    const elsewhere = await resendEmail(database.db, support, audit, { orderId: paid.id, emailId: card!.id, to: 'anna@example.org' });
    expect(elsewhere.to).toBe('anna@example.org');
    expect(audit.entries.map((e) => e.action)).toEqual(['order.resend-email', 'order.resend-email']);
    await expect(resendEmail(database.db, support, audit, { orderId: paid.id, emailId: card!.id, to: 'not an address' })).rejects.toEqual(
      refusal('email-invalid'),
    );
    await expect(resendEmail(database.db, support, audit, { orderId: unpaid.id, emailId: card!.id })).rejects.toEqual(refusal('email-not-found'));
  });

  it('sends a delivery that needs attention again through the delivery job; refuses one already sent', async () => {
    const [sent] = await database.db.select().from(digitalDeliveries).where(eq(digitalDeliveries.orderId, paid.id));
    const audit = auditSpy();
    await expect(resendDelivery(database.db, support, audit, { orderId: paid.id, deliveryId: sent!.id })).rejects.toEqual(refusal('delivery-sent'));
    await expect(resendDelivery(database.db, support, audit, { orderId: unpaid.id, deliveryId: sent!.id })).rejects.toEqual(refusal('delivery-not-found'));
    const other = await placeOrder(database, api, { packages: [BRAND], outcome: 'paid', later: true });
    const [stuck] = await database.db.update(digitalDeliveries).set({ status: 'needs-attention' }).where(eq(digitalDeliveries.orderId, other.id)).returning();
    await drainJobs(database.db, 'fulfilment-deliver');
    expect(await resendDelivery(database.db, support, audit, { orderId: other.id, deliveryId: stuck!.id })).toEqual({
      deliveryId: stuck!.id,
      status: 'scheduled',
    });
    expect(await runDeliveries(database)).toBe(1);
    const mails = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, other.id), eq(outbox.kind, 'card-delivery')));
    expect(mails).toHaveLength(1);
    expect(audit.entries).toEqual([
      expect.objectContaining({ action: 'order.resend-delivery', before: expect.objectContaining({ status: 'needs-attention' }) }),
    ]);
  });

  it('lists orders waiting too long for their payment or a delivery, and the orders the reconciliation completed', async () => {
    const later = new Date(Date.now() + 2 * HOUR);
    const waiting = await ordersWaitingTooLong(database.db, { olderThanMinutes: 60 }, later);
    expect(waiting).toContainEqual(
      expect.objectContaining({ orderId: unpaid.id, waitingFor: 'payment', paymentMethod: 'bank_transfer', paymentStatus: 'pending' }),
    );
    expect(waiting.some((w) => w.orderId === paid.id)).toBe(false);
    expect(await ordersWaitingTooLong(database.db, { olderThanMinutes: 60 })).toEqual([]);

    // A payer pays, but the webhook is lost: the sweep asks the provider and completes the order.
    const lost = await placeOrder(database, api);
    await applyOutcome(database.db, sandboxId(lost.redirectUrl), 'paid');
    expect(await reconcilePendingOrders(database.db, new Date(Date.now() + 5 * 60_000))).toBe(1);
    const since = new Date(Date.now() - HOUR);
    expect(await reconciledOrders(database.db, { since, action: 'completed' })).toEqual([
      expect.objectContaining({ orderId: lost.id, orderNumber: lost.number, source: 'sweep', providerStatus: 'paid', action: 'completed' }),
    ]);
    expect(await reconciledOrders(database.db, { since, action: 'canceled' })).toEqual([]);
  });
});
