import { builder } from '../../graphql/builder.ts';
import { ImageRef, UserData, resolveStore } from '../../graphql/common.ts';
import { pictureLanguage, type RequestContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { buildPath, classifyLink, contentPagePath } from '../../../common/paths.ts';
import { countriesCombinations } from '../../../common/storefronts.ts';
import { blocksQueue, listPages, pageBySlug, storeDocument, type PageKind, type PageView } from './service.ts';
import { PageMetadata, metadataFor } from './metadata.ts';
import { imageWidths } from './images.ts';
import type { PageImage } from './tables.ts';
import { Product, productBySlug } from '../catalog/index.ts';
import { paymentProvider } from '../payments/index.ts';

/** The payment method each payment icon stands for; an icon of none (secure) is always shown. */
const ICON_METHOD: Record<string, string> = {
  card: 'card',
  wallet: 'wallet',
  bankredirect: 'bank_redirect',
  instant: 'instant',
  banktransfer: 'bank_transfer',
  invoice: 'invoice',
};

/** The storefront's payment icons, without those of methods its payment provider does not offer there. */
async function offeredPaymentIcons(ctx: RequestContext, db: Db): Promise<Record<string, unknown>[]> {
  const icons = (await storeDocument<Record<string, unknown>[]>(ctx, 'paymentIcons')) ?? [];
  const offered = new Set<string>((await paymentProvider(db, ctx.store.id).methods({ storeId: ctx.store.id })).map((m) => m.id));
  return icons.filter((icon) => {
    const method = ICON_METHOD[String(icon.id)];
    return method === undefined || offered.has(method);
  });
}

type Coupons = { highlighted: { title: string; description: string; productSlug: string }; suggestions: string[] };
type C = { ctx: RequestContext; coupons: Coupons };
const HighlightedBlock = builder.objectRef<C>('HighlightedBlock').implement({
  fields: (t) => ({
    title: t.string({ resolve: ({ coupons }) => coupons.highlighted.title }),
    description: t.string({ resolve: ({ coupons }) => coupons.highlighted.description }),
    product: t.field({
      type: Product,
      nullable: true,
      resolve: async ({ ctx, coupons }) => {
        const product = await productBySlug(ctx, coupons.highlighted.productSlug);
        return product && { ctx, product };
      },
    }),
  }),
});
const PopularCoupons = builder.objectRef<C>('PopularCoupons').implement({
  fields: (t) => ({
    highlighted: t.field({ type: HighlightedBlock, resolve: (c) => c }),
    suggestions: t.field({
      type: [Product],
      resolve: async ({ ctx, coupons }) =>
        (await Promise.all(coupons.suggestions.map((s) => productBySlug(ctx, s)))).filter((p) => !!p).map((product) => ({ ctx, product: product! })),
    }),
  }),
});

type Pg = { ctx: RequestContext; page: PageView };
const screenOf: Record<PageKind, 'landing' | 'blogArticle' | 'givingMoment'> = { landing: 'landing', blog: 'blogArticle', givingMoment: 'givingMoment' };
const paramOf: Record<PageKind, string> = { landing: 'path', blog: 'path', givingMoment: 'product' };

function pagePath({ ctx, page }: Pg): string {
  const kind = page.kind as PageKind;
  // A landing page may be a screen's own page (terms, the Dutch contact page, the redeem terms): its path is that screen's.
  if (kind === 'landing') return contentPagePath(ctx.store, page.slug);
  return buildPath(ctx.store, screenOf[kind], { [paramOf[kind]]: page.slug });
}

/**
 * A content page's metadata: its own meta title, else its title, always ending in " | Donami" (the
 * brand), as every page's does; its own meta description, else its excerpt (a blog article's
 * summary, a giving moment's description), so no article or moment goes without one.
 */
function pageMetadata(p: Pg) {
  const suffix = ` | ${p.ctx.store.brand}`;
  const title = p.page.metaTitle?.trim() || p.page.title;
  return metadataFor(
    p.ctx,
    {
      title: title.endsWith(suffix) ? title : `${title}${suffix}`,
      description: p.page.metaDescription?.trim() || p.page.excerpt,
      noindex: p.page.noindex === 1,
    },
    pagePath(p),
  );
}

export const GivingMomentPage = builder.objectRef<Pg>('GivingMomentPage').implement({
  fields: (t) => ({
    id: t.id({ resolve: ({ page }) => String(page.id) }),
    slug: t.string({ resolve: ({ page }) => page.slug }),
    heroTitle: t.string({ resolve: ({ page }) => page.heroTitle ?? page.title }),
    title: t.string({ resolve: ({ page }) => page.title }),
    description: t.string({ resolve: ({ page }) => page.excerpt ?? '' }),
    backgroundColor: t.string({ resolve: ({ page }) => page.backgroundColor ?? '#f4efe6' }),
    image: t.field({
      type: ImageRef,
      resolve: ({ ctx, page }) => ({
        href: `/img/moment/${ctx.store.key}/${page.slug}.svg${pictureLanguage(ctx)}`,
        type: 'relative' as const,
        alt: page.heroTitle ?? page.title,
      }),
    }),
    path: t.string({ resolve: pagePath }),
    metadata: t.field({ type: PageMetadata, resolve: pageMetadata }),
  }),
});

/** A picture an editor uploaded (decision 065): its WebP drawings by width, for `srcset`. */
const Picture = builder.objectRef<PageImage>('Picture').implement({
  fields: (t) => ({
    src: t.string({ description: 'The largest drawing', resolve: (i) => `/media/${i.id}/${imageWidths(i.width).at(-1)}.webp` }),
    srcset: t.string({
      resolve: (i) =>
        imageWidths(i.width)
          .map((w) => `/media/${i.id}/${w}.webp ${w}w`)
          .join(', '),
    }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    alt: t.exposeString('alt'),
  }),
});

const Page = builder.objectRef<Pg>('Page').implement({
  fields: (t) => ({
    id: t.id({ resolve: ({ page }) => String(page.id) }),
    kind: t.string({ resolve: ({ page }) => page.kind }),
    slug: t.string({ resolve: ({ page }) => page.slug }),
    title: t.string({ resolve: ({ page }) => page.title }),
    excerpt: t.string({ nullable: true, resolve: ({ page }) => page.excerpt }),
    body: t.stringList({ resolve: ({ page }) => page.body }),
    image: t.field({
      type: Picture,
      nullable: true,
      description: 'The picture above the text, when an editor gave one',
      resolve: ({ page }) => page.image ?? null,
    }),
    publishedOn: t.string({ nullable: true, resolve: ({ page }) => page.publishedOn }),
    path: t.string({ resolve: pagePath }),
    metadata: t.field({ type: PageMetadata, resolve: pageMetadata }),
  }),
});

export type Link = { title: string; path: string; external?: boolean; newTab?: boolean; children?: Link[] };
type L = { ctx: RequestContext; link: Link };
export const MenuItem = builder.objectRef<L>('MenuItem');
MenuItem.implement({
  fields: (t) => ({
    title: t.string({ resolve: ({ link }) => link.title }),
    path: t.field({
      type: builder
        .objectRef<{ href: string; type: string }>('MenuPath')
        .implement({ fields: (u) => ({ href: u.exposeString('href'), type: u.exposeString('type') }) }),
      // Only this storefront's own links become relative: a link to the other storefront stays
      // absolute, as the same path may be another page there (decision 022).
      resolve: ({ ctx, link }) => {
        const c = classifyLink(link.path, [ctx.store.origin]);
        return { href: c.href, type: c.kind === 'internal' ? 'relative' : 'absolute' };
      },
    }),
    newTab: t.boolean({ resolve: ({ link }) => !!link.newTab }),
    menuItems: t.field({ type: [MenuItem], resolve: ({ ctx, link }) => (link.children ?? []).map((c) => ({ ctx, link: c })) }),
  }),
});

const Named = (name: string, fields: string[]) =>
  builder.objectRef<Record<string, unknown>>(name).implement({
    fields: (t) =>
      Object.fromEntries(
        fields.map((f) => [
          f,
          f === 'hidden' || f === 'isDefault'
            ? t.boolean({ resolve: (o) => !!o[f] })
            : t.string({ nullable: true, resolve: (o) => (o[f] === undefined || o[f] === null ? null : String(o[f])) }),
        ]),
      ),
  });
const PaymentIcon = Named('PaymentIcon', ['id', 'label']);
const TrustMark = Named('TrustMark', ['id', 'label', 'placement', 'width', 'link']);
const SocialLink = Named('SocialLink', ['network', 'url', 'hidden']);
const PopularTerm = Named('PopularTerm', ['title', 'url']);
const LanguageCombination = Named('LanguageCombination', ['languageCode', 'isDefault', 'currency']);
const CountryCombination = builder.objectRef<(typeof countriesCombinations)[number]>('CountryCombination').implement({
  fields: (t) => ({
    country: t.exposeString('country'),
    url: t.exposeString('url'),
    languagesCombinations: t.field({ type: [LanguageCombination], resolve: (c) => c.languagesCombinations }),
  }),
});

const Block = builder.objectRef<{ id: number; kind: string; position: number; data: unknown }>('Block').implement({
  fields: (t) => ({
    id: t.id({ resolve: (b) => String(b.id) }),
    kind: t.exposeString('kind'),
    position: t.exposeInt('position'),
    data: t.field({ type: 'JSON', resolve: (b) => b.data }),
  }),
});

export const StoreData = builder.objectRef<RequestContext>('StoreData').implement({
  fields: (t) => ({
    storeID: t.int({ resolve: (ctx) => ctx.store.id }),
    name: t.string({ resolve: (ctx) => ctx.store.brand }),
    mainLogo: t.field({ type: ImageRef, resolve: (ctx) => ({ href: '/img/logo.svg', type: 'relative' as const, alt: ctx.store.brand }) }),
    footerLogo: t.field({ type: ImageRef, resolve: (ctx) => ({ href: '/img/logo-light.svg', type: 'relative' as const, alt: ctx.store.brand }) }),
    footerMenu: t.field({ type: [MenuItem], resolve: async (ctx) => ((await storeDocument<Link[]>(ctx, 'footerMenu')) ?? []).map((link) => ({ ctx, link })) }),
    businessMenu: t.field({
      type: MenuItem,
      nullable: true,
      resolve: async (ctx) => {
        const link = await storeDocument<Link>(ctx, 'businessMenu');
        return link && { ctx, link };
      },
    }),
    paymentIcons: t.field({ type: [PaymentIcon], resolve: (ctx, _args, gql) => offeredPaymentIcons(ctx, gql.db) }),
    trustMarks: t.field({ type: [TrustMark], resolve: async (ctx) => (await storeDocument<Record<string, unknown>[]>(ctx, 'trustMarks')) ?? [] }),
    socialLinks: t.field({ type: [SocialLink], resolve: async (ctx) => (await storeDocument<Record<string, unknown>[]>(ctx, 'socialLinks')) ?? [] }),
    popularTerms: t.field({ type: [PopularTerm], resolve: async (ctx) => (await storeDocument<Record<string, unknown>[]>(ctx, 'popularSearches')) ?? [] }),
    popularCoupons: t.field({
      type: PopularCoupons,
      nullable: true,
      resolve: async (ctx) => {
        const coupons = await storeDocument<Coupons>(ctx, 'popularCoupons');
        return coupons && { ctx, coupons };
      },
    }),
    countriesCombinations: t.field({ type: [CountryCombination], resolve: () => countriesCombinations }),
    toggles: t.field({ type: 'JSON', resolve: (ctx) => ctx.store.toggles }),
    organisation: t.field({
      type: 'JSON',
      resolve: (ctx) => ({
        name: ctx.store.brand,
        url: ctx.store.origin,
        phone: ctx.store.phone,
        email: ctx.store.email,
        openingHours: ctx.store.officeHours,
        country: ctx.store.country,
      }),
    }),
  }),
});

const kindArg = builder.enumType('PageKind', { values: ['landing', 'blog', 'givingMoment'] as const });
const BlocksFilters = builder.inputType('BlocksFilters', { fields: (t) => ({ filterByTaxonomy: t.string({ required: false }) }) });

builder.queryFields((t) => ({
  storeData: t.field({
    type: StoreData,
    nullable: true,
    args: { userData: t.arg({ type: UserData, required: true }) },
    resolve: (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      return r.ok ? r.ctx : null;
    },
  }),
  page: t.field({
    type: Page,
    nullable: true,
    args: { userData: t.arg({ type: UserData, required: true }), kind: t.arg({ type: kindArg, required: true }), slug: t.arg.string({ required: true }) },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return null;
      const page = await pageBySlug(r.ctx, args.kind, args.slug);
      return page && { ctx: r.ctx, page };
    },
  }),
  pages: t.field({
    type: [Page],
    args: { userData: t.arg({ type: UserData, required: true }), kind: t.arg({ type: kindArg, required: true }) },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      return r.ok ? (await listPages(r.ctx, args.kind)).map((page) => ({ ctx: r.ctx, page })) : [];
    },
  }),
  givingMoments: t.field({
    type: [GivingMomentPage],
    args: { userData: t.arg({ type: UserData, required: true }) },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      return r.ok ? (await listPages(r.ctx, 'givingMoment')).map((page) => ({ ctx: r.ctx, page })) : [];
    },
  }),
  getBlocksQueue: t.field({
    type: [Block],
    description: 'The ordered content blocks of a queue (for example the home page).',
    args: { userData: t.arg({ type: UserData, required: true }), queueID: t.arg.string({ required: true }), filters: t.arg({ type: BlocksFilters }) },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      return r.ok ? blocksQueue(r.ctx, args.queueID, args.filters?.filterByTaxonomy) : [];
    },
  }),
}));
