import type { Db } from '../../db/client.ts';
import { outboxEmail, queueAgain } from '../notifications/index.ts';
import { deliverAgainNow, lockDelivery } from '../fulfilment/index.ts';
import { StaffRefusal, type Audit, type StaffActor } from '../../staff-action.ts';
import { lockPlacedOrder } from './staff-refund.ts';
import * as t from './tables.ts';
import { email } from '../../../common/rules/schemas.ts';

// Staff notes on an order, and sending again what the customer says did not arrive: an e-mail
// (the same outbox row queued once more, its cards drawn again by the send job) or a delivery
// that was not sent (through the delivery job, which sends each delivery once).

const NOTE_MAX = 2000;

export type NoteRecord = typeof t.orderNotes.$inferSelect;

/** Adds a note to an order. Refused: no such order, an empty note, one longer than 2,000 characters. */
export async function addNote(db: Db, staff: StaffActor, audit: Audit, input: { orderId: number; text: string }): Promise<NoteRecord> {
  const text = input.text.trim();
  if (!text) throw new StaffRefusal('note-empty', 'a note needs some text');
  if (text.length > NOTE_MAX) throw new StaffRefusal('note-too-long', `a note has at most ${NOTE_MAX} characters`);
  return db.transaction(async (tx) => {
    const order = await lockPlacedOrder(tx, input.orderId);
    const [note] = await tx.insert(t.orderNotes).values({ orderId: order.id, staffId: staff.staffId, text }).returning();
    await audit(tx, { action: 'order.note', target: `order:${order.number}`, before: null, after: { noteId: note!.id, text }, reason: staff.reason });
    return note!;
  });
}

/**
 * Sends one of an order's e-mails again (the card e-mail, the confirmation...), to its address or
 * to a corrected one (`to`). Refused: no such e-mail of this order, a bad address.
 */
export async function resendEmail(
  db: Db,
  staff: StaffActor,
  audit: Audit,
  input: { orderId: number; emailId: number; to?: string },
): Promise<{ emailId: number; to: string }> {
  const to = input.to?.trim() || undefined;
  if (to && !email.safeParse(to).success) throw new StaffRefusal('email-invalid', `${to} is not an e-mail address`);
  return db.transaction(async (tx) => {
    const order = await lockPlacedOrder(tx, input.orderId);
    const original = await outboxEmail(tx, input.emailId);
    if (original?.orderId !== order.id) throw new StaffRefusal('email-not-found', `order ${order.number} has no e-mail ${input.emailId}`);
    const emailId = await queueAgain(tx, original, to);
    const sentTo = to ?? original.to;
    await audit(tx, {
      action: 'order.resend-email',
      target: `order:${order.number}/email:${original.id}`,
      before: { kind: original.kind, to: original.to },
      after: { emailId, to: sentTo },
      reason: staff.reason,
    });
    return { emailId, to: sentTo };
  });
}

/**
 * Sends a delivery of the order now that was not sent: one that needed attention or waits for a
 * later moment. Refused: no such delivery of this order; one sent (send its e-mail again) or
 * stopped by a refund; an order not completed.
 */
export async function resendDelivery(
  db: Db,
  staff: StaffActor,
  audit: Audit,
  input: { orderId: number; deliveryId: number },
  now = new Date(),
): Promise<{ deliveryId: number; status: 'scheduled' }> {
  return db.transaction(async (tx) => {
    const order = await lockPlacedOrder(tx, input.orderId);
    const delivery = await lockDelivery(tx, input.deliveryId);
    if (delivery?.orderId !== order.id) throw new StaffRefusal('delivery-not-found', `order ${order.number} has no delivery ${input.deliveryId}`);
    if (order.status !== 'completed') throw new StaffRefusal('not-paid', `order ${order.number} is ${order.status}`);
    if (delivery.status === 'sent') throw new StaffRefusal('delivery-sent', 'this delivery was sent: send its e-mail again instead');
    if (delivery.status === 'canceled') throw new StaffRefusal('delivery-stopped', 'this delivery was stopped by a refund');
    await deliverAgainNow(tx, delivery, now);
    await audit(tx, {
      action: 'order.resend-delivery',
      target: `order:${order.number}/delivery:${delivery.id}`,
      before: { status: delivery.status, deliverAt: delivery.deliverAt },
      after: { status: 'scheduled', deliverAt: now },
      reason: staff.reason,
    });
    return { deliveryId: delivery.id, status: 'scheduled' };
  });
}
