import { REDEEM_MIN_REMAINING_CENTS } from '../../../common/rules/redeem-limits.ts';

// How a redeem order is paid: the proven cards in the order they were added, each giving what it
// has until the total is covered; what they cannot cover is the extra paid at the provider.

export type CardBalance = { giftcardId: number; balanceCents: number };
export type Allocation = {
  fromCards: { giftcardId: number; cents: number }[];
  cardsCents: number;
  extraCents: number;
  balanceCents: number;
  remainingCents: number;
};

export function allocate(cards: CardBalance[], totalCents: number): Allocation {
  let due = Math.max(0, totalCents);
  const fromCards = [];
  for (const card of cards) {
    const cents = Math.min(card.balanceCents, due);
    if (cents > 0) fromCards.push({ giftcardId: card.giftcardId, cents });
    due -= cents;
  }
  const balanceCents = cards.reduce((s, c) => s + c.balanceCents, 0);
  const cardsCents = fromCards.reduce((s, c) => s + c.cents, 0);
  return { fromCards, cardsCents, extraCents: due, balanceCents, remainingCents: balanceCents - cardsCents };
}

/** §5: what is left on the cards is zero or at least the minimum. */
export function remainingAllowed(a: Allocation): boolean {
  return a.remainingCents === 0 || a.remainingCents >= REDEEM_MIN_REMAINING_CENTS;
}
