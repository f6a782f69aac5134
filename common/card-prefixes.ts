// The shop's own card programmes' prefixes by storefront (the first 6 of 19 digits): the issuer
// numbers cards with them and the card forms recognise a number by them (§5 "unknown prefix").

export const cardPrefixes = {
  53: { choice: '639053', blank: '639153' },
  1: { choice: '639001', blank: '639101' },
} as const satisfies Record<number, { choice: string; blank: string }>;

/** Every storefront's prefixes: a card of another storefront is known (it answers "wrong store"). */
export const KNOWN_CARD_PREFIXES: readonly string[] = Object.values(cardPrefixes).flatMap((p) => [p.choice, p.blank]);
