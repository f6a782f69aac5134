import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { freshPglite } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { deliverWebhooks, runDeliveries, sandboxId } from '../../../tests/helpers/checkout.ts';
import { auditSpy, BRAND, CHOICE, placeOrder, reread, support } from '../../../tests/helpers/staff.ts';
import type { Database } from '../../db/client.ts';
import { codeStock, digitalDeliveries } from '../fulfilment/tables.ts';
import { giftcards, ledgerEntries } from '../giftcards/tables.ts';
import { paymentRefunds, sandboxRefunds } from '../payments/tables.ts';
import { outbox } from '../notifications/tables.ts';
import { StaffRefusal } from '../../staff-action.ts';
import { debit } from '../giftcards/index.ts';
import { applyOutcome } from '../payments/index.ts';
import { cancelOrder, refundOrder, refundPackage } from './staff-refund.ts';
import { markTransferReceived } from './staff-transfer.ts';
import { packagesOf } from './basket.ts';

// Finance's money actions: a package or the whole order given back through the payment port, an
// unpaid order canceled, a bank transfer marked received. Each is refused with its code when it
// cannot be done, and a second call never gives money or cards twice.

const refusal = (code: string) => expect.objectContaining({ name: 'StaffRefusal', code });

describe('refunds, cancellations and bank transfers by staff', () => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await freshPglite();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });

  it('refunds one package of a paid order: its total through the provider, its cards blocked, the order still completed, and once only', async () => {
    const order = await placeOrder(database, api, { packages: [BRAND, CHOICE], outcome: 'paid' });
    await runDeliveries(database);
    const [brand, choice] = await packagesOf(database.db, order.id);
    const audit = auditSpy();
    const done = await refundPackage(database.db, support, audit, { orderId: order.id, packageId: choice!.id });
    expect(done.refund.amountCents).toBe(2 * 2500);
    expect(done.cardsBlocked).toBe(2);
    expect(done.orderStatus).toBe('completed');
    const cards = await database.db
      .select({ status: giftcards.status })
      .from(ledgerEntries)
      .innerJoin(giftcards, eq(giftcards.id, ledgerEntries.giftcardId))
      .where(eq(ledgerEntries.reference, order.number!));
    expect(cards.map((c) => c.status)).toEqual(['blocked', 'blocked']);
    const atProvider = await database.db.select().from(sandboxRefunds);
    expect(atProvider.filter((r) => r.idempotencyKey === `order:${order.id}:package:${choice!.id}`).map((r) => r.amountCents)).toEqual([5000]);
    expect(audit.entries).toEqual([expect.objectContaining({ action: 'order.refund-package', reason: 'customer called' })]);

    await expect(refundPackage(database.db, support, audit, { orderId: order.id, packageId: choice!.id })).rejects.toEqual(refusal('already-refunded'));
    expect(audit.entries).toHaveLength(1);
    // The brand's code was delivered: it stays delivered, the other package untouched.
    const codes = await database.db.select().from(codeStock).where(eq(codeStock.packageId, brand!.id));
    expect(codes.map((c) => c.deliveredAt !== null)).toEqual([true]);
  });

  it('refuses to refund a package, or its order, once one of its cards was spent', async () => {
    const order = await placeOrder(database, api, { packages: [CHOICE], outcome: 'paid' });
    await runDeliveries(database);
    const [choice] = await packagesOf(database.db, order.id);
    const [card] = await database.db
      .select({ id: giftcards.id })
      .from(ledgerEntries)
      .innerJoin(giftcards, eq(giftcards.id, ledgerEntries.giftcardId))
      .where(eq(ledgerEntries.reference, order.number!));
    await debit(database.db, { giftcardId: card!.id, amountCents: 500, idempotencyKey: `test-spend-${order.id}` });
    const audit = auditSpy();
    await expect(refundPackage(database.db, support, audit, { orderId: order.id, packageId: choice!.id })).rejects.toEqual(refusal('cards-spent'));
    await expect(refundOrder(database.db, support, audit, { orderId: order.id })).rejects.toEqual(refusal('cards-spent'));
    expect(await database.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id))).toEqual([]);
    expect(audit.entries).toEqual([]);
  });

  it('refuses a package refund without a reason, of an unknown package or order, and of an unpaid order', async () => {
    const paid = await placeOrder(database, api, { outcome: 'paid' });
    const audit = auditSpy();
    await expect(refundPackage(database.db, { staffId: 's' }, audit, { orderId: paid.id, packageId: 1 })).rejects.toEqual(refusal('reason-required'));
    await expect(refundPackage(database.db, support, audit, { orderId: paid.id, packageId: 999_999 })).rejects.toEqual(refusal('package-not-found'));
    await expect(refundPackage(database.db, support, audit, { orderId: 999_999, packageId: 1 })).rejects.toEqual(refusal('order-not-found'));
    const unpaid = await placeOrder(database, api);
    const [pkg] = await packagesOf(database.db, unpaid.id);
    await expect(refundPackage(database.db, support, audit, { orderId: unpaid.id, packageId: pkg!.id })).rejects.toEqual(refusal('not-paid'));
    await expect(refundOrder(database.db, support, audit, { orderId: unpaid.id })).rejects.toEqual(refusal('not-paid'));
    expect(audit.entries).toEqual([]);
  });

  it('refunds what is left of an order after a package refund, stops its cards not sent, cancels it, and refuses a second refund', async () => {
    const order = await placeOrder(database, api, { packages: [BRAND, CHOICE], outcome: 'paid', later: true });
    const [brand, choice] = await packagesOf(database.db, order.id);
    const audit = auditSpy();
    await refundPackage(database.db, support, audit, { orderId: order.id, packageId: choice!.id });
    // Nothing was delivered yet: the brand's reserved code goes back to stock, its delivery is stopped.
    const done = await refundOrder(database.db, support, audit, { orderId: order.id });
    expect(done.refund.amountCents).toBe(order.grandTotalCents! - 5000);
    expect(done.codesReleased).toBe(1);
    expect(done.orderStatus).toBe('canceled');
    expect((await reread(database, order.id)).status).toBe('canceled');
    expect(await database.db.select().from(codeStock).where(eq(codeStock.packageId, brand!.id))).toEqual([]);
    const deliveries = await database.db.select().from(digitalDeliveries).where(eq(digitalDeliveries.orderId, order.id));
    expect(deliveries.map((d) => d.status)).toEqual(['canceled', 'canceled']);
    await runDeliveries(database);
    expect((await database.db.select().from(outbox).where(eq(outbox.orderId, order.id))).filter((m) => m.kind === 'card-delivery')).toEqual([]);
    const refunds = await database.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id));
    expect(refunds.reduce((s, r) => s + r.amountCents, 0)).toBe(order.grandTotalCents);

    await expect(refundOrder(database.db, support, audit, { orderId: order.id })).rejects.toEqual(refusal('already-refunded'));
    await expect(refundPackage(database.db, support, audit, { orderId: order.id, packageId: brand!.id })).rejects.toEqual(refusal('already-refunded'));
    expect(audit.entries.map((e) => e.action)).toEqual(['order.refund-package', 'order.refund']);
  });

  it('cancels an unpaid order (its codes back in stock) once, with a reason, and refuses a paid one', async () => {
    const order = await placeOrder(database, api);
    const audit = auditSpy();
    await expect(cancelOrder(database.db, { staffId: 's', reason: '  ' }, audit, { orderId: order.id })).rejects.toEqual(refusal('reason-required'));
    expect(await cancelOrder(database.db, support, audit, { orderId: order.id })).toEqual({ orderId: order.id, orderStatus: 'canceled' });
    expect(await database.db.select().from(codeStock).where(eq(codeStock.orderId, order.id))).toEqual([]);
    await expect(cancelOrder(database.db, support, audit, { orderId: order.id })).rejects.toEqual(refusal('not-pending'));
    const paid = await placeOrder(database, api, { outcome: 'paid' });
    await expect(cancelOrder(database.db, support, audit, { orderId: paid.id })).rejects.toEqual(refusal('not-pending'));
    expect(audit.entries).toEqual([expect.objectContaining({ action: 'order.cancel', before: { status: 'pending' }, after: { status: 'canceled' } })]);
  });

  it('marks a bank transfer received: the order completes and its card goes out once, as after the paid webhook', async () => {
    const order = await placeOrder(database, api, { method: 'bank_transfer', outcome: 'pending' });
    expect(order.status).toBe('pending');
    const audit = auditSpy();
    const done = await markTransferReceived(database.db, { staffId: 'finance-1' }, audit, { orderId: order.id });
    expect(done.orderStatus).toBe('completed');
    // The provider's own webhook for the payment arrives afterwards and changes nothing.
    await deliverWebhooks(database, api);
    await runDeliveries(database);
    const mails = (await database.db.select().from(outbox).where(eq(outbox.orderId, order.id))).map((m) => m.kind).sort();
    expect(mails).toEqual(['bank-transfer-instructions', 'card-delivery', 'order-confirmation', 'payment-received']);
    await expect(markTransferReceived(database.db, { staffId: 'finance-1' }, audit, { orderId: order.id })).rejects.toEqual(refusal('not-pending'));
    expect(audit.entries).toEqual([expect.objectContaining({ action: 'order.transfer-received', after: expect.objectContaining({ status: 'completed' }) })]);
  });

  it('marks a transfer received whose "pending" webhook never arrived: the order is confirmed once it is paid', async () => {
    const order = await placeOrder(database, api, { method: 'bank_transfer' });
    // The payer chose the transfer at the provider; the shop never heard of it.
    await applyOutcome(database.db, sandboxId(order.redirectUrl), 'pending');
    expect(await markTransferReceived(database.db, { staffId: 'finance-1' }, auditSpy(), { orderId: order.id })).toMatchObject({ orderStatus: 'completed' });
    const mails = (await database.db.select().from(outbox).where(eq(outbox.orderId, order.id))).map((m) => m.kind);
    expect(mails.sort()).toEqual(['card-delivery', 'order-confirmation']);
  });

  it('refuses to mark a transfer received while the payer has not chosen it at the provider', async () => {
    const order = await placeOrder(database, api, { method: 'bank_transfer' });
    await expect(markTransferReceived(database.db, support, auditSpy(), { orderId: order.id })).rejects.toEqual(refusal('not-a-waiting-transfer'));
    expect((await reread(database, order.id)).status).toBe('pending');
  });

  it('refuses to mark a transfer received for a card payment or an unknown order', async () => {
    const card = await placeOrder(database, api);
    const audit = auditSpy();
    await expect(markTransferReceived(database.db, support, audit, { orderId: card.id })).rejects.toEqual(refusal('not-a-waiting-transfer'));
    await expect(markTransferReceived(database.db, support, audit, { orderId: 999_999 })).rejects.toBeInstanceOf(StaffRefusal);
    expect((await reread(database, card.id)).status).toBe('pending');
  });
});
