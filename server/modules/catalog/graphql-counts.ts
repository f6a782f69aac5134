import { builder } from '../../graphql/builder.ts';
import { ErrorItemRef, UserData, resolveStore } from '../../graphql/common.ts';
import type { RequestContext } from '../../context.ts';
import type { ErrorItem } from '../../../common/errors/catalogue.ts';
import { buildPath } from '../../../common/paths.ts';
import { ProductFiltersInput, toFilters } from './graphql.ts';
import { productCounts, type FacetCount, type ProductCounts } from './brands.ts';
import { getCatalogue } from './service.ts';

// The count of products modal (§2, decision 037): how many gift cards each category and each type
// has, given the filters the list shows (as `products` takes them).

type Counted = FacetCount & { title: string; path: string | null };

const ProductCount = builder.objectRef<Counted>('ProductCount').implement({
  fields: (t) => ({
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    count: t.exposeInt('count', { description: 'Products it would list with the other filters kept.' }),
    path: t.exposeString('path', { nullable: true, description: "The category's own page; null for a type." }),
  }),
});

type CountsResult = { counts: ProductCounts & { categories: Counted[]; types: Counted[] }; errors: ErrorItem[] };
const ProductCountsPayload = builder.objectRef<CountsResult>('ProductCountsPayload').implement({
  fields: (t) => ({
    totalItems: t.int({ description: 'Products the filters list.', resolve: (r) => r.counts.total }),
    categories: t.field({ type: [ProductCount], resolve: (r) => r.counts.categories }),
    types: t.field({ type: [ProductCount], resolve: (r) => r.counts.types }),
    errors: t.field({ type: [ErrorItemRef], resolve: (r) => r.errors }),
  }),
});

const none = (errors: ErrorItem[]): CountsResult => ({ counts: { total: 0, categories: [], types: [] }, errors });

async function countsFor(ctx: RequestContext, filters: Parameters<typeof productCounts>[1]): Promise<CountsResult['counts']> {
  const catalogue = await getCatalogue(ctx);
  const counts = productCounts(catalogue, filters);
  const title = new Map([...catalogue.categories, ...catalogue.types].map((c) => [c.slug, c.title]));
  return {
    total: counts.total,
    categories: counts.categories.map((c) => ({ ...c, title: title.get(c.slug)!, path: buildPath(ctx.store, 'category', { url: c.slug }) })),
    types: counts.types.map((c) => ({ ...c, title: title.get(c.slug)!, path: null })),
  };
}

builder.queryFields((t) => ({
  productCounts: t.field({
    type: ProductCountsPayload,
    description: 'How many products each category and each type has with the filters given (each count keeps the other taxonomy’s filter).',
    args: { userData: t.arg({ type: UserData, required: true }), filters: t.arg({ type: ProductFiltersInput }) },
    resolve: async (_root, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return none(r.errors);
      const filters = await toFilters(r.ctx, args.filters);
      if ('code' in filters) return none([filters]);
      return { counts: await countsFor(r.ctx, filters), errors: [] };
    },
  }),
}));
