import { builder } from '../../graphql/builder.ts';
import { Product } from '../catalog/index.ts';
import { brandShopOf, partnerShopUrl, type BrandShop } from './brand-shops.ts';

// §3 redeem main product: giftCardBrand {id, iframeUrl, redirect link, redirect time, external product link}.

const ExternalLink = builder.objectRef<{ title: string; url: string }>('ExternalProductLink').implement({
  fields: (t) => ({ title: t.exposeString('title'), url: t.exposeString('url') }),
});

const GiftCardBrand = builder.objectRef<BrandShop>('GiftCardBrand').implement({
  fields: (t) => ({
    id: t.string({ resolve: (s) => s.slug }),
    name: t.string({ resolve: (s) => s.name }),
    iframeUrl: t.string({
      nullable: true,
      description: "The brand's shop, shown in the redeem shop iframe modal.",
      resolve: (s) => (s.mode === 'iframe' ? partnerShopUrl(s.slug) : null),
    }),
    redirectLink: t.string({
      nullable: true,
      description: 'Where the holder goes after choosing this brand.',
      resolve: (s) => (s.mode === 'redirect' ? partnerShopUrl(s.slug) : null),
    }),
    redirectTime: t.int({
      nullable: true,
      description: 'Seconds before the redirect.',
      resolve: (s) => (s.mode === 'redirect' ? (s.redirectSeconds ?? 5) : null),
    }),
    externalProductLink: t.field({
      type: ExternalLink,
      nullable: true,
      resolve: (s) => (s.mode === 'redirect' && s.items[0] ? { title: s.items[0].title, url: `${partnerShopUrl(s.slug)}#${s.items[0].id}` } : null),
    }),
  }),
});

builder.objectField(Product, 'giftCardBrand', (t) =>
  t.field({
    type: GiftCardBrand,
    nullable: true,
    resolve: ({ product }) => brandShopOf(product.slug),
  }),
);
