import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import * as catalog from '../schema.ts';
import { codeStock } from '../schema.ts';
import { isStockBacked } from '../../modules/fulfilment/index.ts';
import type { SeedProduct } from './data/index.ts';
import { createRng } from './data/util.ts';

// Codes for every stock-backed digital variation, so a fresh shop can sell its brand cards.
// The products table knows nothing of stock: the seed data's `outOfStock` flag decides which
// brands start with none (error 2031 on the basket).

export const CODES_PER_VARIATION = 40;
/** No 0/O, 1/I/L, 5/S, 8/B: a code read aloud or typed from paper cannot be mistaken. */
const ALPHABET = '2345679ACDEFGHJKMNPQRTUVWXYZ';

/** `XXXX-XXXX-XXXX-XXXX`, drawn from a PRNG seeded by the variation, so every run gives the same codes. */
function codesFor(sku: string, howMany: number, taken: Set<string>): string[] {
  const rng = createRng(`donami-stock:${sku}`);
  const codes: string[] = [];
  while (codes.length < howMany) {
    let code = '';
    for (let i = 0; i < 16; i++) code += (i > 0 && i % 4 === 0 ? '-' : '') + ALPHABET[Math.floor(rng.next() * ALPHABET.length)];
    if (taken.has(code)) continue;
    taken.add(code);
    codes.push(code);
  }
  return codes;
}

/** Seeds the code stock of each storefront from its seed products (matched by slug). */
export async function seedStock(db: Executor, stores: { storeId: number; products: SeedProduct[] }[]): Promise<number> {
  const taken = new Set<string>();
  const rows: { variationId: number; code: string }[] = [];
  for (const { storeId, products } of stores) {
    const outOfStock = new Set(products.filter((p) => p.outOfStock).map((p) => p.slug));
    const variations = await db
      .select({
        id: catalog.variations.id,
        sku: catalog.variations.sku,
        slug: catalog.products.slug,
        productType: catalog.products.productType,
      })
      .from(catalog.variations)
      .innerJoin(catalog.products, eq(catalog.products.id, catalog.variations.productId))
      .where(and(eq(catalog.products.storeId, storeId), eq(catalog.variations.kind, 'digital')))
      .orderBy(catalog.variations.id);
    for (const v of variations) {
      if (!isStockBacked(v, 'digital') || outOfStock.has(v.slug)) continue;
      for (const code of codesFor(v.sku, CODES_PER_VARIATION, taken)) rows.push({ variationId: v.id, code });
    }
  }
  await insertCodes(db, rows);
  return rows.length;
}

/**
 * One INSERT from two array parameters: five times faster than drizzle's multi-row VALUES for
 * 14,000 rows (PGlite builds this at first start). Codes are [A-Z0-9-] only, safe in an array literal.
 */
async function insertCodes(db: Executor, rows: { variationId: number; code: string }[]): Promise<void> {
  if (!rows.length) return;
  const ids = `{${rows.map((r) => r.variationId).join(',')}}`;
  const codes = `{${rows.map((r) => r.code).join(',')}}`;
  await db.execute(sql`insert into ${codeStock} (variation_id, code) select * from unnest(${ids}::int[], ${codes}::text[])`);
}
