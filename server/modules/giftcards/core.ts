import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pinMatches } from './numbers.ts';
import { giftcards, ledgerEntries } from './tables.ts';
import { settings, DEVELOPMENT_SECRETS } from '../../settings.ts';

// What the issue, ledger and activation parts of the giftcards service share: the types, the PIN
// key and the idempotency-key helpers. Other modules import from service.ts, not from here.
// The functions take an Executor (the Db or a transaction of it): writes run in a transaction of
// their own, or a savepoint of the caller's.

export type Programme = 'choice' | 'blank';
export type CardStatus = 'blank' | 'active' | 'blocked' | 'expired';
export type DebitKind = 'redeem' | 'adjust';
export type CreditKind = 'refund' | 'doubler' | 'adjust' | 'activate';
export type Giftcard = typeof giftcards.$inferSelect;
export type LedgerEntry = typeof ledgerEntries.$inferSelect;
export type BalanceResult = { ok: true; balanceCents: number } | { ok: false; reason: 'insufficient' | 'not_active' };

const DEVELOPMENT_PIN_KEY = DEVELOPMENT_SECRETS.PIN_HASH_KEY;
let warnedAboutKey = false;

/** The key of the PIN hashes; it lives outside the database so a stolen dump cannot test PINs. */
export function pinHashKey(): string {
  const { pinHashKey: key, production } = settings();
  if (key !== DEVELOPMENT_PIN_KEY) return key;
  if (production && !warnedAboutKey) {
    warnedAboutKey = true;
    process.emitWarning('PIN_HASH_KEY is not set: gift card PINs are hashed with the development key');
  }
  return DEVELOPMENT_PIN_KEY;
}

export function cardPinMatches(card: Pick<Giftcard, 'number' | 'pinHash'>, pin: string): boolean {
  return pinMatches(card.number, pin, card.pinHash, pinHashKey());
}

/** Thrown inside a savepoint to undo it when another request already used the idempotency key. */
export class KeyTaken extends Error {}

export function assertPositiveCents(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new Error(`an amount must be a positive number of cents, got ${amountCents}`);
}

export async function entryByKey(tx: Executor, idempotencyKey: string): Promise<LedgerEntry | undefined> {
  const [entry] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, idempotencyKey));
  return entry;
}

/** A key names one operation: reusing it for another card or kind is a caller's bug, not a replay. */
export function assertSameOperation(entry: LedgerEntry, giftcardId: number, kind: string, amountCents: number): void {
  if (entry.giftcardId !== giftcardId || entry.kind !== kind || entry.amountCents !== amountCents) {
    throw new Error(`idempotency key ${entry.idempotencyKey} was used for another operation`);
  }
}
