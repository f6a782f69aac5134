import { builder } from '../../graphql/builder.ts';
import { ImageRef, UserData, resolveStore } from '../../graphql/common.ts';
import type { RequestContext } from '../../context.ts';
import { buildPath } from '../../../common/paths.ts';
import { Category, getCatalogue } from '../catalog/index.ts';
import { alternativeShopPage, isShopOption, type BusinessShopPage } from './shop-pages.ts';

// The alternative choice modal (§2 "alternative choice", §3 "alternative all-in-one choice image",
// decision 037): on the all-in-one card's page, the company version of the card. A company orders
// it on the business page; the people it is given to spend it in a business redeem shop page,
// on that page's categories only.

type A = { ctx: RequestContext; page: BusinessShopPage };

const AlternativeChoice = builder.objectRef<A>('AlternativeChoice').implement({
  description: 'The all-in-one card for companies: spent on the categories of a business redeem shop page.',
  fields: (t) => ({
    id: t.string({ description: 'The business redeem shop page its cards are spent in.', resolve: ({ page }) => page.id }),
    categories: t.field({
      type: [Category],
      resolve: async ({ ctx, page }) =>
        (await getCatalogue(ctx)).categories.filter((c) => page.categories.includes(c.slug)).map((category) => ({ ctx, category })),
    }),
    optionsCount: t.int({
      description: 'How many gift cards and donations its holders can choose from.',
      resolve: async ({ ctx, page }) => (await getCatalogue(ctx)).products.filter((p) => isShopOption(p, page)).length,
    }),
    image: t.field({
      type: ImageRef,
      resolve: ({ ctx }) => ({ href: `/img/alternative-choice/${ctx.store.key}.svg`, type: 'relative' as const, alt: '' }),
    }),
    path: t.string({
      description: 'Where a company orders it: the business page with the all-in-one card chosen.',
      resolve: ({ ctx }) => buildPath(ctx.store, 'business', { product: ctx.store.choiceCardSlug }, ctx.locale),
    }),
  }),
});

builder.queryFields((t) => ({
  alternativeChoice: t.field({
    type: AlternativeChoice,
    nullable: true,
    description: "The storefront's alternative to its all-in-one card; null where it offers none.",
    args: { userData: t.arg({ type: UserData, required: true }) },
    resolve: (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      const page = r.ok ? alternativeShopPage(r.ctx.store.id) : null;
      return r.ok && page ? { ctx: r.ctx, page } : null;
    },
  }),
}));
