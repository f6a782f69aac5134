import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { RequestContext } from '../../context.ts';
import { cardNumber, email, pin } from '../../../common/rules/schemas.ts';
import { cardById, cardByNumber, cardPinMatches, effectiveStatus, maskCardNumber, programmeOfNumber, type Giftcard } from '../giftcards/index.ts';
import { verifyCaptcha } from '../captcha/index.ts';
import { guardCheck, guardFailure, guardSuccess } from '../guard/index.ts';
import { redeemSessionCards } from '../redeem/index.ts';
import { errorCodes, failure, fieldError, validationErrors, type ErrorItem } from '../../errors.ts';
import { currentDraw, type DrawRow } from './commit.ts';
import { consentRequired } from './messages.ts';
import { drawDateOf } from './schedule.ts';
import { choiceProductSlug } from './product.ts';
import { doublerDraws, doublerEntries } from './tables.ts';
import { must } from '../../../common/must.ts';

// Entering a card in the current month's draw. Two doors: the doubler page (number, PIN and the
// human check: a card check like the balance check, with the same limits and the same answer for
// an unknown number and a wrong PIN) and the redeem doubler modal (the cards the holder already
// proved in their redeem session). Either way the holder agrees to be e-mailed about the draw.

type EnterInput = { cardNumber?: string | null; pin?: string | null; captchaToken?: string | null; email: unknown; consent: unknown };
export type EntryView = { id: number; drawMonth: string; drawDate: string; product: string; maskedNumber: string; alreadyEntered: boolean };
type EnterResult = { entries: EntryView[]; errors: ErrorItem[] };

const cardForm = z.object({ cardNumber, pin });
const contactForm = z.object({ email });
/** Answers for a number the shop never issued in about the time a real card takes. */
const decoy = { number: '0000000000000000000', pinHash: '0'.repeat(64) } as const;

const isBlank = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '');
const refused = (ctx: RequestContext, code: number, ref: string | null = 'cardNumber'): EnterResult => ({ entries: [], errors: failure(ctx, code, ref) });

/** The form's own errors, every field at once: card fields (on the page), e-mail, consent. */
function formErrors(ctx: RequestContext, input: EnterInput, byCard: boolean): ErrorItem[] {
  const errors: ErrorItem[] = [];
  if (byCard) {
    const card = cardForm.safeParse({ cardNumber: input.cardNumber, pin: input.pin });
    if (!card.success) errors.push(...validationErrors(ctx, card));
    else if (!programmeOfNumber(card.data.cardNumber)) errors.push(fieldError(ctx, 'validation.cardNumberUnknown', 'cardNumber'));
  }
  const contact = contactForm.safeParse({ email: input.email });
  if (!contact.success) errors.push(...validationErrors(ctx, contact));
  if (input.consent !== true) errors.push({ code: errorCodes.VALIDATION, message: consentRequired(ctx.locale), referencedRequestParameter: 'consent' });
  return errors;
}

/** Why a proven card cannot enter (the card-check codes of §8), or null. */
function refusalOf(ctx: RequestContext, card: Giftcard, now: Date): number | null {
  if (card.storeId !== ctx.store.id) return errorCodes.CARD_WRONG_STORE;
  const status = effectiveStatus(card, now);
  if (status === 'blocked') return errorCodes.CARD_BLOCKED;
  if (status === 'expired') return errorCodes.CARD_EXPIRED;
  if (status === 'blank') return errorCodes.CARD_NOT_ACTIVATED;
  if (status !== 'active') return errorCodes.CARD_NOT_ALLOWED;
  if (card.balanceCents <= 0) return errorCodes.CARD_NO_BALANCE;
  return null;
}

/** Enters a card (number + PIN) or the cards of the redeem session (userData.redeemToken). */
export async function enterDoubler(ctx: RequestContext, clients: string[], input: EnterInput, now = new Date()): Promise<EnterResult> {
  const byCard = !isBlank(input.cardNumber) || !isBlank(input.pin) || !ctx.redeemToken;
  const errors = formErrors(ctx, input, byCard);
  if (errors.length) return { entries: [], errors };
  const contact = { email: String(input.email).trim(), consentAt: now };
  try {
    return byCard ? await enterByCard(ctx, clients, input, contact, now) : await enterBySession(ctx, contact, now);
  } catch (err) {
    // The ledger could not be reached: the holder learns it is our side and may try again.
    ctx.logger?.error({ err }, 'doubler entry failed');
    return refused(ctx, errorCodes.CARD_CONNECTION_FAILED, null);
  }
}

type Contact = { email: string; consentAt: Date };

async function enterByCard(ctx: RequestContext, clients: string[], input: EnterInput, contact: Contact, now: Date): Promise<EnterResult> {
  const { cardNumber: number, pin: pinCode } = cardForm.parse({ cardNumber: input.cardNumber, pin: input.pin });
  if (!(await verifyCaptcha(ctx.db, input.captchaToken ?? null))) return refused(ctx, errorCodes.CARD_CAPTCHA_FAILED, 'captchaToken');
  const keys = { card: number, clients };
  const allowed = await guardCheck(ctx.db, 'card-check', keys);
  if (!allowed.ok) return refused(ctx, errorCodes.CARD_RATE_LIMITED);
  const found = await cardByNumber(ctx.db, number);
  const matches = cardPinMatches(found ?? decoy, pinCode);
  if (!found || !matches) {
    await guardFailure(ctx.db, 'card-check', keys);
    return refused(ctx, errorCodes.CARD_UNKNOWN_NUMBER);
  }
  await guardSuccess(ctx.db, 'card-check', keys);
  const refusal = refusalOf(ctx, found, now);
  if (refusal) return refused(ctx, refusal);
  return { entries: [await enterCard(ctx, found, contact, 'page', now)], errors: [] };
}

/** The redeem modal: every card of the session that may enter; none may, the first one's reason. */
async function enterBySession(ctx: RequestContext, contact: Contact, now: Date): Promise<EnterResult> {
  const proven = await redeemSessionCards(ctx.db, ctx.store.id, ctx.redeemToken);
  if (!proven.length) return refused(ctx, errorCodes.NOT_FOUND, 'userData.redeemToken');
  const cards = (await Promise.all(proven.map((p) => cardById(ctx.db, p.giftcardId)))).filter((c): c is Giftcard => c !== null);
  const refusals = cards.map((c) => refusalOf(ctx, c, now));
  const allowed = cards.filter((_, i) => refusals[i] === null);
  if (!allowed.length) return refused(ctx, refusals.find((r) => r !== null) ?? errorCodes.NOT_FOUND, 'userData.redeemToken');
  const entries: EntryView[] = [];
  for (const card of allowed) entries.push(await enterCard(ctx, card, contact, 'redeem', now));
  return { entries, errors: [] };
}

/**
 * One entry per card per draw: the unique index decides between two requests at once, and the
 * second learns the card is already in. The draw row is read FOR SHARE, so an operator's early
 * draw (FOR UPDATE) cannot slip between the check that it is open and the entry.
 */
async function enterCard(ctx: RequestContext, card: Giftcard, contact: Contact, source: 'page' | 'redeem', now: Date): Promise<EntryView> {
  const product = await choiceProductSlug(ctx);
  return ctx.db.transaction(async (tx) => {
    const draw = await openDraw(tx, ctx, now);
    const [inserted] = await tx
      .insert(doublerEntries)
      .values({
        drawId: draw.id,
        giftcardId: card.id,
        maskedNumber: maskCardNumber(card.number),
        email: contact.email,
        consentAt: contact.consentAt,
        source,
      })
      .onConflictDoNothing({ target: [doublerEntries.drawId, doublerEntries.giftcardId] })
      .returning();
    const entry =
      inserted ??
      (
        await tx
          .select()
          .from(doublerEntries)
          .where(and(eq(doublerEntries.drawId, draw.id), eq(doublerEntries.giftcardId, card.id)))
      )[0];
    if (!entry) throw new Error('the doubler entry was neither inserted nor found');
    return { id: entry.id, drawMonth: draw.month, drawDate: drawDateOf(draw.month), product, maskedNumber: entry.maskedNumber, alreadyEntered: !inserted };
  });
}

async function openDraw(tx: Tx, ctx: RequestContext, now: Date): Promise<DrawRow> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const draw = await currentDraw(tx, ctx.store.id, ctx.store.currency, now);
    const [row] = await tx.select().from(doublerDraws).where(eq(doublerDraws.id, draw.id)).for('share');
    const locked = must(row, 'the current draw was just read');
    if (locked.status === 'open') return locked;
  }
  throw new Error('no open doubler draw');
}
