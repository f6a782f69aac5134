import { z } from 'zod';
import type { RequestContext } from '../../context.ts';
import { cardNumber, pin } from '../../../common/rules/schemas.ts';
import { REDEEM_MAX_CARDS } from '../../../common/rules/redeem-limits.ts';
import { cardByNumber, cardById, cardPinMatches, effectiveStatus, type Giftcard, programmeOfNumber } from '../giftcards/index.ts';
import { verifyCaptcha } from '../captcha/index.ts';
import { guardCheck, guardFailure, guardSuccess } from '../guard/index.ts';
import { errorCodes, failure, fieldError, validationErrors, type ErrorItem } from '../../errors.ts';
import { businessShopPage } from './shop-pages.ts';
import { addCard, openSession, sessionByToken, sessionCardIds, type RedeemSessionRow } from './session.ts';

// The card check (§2 balance check, §8 card-check errors): the one door to a card's balance, so it
// is closed to guessing. In order: the form, the human check, the limits, then the card. An unknown
// number and a wrong PIN get the same answer (3007) and both count as failures; only a holder who
// proved the PIN learns anything else about the card (blocked, expired, empty, other store).

export type CheckInput = { cardNumber: unknown; pin: unknown; captchaToken?: unknown };
export type CheckResult = { session: RedeemSessionRow | null; token: string | null; errors: ErrorItem[] };

const checkForm = z.object({ cardNumber, pin });

/** Answers a check of a card the holder did not prove, in about the time a proven one takes. */
const decoy = { number: '0000000000000000000', pinHash: '0'.repeat(64) } as const;

function refused(ctx: RequestContext, code: number, ref = 'cardNumber'): CheckResult {
  return { session: null, token: null, errors: failure(ctx, code, ref) };
}

/** What a proven card may still not do, for this store and this session. */
async function cardRefusal(ctx: RequestContext, card: Giftcard, session: RedeemSessionRow | null): Promise<number | null> {
  if (card.storeId !== ctx.store.id) return errorCodes.CARD_WRONG_STORE;
  const status = effectiveStatus(card);
  if (status === 'blocked') return errorCodes.CARD_BLOCKED;
  if (status === 'expired') return errorCodes.CARD_EXPIRED;
  if (status === 'blank') return errorCodes.CARD_NOT_ACTIVATED;
  // Choice cards and activated blank cards are the shop's own all-in-one cards; anything else is not.
  if (!['choice', 'blank'].includes(card.programme) || card.currency !== ctx.store.currency) return errorCodes.CARD_NOT_ALLOWED;
  if (card.shopPage && !businessShopPage(ctx.store.id, card.shopPage)) return errorCodes.CARD_BRAND_DATA_MISSING;
  if (card.balanceCents <= 0) return errorCodes.CARD_NO_BALANCE;
  if (!session) return null;
  const ids = await sessionCardIds(ctx.db, session.id);
  if (ids.includes(card.id)) return errorCodes.CARD_ALREADY_ADDED;
  if ((card.shopPage ?? null) !== (session.shopPage ?? null)) return errorCodes.CARD_TYPES_MIXED;
  if (ids.length >= REDEEM_MAX_CARDS) return errorCodes.CARD_NOT_ALLOWED;
  return null;
}

async function proveCard(ctx: RequestContext, number: string, pinCode: string): Promise<Giftcard | null> {
  const card = await cardByNumber(ctx.db, number);
  const matches = cardPinMatches(card ?? decoy, pinCode);
  return card && matches ? card : null;
}

/**
 * Checks a card (number, PIN, human check) and puts it in the redeem session: the one named by
 * ctx.redeemToken when `adding`, else a new one. Answers the session and, for a new one, its token.
 */
export async function checkCard(ctx: RequestContext, clients: string[], input: CheckInput, adding: boolean): Promise<CheckResult> {
  const parsed = checkForm.safeParse({ cardNumber: input.cardNumber, pin: input.pin });
  if (!parsed.success) return { session: null, token: null, errors: validationErrors(ctx, parsed) };
  const { cardNumber: number, pin: pinCode } = parsed.data;
  if (!programmeOfNumber(number)) return { session: null, token: null, errors: [fieldError(ctx, 'validation.cardNumberUnknown', 'cardNumber')] };
  const current = adding ? await sessionByToken(ctx.db, ctx.store.id, ctx.redeemToken) : null;
  if (adding && !current) return refused(ctx, errorCodes.NOT_FOUND, 'userData.redeemToken');
  if (!(await verifyCaptcha(ctx.db, typeof input.captchaToken === 'string' ? input.captchaToken : null)))
    return refused(ctx, errorCodes.CARD_CAPTCHA_FAILED, 'captchaToken');
  const keys = { card: number, clients };
  try {
    const allowed = await guardCheck(ctx.db, 'card-check', keys);
    if (!allowed.ok) return refused(ctx, errorCodes.CARD_RATE_LIMITED);
    const card = await proveCard(ctx, number, pinCode);
    if (!card) {
      await guardFailure(ctx.db, 'card-check', keys);
      return refused(ctx, errorCodes.CARD_UNKNOWN_NUMBER);
    }
    await guardSuccess(ctx.db, 'card-check', keys);
    const refusal = await cardRefusal(ctx, card, current);
    if (refusal) return refused(ctx, refusal);
    if (current) {
      await addCard(ctx.db, current.id, card.id);
      return { session: current, token: null, errors: [] };
    }
    const { token, session } = await openSession(ctx.db, ctx.store.id, card.shopPage ?? null);
    await addCard(ctx.db, session.id, card.id);
    return { session, token, errors: [] };
  } catch (err) {
    // The ledger could not be reached: the holder learns it is our side, and may try again.
    ctx.logger?.error({ err }, 'card check failed');
    return refused(ctx, errorCodes.CARD_CONNECTION_FAILED);
  }
}

/** The proven cards of a session, fresh from the ledger (balances move while a session lives). */
export async function cardsOfSession(ctx: RequestContext, session: RedeemSessionRow): Promise<Giftcard[]> {
  const ids = await sessionCardIds(ctx.db, session.id);
  // One after the other: inside a placement ctx.db is a transaction, one connection.
  const cards: (Giftcard | null)[] = [];
  for (const id of ids) cards.push(await cardById(ctx.db, id));
  return cards.filter((c): c is Giftcard => c !== null);
}
