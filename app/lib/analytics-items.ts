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
