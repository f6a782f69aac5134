// The giftcards module's face: all that code outside server/modules/giftcards/ may import (decision 024).
// Files inside the module import each other directly, never this file; eslint.config.js keeps the wall.
export * from './service.ts';
export { cardPrefixes, isValidCardNumber, luhnCheckDigit } from './numbers.ts';
export { OperatorError, parseCardsArgs, runCardsCommand, usage } from './operator.ts';
export { cardsIssuedUnder, referencesOfCard } from './issued.ts';
export { liftBlock } from './card-actions.ts';
// The back office's card fields, registered on the admin builder when the face loads.
// The giftcards module's dashboard figure (issue 18).
export { type DayRedemptions, redeemedToday } from './dashboard.ts';
import './admin-graphql.ts';
import './batch-graphql.ts';
