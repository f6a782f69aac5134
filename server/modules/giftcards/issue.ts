import { eq, sql } from 'drizzle-orm';
import { TZDate } from '@date-fns/tz';
import { defaultStorefront, storefrontById } from '../../../common/storefronts.ts';
import { assertPositiveCents, assertSameOperation, entryByKey, pinHashKey, type Programme } from './core.ts';
import type { Executor } from '../../db/client.ts';
import { cardPrefixes, generateCardNumber, generatePin, hashPin, isValidCardNumber, PIN_LENGTH } from './numbers.ts';
import { giftcards, ledgerEntries } from './tables.ts';
import { must } from '../../../common/must.ts';

// Issuing a card: a number with the programme's prefix, a PIN returned once and stored only as a
// keyed hash, and the 'issue' entry of the ledger, written in one statement under an idempotency key.

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
  const pin = input.fixed?.pin ?? generatePin();
  // 12 random digits: a collision is rare, but the unique index decides and we draw again.
  for (let attempt = 0; attempt < 10; attempt++) {
    const number = input.fixed?.number ?? generateCardNumber(prefix);
    const written = await insertCardAndEntry(tx, number, pin, input);
    if (written.card !== null && written.entry) return { ...written.card, number, pin, created: true };
    // A card but no entry: another transaction took the key between our check and our entry.
    if (written.card !== null) await tx.delete(giftcards).where(eq(giftcards.id, written.card.id));
    const replay = await issuedByKey(tx, input);
    if (replay) return replay;
    if (input.fixed) throw new Error(`card number ${input.fixed.number} is already issued`);
  }
  throw new Error('could not draw an unused card number');
}

/**
 * The card and its 'issue' entry in one statement (one round trip on the delivery's path): no
 * card when the key is already in the ledger or the number is taken; no entry when the key was
 * taken meanwhile, and the caller removes the card.
 */
async function insertCardAndEntry(t: Executor, number: string, pin: string, input: IssueInput) {
  const blank = input.programme === 'blank';
  const balanceCents = blank ? 0 : input.valueCents;
  const expiresAt = input.expiresAt ?? expiryAfterMonths(input.validMonths ?? 24, new Date(), cardTimeZone(input.storeId));
  const key = input.idempotencyKey;
  const cols = (...columns: { name: string }[]) =>
    sql.join(
      columns.map((c) => sql.identifier(c.name)),
      sql`, `,
    );
  const g = giftcards;
  const l = ledgerEntries;
  const result = await t.execute(sql`
    with card as (
      insert into ${g} (${cols(g.number, g.pinHash, g.programme, g.status, g.balanceCents, g.currency, g.storeId, g.expiresAt, g.activationValueCents, g.shopPage)})
      select ${number}, ${hashPin(number, pin, pinHashKey())}, ${input.programme}, ${blank ? 'blank' : 'active'}, ${balanceCents}::integer, ${input.currency},
        ${input.storeId}::integer, ${expiresAt.toISOString()}::timestamptz, ${input.activationValueCents ?? null}::integer, ${input.shopPage ?? null}::text
      where not exists (select 1 from ${l} where ${sql.identifier(l.idempotencyKey.name)} = ${key})
      on conflict (${sql.identifier(g.number.name)}) do nothing
      returning ${sql.identifier(g.id.name)} as id
    ), entry as (
      insert into ${l} (${cols(l.giftcardId, l.kind, l.amountCents, l.balanceAfterCents, l.idempotencyKey, l.reason, l.reference)})
      select id, 'issue', ${balanceCents}::integer, ${balanceCents}::integer, ${key}, ${input.reason ?? null}::text, ${input.reference ?? null}::text from card
      on conflict (${sql.identifier(l.idempotencyKey.name)}) do nothing
      returning ${sql.identifier(l.id.name)} as id
    )
    select card.id as card, entry.id as entry from card left join entry on true`);
  const [row] = result.rows as { card: number | string; entry: number | string | null }[];
  return { card: row ? { id: Number(row.card), balanceCents, expiresAt } : null, entry: row?.entry != null };
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
