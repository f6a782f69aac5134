// Logged-in browsers. The cookie carries 32 random bytes; the table keeps only their SHA-256, so
// a copy of the table logs nobody in. A session ends after 30 idle days; using it moves the
// expiry on (written at most hourly, so page views do not each cost a write). These functions take
// the token the browser presented and answer what the transport must do with the cookie.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { CookieIntents } from '../../http/cookie-intents.ts';
import { customerSessions } from './tables.ts';
import { must } from '../../../common/must.ts';

export const SESSION_IDLE_SECONDS = 30 * 24 * 60 * 60;
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export type Session = typeof customerSessions.$inferSelect;

export function sessionHash(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

const idle = (now: Date) => new Date(now.getTime() + SESSION_IDLE_SECONDS * 1000);

/** The live session named by `token`, or null; an expiry moved on asks for the cookie to be renewed. */
export async function findSession(db: Db, token: string | null): Promise<{ session: Session | null; cookies: CookieIntents }> {
  if (!token || token.length > 128) return { session: null, cookies: {} };
  const now = new Date();
  const [row] = await db
    .select()
    .from(customerSessions)
    .where(and(eq(customerSessions.idHash, sessionHash(token)), gt(customerSessions.expiresAt, now)));
  if (!row) return { session: null, cookies: {} };
  if (now.getTime() - row.lastSeenAt.getTime() <= TOUCH_EVERY_MS) return { session: row, cookies: {} };
  const expiresAt = idle(now);
  await db.update(customerSessions).set({ lastSeenAt: now, expiresAt }).where(eq(customerSessions.idHash, row.idHash));
  return { session: { ...row, lastSeenAt: now, expiresAt }, cookies: { session: { set: { token, expiresAt } } } };
}

/**
 * Logs the browser in as `customerId` with a new session id (the one it presented, if any, is
 * ended: a session id fixed before login is worth nothing after it).
 */
export async function startSession(db: Db, presented: string | null, customerId: number): Promise<{ session: Session; cookies: CookieIntents }> {
  if (presented) await db.delete(customerSessions).where(eq(customerSessions.idHash, sessionHash(presented)));
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const [row] = await db
    .insert(customerSessions)
    .values({ idHash: sessionHash(token), customerId, createdAt: now, lastSeenAt: now, expiresAt: idle(now) })
    .returning();
  const session = must(row, 'an insert returns its row');
  return { session, cookies: { session: { set: { token, expiresAt: session.expiresAt } } } };
}

/** Logs the browser out: its session row goes, and its cookie is expired. */
export async function endSession(db: Db, presented: string | null): Promise<CookieIntents> {
  if (presented) await db.delete(customerSessions).where(eq(customerSessions.idHash, sessionHash(presented)));
  return { session: { clear: true } };
}

/** Ends every session of the customer, but the one named by `keepIdHash` (the browser that asked). */
export async function endAllSessions(db: Pick<Db, 'delete'>, customerId: number, keepIdHash?: string): Promise<void> {
  await db.delete(customerSessions).where(and(eq(customerSessions.customerId, customerId), keepIdHash ? ne(customerSessions.idHash, keepIdHash) : undefined));
}

/** Deletes sessions past their idle expiry (the nightly job). */
export async function sweepSessions(db: Db, now = new Date()): Promise<number> {
  const gone = await db.delete(customerSessions).where(lt(customerSessions.expiresAt, now)).returning({ idHash: customerSessions.idHash });
  return gone.length;
}
