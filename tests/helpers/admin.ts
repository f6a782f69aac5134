import { generate } from 'otplib';
import { eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import { staff } from '../../server/db/schema.ts';
import { seedStaff, SEED_STAFF_PASSWORD } from '../../server/db/seed/staff.ts';
import { apiClient } from './api.ts';

// A back-office browser for API tests: calls /admin/graphql and keeps the staff cookie it is given.

export const ADMIN_ERR = 'errors { code message referencedRequestParameter }';
export const STAFF_LOGIN = `mutation L($email: String!, $password: String!, $code: String!) {
  staffLogin(email: $email, password: $password, code: $code) { staff { email role permissions } ${ADMIN_ERR} } }`;
export const CARD_FIELDS = `card { number status balanceCents } ledger { kind amountCents balanceAfterCents reason reference } ${ADMIN_ERR}`;

let addresses = 0;

export function seededStaff(role: 'support' | 'finance' | 'operations' | 'admin') {
  const member = seedStaff.find((s) => s.role === role)!;
  return { ...member, password: SEED_STAFF_PASSWORD };
}

/** The code an authenticator app shows now (or `at`) for `secret`. */
export function totpCode(secret: string, at = new Date()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

export function staffClient(database: Database, opts: { cookie?: string } = {}) {
  const { app } = apiClient(database);
  const address = `198.51.${Math.floor(++addresses / 250) % 250}.${addresses % 250}`;
  let cookie = opts.cookie ?? '';
  async function admin<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}) {
    const res = await app.request('/admin/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const setCookies = res.headers.getSetCookie();
    for (const header of setCookies) if (header.startsWith('donami_staff=')) cookie = header.split(';')[0]!;
    const json = (await res.json()) as { data?: T; errors?: { message: string }[] };
    if (json.errors?.length) throw new Error(`GraphQL: ${json.errors[0]?.message}`);
    return { data: json.data as T, setCookies, status: res.status };
  }
  async function logIn(role: 'support' | 'finance' | 'operations' | 'admin', at?: Date) {
    const s = seededStaff(role);
    // A code is taken once: a test logging the same person in twice within 30 seconds forgets the last one.
    await database.db.update(staff).set({ totpLastStep: null }).where(eq(staff.email, s.email));
    const { data } = await admin(STAFF_LOGIN, { email: s.email, password: s.password, code: await totpCode(s.totpSecret, at) });
    if (data.staffLogin.errors.length) throw new Error(`staff login: ${JSON.stringify(data.staffLogin.errors)}`);
    return data.staffLogin.staff;
  }
  return { app, admin, logIn, cookie: () => cookie };
}
