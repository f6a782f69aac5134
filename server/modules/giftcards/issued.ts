import { and, asc, eq, like } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { giftcards, ledgerEntries } from './tables.ts';

/** The cards issued under idempotency keys that start with `keyPrefix` (an order's package: `order:<id>:package:<id>:`). */
export async function cardsIssuedUnder(db: Executor, keyPrefix: string): Promise<{ id: number; number: string; status: string; balanceCents: number }[]> {
  const escaped = keyPrefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select({ id: giftcards.id, number: giftcards.number, status: giftcards.status, balanceCents: giftcards.balanceCents })
    .from(ledgerEntries)
    .innerJoin(giftcards, eq(giftcards.id, ledgerEntries.giftcardId))
    .where(and(eq(ledgerEntries.kind, 'issue'), like(ledgerEntries.idempotencyKey, `${escaped}%`)))
    .orderBy(asc(giftcards.id));
}

/** The references (order numbers) a card's ledger names: the order that sold it and those that spent it. */
export async function referencesOfCard(db: Executor, number: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ reference: ledgerEntries.reference })
    .from(ledgerEntries)
    .innerJoin(giftcards, eq(giftcards.id, ledgerEntries.giftcardId))
    .where(eq(giftcards.number, number));
  return rows.flatMap((r) => (r.reference ? [r.reference] : []));
}
