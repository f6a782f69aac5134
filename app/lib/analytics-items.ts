// The GA4 items of a basket or an order, from the package groups the screens already read.
import type { AnalyticsItem } from './analytics.ts';

type Group = {
  package: {
    giftcard: {
      qty: number;
      variation: { title: string; variationType: string; price: { value: number; currency: string }; product: { id: string } | null };
    };
  };
};

/** One item per package: the card's product, its kind, its value and how many. */
export function itemsOfGroups(groups: readonly Group[]): AnalyticsItem[] {
  return groups.map(({ package: { giftcard } }) => ({
    item_id: giftcard.variation.product?.id ?? giftcard.variation.title,
    item_name: giftcard.variation.title,
    item_variant: giftcard.variation.variationType,
    price: giftcard.variation.price.value,
    quantity: giftcard.qty,
  }));
}

/** The currency of the groups' cards (the storefront's). */
export function currencyOfGroups(groups: readonly Group[], fallback: string): string {
  return groups[0]?.package.giftcard.variation.price.currency ?? fallback;
}

/** A product list as GA4 names it: a stable id and a readable name (the same in every language). */
export type ProductList = { item_list_id: string; item_list_name: string };

/** GA4's item in a list event (view_item_list, select_item): where it stood, and from what price. */
export type ListItem = ProductList & { item_id: string; item_name: string; index: number; item_category?: string; price?: number };

type Amount = { value: number };
type Listed = {
  id: string;
  title: string;
  productType?: string | null;
  fixedValues?: readonly Amount[] | null;
  digitalVariationConfig?: { minPrice: Amount } | null;
  physicalVariationConfig?: { minPrice: Amount } | null;
};

/** The "from" price a card shows: its lowest fixed value, else its kind's lowest amount (as the card's label). */
export function fromPrice(p: Listed): number | undefined {
  const fixed = p.fixedValues ?? [];
  if (fixed.length) return Math.min(...fixed.map((m) => m.value));
  return (p.digitalVariationConfig ?? p.physicalVariationConfig)?.minPrice.value;
}

/** The item of a product at `index` (0 for the list's first) of `list`. */
export function listItem(p: Listed, index: number, list: ProductList): ListItem {
  const price = fromPrice(p);
  return {
    item_id: p.id,
    item_name: p.title,
    index,
    ...list,
    ...(p.productType ? { item_category: p.productType } : {}),
    ...(price === undefined ? {} : { price }),
  };
}

const named = (id: string, name: string): ProductList => ({ item_list_id: id, item_list_name: name });

/** The storefront's product lists. Ids stay the same across languages, so reports add up. */
export const productLists = {
  homeMostChosen: named('home_most_chosen', 'Home: most chosen'),
  homePopular: named('home_popular', 'Home: popular'),
  productList: named('product_list', 'All gift cards'),
  searchResults: named('search_results', 'Search results'),
  searchModal: named('search_modal', 'Search: results'),
  searchCoupons: named('search_popular_coupons', 'Search: popular coupons'),
  related: named('related_products', 'Related products'),
  choiceGiftcards: named('choice_card_giftcards', 'Choice card: gift cards'),
  choiceDonations: named('choice_card_donations', 'Choice card: donations'),
  category: (slug: string) => named(`category_${slug}`, `Category: ${slug}`),
  categoryTop: (slug: string) => named(`category_top_${slug}`, `All categories: top in ${slug}`),
  menuTop: (slug: string) => named(`menu_top_${slug}`, `Gift card menu: top in ${slug}`),
  givingMoment: (slug: string) => named(`giving_moment_${slug}`, `Giving moment: ${slug}`),
  redeemShop: named('redeem_shop', 'Redeem shop'),
  blankCards: named('blank_cards', 'Blank gift cards'),
} as const;

/** What a package's new quantity did to the basket, from `before`: cards taken out or put in (null: none). */
export function changedItems(group: Group, before: number): { event: 'remove_from_cart' | 'add_to_cart'; items: AnalyticsItem[] } | null {
  const now = group.package.giftcard.qty;
  if (now === before) return null;
  const [item] = itemsOfGroups([group]);
  return { event: now < before ? 'remove_from_cart' : 'add_to_cart', items: [{ ...item!, quantity: Math.abs(now - before) }] };
}
