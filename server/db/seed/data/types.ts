/**
 * Types of the deterministic seed catalogue of the Donami (Italian) storefront.
 * Pure data shapes: no database or runtime code lives here.
 */

export type SeedCategoryIcon =
  | 'fashion'
  | 'restaurant'
  | 'travel'
  | 'tech'
  | 'sport'
  | 'beauty'
  | 'book'
  | 'experience'
  | 'home'
  | 'kids'
  | 'entertainment'
  | 'wellness'
  | 'food'
  | 'donation'
  | 'music'
  | 'pets';

export type SeedCategory = {
  slug: string;
  title: string;
  icon: SeedCategoryIcon;
  description: string;
  position: number;
};

/** Gift card "types" taxonomy (digitale, fisica, esperienza, ...). */
export type SeedType = { slug: string; title: string };

/** Whole euros; `fixedValues: null` means a custom amount between min and max. */
export type SeedVariationConfig = { fixedValues: number[] | null; min: number; max: number };

export type SeedLocation = {
  slug: string;
  name: string;
  street: string;
  houseNumber: string;
  postCode: string;
  city: string;
  /** Two-letter Italian province code. */
  province: string;
  lat: number;
  lon: number;
  phone: string;
  website: string | null;
  /** Day 1 (Monday) to 7, "HH:MM" local time; one entry per span (lunch, dinner). */
  openingHours: { day: number; opens: string; closes: string }[];
};

export type SeedProductType = 'GIFTCARD_DIGITAL' | 'GIFTCARD_PHYSICAL' | 'GIFTCARD_BLANK' | 'DONATION';

export type SeedProduct = {
  slug: string;
  title: string;
  brand: string;
  description: string;
  productType: SeedProductType;
  categories: string[];
  types: string[];
  backgroundColor: string;
  textColor: string;
  showHand: boolean;
  showShadow: boolean;
  digital: SeedVariationConfig | null;
  physical: SeedVariationConfig | null;
  /** Third-party branded card: limited to 500 euro per order (error 2015). */
  thirdParty: boolean;
  containsWine: boolean;
  choiceOption: boolean;
  redeem: { min: number; max: number } | null;
  popularity: number;
  testCard: boolean;
  outOfStock: boolean;
  locations: SeedLocation[];
};

export type SeedGivingMoment = {
  slug: string;
  heroTitle: string;
  title: string;
  description: string;
  backgroundColor: string;
  productSlugs: string[];
};

export type SeedPage = {
  slug: string;
  title: string;
  body: string[];
  metaTitle: string;
  metaDescription: string;
  noindex: boolean;
};

type SeedMenuLink = { title: string; path: string; external?: boolean; newTab?: boolean };

export type SeedTrustMark = {
  id: string;
  label: string;
  placement: 'general' | 'header' | 'topbar' | 'bottombar';
  width: number;
  link: string | null;
};

export type SeedBlogPost = { slug: string; title: string; excerpt: string; body: string[]; date: string };

export type SeedContent = {
  footerMenu: { title: string; links: SeedMenuLink[] }[];
  businessMenu: { title: string; links: SeedMenuLink[] };
  paymentIcons: { id: string; label: string }[];
  trustMarks: SeedTrustMark[];
  socialLinks: { network: string; url: string; hidden: boolean }[];
  popularSearches: { title: string; url: string }[];
  popularCoupons: {
    highlighted: { title: string; description: string; productSlug: string };
    suggestions: string[];
  };
  homeBlocks: {
    mostChosenSlugs: string[];
    featuredCategorySlugs: string[];
    uspTitles: string[];
    testimonials: { name: string; text: string; rating: number }[];
  };
  blogPosts: SeedBlogPost[];
  pages: SeedPage[];
};

// ---------------------------------------------------------------------------
// Internal shapes used only by the generators in this folder.
// ---------------------------------------------------------------------------

/** How a brand is sold: digital only, physical only or both. */
export type SeedChannel = 'digital' | 'physical' | 'both';

/** A hand-written fictional brand from which one product is generated. */
export type SeedBrandDef = {
  name: string;
  /** Brand-specific noun phrase used inside the description sentences. */
  hook: string;
  /** Primary category slug. */
  cat: string;
  /** Extra category slugs (the product gets at most 3 categories). */
  also?: string[];
  /** City codes of the shop's locations (3 to 6, repeats allowed: another district is used). */
  cities?: string[];
  channel?: SeedChannel;
  thirdParty?: boolean;
  /** Sold with a maximum above 300 euro (registered-mail tests). */
  highValue?: boolean;
  wine?: boolean;
  outOfStock?: boolean;
  /** Fixed popularity (otherwise a deterministic pseudo-random one). */
  popularity?: number;
  /** Where the card is mainly spent (otherwise derived from channel and category). */
  usage?: 'online' | 'negozio';
  /** Overrides the default "Gift card {name}" title. */
  title?: string;
};
