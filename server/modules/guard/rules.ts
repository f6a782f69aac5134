// The limits against guessing card numbers and PINs, in one place. Why these numbers:
// docs/decisions/011-guessing.md. Each scope ('card-check', 'activation') counts on its own.

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
  /** The whole shop: a distributed attack shows as many failures at once; all checks pause until the window ends. */
  global: { failures: 300, windowSeconds: 10 * 60, lockSeconds: 0 },
} satisfies Record<string, FailureRule>;

/** Checks per client, successes too: someone holding a list of numbers and PINs tests them no faster than this. */
export const CLIENT_CHECKS = { checks: 60, windowSeconds: 60 * 60 };

/**
 * Scopes whose limits differ from the card check's (there the `card` key is the account e-mail).
 * login: a day's lock after ten typos would lock owners out on a stranger's say-so, so the daily
 * budget is larger and its lock an hour; the shop-wide budget allows for many customers at once.
 * password-reset: every request counts; three links an hour reach one mailbox. Why: docs/decisions/015-accounts.md.
 */
export const SCOPE_RULES: Record<string, Partial<Record<keyof typeof GUARD_RULES, FailureRule>>> = {
  login: {
    cardDaily: { failures: 20, windowSeconds: 24 * 60 * 60, lockSeconds: 60 * 60 },
    global: { failures: 1000, windowSeconds: 10 * 60, lockSeconds: 0 },
  },
  'password-reset': {
    card: { failures: 3, windowSeconds: 60 * 60, lockSeconds: 60 * 60 },
    client: { failures: 10, windowSeconds: 60 * 60, lockSeconds: 60 * 60 },
  },
};

/** The rule a scope applies where GUARD_RULES gives `rule`. */
export function ruleFor(scope: string, rule: FailureRule): FailureRule {
  const name = (Object.keys(GUARD_RULES) as (keyof typeof GUARD_RULES)[]).find((k) => GUARD_RULES[k] === rule);
  return (name && SCOPE_RULES[scope]?.[name]) || rule;
}
