// The doubler's prize: the winner's balance at the draw, doubled by one ledger credit of kind
// 'doubler', but never by more than the cap (docs/decisions/013-doubler-draw.md). The cap is in the
// storefront's currency (both storefronts use euros) and the page states it.

export const DOUBLER_CAP_CENTS = 25_000;

/** What the winner gets: as much again as the balance, up to the cap; 0 for an empty card. */
export function prizeFor(balanceCents: number, capCents = DOUBLER_CAP_CENTS): number {
  if (!Number.isSafeInteger(balanceCents) || balanceCents <= 0) return 0;
  return Math.min(balanceCents, capCents);
}

/** Why a picked card could not take the prize; published beside the entry. */
export type PassOverReason = 'blocked' | 'expired' | 'not_active' | 'no_balance' | 'other_store' | 'unknown_card';
