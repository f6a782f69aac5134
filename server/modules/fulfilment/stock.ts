import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { codeStock } from './tables.ts';
import { alertLowStock } from './low-stock.ts';
import { storefronts } from '../../../common/storefronts.ts';
import { must } from '../../../common/must.ts';

// Third-party codes: a stock per variation. A code is free (no order), reserved for an order's
// package when the order is placed, and delivered once that package is paid and sent.

/** The Db or a drizzle transaction of it. */
type Tx = Executor;

/** The shop's own all-in-one card in each storefront: issued by the shop, never taken from stock. */
export const CHOICE_CARD_SLUGS: ReadonlySet<string> = new Set(storefronts.map((s) => s.choiceCardSlug));

/**
 * Whether a package of this product and kind is served from code stock. The rule: the digital
 * variation of every brand card (product type GIFTCARD_DIGITAL or GIFTCARD_PHYSICAL, whatever the
 * `thirdParty` order limit says) comes from the brand's codes; the shop's own choice card is issued
 * by the shop (number, PIN, balance), donations are not cards, blank cards are physical stock
 * activated later, and a physical card is a printed card sent by post, never a code.
 * `choiceOption` (may be bought with the choice card) and `thirdParty` do not change the answer.
 */
export function isStockBacked(
  product: { productType: string; slug: string; choiceOption?: boolean; thirdParty?: boolean },
  kind: 'digital' | 'physical',
): boolean {
  if (kind !== 'digital') return false;
  if (product.productType !== 'GIFTCARD_DIGITAL' && product.productType !== 'GIFTCARD_PHYSICAL') return false;
  return !CHOICE_CARD_SLUGS.has(product.slug);
}

export async function availableCodes(db: Tx, variationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(codeStock)
    .where(and(eq(codeStock.variationId, variationId), isNull(codeStock.orderId)));
  return must(row, 'a count gives one row').n;
}

/**
 * Reserves exactly `quantity` free codes of a variation for an order's package, or none (false).
 * Rows locked by a concurrent reservation are skipped, not waited for, so two checkouts never take
 * the same code and never queue behind each other.
 */
export async function reserveCodes(tx: Tx, input: { variationId: number; orderId: number; packageId: number; quantity: number }): Promise<boolean> {
  const { variationId, orderId, packageId, quantity } = input;
  if (!Number.isSafeInteger(quantity) || quantity <= 0) throw new Error(`a reservation needs a positive quantity, got ${quantity}`);
  // A nested transaction: the row locks must last until the UPDATE, even when called with the Db.
  return tx.transaction(async (t) => {
    const free = await t
      .select({ id: codeStock.id })
      .from(codeStock)
      .where(and(eq(codeStock.variationId, variationId), isNull(codeStock.orderId)))
      .orderBy(asc(codeStock.id))
      .limit(quantity)
      .for('update', { skipLocked: true });
    if (free.length < quantity) return false;
    const taken = await t
      .update(codeStock)
      .set({ orderId, packageId, reservedAt: sql`now()` })
      .where(
        and(
          inArray(
            codeStock.id,
            free.map((r) => r.id),
          ),
          isNull(codeStock.orderId),
        ),
      )
      .returning({ id: codeStock.id });
    if (taken.length !== quantity) throw new Error('locked codes changed under their lock');
    await alertLowStock(t, variationId);
    return true;
  });
}

/** How many codes a package holds (reserved or delivered). */
export async function codesOfPackage(db: Tx, packageId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(codeStock).where(eq(codeStock.packageId, packageId));
  return must(row, 'a count gives one row').n;
}

/** Frees an order's reserved codes that were not delivered yet (a cancelled or expired order). */
export async function releaseCodes(tx: Tx, orderId: number): Promise<number> {
  const freed = await tx
    .update(codeStock)
    .set({ orderId: null, packageId: null, reservedAt: null })
    .where(and(eq(codeStock.orderId, orderId), isNull(codeStock.deliveredAt)))
    .returning({ id: codeStock.id });
  return freed.length;
}

/** Marks a package's codes delivered and returns them; a second call returns the same codes. */
export async function deliverCodes(tx: Tx, packageId: number): Promise<string[]> {
  await tx
    .update(codeStock)
    .set({ deliveredAt: sql`now()` })
    .where(and(eq(codeStock.packageId, packageId), isNull(codeStock.deliveredAt)));
  const rows = await tx.select({ code: codeStock.code }).from(codeStock).where(eq(codeStock.packageId, packageId)).orderBy(asc(codeStock.id));
  return rows.map((r) => r.code);
}

export type OrderCode = { code: string; variationId: number; packageId: number | null; reservedAt: Date | null; deliveredAt: Date | null };

export async function codesOfOrder(db: Tx, orderId: number): Promise<OrderCode[]> {
  return db
    .select({
      code: codeStock.code,
      variationId: codeStock.variationId,
      packageId: codeStock.packageId,
      reservedAt: codeStock.reservedAt,
      deliveredAt: codeStock.deliveredAt,
    })
    .from(codeStock)
    .where(eq(codeStock.orderId, orderId))
    .orderBy(asc(codeStock.id));
}
