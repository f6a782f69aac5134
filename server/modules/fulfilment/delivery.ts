import { and, asc, eq, lte, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Locale } from '../../../common/storefronts.ts';
import { deliverDonation } from '../donations/index.ts';
import { issueCard } from '../giftcards/index.ts';
import { enqueue } from '../../jobs/queue.ts';
import { queueEmail, cardDelivery, type DeliveredCard, type OutboxAttachment } from '../notifications/index.ts';
import { deliveryOf, type PackageForDelivery } from '../orders/index.ts';
import * as t from '../orders/index.ts';
import { deliverCodes, isStockBacked } from './stock.ts';
import { digitalDeliveries } from './tables.ts';

// Digital delivery: once an order is paid, each digital package gets a delivery row, due now or
// at the receiver's chosen moment. Every delivery goes out exactly once, with the payment when it
// is due at once, else by the job of its moment (or the minute's sweep): the cards
// (third-party codes from stock, or the shop's own cards issued in the ledger) go out as PDFs,
// which the e-mail send job draws after the delivery has committed.
// A donation is no card: its donor gets the thank-you e-mail with the certificate (donations module).

export const DELIVERY_JOB = 'fulfilment-deliver';

/**
 * Schedules an order's digital deliveries in the caller's transaction (its completion), and sends
 * those due by `now` in it too: the cards are issued and their e-mail written with the payment that
 * bought them, so nothing waits for a delivery job (issue 11). A delivery due later gets the job
 * for its moment; the minute's sweep stays the safety net.
 */
export async function scheduleDigitalDeliveries(db: Db, tx: Tx, orderId: number, rows: { packageId: number; deliverAt: Date }[], now: Date) {
  if (!rows.length) return;
  await tx
    .insert(digitalDeliveries)
    .values(rows.map((r) => ({ orderId, ...r })))
    .onConflictDoNothing();
  const later = [...new Set(rows.filter((r) => r.deliverAt > now).map((r) => r.deliverAt.getTime()))];
  for (const at of later) await enqueue(tx, DELIVERY_JOB, { orderId }, { startAfter: new Date(at) });
  if (later.length < rows.length) await sendDue(db, tx, now, and(eq(digitalDeliveries.orderId, orderId), lte(digitalDeliveries.deliverAt, now)));
}

async function cardsFor(tx: Tx, p: PackageForDelivery): Promise<DeliveredCard[] | null> {
  if (isStockBacked(p.product, 'digital')) return (await deliverCodes(tx, p.packageId)).map((code) => ({ code }));
  const cards: DeliveredCard[] = [];
  for (let i = 1; i <= p.quantity; i++) {
    const card = await issueCard(tx, {
      storeId: p.storeId,
      programme: 'choice',
      valueCents: p.valueCents,
      currency: p.currency,
      idempotencyKey: `order:${p.orderId}:package:${p.packageId}:${i}`,
      reason: 'sold',
      reference: p.orderNumber,
    });
    // A card issued earlier (a retried job after a crash) has no PIN left to send: never resend silently.
    if (!card.pin) return null;
    cards.push({ number: card.number, pin: card.pin, expiresOn: card.expiresAt.toISOString().slice(0, 10) });
  }
  return cards;
}

/** A printable card for each card sent: drawn by the send job once this delivery has committed. */
function attachments(p: PackageForDelivery, cards: DeliveredCard[]): OutboxAttachment[] {
  return cards.map((c, i) => ({
    filename: `gift-card-${p.orderNumber}-${p.packageId}-${i + 1}.pdf`,
    contentType: 'application/pdf',
    document: {
      kind: 'gift-card',
      card: {
        locale: p.locale as Locale,
        storeBrand: p.storeBrand,
        productTitle: p.product.title,
        brand: p.product.brand,
        backgroundColor: p.product.backgroundColor,
        textColor: p.product.textColor,
        valueCents: p.valueCents,
        currency: p.currency,
        code: c.code ?? null,
        number: c.number ?? null,
        pin: c.pin ?? null,
        expiresOn: c.expiresOn ?? null,
        note: p.note,
        senderName: p.senderName,
      },
    },
  }));
}

/**
 * Sends the scheduled deliveries `where` picks, in the caller's transaction; each row is locked
 * (one another worker holds is skipped) and read with its package, order and shipment in one round
 * trip: the order's rows are frozen since placement. Returns how many went out.
 */
async function sendDue(db: Db, tx: Tx, now: Date, where: SQL | undefined): Promise<number> {
  const hits = await tx
    .select({ row: digitalDeliveries, pkg: t.packages, order: t.orders, shipment: t.shipments })
    .from(digitalDeliveries)
    .innerJoin(t.packages, eq(t.packages.id, digitalDeliveries.packageId))
    .innerJoin(t.orders, eq(t.orders.id, t.packages.orderId))
    .leftJoin(t.shipments, and(eq(t.shipments.orderId, t.packages.orderId), eq(t.shipments.tag, t.packages.shipmentTag)))
    .where(and(eq(digitalDeliveries.status, 'scheduled'), where))
    .orderBy(asc(digitalDeliveries.id))
    .for('update', { of: digitalDeliveries, skipLocked: true });
  let sent = 0;
  for (const hit of hits) {
    if (hit.row.deliverAt > now) continue;
    const p = await deliveryOf(db, hit.pkg, hit.order, hit.shipment);
    if (p && (await sendOne(tx, hit.row.id, p, now))) sent++;
  }
  return sent;
}

/** Sends one locked delivery: the cards or the donation, and its e-mail; false when it needs attention. */
async function sendOne(tx: Tx, id: number, p: PackageForDelivery, now: Date): Promise<boolean> {
  if (p.product.productType === 'DONATION') {
    const done = await deliverDonation(tx, p, now);
    await tx
      .update(digitalDeliveries)
      .set(done === 'sent' ? { status: 'sent', sentAt: now } : { status: 'needs-attention' })
      .where(eq(digitalDeliveries.id, id));
    return done === 'sent';
  }
  const cards = await cardsFor(tx, p);
  if (!cards) {
    await tx.update(digitalDeliveries).set({ status: 'needs-attention' }).where(eq(digitalDeliveries.id, id));
    return false;
  }
  const mail = cardDelivery(p.locale as Locale, {
    receiverName: p.receiver.name,
    senderName: p.senderName ?? '',
    productTitle: p.product.brand,
    valueCents: p.valueCents,
    currency: p.currency,
    note: p.note,
    cards,
  });
  await queueEmail(tx, { kind: 'card-delivery', to: p.receiver.email, ...mail, attachments: attachments(p, cards), orderId: p.orderId });
  await tx.update(digitalDeliveries).set({ status: 'sent', sentAt: now }).where(eq(digitalDeliveries.id, id));
  return true;
}

/** Every delivery due by `now` (optionally of one order), oldest first, each in its own transaction; returns how many went out. */
export async function deliverDue(db: Db, now = new Date(), orderId?: number): Promise<number> {
  const due = await db
    .select({ id: digitalDeliveries.id })
    .from(digitalDeliveries)
    .where(and(eq(digitalDeliveries.status, 'scheduled'), lte(digitalDeliveries.deliverAt, now), orderId ? eq(digitalDeliveries.orderId, orderId) : undefined))
    .orderBy(asc(digitalDeliveries.deliverAt))
    .limit(200);
  let sent = 0;
  for (const { id } of due) sent += await db.transaction((tx) => sendDue(db, tx, now, eq(digitalDeliveries.id, id)));
  return sent;
}
