/** Distance kept between the active dropdown item and the list's top or bottom edge (spec §9). */
export const DROPDOWN_SCROLL_PADDING = 8;

/**
 * The scrollTop a list needs so that an item (itemTop and itemHeight, in the list's scroll
 * coordinates) is at least `padding` px away from the visible edges (viewTop = current scrollTop,
 * viewHeight = clientHeight). Returns viewTop unchanged when the item is already well in view.
 * An item taller than the view is aligned at its top.
 */
export function scrollTopFor(itemTop: number, itemHeight: number, viewTop: number, viewHeight: number, padding: number = DROPDOWN_SCROLL_PADDING): number {
  const wantedTop = itemTop - padding;
  const wantedBottom = itemTop + itemHeight + padding;
  if (wantedTop < viewTop) return Math.max(0, wantedTop);
  if (wantedBottom > viewTop + viewHeight) return Math.max(0, Math.min(wantedTop, wantedBottom - viewHeight));
  return viewTop;
}

/** Text folded for filtering: case and accents ignored ("citta" finds "Città"). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** The options whose label contains the query (case- and accent-insensitive). */
export function filterOptions<O extends { label: string }>(options: readonly O[], query: string): O[] {
  const q = foldText(query.trim());
  return q ? options.filter((o) => foldText(o.label).includes(q)) : [...options];
}
