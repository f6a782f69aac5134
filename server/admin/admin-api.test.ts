import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { auditLog, staff, staffSessions } from '../db/schema.ts';
import { freshPglite } from '../../tests/helpers/db.ts';
import { accountClient, registeredCustomer, userInfo } from '../../tests/helpers/account.ts';
import { CARD_FIELDS, STAFF_LOGIN, seededStaff, staffClient, totpCode } from '../../tests/helpers/admin.ts';
import { must } from '../../common/must.ts';

// Issue 17: the back office's API, as its staff and an intruder would try it.

const CARD = '6390530000000001006'; // the README's active 100 € card
const ME = 'query { me { email role } }';
const LOOKUP = `query C($number: String!) { card(number: $number) { ${CARD_FIELDS} } }`;
const ADJUST = `mutation A($number: String!, $amountCents: Int!, $reason: String!) { adjustCard(number: $number, amountCents: $amountCents, reason: $reason) { ${CARD_FIELDS} } }`;
const BLOCK = `mutation B($number: String!, $reason: String!) { blockCard(number: $number, reason: $reason) { ${CARD_FIELDS} } }`;
const UNBLOCK = `mutation U($number: String!, $reason: String!) { unblockCard(number: $number, reason: $reason) { ${CARD_FIELDS} } }`;
const AUDIT = `query { auditLog(limit: 10) { entries { staffEmail action target before after reason } errors { code } } }`;
const codes = (r: { errors: { code: number }[] }) => r.errors.map((e) => e.code);

describe('the back office API', () => {
  let database: Database;
  const auditRows = async () => must((await database.db.select({ n: count() }).from(auditLog))[0], 'one row').n;
  beforeAll(async () => {
    database = await freshPglite();
  });
  afterAll(async () => {
    await database.close();
  });

  it('is not reachable with a customer session, and a staff session is nobody in the shop', async () => {
    const shopper = accountClient(database);
    await registeredCustomer(shopper);
    const customerCookie = `donami_session=${shopper.cookie('donami_session')}`;
    const intruder = staffClient(database, { cookie: customerCookie });
    expect((await intruder.admin(ME)).data.me).toBeNull();
    expect(codes((await intruder.admin(LOOKUP, { number: CARD })).data.card)).toEqual([5003]);

    const support = staffClient(database);
    await support.logIn('support');
    expect((await support.admin(ME)).data.me).toEqual({ email: 'support@donami.test', role: 'support' });
    // The staff cookie, sent to the shop's API under its own name or as a customer session, logs nobody in.
    const token = support.cookie().split('=')[1];
    const asShopper = accountClient(database);
    asShopper.jar.set('donami_staff', token!);
    expect((await userInfo(asShopper)).mainProfile).toBeNull();
    asShopper.jar.set('donami_session', token!);
    expect((await userInfo(asShopper)).mainProfile).toBeNull();
  });

  it('sets a session cookie apart from the customers’: HttpOnly, SameSite=Strict, only under /admin', async () => {
    const s = seededStaff('operations');
    const { setCookies } = await staffClient(database).admin(STAFF_LOGIN, { email: s.email, password: s.password, code: await totpCode(s.totpSecret) });
    expect(setCookies).toHaveLength(1);
    expect(setCookies[0]).toMatch(/^donami_staff=[\w-]{40,}; Path=\/admin; HttpOnly; SameSite=Strict; Max-Age=36000$/);
  });

  it('ends a session after 30 idle minutes, and logging out ends it at once', async () => {
    const idle = staffClient(database);
    await idle.logIn('operations');
    expect((await idle.admin(ME)).data.me.role).toBe('operations');
    await database.db.update(staffSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await idle.admin(ME)).data.me).toBeNull();

    const leaving = staffClient(database);
    await leaving.logIn('operations');
    const cookie = leaving.cookie();
    const { setCookies } = await leaving.admin('mutation { staffLogout }');
    expect(setCookies[0]).toMatch(/^donami_staff=; Path=\/admin; HttpOnly; SameSite=Strict; Max-Age=0$/);
    expect((await staffClient(database, { cookie }).admin(ME)).data.me).toBeNull();
  });

  it('refuses and counts a wrong second factor, and locks the account after five failures', async () => {
    const s = seededStaff('finance');
    const client = staffClient(database);
    const good = await totpCode(s.totpSecret);
    const wrong = good === '000000' ? '111111' : '000000';
    const attempt = async (password: string, code: string) => (await client.admin(STAFF_LOGIN, { email: s.email, password, code })).data.staffLogin;
    const failures = async () => must((await database.db.select().from(staff).where(eq(staff.email, s.email)))[0], 'seeded').failedAttempts;

    const refused = await attempt(s.password, wrong);
    expect(refused.staff).toBeNull();
    expect(codes(refused)).toEqual([5001]);
    expect(refused.errors[0].message).toBe('Accesso non riuscito: e-mail, password o codice non corretti.');
    expect(await failures()).toBe(1);
    for (let i = 2; i <= 4; i++) expect(codes(await attempt(i % 2 ? 'wrong-password' : s.password, wrong))).toEqual([5001]);
    expect(await failures()).toBe(4);
    // The fifth failure locks; then even the right password and code are refused.
    expect(codes(await attempt('wrong-password', good))).toEqual([5002]);
    const locked = await attempt(s.password, good);
    expect(codes(locked)).toEqual([5002]);
    expect(locked.errors[0].message).toContain('15 minuti');
    await database.db.update(staff).set({ lockedUntil: null }).where(eq(staff.email, s.email));
  });

  it('takes a code once: the same code again is refused', async () => {
    const s = seededStaff('admin');
    const code = await totpCode(s.totpSecret);
    const first = await staffClient(database).admin(STAFF_LOGIN, { email: s.email, password: s.password, code });
    expect(codes(first.data.staffLogin)).toEqual([]);
    const again = await staffClient(database).admin(STAFF_LOGIN, { email: s.email, password: s.password, code });
    expect(codes(again.data.staffLogin)).toEqual([5001]);
    await database.db.update(staff).set({ failedAttempts: 0, totpLastStep: null }).where(eq(staff.email, s.email));
  });

  it('refuses a role without the right with a catalogued code, and writes nothing', async () => {
    const support = staffClient(database);
    await support.logIn('support');
    const before = await auditRows();
    const refused = (await support.admin(ADJUST, { number: CARD, amountCents: 500, reason: 'goodwill' })).data.adjustCard;
    expect(codes(refused)).toEqual([5004]);
    expect(refused.errors[0].message).toBe('Il tuo ruolo non permette questa operazione.');
    expect(codes((await support.admin(AUDIT)).data.auditLog)).toEqual([5004]);
    expect(await auditRows()).toBe(before);
    // Support may look the card up: its ledger, never a PIN (the type has no such field).
    const found = (await support.admin(LOOKUP, { number: '6390 5300 0000 0001 006' })).data.card;
    expect(found.card).toEqual({ number: CARD, status: 'active', balanceCents: 10000 });
  });

  it('writes exactly one audit row per action; an adjust is in the ledger with its reason', async () => {
    const finance = staffClient(database);
    await finance.logIn('finance');
    const before = await auditRows();
    const adjusted = (await finance.admin(ADJUST, { number: CARD, amountCents: -1250, reason: 'Double charge, ticket 4711' })).data.adjustCard;
    expect(codes(adjusted)).toEqual([]);
    expect(adjusted.card.balanceCents).toBe(8750);
    expect(adjusted.ledger.at(-1)).toEqual({
      kind: 'adjust',
      amountCents: -1250,
      balanceAfterCents: 8750,
      reason: 'Double charge, ticket 4711',
      reference: 'staff:finance@donami.test',
    });
    expect(await auditRows()).toBe(before + 1);
    expect(codes((await finance.admin(BLOCK, { number: CARD, reason: 'Reported stolen' })).data.blockCard)).toEqual([]);
    expect(await auditRows()).toBe(before + 2);
    // A refused change (already blocked, no reason) writes nothing.
    expect(codes((await finance.admin(BLOCK, { number: CARD, reason: 'again' })).data.blockCard)).toEqual([5006]);
    expect(codes((await finance.admin(UNBLOCK, { number: CARD, reason: '  ' })).data.unblockCard)).toEqual([5005]);
    expect(await auditRows()).toBe(before + 2);
    expect(codes((await finance.admin(UNBLOCK, { number: CARD, reason: 'Found again' })).data.unblockCard)).toEqual([]);
    expect(await auditRows()).toBe(before + 3);

    const admin = staffClient(database);
    await admin.logIn('admin');
    // The admin's own login is in the log too (decision 048): the card changes come after it.
    const [login, latest, , adjust] = (await admin.admin(AUDIT)).data.auditLog.entries;
    expect(login).toMatchObject({ staffEmail: 'admin@donami.test', action: 'staff.login', target: 'staff:admin@donami.test' });
    expect(latest).toMatchObject({ staffEmail: 'finance@donami.test', action: 'card.unblock', target: `card:${CARD}`, reason: 'Found again' });
    expect(adjust).toEqual({
      staffEmail: 'finance@donami.test',
      action: 'card.adjust',
      target: `card:${CARD}`,
      before: { status: 'active', balanceCents: 10000, currency: 'EUR' },
      after: { status: 'active', balanceCents: 8750, currency: 'EUR' },
      reason: 'Double charge, ticket 4711',
    });
  });

  it('keeps the audit log append-only in the database itself', async () => {
    const refusal = (statement: ReturnType<typeof sql>) =>
      database.db.execute(statement).then(
        () => 'done',
        (e: Error) => String((e.cause as Error | undefined)?.message ?? e.message),
      );
    expect(await refusal(sql`update audit_log set reason = 'edited'`)).toMatch(/append-only: UPDATE is refused/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only: DELETE is refused/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only: TRUNCATE is refused/);
  });
});
