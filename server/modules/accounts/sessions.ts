// Logged-in browsers. The cookie carries 32 random bytes; the table keeps only their SHA-256, so
// a copy of the table logs nobody in. A session ends after 30 idle days; using it moves the
// expiry on (written at most hourly, so page views do not each cost a write).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queueCookie, readCookie } from '../../graphql/cookies.ts';
import { customerSessions } from './tables.ts';

export const SESSION_COOKIE = 'donami_session';
export const SESSION_IDLE_SECONDS = 30 * 24 * 60 * 60;
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export type Session = typeof customerSessions.$inferSelect;

export function sessionHash(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/** `Set-Cookie` for a session id, or (id null) the header that forgets it. */
export function sessionCookie(id: string | null, secure: boolean): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', id ? `Max-Age=${SESSION_IDLE_SECONDS}` : 'Max-Age=0'];
  if (secure) attributes.push('Secure');
  return `${SESSION_COOKIE}=${id ?? ''}; ${attributes.join('; ')}`;
}

function secure(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}

const idle = (now: Date) => new Date(now.getTime() + SESSION_IDLE_SECONDS * 1000);

// One lookup per request, however many operations of a document ask who is logged in.
const seen = new WeakMap<Request, Promise<Session | null>>();

/** The live session the browser presents, or null. */
export function currentSession(db: Db, request: Request | undefined): Promise<Session | null> {
  if (!request) return Promise.resolve(null);
  let found = seen.get(request);
  if (!found) seen.set(request, (found = lookUp(db, request)));
  return found;
}

async function lookUp(db: Db, request: Request): Promise<Session | null> {
  const id = readCookie(request, SESSION_COOKIE);
  if (!id || id.length > 128) return null;
  const now = new Date();
  const [row] = await db.select().from(customerSessions)
    .where(and(eq(customerSessions.idHash, sessionHash(id)), gt(customerSessions.expiresAt, now)));
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(customerSessions).set({ lastSeenAt: now, expiresAt: idle(now) }).where(eq(customerSessions.idHash, row.idHash));
    queueCookie(request, sessionCookie(id, secure(request)));
  }
  return row;
}

/**
 * Logs the browser in as `customerId` with a new session id (the one it presented, if any, is
 * ended: a session id fixed before login is worth nothing after it).
 */
export async function startSession(db: Db, request: Request, customerId: number): Promise<string> {
  const old = readCookie(request, SESSION_COOKIE);
  if (old) await db.delete(customerSessions).where(eq(customerSessions.idHash, sessionHash(old)));
  const id = randomBytes(32).toString('base64url');
  const now = new Date();
  const [row] = await db.insert(customerSessions)
    .values({ idHash: sessionHash(id), customerId, createdAt: now, lastSeenAt: now, expiresAt: idle(now) }).returning();
  seen.set(request, Promise.resolve(row));
  queueCookie(request, sessionCookie(id, secure(request)));
  return row.idHash;
}

/** Logs the browser out: its session row goes, and its cookie is expired. */
export async function endSession(db: Db, request: Request): Promise<void> {
  const id = readCookie(request, SESSION_COOKIE);
  if (id) await db.delete(customerSessions).where(eq(customerSessions.idHash, sessionHash(id)));
  seen.set(request, Promise.resolve(null));
  queueCookie(request, sessionCookie(null, secure(request)));
}

/** Ends every session of the customer, but the one named by `keepIdHash` (the browser that asked). */
export async function endAllSessions(db: Pick<Db, 'delete'>, customerId: number, keepIdHash?: string): Promise<void> {
  await db.delete(customerSessions).where(and(
    eq(customerSessions.customerId, customerId),
    keepIdHash ? ne(customerSessions.idHash, keepIdHash) : undefined,
  ));
}

/** Deletes sessions past their idle expiry (the nightly job). */
export async function sweepSessions(db: Db, now = new Date()): Promise<number> {
  const gone = await db.delete(customerSessions).where(lt(customerSessions.expiresAt, now)).returning({ idHash: customerSessions.idHash });
  return gone.length;
}
