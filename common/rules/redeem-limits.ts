import { must } from '../must.ts';
// Limits of the redeem flow (spec §4, §5, §9), decided on the server and shown in the storefront.
// Decision 014 explains the figures the specification leaves open.

/** §9: a balance above 150 euro spent on one brand is split across cards of at most 150 euro. */
export const REDEEM_SPLIT_CARD_MAX_CENTS = 15_000;
/** §5: after redeeming, a balance is either spent (zero) or at least this much, so no card is left with cents on it. */
export const REDEEM_MIN_REMAINING_CENTS = 500;
/** §5: the personal message of a redeem package may be 160 characters (the redeem message says so). */
export const REDEEM_NOTE_MAX = 160;
/** A redeem session lives this long after its last use, and never longer than the absolute limit. */
export const REDEEM_SESSION_IDLE_MINUTES = 60;
export const REDEEM_SESSION_MAX_HOURS = 12;
/** The extra of a redeem order is paid at once: a bank transfer or an invoice would hold the balance for days. */
export const REDEEM_EXTRA_METHODS = ['card', 'wallet', 'bank_redirect'] as const;
/** Cards combined in one redeem session. */
export const REDEEM_MAX_CARDS = 10;

/**
 * The cards an amount on one brand becomes: as many full cards of `cardMax` as fit, then the rest;
 * when the rest is below the brand's minimum, the last full card gives it what it lacks.
 * Amounts are whole euros in cents.
 */
export function splitRedeemAmount(amountCents: number, cardMaxCents: number, minCents: number): number[] {
  if (amountCents <= cardMaxCents) return [amountCents];
  const cards: number[] = [];
  let rest = amountCents;
  while (rest > cardMaxCents) {
    cards.push(cardMaxCents);
    rest -= cardMaxCents;
  }
  if (rest > 0 && rest < minCents) {
    const lack = Math.ceil((minCents - rest) / 100) * 100;
    cards.push(must(cards.pop(), 'the loop pushed at least one card') - lack);
    rest += lack;
  }
  if (rest > 0) cards.push(rest);
  return cards;
}
