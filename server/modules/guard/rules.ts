// The limits against guessing card numbers and PINs, in one place. Why these numbers:
// docs/decisions/011-guessing.md and 019-guessing-costs-the-attacker.md. Each scope counts on its
// own; the card check, the doubler entry and the activation of blank cards share 'card-check'.

export type FailureRule = {
  /** Failures allowed inside the window; the next attempt is refused and starts the lock. */
  failures: number;
  windowSeconds: number;
  /** How long the key stays refused once it went over; 0 = until the window ends. */
  lockSeconds: number;
};

export const GUARD_RULES = {
  /** One card number: a few typos are human, a sixth wrong PIN in 15 minutes is not. */
  card: { failures: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  /** One card number over a day: a patient guesser gets 10 PINs a day, whatever the short lock would allow. */
  cardDaily: { failures: 10, windowSeconds: 24 * 60 * 60, lockSeconds: 24 * 60 * 60 },
  /** One client (an address, a browser session): failures across all the cards it tries. */
  client: { failures: 20, windowSeconds: 60 * 60, lockSeconds: 60 * 60 },
} satisfies Record<string, FailureRule>;

/**
 * The whole shop refuses nobody: a distributed attack shows as many failures at once (every scope
 * together, in a sliding window), and the human check gets harder with them. Level 0 below
 * `calm` failures; then one level more each time the failures double, up to `maxLevel`; each level
 * doubles the proof of work. A token must be of the level asked now, or the one just below (a
 * holder who fetched the check a moment before the level rose still gets through).
 */
export const SHOP_WIDE = { windowSeconds: 10 * 60, calm: 50, maxLevel: 5 } as const;

/** The human check's level for this many shop-wide failures in the window (`calm`: HUMAN_CHECK_CALM_FAILURES). */
export function humanCheckLevel(failures: number, calm: number = SHOP_WIDE.calm): number {
  if (failures < calm) return 0;
  return Math.min(SHOP_WIDE.maxLevel, Math.floor(Math.log2(failures / calm)) + 1);
}

/** Checks per client, successes too: someone holding a list of numbers and PINs tests them no faster than this. */
export const CLIENT_CHECKS = { checks: 60, windowSeconds: 60 * 60 };

/**
 * Scopes whose limits differ from the card check's (there the `card` key is the account e-mail).
 * login: a day's lock after ten typos would lock owners out on a stranger's say-so, so the daily
 * budget is larger and its lock an hour.
 * password-reset: every request counts; three links an hour reach one mailbox. Why: docs/decisions/015-accounts.md.
 */
export const SCOPE_RULES: Record<string, Partial<Record<keyof typeof GUARD_RULES, FailureRule>>> = {
  login: {
    cardDaily: { failures: 20, windowSeconds: 24 * 60 * 60, lockSeconds: 60 * 60 },
  },
  'password-reset': {
    card: { failures: 3, windowSeconds: 60 * 60, lockSeconds: 60 * 60 },
    client: { failures: 10, windowSeconds: 60 * 60, lockSeconds: 60 * 60 },
  },
  /** An account at order time: every request counts; the `card` key is the billing e-mail. */
  'account-creation': {
    card: { failures: 3, windowSeconds: 60 * 60, lockSeconds: 60 * 60 },
    client: { failures: 10, windowSeconds: 60 * 60, lockSeconds: 60 * 60 },
  },
};

/** The rule a scope applies where GUARD_RULES gives `rule`. */
export function ruleFor(scope: string, rule: FailureRule): FailureRule {
  const name = (Object.keys(GUARD_RULES) as (keyof typeof GUARD_RULES)[]).find((k) => GUARD_RULES[k] === rule);
  return (name && SCOPE_RULES[scope]?.[name]) || rule;
}
