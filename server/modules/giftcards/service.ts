// The giftcards service: the shop's own cards and their ledger. Other modules import from here;
// the parts live in core.ts (types, PIN key), issue.ts, ledger.ts and activation.ts.

export {
  cardPinMatches,
  pinHashKey,
  type BalanceResult,
  type CardStatus,
  type CreditKind,
  type DebitKind,
  type Giftcard,
  type LedgerEntry,
  type Programme,
} from './core.ts';
export { cardTimeZone, expiryAfterMonths, issueCard, type IssueInput, type IssuedCard } from './issue.ts';
export { cardById, cardByNumber, credit, debit, ledgerOf, setStatus, type CreditInput, type DebitInput } from './ledger.ts';
export { ACTIVATED_VALID_MONTHS, activateCard, effectiveStatus, type ActivateInput, type ActivateResult } from './activation.ts';
export { maskCardNumber, programmeOfNumber } from './numbers.ts';
