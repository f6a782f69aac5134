import { builder } from '../../graphql/builder.ts';
import { UserData, resolveStore } from '../../graphql/common.ts';
import { storeDocument } from './service.ts';

// The testimonials modal (§1 testimonials, §2 "testimonials"): every testimonial of the storefront;
// a testimonial block on a page shows a few of them and opens this list ("read all").

export type TestimonialView = { name: string; text: string; rating: number };

const Testimonial = builder.objectRef<TestimonialView>('Testimonial').implement({
  description: "A customer's words about the shop, with the stars they gave (1 to 5).",
  fields: (t) => ({ name: t.exposeString('name'), text: t.exposeString('text'), rating: t.exposeInt('rating') }),
});

builder.queryFields((t) => ({
  testimonials: t.field({
    type: [Testimonial],
    description: "The storefront's testimonials, in the order the shop keeps them.",
    args: { userData: t.arg({ type: UserData, required: true }) },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      return r.ok ? ((await storeDocument<TestimonialView[]>(r.ctx, 'testimonials')) ?? []) : [];
    },
  }),
}));
