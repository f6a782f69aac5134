import type { MetaDescriptor } from 'react-router';

import type { PageMetadata } from '../graphql/fragments.ts';
export type { PageMetadata };

/** Page metadata to head tags: title, description, robots, canonical and hreflang alternates. */
export function metaTags(m: PageMetadata | null | undefined): MetaDescriptor[] {
  if (!m) return [{ title: '' }, { name: 'robots', content: 'noindex,nofollow' }];
  const tags: MetaDescriptor[] = [
    { title: m.title },
    { name: 'robots', content: `${m.noindex ? 'noindex' : 'index'},${m.nofollow ? 'nofollow' : 'follow'}` },
    { tagName: 'link', rel: 'canonical', href: m.canonical },
  ];
  if (m.description) tags.push({ name: 'description', content: m.description });
  if (m.keywords) tags.push({ name: 'keywords', content: m.keywords });
  for (const h of m.hreflangTags) {
    tags.push({ tagName: 'link', rel: 'alternate', hrefLang: `${h.langCode}-${h.countryCode}`, href: `${h.origin}${h.path}` });
    if (h.isDefault) tags.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${h.origin}${h.path}` });
  }
  return tags;
}

import { buildMetadata } from '../../common/metadata.ts';
import { locate } from './locate.ts';

/** Metadata for a screen the storefront titles itself (home, lists, categories), at the request's URL. */
export function screenMetadata(url: URL, title: string, description: string): PageMetadata {
  const { store } = locate(url);
  return buildMetadata(store, { title, description }, url.pathname);
}
