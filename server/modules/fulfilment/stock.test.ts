import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import type { Database } from '../../db/client.ts';
import { products as seedProducts } from '../../db/seed/data/index.ts';
import { dutchProducts } from '../../db/seed/dutch.ts';
import { seedStock } from '../../db/seed/stock.ts';
import * as catalog from '../catalog/tables.ts';
import { availableCodes, codesOfOrder, deliverCodes, isStockBacked, releaseCodes, reserveCodes } from './stock.ts';
import { must } from '../../../common/must.ts';

const CODE = /^[2345679ACDEFGHJKMNPQRTUVWXYZ]{4}(-[2345679ACDEFGHJKMNPQRTUVWXYZ]{4}){3}$/;

describe('which packages come from code stock', () => {
  const brand = { productType: 'GIFTCARD_DIGITAL', slug: 'gift-card-libreria-rossi', thirdParty: false, choiceOption: true };
  it('serves the digital variation of a brand card from stock, never a physical card', () => {
    expect(isStockBacked(brand, 'digital')).toBe(true);
    expect(isStockBacked({ ...brand, thirdParty: true }, 'digital')).toBe(true);
    expect(isStockBacked(brand, 'physical')).toBe(false);
  });
  it("issues the shop's own choice card in both storefronts, and never stocks donations or blank cards", () => {
    expect(isStockBacked({ ...brand, slug: 'gift-card-tutto-in-uno' }, 'digital')).toBe(false);
    expect(isStockBacked({ ...brand, slug: 'alles-in-een-cadeaubon' }, 'digital')).toBe(false);
    expect(isStockBacked({ ...brand, productType: 'DONATION' }, 'digital')).toBe(false);
    expect(isStockBacked({ ...brand, productType: 'GIFTCARD_BLANK' }, 'physical')).toBe(false);
  });
});

describe.each(databaseKinds)('code stock on $kind', ({ kind, open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  let nextOrder = 9000;
  const variationOf = async (storeId: number, slug: string) => {
    const v = must(
      (
        await database.db
          .select({ id: catalog.variations.id })
          .from(catalog.variations)
          .innerJoin(catalog.products, eq(catalog.products.id, catalog.variations.productId))
          .where(and(eq(catalog.products.storeId, storeId), eq(catalog.products.slug, slug), eq(catalog.variations.kind, 'digital')))
      )[0],
      'v exists',
    );
    return v.id;
  };
  /** A fresh in-stock brand variation per test, so the tests do not share codes. */
  let brandIndex = 0;
  const inStockBrands = seedProducts.filter(
    (p) => p.digital && p.productType === 'GIFTCARD_DIGITAL' && !p.outOfStock && !p.testCard && p.slug !== 'gift-card-tutto-in-uno',
  );
  const freshBrandVariation = () => variationOf(53, must(inStockBrands[brandIndex++], 'enough brands in stock').slug);

  it('seeds 40 codes for each stock-backed digital variation of both storefronts, none for the two out-of-stock brands', async () => {
    const { rows } = await database.db.execute<{ store_id: number; slug: string; product_type: string; codes: number }>(sql`
      select p.store_id, p.slug, p.product_type, count(s.id)::int as codes
      from catalog_variations v join catalog_products p on p.id = v.product_id
      left join fulfilment_code_stock s on s.variation_id = v.id
      where v.kind = 'digital' group by p.store_id, p.slug, p.product_type`);
    const outOfStock = new Set([...seedProducts, ...dutchProducts(seedProducts)].filter((p) => p.outOfStock).map((p) => p.slug));
    expect(outOfStock.size).toBe(4);
    for (const r of rows) {
      const expected = isStockBacked({ productType: r.product_type, slug: r.slug }, 'digital') && !outOfStock.has(r.slug) ? 40 : 0;
      expect([r.slug, r.codes]).toEqual([r.slug, expected]);
    }
    expect(rows.filter((r) => r.codes === 40).length).toBeGreaterThan(300);
    expect(rows.filter((r) => outOfStock.has(r.slug)).map((r) => r.codes)).toEqual([0, 0, 0, 0]);
    expect(await availableCodes(database.db, await variationOf(53, 'gift-card-tutto-in-uno'))).toBe(0);
    expect(await availableCodes(database.db, await variationOf(1, 'alles-in-een-cadeaubon'))).toBe(0);
  });

  it('seeds readable, unique codes, the same ones on every run', async () => {
    const { rows } = await database.db.execute<{ variation_id: number; code: string }>(sql`select variation_id, code from fulfilment_code_stock order by id`);
    expect(rows.every((r) => CODE.test(r.code))).toBe(true);
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from fulfilment_code_stock`);
        await seedStock(tx, [
          { storeId: 53, products: seedProducts },
          { storeId: 1, products: dutchProducts(seedProducts) },
        ]);
        const again = await tx.execute<{ variation_id: number; code: string }>(
          sql`select variation_id, code from fulfilment_code_stock order by variation_id, code`,
        );
        const sorted = rows.slice().sort((a, b) => a.variation_id - b.variation_id || (a.code < b.code ? -1 : 1));
        expect(again.rows).toEqual(sorted);
        tx.rollback();
      })
      .catch((e) => {
        if (!/rollback/i.test(String(e))) throw e;
      });
  });

  it('reserves codes for a package, delivers them once and keeps returning the same ones', async () => {
    const variationId = await freshBrandVariation();
    const orderId = ++nextOrder;
    expect(await reserveCodes(database.db, { variationId, orderId, packageId: 500 + orderId, quantity: 3 })).toBe(true);
    expect(await availableCodes(database.db, variationId)).toBe(37);
    const reserved = await codesOfOrder(database.db, orderId);
    expect(reserved).toHaveLength(3);
    expect(reserved.every((c) => c.packageId === 500 + orderId && c.reservedAt && !c.deliveredAt && c.variationId === variationId)).toBe(true);
    const delivered = await deliverCodes(database.db, 500 + orderId);
    expect(delivered).toEqual(reserved.map((c) => c.code));
    expect(await deliverCodes(database.db, 500 + orderId)).toEqual(delivered);
    expect((await codesOfOrder(database.db, orderId)).every((c) => c.deliveredAt)).toBe(true);
    // A delivered code belongs to its customer: cancelling the order does not put it back.
    expect(await releaseCodes(database.db, orderId)).toBe(0);
    expect(await availableCodes(database.db, variationId)).toBe(37);
  });

  it('puts undelivered codes back when an order is released', async () => {
    const variationId = await freshBrandVariation();
    const orderId = ++nextOrder;
    expect(await reserveCodes(database.db, { variationId, orderId, packageId: 500 + orderId, quantity: 2 })).toBe(true);
    expect(await releaseCodes(database.db, orderId)).toBe(2);
    expect(await codesOfOrder(database.db, orderId)).toEqual([]);
    expect(await availableCodes(database.db, variationId)).toBe(40);
    expect(await deliverCodes(database.db, 500 + orderId)).toEqual([]);
  });

  it('reserves nothing when fewer codes are free than asked', async () => {
    const variationId = await freshBrandVariation();
    const orderId = ++nextOrder;
    expect(await reserveCodes(database.db, { variationId, orderId, packageId: 1, quantity: 41 })).toBe(false);
    expect(await availableCodes(database.db, variationId)).toBe(40);
    expect(await codesOfOrder(database.db, orderId)).toEqual([]);
    const soldOut = await variationOf(53, seedProducts.find((p) => p.outOfStock && p.digital)!.slug);
    expect(await reserveCodes(database.db, { variationId: soldOut, orderId, packageId: 1, quantity: 1 })).toBe(false);
    await expect(reserveCodes(database.db, { variationId, orderId, packageId: 1, quantity: 0 })).rejects.toThrow(/positive/);
  });

  it('leaves no reservation behind when the placing transaction rolls back', async () => {
    const variationId = await freshBrandVariation();
    const orderId = ++nextOrder;
    await expect(
      database.db.transaction(async (tx) => {
        expect(await reserveCodes(tx, { variationId, orderId, packageId: 1, quantity: 5 })).toBe(true);
        throw new Error('second package out of stock');
      }),
    ).rejects.toThrow('second package');
    expect(await availableCodes(database.db, variationId)).toBe(40);
  });

  it.runIf(kind === 'postgres')('gives five codes to five of twenty concurrent checkouts when five are left', async () => {
    const variationId = await freshBrandVariation();
    expect(await reserveCodes(database.db, { variationId, orderId: ++nextOrder, packageId: 1, quantity: 35 })).toBe(true);
    const first = nextOrder + 1;
    nextOrder += 20;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => reserveCodes(database.db, { variationId, orderId: first + i, packageId: first + i, quantity: 1 })),
    );
    expect(results.filter(Boolean)).toHaveLength(5);
    const winners = results.flatMap((ok, i) => (ok ? [first + i] : []));
    const codes = (await Promise.all(winners.map((o) => codesOfOrder(database.db, o)))).map((c) => c.map((x) => x.code));
    expect(codes.every((c) => c.length === 1)).toBe(true);
    expect(new Set(codes.flat()).size).toBe(5);
    expect(await availableCodes(database.db, variationId)).toBe(0);
  });
});
