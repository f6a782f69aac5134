import { randomInt } from 'node:crypto';
import { and, asc, eq, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../context.ts';
import { enqueue } from '../../jobs/queue.ts';
import { errorItem } from '../../../common/errors/catalogue.ts';
import { cardNumber as cardNumberRule, email as emailRule } from '../../../common/rules/schemas.ts';
import { errorCodes, failure, validationErrors, type ErrorItem } from '../../errors.ts';
import { cardById, cardByNumber, effectiveStatus, maskCardNumber, programmeOfNumber, type Giftcard, isValidCardNumber } from '../giftcards/index.ts';
import { guardCheck, guardFailure, guardSuccess } from '../guard/index.ts';
import { verifyCaptcha } from '../captcha/index.ts';
import { activationOrders } from './tables.ts';
import { settings } from '../../settings.ts';

// Activation of blank cards (spec §1, §5 of issue 4). A holder names a blank card and an e-mail;
// an activation order is written and a job activates the card after a delay (configuration,
// ACTIVATION_DELAY_SECONDS, a minute by default; the promise to the holder is 24 hours).
// Against probing, every "no" about a card (unknown, not blank, already requested, blocked,
// expired, of no value) is the same 4001, and attempts count against the guard's limits.

export const ACTIVATE_JOB = 'activation-activate';

export type ActivationStatus = 'pending' | 'activated' | 'failed';
export type ActivationOrder = typeof activationOrders.$inferSelect;

/** What the API shows of an order: the card only masked, the e-mail the holder typed. */
export type ActivationOrderView = {
  uuid: string;
  status: ActivationStatus;
  email: string;
  maskedNumber: string;
  voucherCode: string;
  createdAt: Date;
};

export type ActivationVoucher = {
  code: string;
  status: ActivationStatus;
  cardStatus: string;
  maskedNumber: string;
  valueCents: number;
  currency: string;
  /** Null until the card is active: a blank card's validity starts at activation. */
  expiresAt: Date | null;
  activatedAt: Date | null;
};

export function activationDelaySeconds(): number {
  return settings().activationDelaySeconds;
}

// 32 letters and digits without 0/O and 1/I: 16 of them are 80 random bits, typed without doubt.
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function newVoucherCode(): string {
  const chars = Array.from({ length: 16 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** A typed code in its stored form: case, spaces and dashes do not matter; null when it cannot be one. */
export function normaliseVoucherCode(input: string | null | undefined): string | null {
  const chars = (input ?? '').toUpperCase().replace(/[\s-]/g, '');
  if (chars.length !== 16 || [...chars].some((c) => !CODE_ALPHABET.includes(c))) return null;
  return chars.match(/.{4}/g)!.join('-');
}

const activationInput = z.object({ cardNumber: cardNumberRule, email: emailRule });

/**
 * Field errors: the card number by the rules of §5 (9004); the e-mail missing is 9004, an e-mail
 * that cannot be one is activation's own 4003.
 */
function inputErrors(ctx: RequestContext, input: { cardNumber: unknown; email: unknown }): ErrorItem[] {
  const parsed = activationInput.safeParse(input);
  if (parsed.success) return [];
  return validationErrors(ctx, parsed).map((e) =>
    e.referencedRequestParameter === 'email' && (input.email ?? '').toString().trim() !== ''
      ? errorItem(ctx.locale, errorCodes.ACTIVATION_INVALID_EMAIL, 'email')
      : e,
  );
}

function isOwnBlankPrefix(ctx: RequestContext, number: string): boolean {
  const programme = programmeOfNumber(number);
  return programme !== null && programme.programme === 'blank' && programme.storeId === ctx.store.id;
}

function view(order: ActivationOrder, number: string): ActivationOrderView {
  return {
    uuid: order.uuid,
    status: order.status as ActivationStatus,
    email: order.email,
    maskedNumber: maskCardNumber(number),
    voucherCode: order.voucherCode,
    createdAt: order.createdAt,
  };
}

/** A card a holder may ask to activate here: ours, of this storefront, blank, in date, with a value. */
function activatable(ctx: RequestContext, card: Giftcard | null, now: Date): card is Giftcard {
  return (
    card !== null &&
    card.storeId === ctx.store.id &&
    card.programme === 'blank' &&
    effectiveStatus(card, now) === 'blank' &&
    (card.activationValueCents ?? 0) > 0
  );
}

export type CreateResult = { order: ActivationOrderView | null; errors: ErrorItem[] };

/**
 * Writes the activation order and, once committed, schedules its activation. `clients` are the
 * guard's keys of the asking client (address, session).
 */
export async function createActivationOrder(
  ctx: RequestContext,
  input: { cardNumber: string; email: string; captchaToken?: string | null },
  clients: string[],
  now = new Date(),
): Promise<CreateResult> {
  const errors = inputErrors(ctx, input);
  if (errors.length) return { order: null, errors };
  const number = cardNumberRule.parse(input.cardNumber);
  if (!isOwnBlankPrefix(ctx, number)) return { order: null, errors: failure(ctx, errorCodes.ACTIVATION_PREFIX_NOT_ALLOWED, 'cardNumber') };
  // A card number tried here is a card check like the balance check's: the same human check, and
  // the same allowance per card and per client (decision 019).
  if (!(await verifyCaptcha(ctx.db, input.captchaToken))) return { order: null, errors: failure(ctx, errorCodes.CARD_CAPTCHA_FAILED, 'captchaToken') };
  const keys = { card: number, clients };
  const allowed = await guardCheck(ctx.db, 'card-check', keys);
  if (!allowed.ok) return { order: null, errors: failure(ctx, errorCodes.CARD_RATE_LIMITED) };
  const order = isValidCardNumber(number) ? await insertOrder(ctx, number, input.email.trim(), now) : null;
  if (!order) {
    await guardFailure(ctx.db, 'card-check', keys);
    return { order: null, errors: failure(ctx, errorCodes.ACTIVATION_FAILED, 'cardNumber') };
  }
  await guardSuccess(ctx.db, 'card-check', keys);
  return { order: view(order, number), errors: [] };
}

async function insertOrder(ctx: RequestContext, number: string, email: string, now: Date): Promise<ActivationOrder | null> {
  return ctx.db.transaction(async (tx) => {
    const card = await cardByNumber(tx, number);
    if (!activatable(ctx, card, now)) return null;
    // The partial unique index refuses a second live order for the card, also under a race.
    const [order] = await tx
      .insert(activationOrders)
      .values({
        storeId: ctx.store.id,
        giftcardId: card.id,
        email,
        locale: ctx.locale,
        status: 'pending',
        voucherCode: newVoucherCode(),
        activateAfter: new Date(now.getTime() + activationDelaySeconds() * 1000),
      })
      .onConflictDoNothing()
      .returning();
    if (order) await enqueue(tx, ACTIVATE_JOB, { uuid: order.uuid }, { startAfter: order.activateAfter });
    return order ?? null;
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The order of the thanks page, by its uuid (unguessable, handed only to the one who asked). */
export async function activationOrderByUuid(ctx: RequestContext, uuid: string): Promise<CreateResult> {
  const [order] = UUID.test(uuid)
    ? await ctx.db
        .select()
        .from(activationOrders)
        .where(and(eq(activationOrders.uuid, uuid), eq(activationOrders.storeId, ctx.store.id)))
    : [];
  const card = order ? await cardById(ctx.db, order.giftcardId) : null;
  if (!order || !card) return { order: null, errors: failure(ctx, errorCodes.NOT_FOUND, 'uuid') };
  return { order: view(order, card.number), errors: [] };
}

/** The activation voucher (/daticarta/) by its code: the card masked, its value, state and expiry. */
export async function activationVoucher(
  ctx: RequestContext,
  code: string,
  now = new Date(),
): Promise<{ voucher: ActivationVoucher | null; errors: ErrorItem[] }> {
  const normalised = normaliseVoucherCode(code);
  const [order] = normalised
    ? await ctx.db
        .select()
        .from(activationOrders)
        .where(and(eq(activationOrders.voucherCode, normalised), eq(activationOrders.storeId, ctx.store.id)))
    : [];
  const card = order ? await cardById(ctx.db, order.giftcardId) : null;
  if (!order || !card) return { voucher: null, errors: failure(ctx, errorCodes.NOT_FOUND, 'code') };
  return {
    voucher: {
      code: order.voucherCode,
      status: order.status as ActivationStatus,
      cardStatus: effectiveStatus(card, now),
      maskedNumber: maskCardNumber(card.number),
      valueCents: card.activationValueCents ?? card.balanceCents,
      currency: card.currency,
      expiresAt: card.status === 'blank' ? null : card.expiresAt,
      activatedAt: order.activatedAt,
    },
    errors: [],
  };
}

/** Pending orders whose time has come, oldest first: the sweep catches any job that was lost. */
export async function dueActivations(db: Db, now = new Date(), limit = 100): Promise<string[]> {
  const rows = await db
    .select({ uuid: activationOrders.uuid })
    .from(activationOrders)
    .where(and(eq(activationOrders.status, 'pending'), lte(activationOrders.activateAfter, now)))
    .orderBy(asc(activationOrders.activateAfter))
    .limit(limit);
  return rows.map((r) => r.uuid);
}
