import { describe, expect, it } from 'vitest';
import { combinePages, fitOf, listingCounts, mergeListings, tileSpan, type Listing, type Page } from './listing.ts';

// A catalogue of `total` products p0, p1, …, paged as the API pages it.
const catalogue = (total: number) => Array.from({ length: total }, (_, i) => ({ id: `p${i}` }));
function apiPage(total: number, pageNumber: number, itemsPerPage: number): Page<{ id: string }> {
  const start = (pageNumber - 1) * itemsPerPage;
  return { items: catalogue(total).slice(start, start + itemsPerPage), currentPage: pageNumber, itemsPerPage, totalItems: total };
}
const page = (total: number, n: number) => combinePages(apiPage(total, n, 16), apiPage(total, n, 17));
/** The products a kind of width sees, in order. */
const seen = (l: Listing<{ id: string }>, width: 'desktop-small' | 'other') =>
  l.slots.filter((s) => [width, 'all'].includes(fitOf(l, s.position))).map((s) => s.item.id);
/** Every product a width meets walking the numbered pages from 1, and how many pages it walked. */
function walk(total: number, width: 'desktop-small' | 'other') {
  const ids: string[] = [];
  let n = 1;
  for (;;) {
    const l = page(total, n);
    ids.push(...seen(l, width));
    const c = listingCounts(l);
    if (!(width === 'other' ? c.moreOther : c.moreDesktopSmall)) return { ids, pages: n };
    n += 1;
  }
}

describe('the storefront listing: 16 a page, 17 on desktop small, in one page', () => {
  it('page 1 holds 17 products: the 17th only for desktop small', () => {
    const l = page(210, 1);
    expect(seen(l, 'other')).toEqual(catalogue(16).map((p) => p.id));
    expect(seen(l, 'desktop-small')).toEqual(catalogue(17).map((p) => p.id));
    expect(fitOf(l, 16)).toBe('desktop-small');
  });

  it('page 2 starts at the 17th product for most widths and at the 18th on desktop small', () => {
    const l = page(210, 2);
    expect(seen(l, 'other')[0]).toBe('p16');
    expect(seen(l, 'other')).toHaveLength(16);
    expect(seen(l, 'desktop-small')[0]).toBe('p17');
    expect(seen(l, 'desktop-small')).toHaveLength(17);
    expect(fitOf(l, 16)).toBe('other');
  });

  it.each([16, 17, 33, 34, 210, 300])('walking the pages of %i products, each width meets every product once', (total) => {
    for (const [width, size] of [
      ['other', 16],
      ['desktop-small', 17],
    ] as const) {
      const { ids, pages } = walk(total, width);
      expect(ids).toEqual(catalogue(total).map((p) => p.id));
      expect(pages).toBe(Math.ceil(total / size));
    }
  });

  it('an address past the 17-a-page paging shows its 16-a-page products to every width', () => {
    // 33 products: 3 pages of 16, 2 of 17; /3/ holds p32 alone.
    const l = page(33, 3);
    expect(l.desktopSmall).toBe(false);
    expect(seen(l, 'desktop-small')).toEqual(['p32']);
    expect(seen(l, 'other')).toEqual(['p32']);
  });

  it('"show more" adds the next page for both widths, nothing twice', () => {
    const l = mergeListings(page(210, 1), page(210, 2));
    expect(seen(l, 'other')).toEqual(catalogue(32).map((p) => p.id));
    expect(seen(l, 'desktop-small')).toEqual(catalogue(34).map((p) => p.id));
    expect(listingCounts(l)).toEqual({ other: 32, desktopSmall: 34, moreOther: true, moreDesktopSmall: true });
  });

  it('the closing tile fills the last row: one cell after 17 cards in three columns, a whole row after 16 in four', () => {
    expect(tileSpan(3, 17)).toBe(1);
    expect(tileSpan(4, 16)).toBe(4);
    expect(tileSpan(3, 16)).toBe(2);
    expect(tileSpan(2, 16)).toBe(2);
    expect(tileSpan(3, 34)).toBe(2);
  });
});
