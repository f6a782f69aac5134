// Product listing rules (§4, §9): 16 per page (17 on desktop small), "show more" while
// currentPage × itemsPerPage < totalItems, pages merged and de-duplicated by id.
export const ITEMS_PER_PAGE = 16;
export const ITEMS_PER_PAGE_DESKTOP_SMALL = 17;

export type Page<T> = { items: T[]; currentPage: number; itemsPerPage: number; totalItems: number };

export function hasMore(p: Pick<Page<unknown>, 'currentPage' | 'itemsPerPage' | 'totalItems'>): boolean {
  return p.currentPage * p.itemsPerPage < p.totalItems;
}

export function mergePages<T extends { id: string }>(a: T[], b: T[]): T[] {
  const seen = new Set(a.map((i) => i.id));
  return [...a, ...b.filter((i) => !seen.has(i.id) && seen.add(i.id))];
}

/** Items per page for a viewport width: 17 on desktop small (1024–1279 px), otherwise 16. */
export function itemsPerPageFor(width: number): number {
  return width >= 1024 && width <= 1279 ? ITEMS_PER_PAGE_DESKTOP_SMALL : ITEMS_PER_PAGE;
}

export function parseItemsPerPage(value: string | null): number {
  return value === String(ITEMS_PER_PAGE_DESKTOP_SMALL) ? ITEMS_PER_PAGE_DESKTOP_SMALL : ITEMS_PER_PAGE;
}

export const CATEGORY_PARAM = 'cb_api_giftcard_categories';
export const TYPE_PARAM = 'cb_api_giftcard_types';

/** Filter values from the query string: repeated parameters or comma-separated lists. */
export function readTerms(params: URLSearchParams, name: string): string[] {
  return [
    ...new Set(
      params
        .getAll(name)
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter((v) => /^[a-z0-9-]{1,60}$/.test(v)),
    ),
  ];
}
