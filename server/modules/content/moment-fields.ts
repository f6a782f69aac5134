import type { PageFields } from './tables.ts';

// What a giving moment has that other pages do not (issue 18): the cards it shows, by their
// product's address in the storefront, in order, and the colour of its header. Checked here for
// their form; whether each card is sold in the page's storefront and language is asked of the
// catalogue (`KnownProducts`, given by the caller: the catalogue reads the content module).

export const MOMENT_LIMITS = { products: 24 };

/** The addresses of the products a storefront sells in a language. */
export type KnownProducts = (storeId: number, language: string) => Promise<ReadonlySet<string>>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COLOUR = /^#[0-9a-f]{6}$/;

/** A moment's cards and colour as given, or the field that breaks its rule: at least one card, none twice, a colour #rrggbb. */
export function checkMomentFields(
  given: Record<string, unknown>,
): { ok: true; fields: Pick<PageFields, 'productSlugs' | 'backgroundColor'> } | { ok: false; field: string } {
  const slugs = (Array.isArray(given.productSlugs) ? given.productSlugs : []).map((s) => (typeof s === 'string' ? s.trim().toLowerCase() : '')).filter(Boolean);
  if (!slugs.length || slugs.length > MOMENT_LIMITS.products || slugs.some((s) => !SLUG.test(s) || s.length > 200) || new Set(slugs).size !== slugs.length)
    return { ok: false, field: 'productSlugs' };
  const colour = typeof given.backgroundColor === 'string' ? given.backgroundColor.trim().toLowerCase() : '';
  if (!COLOUR.test(colour)) return { ok: false, field: 'backgroundColor' };
  return { ok: true, fields: { productSlugs: slugs, backgroundColor: colour } };
}

/** The first card of the moment its storefront does not sell in the page's language, or null. */
export async function unknownProduct(fields: PageFields, known: KnownProducts | undefined, storeId: number, language: string): Promise<string | null> {
  if (!fields.productSlugs?.length || !known) return null;
  const sold = await known(storeId, language);
  return fields.productSlugs.find((s) => !sold.has(s)) ?? null;
}
