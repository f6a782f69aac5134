// The staff service: accounts for the back office (create, with a password and a TOTP secret).
// Login and sessions are in login.ts and sessions.ts; roles in roles.ts.
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { hashPassword } from '../accounts/index.ts';
import { normaliseStaffEmail } from './login.ts';
import { staff, type StaffLanguage, type StaffRole } from './tables.ts';
import { newTotpSecret, totpUri } from './totp.ts';
import { must } from '../../../common/must.ts';

/** A new account: its password, or (the seed's many operators with one password) that password's hash. */
export type NewStaff = { email: string; name: string; role: StaffRole; language?: StaffLanguage; totpSecret?: string } & (
  { password: string } | { passwordHash: string }
);

/** A password's hash as accounts keep it (the seed hashes its operators' one password once). */
export function staffPasswordHash(password: string): Promise<string> {
  return hashPassword(password);
}

/** Makes a staff account; returns its TOTP secret and otpauth URI (shown once, to be put in an app). */
export async function createStaff(db: Executor, input: NewStaff): Promise<{ id: number; totpSecret: string; totpUri: string }> {
  const email = normaliseStaffEmail(input.email);
  const totpSecret = input.totpSecret ?? newTotpSecret();
  const [row] = await db
    .insert(staff)
    .values({
      email,
      name: input.name,
      role: input.role,
      language: input.language ?? 'it',
      passwordHash: 'passwordHash' in input ? input.passwordHash : await hashPassword(input.password),
      totpSecret,
    })
    .returning({ id: staff.id });
  return { id: must(row, 'an insert returns its row').id, totpSecret, totpUri: totpUri(email, totpSecret) };
}

export async function staffCount(db: Executor): Promise<number> {
  return must((await db.select({ n: count() }).from(staff))[0], 'a count gives one row').n;
}

/** The names and roles of these staff members (for the back office's timelines), by id. */
export async function staffNamesOf(db: Executor, ids: number[]): Promise<Map<number, { name: string; role: StaffRole }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: staff.id, name: staff.name, role: staff.role }).from(staff).where(inArray(staff.id, unique));
  return new Map(rows.map((r) => [r.id, { name: r.name, role: r.role }]));
}

/** A staff member still at work, by e-mail (the operators' commands name who acts); null when none. */
export async function activeStaffByEmail(db: Executor, email: string): Promise<{ id: number; email: string; name: string; role: StaffRole } | null> {
  const [row] = await db
    .select({ id: staff.id, email: staff.email, name: staff.name, role: staff.role })
    .from(staff)
    .where(and(eq(staff.email, normaliseStaffEmail(email)), isNull(staff.disabledAt)));
  return row ?? null;
}
