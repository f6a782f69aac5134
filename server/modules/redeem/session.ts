import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { REDEEM_SESSION_IDLE_MINUTES, REDEEM_SESSION_MAX_HOURS } from '../../../common/rules/redeem-limits.ts';
import { redeemSessionCards as sessionCards, redeemSessions } from './tables.ts';
import { must } from '../../../common/must.ts';

// The redeem token names a session of proven cards. It is 32 random bytes (unguessable); only its
// hash is stored. A session ends on reset, after an hour unused, or after twelve hours in any case.

export type RedeemSessionRow = typeof redeemSessions.$inferSelect;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newRedeemToken(): string {
  return randomBytes(32).toString('base64url');
}

function alive(now: Date) {
  return and(
    isNull(redeemSessions.endedAt),
    gt(redeemSessions.lastSeenAt, new Date(now.getTime() - REDEEM_SESSION_IDLE_MINUTES * 60_000)),
    gt(redeemSessions.createdAt, new Date(now.getTime() - REDEEM_SESSION_MAX_HOURS * 3_600_000)),
  );
}

/** The live session a token names in this store, touched so it stays alive while used. */
export async function sessionByToken(db: Db, storeId: number, token: string | null | undefined, now = new Date()): Promise<RedeemSessionRow | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .update(redeemSessions)
    .set({ lastSeenAt: now })
    .where(and(eq(redeemSessions.tokenHash, hashToken(token)), eq(redeemSessions.storeId, storeId), alive(now)))
    .returning();
  return row ?? null;
}

export async function openSession(db: Db, storeId: number, shopPage: string | null): Promise<{ token: string; session: RedeemSessionRow }> {
  const token = newRedeemToken();
  const [session] = await db
    .insert(redeemSessions)
    .values({ tokenHash: hashToken(token), storeId, shopPage })
    .returning();
  return { token, session: must(session, 'an insert returns its row') };
}

export async function addCard(db: Db, sessionId: number, giftcardId: number): Promise<void> {
  await db
    .insert(sessionCards)
    .values({
      sessionId,
      giftcardId,
      position: sql`(select count(*) from ${sessionCards} where ${sessionCards.sessionId} = ${sessionId})`,
    })
    .onConflictDoNothing();
}

export async function sessionCardIds(db: Db, sessionId: number): Promise<number[]> {
  const rows = await db
    .select({ id: sessionCards.giftcardId })
    .from(sessionCards)
    .where(eq(sessionCards.sessionId, sessionId))
    .orderBy(asc(sessionCards.position));
  return rows.map((r) => r.id);
}

export async function setSessionOrder(db: Db, sessionId: number, orderUuid: string | null): Promise<void> {
  await db.update(redeemSessions).set({ orderUuid }).where(eq(redeemSessions.id, sessionId));
}

export async function endSession(db: Db, sessionId: number): Promise<void> {
  await db.update(redeemSessions).set({ endedAt: new Date() }).where(eq(redeemSessions.id, sessionId));
}

/** The session an order was filled in, if it is still alive (the confirmation names the token's order). */
export async function sessionOfOrder(db: Db, orderUuid: string): Promise<RedeemSessionRow | null> {
  const [row] = await db.select().from(redeemSessions).where(eq(redeemSessions.orderUuid, orderUuid));
  return row ?? null;
}

/** The cards of a live redeem session (for other modules, e.g. the doubler modal during redemption). */
export async function redeemSessionCards(db: Db, storeId: number, token: string | null | undefined): Promise<{ giftcardId: number }[]> {
  const session = await sessionByToken(db, storeId, token);
  if (!session) return [];
  return (await sessionCardIds(db, session.id)).map((giftcardId) => ({ giftcardId }));
}
