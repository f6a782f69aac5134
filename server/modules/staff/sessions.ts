// Back-office sessions: apart from the customers' (their own table and cookie). The cookie carries
// 32 random bytes; the table keeps their SHA-256. A session ends after 30 idle minutes, and 10
// hours after login whatever happens (decision 039).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { staff, staffSessions } from './tables.ts';
import { must } from '../../../common/must.ts';

export const STAFF_IDLE_MS = 30 * 60 * 1000;
export const STAFF_SESSION_MAX_MS = 10 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

export type StaffMember = Pick<typeof staff.$inferSelect, 'id' | 'email' | 'name' | 'role' | 'language'>;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function startStaffSession(db: Executor, staffId: number, now = new Date()): Promise<{ token: string; endsAt: Date }> {
  await db.delete(staffSessions).where(and(eq(staffSessions.staffId, staffId), lt(staffSessions.expiresAt, now)));
  const token = randomBytes(32).toString('base64url');
  const endsAt = new Date(now.getTime() + STAFF_SESSION_MAX_MS);
  const expiresAt = new Date(now.getTime() + STAFF_IDLE_MS);
  const [row] = await db
    .insert(staffSessions)
    .values({ idHash: hashOf(token), staffId, createdAt: now, expiresAt, endsAt })
    .returning();
  return { token, endsAt: must(row, 'an insert returns its row').endsAt };
}

/** The staff member of a live session, or null; using it moves the idle expiry on (never past its end). */
export async function staffOfSession(db: Db, token: string | null, now = new Date()): Promise<{ member: StaffMember; expiresAt: Date } | null> {
  if (!token || token.length > 128) return null;
  const [row] = await db
    .select({
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      language: staff.language,
      expiresAt: staffSessions.expiresAt,
      endsAt: staffSessions.endsAt,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.idHash, hashOf(token)), gt(staffSessions.expiresAt, now), isNull(staff.disabledAt)));
  if (!row) return null;
  const { expiresAt, endsAt, ...member } = row;
  let until = expiresAt;
  if (expiresAt.getTime() - now.getTime() < STAFF_IDLE_MS - TOUCH_EVERY_MS) {
    until = new Date(Math.min(now.getTime() + STAFF_IDLE_MS, endsAt.getTime()));
    await db
      .update(staffSessions)
      .set({ expiresAt: until })
      .where(eq(staffSessions.idHash, hashOf(token)));
  }
  return { member, expiresAt: until };
}

export async function endStaffSession(db: Db, token: string | null): Promise<void> {
  if (token) await db.delete(staffSessions).where(eq(staffSessions.idHash, hashOf(token)));
}
