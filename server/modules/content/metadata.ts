import { builder } from '../../graphql/builder.ts';
import type { RequestContext } from '../../context.ts';
import { buildMetadata, type Metadata, type PageMeta } from '../../../common/metadata.ts';

export type MetadataShape = Metadata;

const Hreflang = builder.objectRef<MetadataShape['hreflangTags'][number]>('HreflangTag').implement({
  fields: (t) => ({
    langCode: t.exposeString('langCode'),
    countryCode: t.exposeString('countryCode'),
    origin: t.exposeString('origin'),
    path: t.exposeString('path'),
    isDefault: t.exposeBoolean('isDefault'),
  }),
});

export const PageMetadata = builder.objectRef<MetadataShape>('PageMetadata').implement({
  fields: (t) => ({
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    keywords: t.exposeString('keywords'),
    noindex: t.exposeBoolean('noindex'),
    nofollow: t.exposeBoolean('nofollow'),
    canonical: t.exposeString('canonical'),
    hreflangTags: t.field({ type: [Hreflang], resolve: (m) => m.hreflangTags }),
  }),
});

/** Metadata of a page of this storefront (one rule for the API and the storefront: common/metadata.ts). */
export function metadataFor(ctx: RequestContext, meta: PageMeta | null, path: string): MetadataShape {
  return buildMetadata(ctx.store, meta, path);
}
