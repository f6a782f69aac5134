import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { getCatalogue, type ProductView } from '../catalog/index.ts';
import type { StorefrontConfig } from '../../../common/storefronts.ts';
import { StaffRefusal, type Audit, type StaffActor } from '../../staff-action.ts';
import { alertLowStock, rearmLowStock } from './low-stock.ts';
import { isStockBacked } from './stock.ts';
import { codeStock, stockThresholds } from './tables.ts';

// Stock levels per product and variation of a storefront, and the low-stock thresholds operations
// set on them. Only a brand card's digital variation is served from codes (`isStockBacked`).

export type StockLevel = {
  productId: number;
  productSlug: string;
  productTitle: string;
  variationId: number;
  sku: string;
  /** Codes no order holds. */
  free: number;
  /** Held by an unpaid order or a paid one not yet delivered. */
  reserved: number;
  delivered: number;
  threshold: number | null;
  /** When the last low-stock e-mail went out, while the level is still at or below the threshold. */
  alertedAt: Date | null;
};

/** The variations of a storefront that are served from codes, keyed by product slug. */
export async function stockVariations(db: Executor, store: StorefrontConfig): Promise<Map<string, { product: ProductView; variationId: number; sku: string }>> {
  const catalogue = await getCatalogue({ db, store });
  const found = new Map<string, { product: ProductView; variationId: number; sku: string }>();
  for (const product of catalogue.products)
    if (product.digital && isStockBacked(product, 'digital')) found.set(product.slug, { product, variationId: product.digital.id, sku: product.digital.sku });
  return found;
}

/** Counts of codes per variation: free, reserved, delivered. */
export async function codeCounts(db: Executor, variationIds: number[]): Promise<Map<number, { free: number; reserved: number; delivered: number }>> {
  if (!variationIds.length) return new Map();
  const rows = await db
    .select({
      variationId: codeStock.variationId,
      free: sql<number>`count(*) filter (where ${codeStock.orderId} is null)`.mapWith(Number),
      reserved: sql<number>`count(*) filter (where ${codeStock.orderId} is not null and ${codeStock.deliveredAt} is null)`.mapWith(Number),
      delivered: sql<number>`count(*) filter (where ${codeStock.deliveredAt} is not null)`.mapWith(Number),
    })
    .from(codeStock)
    .where(inArray(codeStock.variationId, variationIds))
    .groupBy(codeStock.variationId);
  return new Map(rows.map((r) => [r.variationId, r]));
}

/** Every code-backed product and variation of the storefront with its levels and threshold, by title. */
export async function stockLevels(db: Db, store: StorefrontConfig): Promise<StockLevel[]> {
  const variations = [...(await stockVariations(db, store)).values()];
  const ids = variations.map((v) => v.variationId);
  const counts = await codeCounts(db, ids);
  const thresholds = ids.length ? await db.select().from(stockThresholds).where(inArray(stockThresholds.variationId, ids)) : [];
  return variations
    .map(({ product, variationId, sku }) => {
      const threshold = thresholds.find((x) => x.variationId === variationId);
      return {
        productId: product.id,
        productSlug: product.slug,
        productTitle: product.title,
        variationId,
        sku,
        ...(counts.get(variationId) ?? { free: 0, reserved: 0, delivered: 0 }),
        threshold: threshold?.threshold ?? null,
        alertedAt: threshold?.alertedAt ?? null,
      };
    })
    .sort((a, b) => a.productTitle.localeCompare(b.productTitle));
}

const THRESHOLD_MAX = 100_000;

/**
 * Sets (or, with null, removes) the low-stock threshold of a product's code-backed variation. When
 * the free codes are at or below the new threshold, the operators hear of it at once; above it, the
 * alert is armed. Refused: an unknown product, one not served from codes, a threshold not a whole
 * number from 0 to 100,000.
 */
export async function setLowStockThreshold(
  db: Db,
  staff: StaffActor,
  audit: Audit,
  input: { store: StorefrontConfig; productSlug: string; threshold: number | null },
): Promise<{ variationId: number; threshold: number | null; alerted: boolean }> {
  const { threshold } = input;
  if (threshold !== null && (!Number.isSafeInteger(threshold) || threshold < 0 || threshold > THRESHOLD_MAX))
    throw new StaffRefusal('threshold-invalid', `a threshold is a whole number from 0 to ${THRESHOLD_MAX}`);
  const variation = (await stockVariations(db, input.store)).get(input.productSlug);
  if (!variation) {
    const known = (await getCatalogue({ db, store: input.store })).bySlug.has(input.productSlug);
    throw new StaffRefusal(known ? 'not-from-stock' : 'product-unknown', `${input.productSlug} has no stock of codes in this storefront`);
  }
  const { variationId, product, sku } = variation;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(stockThresholds).where(eq(stockThresholds.variationId, variationId)).for('update');
    if (threshold === null) await tx.delete(stockThresholds).where(eq(stockThresholds.variationId, variationId));
    else {
      const row = { storeId: input.store.id, productId: product.id, label: `${product.title} (${sku})`, threshold, updatedAt: new Date() };
      await tx
        .insert(stockThresholds)
        .values({ variationId, ...row })
        .onConflictDoUpdate({ target: stockThresholds.variationId, set: row });
      await rearmLowStock(tx, variationId);
    }
    const alerted = threshold !== null && (await alertLowStock(tx, variationId));
    await audit(tx, {
      action: 'stock.threshold',
      target: `variation:${sku}`,
      before: { threshold: before?.threshold ?? null },
      after: { threshold, alerted },
      reason: staff.reason,
    });
    return { variationId, threshold, alerted };
  });
}
