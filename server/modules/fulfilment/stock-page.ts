import type { StockLevel } from './stock-levels.ts';

// The stock screen's table (issue 17): a storefront has many code-backed products, so the levels are
// searched (product name, slug or SKU; case and accents ignored) and paged on the server.

export const STOCK_PAGE_SIZE = 50;

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The levels that match the search, one page of them from `offset`, and how many match in all. */
export function pageOfLevels(
  levels: StockLevel[],
  input: { search?: string | null; offset?: number | null; limit?: number | null },
): { page: StockLevel[]; total: number; offset: number } {
  const words = plain(input.search ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 10);
  const found = words.length ? levels.filter((l) => words.every((w) => plain(`${l.productTitle} ${l.productSlug} ${l.sku}`).includes(w))) : levels;
  const limit = Math.min(Math.max(Math.trunc(input.limit ?? STOCK_PAGE_SIZE), 1), STOCK_PAGE_SIZE);
  const wanted = Math.max(Math.trunc(input.offset ?? 0), 0);
  const offset = wanted < found.length ? wanted - (wanted % limit) : 0;
  return { page: found.slice(offset, offset + limit), total: found.length, offset };
}
