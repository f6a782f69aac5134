import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { escapeHtml, queueEmail } from '../notifications/index.ts';
import { storefrontById, type Locale } from '../../../common/storefronts.ts';
import { codeStock, stockThresholds } from './tables.ts';

// Low stock (issue 17): operations set a threshold per variation; when its free codes fall to it,
// the storefront's operators get one e-mail, written to the outbox in the transaction that took
// the codes. One per crossing, not per sale: `alerted_at` is set by the same conditional UPDATE
// that decides, so two sales at once send one; it is cleared once the codes are above it again.

const freeCodes = (variationId: number) =>
  sql`(select count(*) from ${codeStock} where ${codeStock.variationId} = ${variationId} and ${codeStock.orderId} is null)`;

const copy: Record<Locale, (label: string, free: number, threshold: number) => { subject: string; text: string }> = {
  it: (label, free, threshold) => ({
    subject: `Scorte basse: ${label}`,
    text: `Restano ${free} codici liberi di ${label} (soglia ${threshold}). Caricare nuovi codici.`,
  }),
  nl: (label, free, threshold) => ({
    subject: `Lage voorraad: ${label}`,
    text: `Er zijn nog ${free} vrije codes van ${label} (drempel ${threshold}). Laad nieuwe codes op.`,
  }),
  en: (label, free, threshold) => ({
    subject: `Low stock: ${label}`,
    text: `${free} free codes of ${label} are left (threshold ${threshold}). Upload new codes.`,
  }),
};

/**
 * After codes of a variation were taken (or a threshold set): when its free codes are at or below
 * its threshold and no alert went out since they were last above it, queues the operators' e-mail.
 * Returns whether it did. In the caller's transaction.
 */
export async function alertLowStock(tx: Executor, variationId: number): Promise<boolean> {
  const [crossed] = await tx
    .update(stockThresholds)
    .set({ alertedAt: sql`now()` })
    .where(and(eq(stockThresholds.variationId, variationId), isNull(stockThresholds.alertedAt), sql`${stockThresholds.threshold} >= ${freeCodes(variationId)}`))
    .returning({ storeId: stockThresholds.storeId, label: stockThresholds.label, threshold: stockThresholds.threshold, free: freeCodes(variationId) });
  if (!crossed) return false;
  const store = storefrontById(crossed.storeId);
  if (!store) return false;
  const { subject, text } = copy[store.language](crossed.label, Number(crossed.free), crossed.threshold);
  await queueEmail(tx, { kind: 'low-stock', to: store.operatorEmail, subject, text, html: `<p>${escapeHtml(text)}</p>` });
  return true;
}

/** Arms the alert again for a variation whose free codes are above its threshold (after an upload, a change). */
export async function rearmLowStock(tx: Executor, variationId: number): Promise<void> {
  await tx
    .update(stockThresholds)
    .set({ alertedAt: null })
    .where(and(eq(stockThresholds.variationId, variationId), gt(freeCodes(variationId), stockThresholds.threshold)));
}
