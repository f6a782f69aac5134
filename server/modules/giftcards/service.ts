// The giftcards service: the shop's own cards and their ledger. Other modules import from here;
// the parts live in core.ts (types, PIN key), issue.ts, ledger.ts and activation.ts.

export { cardPinMatches, pinHashKey, type Giftcard, type Programme } from './core.ts';
export { cardTimeZone, expiryAfterMonths, issueCard } from './issue.ts';
export { cardById, cardByNumber, credit, debit, ledgerOf, setStatus } from './ledger.ts';
export { ACTIVATED_VALID_MONTHS, activateCard, effectiveStatus } from './activation.ts';
export { maskCardNumber, programmeOfNumber } from './numbers.ts';
