import { eq } from 'drizzle-orm';
import { TZDate } from '@date-fns/tz';
import { defaultStorefront, storefrontById } from '../../../common/storefronts.ts';
import { assertPositiveCents, assertSameOperation, entryByKey, KeyTaken, pinHashKey, type Giftcard, type Programme } from './core.ts';
import type { Executor } from '../../db/client.ts';
import { cardPrefixes, generateCardNumber, generatePin, hashPin, isValidCardNumber, PIN_LENGTH } from './numbers.ts';
import { giftcards, ledgerEntries } from './tables.ts';
import { must } from '../../../common/must.ts';

// Issuing a card: a number with the programme's prefix, a PIN returned once and stored only as a
// keyed hash, and the 'issue' entry of the ledger, all in one savepoint under an idempotency key.

type IssuedCard = { id: number; number: string; pin: string | null; balanceCents: number; expiresAt: Date; created: boolean };

type IssueInput = {
  storeId: number;
  programme: Programme;
  valueCents: number;
  currency: string;
  idempotencyKey: string;
  validMonths?: number;
  reason?: string;
  reference?: string;
  /** Blank cards only: what the card gets on activation (positive cents). */
  activationValueCents?: number;
  /** The business redeem shop page the card spends in (e.g. "regali-aziendali"); none = the regular redeem shop. */
  shopPage?: string;
  /** Seed and tests only: a known number (the programme's prefix, a valid check digit) and PIN. */
  fixed?: { number: string; pin: string };
  /** Seed and tests only: an explicit expiry instead of validMonths (may lie in the past). */
  expiresAt?: Date;
};

/**
 * The last moment of the day `months` from now on the card's storefront clock (a 31st falls back
 * to the month's last day).
 */
export function expiryAfterMonths(months: number, now = new Date(), timeZone = defaultStorefront.timeZone): Date {
  const today = new TZDate(now.getTime(), timeZone);
  const lastDay = new TZDate(today.getFullYear(), today.getMonth() + months + 1, 0, timeZone).getDate();
  const expiry = new TZDate(today.getFullYear(), today.getMonth() + months, Math.min(today.getDate(), lastDay), 23, 59, 59, 999, timeZone);
  return new Date(expiry.getTime());
}

/** The time zone of a card's storefront. */
export function cardTimeZone(storeId: number): string {
  return (storefrontById(storeId) ?? defaultStorefront).timeZone;
}

function prefixOf(input: IssueInput): string {
  const prefixes = (cardPrefixes as Record<number, { choice: string; blank: string } | undefined>)[input.storeId];
  if (!prefixes) throw new Error(`no card programme for store ${input.storeId}`);
  return prefixes[input.programme];
}

/** Refuses an issue that breaks a programme's rules before anything is written. */
function assertIssuable(input: IssueInput, prefix: string): void {
  const blank = input.programme === 'blank';
  if (blank && input.valueCents !== 0) throw new Error('a blank card is issued empty; its value comes with activation');
  if (!blank) assertPositiveCents(input.valueCents);
  if (input.activationValueCents !== undefined) {
    if (!blank) throw new Error('only a blank card has an activation value');
    assertPositiveCents(input.activationValueCents);
  }
  if (input.shopPage !== undefined && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(input.shopPage)) {
    throw new Error(`a shop page is a lower-case slug, got "${input.shopPage}"`);
  }
  if (input.fixed) {
    const { number, pin } = input.fixed;
    if (!number.startsWith(prefix)) throw new Error(`card number ${number} lacks the prefix ${prefix} of its programme`);
    if (!isValidCardNumber(number)) throw new Error(`card number ${number} is not 19 digits with a valid check digit`);
    if (!new RegExp(`^\\d{${PIN_LENGTH}}$`).test(pin)) throw new Error(`a PIN has ${PIN_LENGTH} digits`);
  }
}

/**
 * Issues a card: a fresh number (or `fixed`), a PIN (returned once, stored only as a keyed hash) and
 * an 'issue' entry. A choice card is active with its value; a blank card starts empty (valueCents
 * must be 0) and gets activationValueCents with activateCard. The same key again returns the first
 * card with `pin: null, created: false`.
 */
export async function issueCard(tx: Executor, input: IssueInput): Promise<IssuedCard> {
  const prefix = prefixOf(input);
  assertIssuable(input, prefix);
  const replay = await issuedByKey(tx, input);
  if (replay) return replay;
  try {
    return await tx.transaction(async (t) => {
      const pin = input.fixed?.pin ?? generatePin();
      const card = input.fixed ? await insertCard(t, input.fixed.number, pin, input) : await insertCardWithFreshNumber(t, prefix, pin, input);
      if (!card) throw new Error(`card number ${input.fixed!.number} is already issued`);
      const inserted = await t
        .insert(ledgerEntries)
        .values({
          giftcardId: card.id,
          kind: 'issue',
          amountCents: card.balanceCents,
          balanceAfterCents: card.balanceCents,
          idempotencyKey: input.idempotencyKey,
          reason: input.reason,
          reference: input.reference,
        })
        .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
        .returning({ id: ledgerEntries.id });
      if (!inserted.length) throw new KeyTaken();
      return { id: card.id, number: card.number, pin, balanceCents: card.balanceCents, expiresAt: card.expiresAt, created: true };
    });
  } catch (e) {
    if (!(e instanceof KeyTaken)) throw e;
    return (await issuedByKey(tx, input))!;
  }
}

/** The new row, or undefined when the number is taken. */
async function insertCard(t: Executor, number: string, pin: string, input: IssueInput): Promise<Giftcard | undefined> {
  const blank = input.programme === 'blank';
  const [card] = await t
    .insert(giftcards)
    .values({
      number,
      pinHash: hashPin(number, pin, pinHashKey()),
      programme: input.programme,
      status: blank ? 'blank' : 'active',
      balanceCents: blank ? 0 : input.valueCents,
      currency: input.currency,
      storeId: input.storeId,
      expiresAt: input.expiresAt ?? expiryAfterMonths(input.validMonths ?? 24, new Date(), cardTimeZone(input.storeId)),
      activationValueCents: input.activationValueCents ?? null,
      shopPage: input.shopPage ?? null,
    })
    .onConflictDoNothing({ target: giftcards.number })
    .returning();
  return card;
}

async function insertCardWithFreshNumber(t: Executor, prefix: string, pin: string, input: IssueInput): Promise<Giftcard> {
  // 12 random digits: a collision is rare, but the unique index decides and we draw again.
  for (let attempt = 0; attempt < 10; attempt++) {
    const card = await insertCard(t, generateCardNumber(prefix), pin, input);
    if (card) return card;
  }
  throw new Error('could not draw an unused card number');
}

async function issuedByKey(tx: Executor, input: IssueInput): Promise<IssuedCard | undefined> {
  const entry = await entryByKey(tx, input.idempotencyKey);
  if (!entry) return undefined;
  const [row] = await tx.select().from(giftcards).where(eq(giftcards.id, entry.giftcardId));
  const card = must(row, 'a ledger entry references its card');
  assertSameOperation(entry, card.id, 'issue', input.programme === 'blank' ? 0 : input.valueCents);
  if (card.storeId !== input.storeId || card.programme !== input.programme || (input.fixed && input.fixed.number !== card.number)) {
    throw new Error(`idempotency key ${input.idempotencyKey} was used for another operation`);
  }
  return { id: card.id, number: card.number, pin: null, balanceCents: card.balanceCents, expiresAt: card.expiresAt, created: false };
}
