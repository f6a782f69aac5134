import { describe, expect, it } from 'vitest';
import type { StockLevel } from './stock-levels.ts';
import { pageOfLevels, STOCK_PAGE_SIZE } from './stock-page.ts';

const level = (i: number, title: string): StockLevel => ({
  productId: i,
  productSlug: `gift-card-${i}`,
  productTitle: title,
  variationId: i,
  sku: `SKU-${i}`,
  free: 0,
  reserved: 0,
  delivered: 0,
  threshold: null,
  alertedAt: null,
});
const levels = Array.from({ length: 120 }, (_, i) => level(i, i === 7 ? 'Trattoria del Borgo – Città' : `Negozio ${i}`));

describe('pageOfLevels', () => {
  it('pages the levels, 50 at a time, and says how many there are', () => {
    expect(pageOfLevels(levels, {})).toMatchObject({ total: 120, offset: 0 });
    expect(pageOfLevels(levels, {}).page).toHaveLength(STOCK_PAGE_SIZE);
    const last = pageOfLevels(levels, { offset: 100 });
    expect(last.page.map((l) => l.productId)).toEqual(Array.from({ length: 20 }, (_, i) => 100 + i));
  });

  it('finds by name (case and accents ignored), slug or SKU, every word', () => {
    expect(pageOfLevels(levels, { search: 'trattoria citta' }).page.map((l) => l.productId)).toEqual([7]);
    expect(pageOfLevels(levels, { search: 'gift-card-7' }).total).toBe(11);
    expect(pageOfLevels(levels, { search: 'sku-11' }).page.map((l) => l.productId)).toEqual([11, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119]);
    expect(pageOfLevels(levels, { search: 'nessuno' })).toMatchObject({ page: [], total: 0, offset: 0 });
  });

  it('keeps the offset on a page boundary and in range', () => {
    expect(pageOfLevels(levels, { offset: 73 }).offset).toBe(50);
    expect(pageOfLevels(levels, { offset: 500 }).offset).toBe(0);
    expect(pageOfLevels(levels, { offset: -3, limit: 1000 }).page).toHaveLength(STOCK_PAGE_SIZE);
  });
});
