import { builder } from '../../graphql/builder.ts';
import { ErrorItemRef, UserData, resolveStore } from '../../graphql/common.ts';
import type { ErrorItem } from '../../../common/errors/catalogue.ts';
import type { RequestContext } from '../../context.ts';
import { Product, type ProductView } from '../catalog/index.ts';
import { GivingMomentPage, type PageView } from '../content/index.ts';
import { searchCatalogue } from './service.ts';

type Item = { ctx: RequestContext; product: ProductView } | { ctx: RequestContext; page: PageView };
type Group = { groupType: string; items: Item[] };

const SearchItem = builder.unionType('SearchItem', {
  types: [Product, GivingMomentPage],
  resolveType: (item) => ('product' in (item as object) ? Product : GivingMomentPage),
});

const SearchGroup = builder.objectRef<Group>('SearchGroup').implement({
  fields: (t) => ({
    groupType: t.exposeString('groupType'),
    items: t.field({ type: [SearchItem], resolve: (g) => g.items }),
  }),
});

const SearchPayload = builder.objectRef<{ body: Group[]; errors: ErrorItem[] }>('SearchPayload').implement({
  fields: (t) => ({
    body: t.field({ type: [SearchGroup], resolve: (p) => p.body }),
    total: t.int({ resolve: (p) => p.body.reduce((n, g) => n + g.items.length, 0) }),
    errors: t.field({ type: [ErrorItemRef], resolve: (p) => p.errors }),
  }),
});

builder.queryFields((t) => ({
  search_v1: t.field({
    type: SearchPayload,
    description: 'Search as you type: gift cards (typo-tolerant, Italian stemming) and giving moments.',
    args: { userData: t.arg({ type: UserData, required: true }), inputText: t.arg.string({ required: true }) },
    resolve: async (_root, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return { body: [], errors: r.errors };
      const { ctx } = r;
      const found = await searchCatalogue(ctx, args.inputText);
      const body: Group[] = [];
      if (found.products.length) body.push({ groupType: 'giftcards', items: found.products.map((product) => ({ ctx, product })) });
      if (found.givingMoments.length) body.push({ groupType: 'givingMoments', items: found.givingMoments.map((page) => ({ ctx, page })) });
      return { body, errors: [] };
    },
  }),
}));
