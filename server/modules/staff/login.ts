// The back-office login: e-mail, password and a TOTP code, all three at once. A wrong password or a
// wrong code counts against the account, in the database (every web process sees the same count);
// the fifth in a row locks it for 15 minutes, and a locked account is refused without a look at what
// was typed. The answer never says which of the three was wrong. Decision 039. Every attempt writes
// an audit row (decision 048): `staff.login`, `staff.login-failed`, `staff.locked` (the failure that
// locks) or `staff.login-locked` (tried while locked); an unknown e-mail is written with staff id 0.
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/index.ts';
import type { Db } from '../../db/client.ts';
import { passwordMatches } from '../accounts/index.ts';
import { errorCodes } from '../../../common/errors/codes.ts';
import { staff } from './tables.ts';
import { acceptedStep } from './totp.ts';
import { startStaffSession, type StaffMember } from './sessions.ts';

export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_MINUTES = 15;

export type StaffLoginResult =
  | { ok: true; member: StaffMember; token: string; endsAt: Date }
  | { ok: false; code: typeof errorCodes.STAFF_WRONG_CREDENTIALS | typeof errorCodes.STAFF_LOCKED };

export function normaliseStaffEmail(email: string): string {
  return email.trim().toLowerCase();
}

type Attempt = { result: StaffLoginResult; action: 'staff.login' | 'staff.login-failed' | 'staff.locked' | 'staff.login-locked'; staffId: number };

export async function staffLogin(db: Db, input: { email: string; password: string; code: string }, now = new Date()): Promise<StaffLoginResult> {
  const email = normaliseStaffEmail(input.email).slice(0, 200);
  const { result, action, staffId } = await attempt(db, { ...input, email }, now);
  const after = result.ok ? { sessionEndsAt: result.endsAt.toISOString() } : null;
  await recordAudit(db, { id: staffId, email }, { action, target: `staff:${email}`, after });
  return result;
}

async function attempt(db: Db, input: { email: string; password: string; code: string }, now: Date): Promise<Attempt> {
  const [row] = await db.select().from(staff).where(eq(staff.email, input.email));
  const account = row && !row.disabledAt ? row : null;
  if (account?.lockedUntil && account.lockedUntil > now)
    return { result: { ok: false, code: errorCodes.STAFF_LOCKED }, action: 'staff.login-locked', staffId: account.id };
  // Without an account the decoy hash is checked all the same: the answer takes as long.
  const passwordOk = await passwordMatches(account?.passwordHash, input.password);
  const step = account && passwordOk ? await acceptedStep(account.totpSecret, input.code.trim(), account.totpLastStep, now) : null;
  if (!account) return { result: { ok: false, code: errorCodes.STAFF_WRONG_CREDENTIALS }, action: 'staff.login-failed', staffId: row?.id ?? 0 };
  if (step === null) return countFailure(db, account.id, now);
  // The step is taken in the same statement that checks it was not: two logins with one code, one wins.
  const taken = await db
    .update(staff)
    .set({ totpLastStep: step, failedAttempts: 0, lockedUntil: null })
    .where(sql`${staff.id} = ${account.id} and (${staff.totpLastStep} is null or ${staff.totpLastStep} < ${step})`)
    .returning({ id: staff.id });
  if (!taken.length) return countFailure(db, account.id, now);
  const session = await startStaffSession(db, account.id, now);
  const member: StaffMember = { id: account.id, email: account.email, name: account.name, role: account.role, language: account.language };
  return { result: { ok: true, member, ...session }, action: 'staff.login', staffId: account.id };
}

/** One more failure; the fifth locks the account (and starts the count again for after the lock). */
async function countFailure(db: Db, staffId: number, now: Date): Promise<Attempt> {
  const lockUntil = new Date(now.getTime() + LOCK_MINUTES * 60 * 1000);
  const [after] = await db
    .update(staff)
    .set({
      failedAttempts: sql`case when ${staff.failedAttempts} + 1 >= ${MAX_FAILED_ATTEMPTS} then 0 else ${staff.failedAttempts} + 1 end`,
      lockedUntil: sql`case when ${staff.failedAttempts} + 1 >= ${MAX_FAILED_ATTEMPTS} then ${lockUntil.toISOString()}::timestamptz else ${staff.lockedUntil} end`,
    })
    .where(eq(staff.id, staffId))
    .returning({ lockedUntil: staff.lockedUntil });
  const locked = !!after?.lockedUntil && after.lockedUntil > now;
  return locked
    ? { result: { ok: false, code: errorCodes.STAFF_LOCKED }, action: 'staff.locked', staffId }
    : { result: { ok: false, code: errorCodes.STAFF_WRONG_CREDENTIALS }, action: 'staff.login-failed', staffId };
}
