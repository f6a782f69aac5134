import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { config } from '../../config.ts';
import { buildPath } from '../../../common/paths.ts';
import { dateFormat } from '../../../common/intl.ts';
import { storefrontById, type Locale } from '../../../common/storefronts.ts';
import { activateCard, cardById, cardTimeZone, maskCardNumber, type Giftcard } from '../giftcards/index.ts';
import { queueEmail } from '../notifications/index.ts';
import { activationFailed, cardActivated } from './emails.ts';
import { activationOrders } from './tables.ts';
import type { ActivationOrder } from './service.ts';

// The job's half: a pending order whose time has come activates its card through the giftcards
// service and e-mails the holder, in one transaction. The order row is locked first and the
// ledger entry carries the order's key, so two runs at once or one after the other activate once.

export type ActivationOutcome = { status: 'activated' | 'failed' | 'done' | 'missing' } | { status: 'not_due'; activateAfter: Date };

/** The voucher page with its code, on the storefront of the order; null where there is none. */
export function voucherUrl(order: Pick<ActivationOrder, 'storeId' | 'locale' | 'voucherCode'>): string | null {
  const store = storefrontById(order.storeId);
  if (!store?.paths.activationVoucherData) return null;
  return `${config.publicUrl}${buildPath(store, 'activationVoucherData', {}, order.locale)}?code=${encodeURIComponent(order.voucherCode)}`;
}

function localeOf(order: ActivationOrder): Locale {
  return (['it', 'nl', 'en'] as const).find((l) => l === order.locale) ?? 'it';
}

// The expiry day on the card's storefront clock, as YYYY-MM-DD.
const expiryDay = (card: Giftcard) =>
  dateFormat('en-CA', { timeZone: cardTimeZone(card.storeId), year: 'numeric', month: '2-digit', day: '2-digit' }).format(card.expiresAt);

async function mailActivated(tx: Tx, order: ActivationOrder, card: Giftcard): Promise<void> {
  const mail = cardActivated(localeOf(order), {
    maskedNumber: maskCardNumber(card.number),
    valueCents: card.activationValueCents ?? card.balanceCents,
    currency: card.currency,
    expiresOn: expiryDay(card),
    voucherUrl: voucherUrl(order),
    voucherCode: order.voucherCode,
  });
  await queueEmail(tx, { kind: 'card-activated', to: order.email, ...mail });
}

async function mailFailed(tx: Tx, order: ActivationOrder, number: string | null): Promise<void> {
  const mail = activationFailed(localeOf(order), { maskedNumber: number ? maskCardNumber(number) : '' });
  await queueEmail(tx, { kind: 'activation-failed', to: order.email, ...mail });
}

/** Activates the card of one order when it is due. */
export async function activateOrder(db: Db, uuid: string, now = new Date()): Promise<ActivationOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(activationOrders).where(eq(activationOrders.uuid, uuid)).for('update');
    if (!order) return { status: 'missing' as const };
    if (order.status !== 'pending') return { status: 'done' as const };
    if (order.activateAfter > now) return { status: 'not_due' as const, activateAfter: order.activateAfter };
    const card = await cardById(tx, order.giftcardId);
    // Blocked or emptied of its value while waiting: the card stays as it is and the holder hears from us.
    const result = card
      ? await activateCard(tx, { giftcardId: card.id, idempotencyKey: `activation:${order.uuid}`, reason: 'blank card activation', reference: order.uuid }, now)
      : { ok: false as const, reason: 'no card' };
    if (result.ok && card) {
      await tx.update(activationOrders).set({ status: 'activated', activatedAt: now }).where(eq(activationOrders.id, order.id));
      await mailActivated(tx, order, (await cardById(tx, card.id)) ?? card);
      return { status: 'activated' as const };
    }
    await tx
      .update(activationOrders)
      .set({ status: 'failed', failureReason: result.ok ? null : result.reason })
      .where(eq(activationOrders.id, order.id));
    await mailFailed(tx, order, card?.number ?? null);
    return { status: 'failed' as const };
  });
}
