import { GraphQLError } from 'graphql';
import { builder } from '../../graphql/builder.ts';
import { ErrorItemRef, ImageRef, MoneyRef, UserData, money, resolveStore } from '../../graphql/common.ts';
import { pictureLanguage, type RequestContext } from '../../context.ts';
import { buildPath } from '../../../common/paths.ts';
import { errorCodes, errorItem, type ErrorItem } from '../../../common/errors/catalogue.ts';
import { validBounds } from '../../../common/location-bounds.ts';
import { Location, LocationBounds } from './graphql-locations.ts';
import { blocksQueue, pageBySlug, PageMetadata, metadataFor } from '../content/index.ts';
import {
  MAX_ITEMS_PER_PAGE,
  filterProducts,
  getCatalogue,
  locationsWithin,
  menuCategories,
  pageOf,
  productBySlug,
  type CategoryView,
  type ProductFilters,
  type ProductView,
  type VariationView,
} from './service.ts';

type P = { ctx: RequestContext; product: ProductView };
type V = { ctx: RequestContext; variation: VariationView };

export const ProductTypeEnum = builder.enumType('ProductType', {
  values: ['DONATION', 'GIFTCARD_BLANK', 'GIFTCARD_DIGITAL', 'GIFTCARD_PHYSICAL'] as const,
});

export function cardImage(ctx: RequestContext, product: ProductView) {
  return { href: `/img/card/${ctx.store.key}/${product.slug}.svg${pictureLanguage(ctx)}`, type: 'relative' as const, alt: product.title };
}

const VariationConfig = builder.objectRef<V>('VariationConfig').implement({
  fields: (t) => ({
    variationId: t.id({ resolve: ({ variation }) => String(variation.id) }),
    sku: t.string({ resolve: ({ variation }) => variation.sku }),
    hasFixedPrices: t.boolean({ resolve: ({ variation }) => !!variation.fixedValuesCents?.length }),
    pricesToShow: t.field({ type: [MoneyRef], resolve: ({ ctx, variation }) => (variation.fixedValuesCents ?? []).map((c) => money(c, ctx)) }),
    minPrice: t.field({ type: MoneyRef, resolve: ({ ctx, variation }) => money(variation.minCents, ctx) }),
    maxPrice: t.field({ type: MoneyRef, resolve: ({ ctx, variation }) => money(variation.maxCents, ctx) }),
  }),
});

const RedeemData = builder.objectRef<P>('RedeemData').implement({
  fields: (t) => ({
    title: t.string({ resolve: ({ product }) => product.title }),
    description: t.string({ resolve: ({ product }) => product.description }),
    minimumCustomAmount: t.field({ type: MoneyRef, resolve: ({ ctx, product }) => money(product.redeemMinCents ?? 0, ctx) }),
    maximumCustomAmount: t.field({ type: MoneyRef, resolve: ({ ctx, product }) => money(product.redeemMaxCents ?? 0, ctx) }),
  }),
});

export const Category = builder.objectRef<{ ctx: RequestContext; category: CategoryView; topList?: ProductView[] }>('Category');
export const Product = builder.objectRef<P>('Product');

Category.implement({
  fields: (t) => ({
    id: t.id({ resolve: ({ category }) => String(category.id) }),
    slug: t.string({ resolve: ({ category }) => category.slug }),
    title: t.string({ resolve: ({ category }) => category.title }),
    icon: t.string({ resolve: ({ category }) => category.icon }),
    description: t.string({ resolve: ({ category }) => category.description }),
    path: t.string({ resolve: ({ ctx, category }) => buildPath(ctx.store, 'category', { url: category.slug }) }),
    topList: t.field({ type: [Product], resolve: ({ ctx, topList }) => (topList ?? []).map((product) => ({ ctx, product })) }),
  }),
});

Product.implement({
  fields: (t) => ({
    id: t.id({ resolve: ({ product }) => String(product.id) }),
    slug: t.string({ resolve: ({ product }) => product.slug }),
    title: t.string({ resolve: ({ product }) => product.title }),
    brand: t.string({ resolve: ({ product }) => product.brand }),
    description: t.string({ resolve: ({ product }) => product.description }),
    path: t.string({ resolve: ({ ctx, product }) => buildPath(ctx.store, 'product', { product: product.slug }) }),
    locationsPath: t.string({
      nullable: true,
      resolve: ({ ctx, product }) =>
        product.locations.length && ctx.store.paths.locations ? buildPath(ctx.store, 'locations', { product: product.slug }) : null,
    }),
    metadata: t.field({
      type: PageMetadata,
      resolve: ({ ctx, product }) =>
        metadataFor(
          ctx,
          { title: `${product.title} | ${ctx.store.brand}`, description: product.description },
          buildPath(ctx.store, 'product', { product: product.slug }),
        ),
    }),
    image: t.field({ type: ImageRef, resolve: ({ ctx, product }) => cardImage(ctx, product) }),
    showHand: t.boolean({ resolve: ({ product }) => product.showHand }),
    showShadow: t.boolean({ resolve: ({ product }) => product.showShadow }),
    backgroundColor: t.string({ resolve: ({ product }) => product.backgroundColor }),
    productType: t.field({ type: ProductTypeEnum, resolve: ({ product }) => product.productType }),
    variationsToShow: t.stringList({
      resolve: ({ product }) => [product.digital && 'digital', product.physical && 'physical'].filter((v): v is string => !!v),
    }),
    fixedValues: t.field({
      type: [MoneyRef],
      resolve: ({ ctx, product }) => ((product.digital ?? product.physical)?.fixedValuesCents ?? []).map((c) => money(c, ctx)),
    }),
    digitalVariationConfig: t.field({
      type: VariationConfig,
      nullable: true,
      resolve: ({ ctx, product }) => product.digital && { ctx, variation: product.digital },
    }),
    physicalVariationConfig: t.field({
      type: VariationConfig,
      nullable: true,
      resolve: ({ ctx, product }) => product.physical && { ctx, variation: product.physical },
    }),
    redeemData: t.field({ type: RedeemData, nullable: true, resolve: (p) => (p.product.redeemMinCents === null ? null : p) }),
    thirdPartyLimited: t.boolean({ resolve: ({ product }) => product.thirdParty }),
    containsWine: t.boolean({ resolve: ({ product }) => product.containsWine }),
    categories: t.field({
      type: [Category],
      resolve: async ({ ctx, product }) =>
        (await getCatalogue(ctx)).categories.filter((c) => product.categorySlugs.includes(c.slug)).map((category) => ({ ctx, category })),
    }),
    locations: t.field({
      type: [Location],
      description: 'Where the card is accepted; with `bounds`, only those inside the area, nearest its centre first.',
      args: { bounds: t.arg({ type: LocationBounds, required: false }) },
      resolve: ({ ctx, product }, { bounds }) => {
        if (bounds && !validBounds(bounds))
          throw new GraphQLError('bounds: latitudes from -90 to 90, longitudes from -180 to 180, each minimum at most its maximum');
        const found = bounds ? locationsWithin(product.locations, bounds) : product.locations;
        return found.map((location) => ({ ctx, product, location }));
      },
    }),
  }),
});

const TaxonomyFilter = builder.inputType('TaxonomyFilter', {
  fields: (t) => ({ taxonomy: t.string({ required: true }), terms: t.stringList({ required: true }) }),
});
const PageFilter = builder.inputType('PageFilter', {
  fields: (t) => ({ fieldName: t.string({ required: true }), pageId: t.string({ required: true }), pageType: t.string({ required: true }) }),
});
export const ProductFiltersInput = builder.inputType('ProductFilters', {
  fields: (t) => ({
    filterByProductType: t.field({ type: [ProductTypeEnum], required: false }),
    filterByTaxonomy: t.field({ type: [TaxonomyFilter], required: false }),
    filterByPage: t.field({ type: PageFilter, required: false }),
  }),
});
const PagingInput = builder.inputType('Paging', {
  fields: (t) => ({ itemsPerPage: t.int({ required: true }), pageNumber: t.int({ required: true }) }),
});

type ProductsResult = { ctx?: RequestContext; items: ProductView[]; currentPage: number; itemsPerPage: number; totalItems: number; errors: ErrorItem[] };
const ProductsPayload = builder.objectRef<ProductsResult>('ProductsPayload').implement({
  fields: (t) => ({
    items: t.field({ type: [Product], resolve: (r) => r.items.map((product) => ({ ctx: r.ctx!, product })) }),
    currentPage: t.exposeInt('currentPage'),
    itemsPerPage: t.exposeInt('itemsPerPage'),
    totalItems: t.exposeInt('totalItems'),
    errors: t.field({ type: [ErrorItemRef], resolve: (r) => r.errors }),
  }),
});

export const TAXONOMIES = { categories: 'cb_api_giftcard_categories', types: 'cb_api_giftcard_types' } as const;

export type FiltersArg = {
  filterByProductType?: ProductView['productType'][] | null;
  filterByTaxonomy?: { taxonomy: string; terms: string[] }[] | null;
  filterByPage?: { fieldName: string; pageId: string; pageType: string } | null;
};

export async function toFilters(ctx: RequestContext, f: FiltersArg | null | undefined): Promise<ProductFilters | ErrorItem> {
  const out: ProductFilters = { productTypes: f?.filterByProductType ?? undefined };
  for (const tax of f?.filterByTaxonomy ?? []) {
    if (tax.taxonomy === TAXONOMIES.categories) out.categories = [...(out.categories ?? []), ...tax.terms];
    else if (tax.taxonomy === TAXONOMIES.types) out.types = [...(out.types ?? []), ...tax.terms];
    else return errorItem(ctx.locale, errorCodes.VALIDATION, 'filters.filterByTaxonomy.taxonomy');
  }
  const page = f?.filterByPage;
  if (page) {
    if (page.pageType === 'choiceCard') out.choiceOptions = true;
    else if (page.pageType === 'givingMoment') {
      const moment = await pageBySlug(ctx, 'givingMoment', page.pageId);
      if (!moment) return errorItem(ctx.locale, errorCodes.NOT_FOUND, 'filters.filterByPage.pageId');
      out.slugs = moment.productSlugs ?? [];
    } else if (page.pageType === 'blockQueue') {
      const block = (await blocksQueue(ctx, page.pageId)).find((b) => b.kind === page.fieldName);
      if (!block) return errorItem(ctx.locale, errorCodes.NOT_FOUND, 'filters.filterByPage.fieldName');
      out.slugs = (block.data as { productSlugs?: string[] }).productSlugs ?? [];
    } else if (pageFilters.has(page.pageType)) {
      const extra = await pageFilters.get(page.pageType)!(ctx, page.pageId);
      if ('code' in extra) return extra;
      Object.assign(out, extra);
    } else return errorItem(ctx.locale, errorCodes.VALIDATION, 'filters.filterByPage.pageType');
  }
  return out;
}

/** Page filters other modules own (the redeem shop: options of the redeem token's cards). */
type PageFilterFn = (ctx: RequestContext, pageId: string) => Promise<ProductFilters | ErrorItem>;
const pageFilters = new Map<string, PageFilterFn>();
export function registerPageFilter(pageType: string, fn: PageFilterFn): void {
  pageFilters.set(pageType, fn);
}

function empty(errors: ErrorItem[], paging?: { itemsPerPage: number; pageNumber: number } | null): ProductsResult {
  return { items: [], currentPage: paging?.pageNumber ?? 1, itemsPerPage: paging?.itemsPerPage ?? 16, totalItems: 0, errors };
}

builder.queryFields((t) => ({
  products: t.field({
    type: ProductsPayload,
    description: 'The product list with the filters of the shop (§7), paged.',
    args: { userData: t.arg({ type: UserData, required: true }), filters: t.arg({ type: ProductFiltersInput }), paging: t.arg({ type: PagingInput }) },
    resolve: async (_root, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return empty(r.errors, args.paging);
      const { ctx } = r;
      const itemsPerPage = args.paging?.itemsPerPage ?? 16;
      const pageNumber = args.paging?.pageNumber ?? 1;
      if (itemsPerPage < 1 || itemsPerPage > MAX_ITEMS_PER_PAGE)
        return empty([errorItem(ctx.locale, errorCodes.VALIDATION, 'paging.itemsPerPage')], args.paging);
      if (pageNumber < 1) return empty([errorItem(ctx.locale, errorCodes.VALIDATION, 'paging.pageNumber')], args.paging);
      const filters = await toFilters(ctx, args.filters);
      if ('code' in filters) return empty([filters], args.paging);
      const list = filterProducts(await getCatalogue(ctx), filters);
      return { ctx, ...pageOf(list, pageNumber, itemsPerPage), errors: [] };
    },
  }),
  product: t.field({
    type: Product,
    nullable: true,
    description: 'One gift card by its path segment.',
    args: { userData: t.arg({ type: UserData, required: true }), slug: t.arg.string({ required: true }) },
    resolve: async (_root, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return null;
      const product = await productBySlug(r.ctx, args.slug);
      return product && !product.testCard ? { ctx: r.ctx, product } : null;
    },
  }),
  giftcardTypes: t.field({
    type: [
      builder
        .objectRef<{ slug: string; title: string }>('GiftcardType')
        .implement({ fields: (u) => ({ slug: u.exposeString('slug'), title: u.exposeString('title') }) }),
    ],
    description: 'The gift-card types taxonomy (cb_api_giftcard_types).',
    args: { userData: t.arg({ type: UserData, required: true }) },
    resolve: async (_root, args, gql) => {
      const r = resolveStore(args.userData, gql);
      return r.ok ? (await getCatalogue(r.ctx)).types : [];
    },
  }),
  categories: t.field({
    type: [Category],
    description: 'The gift-card categories with their top products (the header menu).',
    args: { userData: t.arg({ type: UserData, required: true }), topCount: t.arg.int({ defaultValue: 4 }) },
    resolve: async (_root, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return [];
      const ctx = r.ctx;
      return (await menuCategories(ctx, Math.min(Math.max(args.topCount ?? 4, 0), 8))).map(({ topList, ...category }) => ({ ctx, category, topList }));
    },
  }),
}));
