import { builder } from '../../graphql/builder.ts';
import { ErrorItemRef, ImageRef, UserData, resolveStore } from '../../graphql/common.ts';
import type { RequestContext } from '../../context.ts';
import type { ErrorItem } from '../../../common/errors/catalogue.ts';
import { Product, ProductFiltersInput, toFilters } from './graphql.ts';
import { brandsOf, type BrandView } from './brands.ts';
import { getCatalogue } from './service.ts';

// The brands modal (§2 "brands"): which brands the shop sells, or which the all-in-one card can
// become (filters as `products` takes them), each with its logo, drawn by the shop.

type B = { ctx: RequestContext; brand: BrandView };

export function brandLogo(ctx: RequestContext, brand: Pick<BrandView, 'name' | 'slug'>) {
  return { href: `/img/brand/${ctx.store.key}/${brand.slug}.svg`, type: 'relative' as const, alt: brand.name };
}

const Brand = builder.objectRef<B>('Brand').implement({
  description: 'A brand whose gift cards or donations the shop sells.',
  fields: (t) => ({
    slug: t.string({ resolve: ({ brand }) => brand.slug }),
    name: t.string({ resolve: ({ brand }) => brand.name }),
    logo: t.field({ type: ImageRef, resolve: ({ ctx, brand }) => brandLogo(ctx, brand) }),
    products: t.field({
      type: [Product],
      description: 'Its products among those asked for, most chosen first.',
      resolve: ({ ctx, brand }) => brand.products.map((product) => ({ ctx, product })),
    }),
  }),
});

type BrandsResult = { ctx: RequestContext | null; brands: BrandView[]; errors: ErrorItem[] };
const BrandsPayload = builder.objectRef<BrandsResult>('BrandsPayload').implement({
  fields: (t) => ({
    items: t.field({ type: [Brand], resolve: (r) => r.brands.map((brand) => ({ ctx: r.ctx!, brand })) }),
    totalItems: t.int({ resolve: (r) => r.brands.length }),
    errors: t.field({ type: [ErrorItemRef], resolve: (r) => r.errors }),
  }),
});

builder.queryFields((t) => ({
  brands: t.field({
    type: BrandsPayload,
    description: "The brands of the products the filters list (as `products`), by name; the shop's own brand left out.",
    args: { userData: t.arg({ type: UserData, required: true }), filters: t.arg({ type: ProductFiltersInput }) },
    resolve: async (_root, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return { ctx: null, brands: [], errors: r.errors };
      const filters = await toFilters(r.ctx, args.filters);
      if ('code' in filters) return { ctx: r.ctx, brands: [], errors: [filters] };
      const brands = brandsOf(await getCatalogue(r.ctx), filters, r.ctx.store.brand, r.ctx.store.intlLocale);
      return { ctx: r.ctx, brands, errors: [] };
    },
  }),
}));
