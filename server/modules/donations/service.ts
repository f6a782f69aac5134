import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { storefrontById } from '../../../common/storefronts.ts';
import type { OrderView } from '../orders/index.ts';
import { donations } from './tables.ts';

/**
 * Records a donation for each donation package of a completed order, in the transaction that
 * completes it (for a redeem order with nothing to pay, the one that debits the cards). Once per
 * package: the unique package index makes a second call a no-op.
 */
export async function recordDonations(tx: Tx, view: OrderView, now: Date): Promise<number> {
  const rows = view.packages
    .filter((p) => p.product.productType === 'DONATION')
    .map((p) => ({
      reference: `DON-${view.order.number}-${p.id}`,
      storeId: view.order.storeId,
      orderId: view.order.id,
      packageId: p.id,
      productId: p.productId,
      charity: p.product.brand,
      amountCents: p.valueCents * p.quantity,
      currency: storefrontById(view.order.storeId)?.currency ?? 'EUR',
      donorName: view.order.billing ? `${view.order.billing.firstName} ${view.order.billing.lastName}`.trim() : null,
      donorEmail: view.order.billing?.email ?? null,
      createdAt: now,
    }));
  if (!rows.length) return 0;
  const inserted = await tx.insert(donations).values(rows).onConflictDoNothing().returning({ id: donations.id });
  return inserted.length;
}

export type Donation = typeof donations.$inferSelect;

/** The donation made by a package, if any (locked with the caller's delivery row, read as is). */
export async function donationOfPackage(tx: Tx, packageId: number): Promise<Donation | null> {
  const [row] = await tx.select().from(donations).where(eq(donations.packageId, packageId));
  return row ?? null;
}

/** Marks a donation as confirmed to its donor (its certificate e-mailed); the first time counts. */
export async function confirmDonation(tx: Tx, id: number, now: Date): Promise<void> {
  await tx
    .update(donations)
    .set({ confirmedAt: now })
    .where(and(eq(donations.id, id), isNull(donations.confirmedAt)));
}
