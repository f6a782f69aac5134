// Product listing rules (§4, §9): 16 per page (17 on desktop small), "show more" while
// currentPage × itemsPerPage < totalItems, pages merged and de-duplicated by id.
// The storefront's lists show both page sizes at once and let CSS pick (decision 035): see Listing.
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

/** The redeem shop's size for a loaded page: `n` from its "show more" (the storefront's lists need none). */
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

/** The paging variables of page `pageNumber` for both sizes (the listing's two `products` fields). */
export function listingPaging(pageNumber: number) {
  return {
    paging: { itemsPerPage: ITEMS_PER_PAGE, pageNumber },
    desktopSmallPaging: { itemsPerPage: ITEMS_PER_PAGE_DESKTOP_SMALL, pageNumber },
  };
}

/** A product at its place in the whole list: 0 is the first product of page 1. */
export type Slot<T> = { position: number; item: T };

/**
 * Pages `firstPage`…`lastPage` of a list for both page sizes at once. The server cannot know the
 * screen's width, so a page holds the products of 16-product page n and of 17-product page n;
 * each slot is marked for the widths whose page holds it, and CSS hides the rest. Every width
 * then pages honestly (nothing skipped or repeated) with the same crawlable address.
 * `desktopSmall` is false when the 17-product paging has no such page (an address past its
 * last page): every width then sees the 16-product page.
 */
export type Listing<T> = { slots: Slot<T>[]; firstPage: number; lastPage: number; totalItems: number; desktopSmall: boolean };

/** Who sees a slot: every width, desktop small only (1024–1279 px), or every width but desktop small. */
export type Fit = 'all' | 'desktop-small' | 'other';

/** Page n of both sizes as one listing (`wide` has 16 per page, `small` 17). */
export function combinePages<T extends { id: string }>(wide: Page<T>, small: Page<T>): Listing<T> {
  const at = (p: Page<T>) => p.items.map((item, i) => ({ position: (p.currentPage - 1) * p.itemsPerPage + i, item }));
  const desktopSmall = small.items.length > 0;
  return mergeListings(
    { slots: at(wide), firstPage: wide.currentPage, lastPage: wide.currentPage, totalItems: wide.totalItems, desktopSmall },
    { slots: desktopSmall ? at(small) : [], firstPage: wide.currentPage, lastPage: wide.currentPage, totalItems: wide.totalItems, desktopSmall },
  );
}

/** A listing followed by the next page ("show more"): slots by position, none twice. */
export function mergeListings<T>(a: Listing<T>, b: Listing<T>): Listing<T> {
  const slots = new Map(a.slots.map((s) => [s.position, s]));
  for (const s of b.slots) if (!slots.has(s.position)) slots.set(s.position, s);
  return { ...a, slots: [...slots.values()].sort((x, y) => x.position - y.position), lastPage: Math.max(a.lastPage, b.lastPage), totalItems: b.totalItems };
}

const within = (l: Listing<unknown>, size: number, position: number) => position >= (l.firstPage - 1) * size && position < l.lastPage * size;

export function fitOf(l: Listing<unknown>, position: number): Fit {
  if (!l.desktopSmall) return 'all';
  const wide = within(l, ITEMS_PER_PAGE, position);
  const small = within(l, ITEMS_PER_PAGE_DESKTOP_SMALL, position);
  return wide && small ? 'all' : small ? 'desktop-small' : 'other';
}

/** How many products each kind of width sees, and whether its paging goes on. */
export function listingCounts(l: Listing<unknown>) {
  const fits = l.slots.map((s) => fitOf(l, s.position));
  const smallSize = l.desktopSmall ? ITEMS_PER_PAGE_DESKTOP_SMALL : ITEMS_PER_PAGE;
  return {
    other: fits.filter((f) => f !== 'desktop-small').length,
    desktopSmall: fits.filter((f) => f !== 'other').length,
    moreOther: l.lastPage * ITEMS_PER_PAGE < l.totalItems,
    moreDesktopSmall: l.lastPage * smallSize < l.totalItems,
  };
}

/** Columns of the listing grid: mobile, tablet, desktop small, desktop large (app.css). */
export const LISTING_COLUMNS = { mobile: 2, tablet: 3, desktopSmall: 3, desktopLarge: 4 } as const;

/** The cells the closing tile spans so that the grid's last row is full: one card's cell, up to a whole row. */
export function tileSpan(columns: number, products: number): number {
  return columns - (products % columns);
}
