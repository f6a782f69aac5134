// Fragments several screens ask for. Components import their types only (`import type`), so the
// documents stay in the server files that run them and out of the browser bundle.
import { graphql, type ResultOf } from './index.ts';

export const MenuProductFragment = graphql(`
  fragment MenuProduct on Product {
    id
    title
    path
    backgroundColor
    showHand
    showShadow
    productType
    image {
      url {
        href
        type
      }
      alt
    }
  }
`);

export const ProductCardFragment = graphql(`
  fragment ProductCard on Product {
    id
    title
    path
    backgroundColor
    showHand
    showShadow
    productType
    description
    image {
      url {
        href
        type
      }
      alt
    }
    fixedValues {
      currency
      value
    }
    digitalVariationConfig {
      minPrice {
        currency
        value
      }
      maxPrice {
        currency
        value
      }
    }
    physicalVariationConfig {
      minPrice {
        currency
        value
      }
      maxPrice {
        currency
        value
      }
    }
  }
`);

/** One page of a storefront product list (the listing asks for two: 16 and 17 a page). */
export const ListingPageFragment = graphql(
  `
    fragment ListingPage on ProductsPayload {
      items {
        ...ProductCard
      }
      currentPage
      itemsPerPage
      totalItems
    }
  `,
  [ProductCardFragment],
);

export const MetadataFragment = graphql(`
  fragment Metadata on PageMetadata {
    title
    description
    keywords
    noindex
    nofollow
    canonical
    hreflangTags {
      langCode
      countryCode
      origin
      path
      isDefault
    }
  }
`);

/** A product as a card in a grid or list. */
export type ProductCardData = ResultOf<typeof ProductCardFragment>;
/** A product as the header menu shows it. */
export type MenuProduct = ResultOf<typeof MenuProductFragment>;
/** A page's head tags. */
export type PageMetadata = ResultOf<typeof MetadataFragment>;

/** The customer (getUserInfo, §3 "User info"): logged in ⇔ user.mainProfile is not null. */
export const UserInfoFragment = graphql(`
  fragment UserInfo on UserInfoPayload {
    user {
      mainProfile {
        firstName
        lastName
        email
        customerType
        billingEmail
      }
      subscribed
    }
  }
`);

/** The storefront's promotion block (§3 brand settings): the promo pop-up and the promotion page. */
export const PromotionFragment = graphql(`
  fragment Promotion on PromotionBlock {
    id
    eyebrow
    title
    text
    badge
    conditions
    cta {
      title
      path {
        href
        type
      }
    }
  }
`);
export type PromotionData = ResultOf<typeof PromotionFragment>;
