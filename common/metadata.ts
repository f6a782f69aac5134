import type { Toggles } from './storefronts.ts';

export type PageMeta = { title: string; description?: string | null; keywords?: string | null; noindex?: boolean; nofollow?: boolean };
export type Robots = { title: string; description: string; keywords: string; noindex: boolean; nofollow: boolean };

/**
 * The page metadata rules (§4): the hardcode toggle makes every page noindex,nofollow; the
 * noindex toggle makes it noindex,follow; otherwise the page's metadata stands; without
 * metadata the title is empty and the page is noindex,nofollow.
 */
export function robotsFor(toggles: Pick<Toggles, 'hardcodeNoindex' | 'noindex'>, meta: PageMeta | null): Robots {
  const base: Robots = meta
    ? { title: meta.title, description: meta.description ?? '', keywords: meta.keywords ?? '', noindex: !!meta.noindex, nofollow: !!meta.nofollow }
    : { title: '', description: '', keywords: '', noindex: true, nofollow: true };
  if (toggles.hardcodeNoindex) return { ...base, noindex: true, nofollow: true };
  if (toggles.noindex) return { ...base, noindex: true, nofollow: false };
  return base;
}

export type Hreflang = { langCode: string; countryCode: string; origin: string; path: string; isDefault: boolean };
export type Metadata = Robots & { canonical: string; hreflangTags: Hreflang[] };

/** A page's metadata in a storefront: robots rules, canonical URL and its hreflang alternates. */
export function buildMetadata(
  store: { origin: string; country: string; languages: string[]; language: string; toggles: Pick<Toggles, 'hardcodeNoindex' | 'noindex'> },
  meta: PageMeta | null,
  path: string,
): Metadata {
  const bare = path.replace(new RegExp(`^/(${store.languages.join('|')})(?=/)`), '');
  return {
    ...robotsFor(store.toggles, meta),
    canonical: `${store.origin}${path}`,
    hreflangTags: store.languages.map((l) => ({
      langCode: l,
      countryCode: store.country,
      origin: store.origin,
      path: l === store.language ? bare : `/${l}${bare}`,
      isDefault: l === store.language,
    })),
  };
}
