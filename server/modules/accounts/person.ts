// What the accounts module holds about a customer (the GDPR export) and its erasure (issue 18):
// the account, its sessions, reset and account links, and its address book.
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { erasedEmail, type Erased, type Person, type PersonData } from '../../person.ts';
import { anonymised } from './profile.ts';
import { endAllSessions } from './sessions.ts';
import { accountRequests, addressBookEntries, customers, customerSessions, passwordResets } from './tables.ts';

export type StaffCustomer = {
  id: number;
  storeId: number;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  phone: string | null;
  subscribed: boolean;
  createdAt: Date;
  deletedAt: Date | null;
  erasedAt: Date | null;
};

function forStaff(row: typeof customers.$inferSelect): StaffCustomer {
  const phone = row.phoneNumber ? `${row.phoneCountry ?? ''} ${row.phoneNumber}`.trim() : null;
  const { id, storeId, email, firstName, lastName, companyName, subscribed, createdAt, deletedAt, erasedAt } = row;
  return { id, storeId, email, firstName, lastName, companyName, phone, subscribed, createdAt, deletedAt, erasedAt };
}

/** Accounts whose e-mail or name holds the words typed, newest first (the back office's look-up). */
export async function findCustomers(db: Executor, typed: string, limit = 50): Promise<StaffCustomer[]> {
  const words = typed.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 4);
  const like = (w: string) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const name = sql`lower(${customers.firstName} || ' ' || ${customers.lastName})`;
  const rows = await db
    .select()
    .from(customers)
    .where(and(...words.map((w) => or(ilike(customers.email, like(w)), sql`${name} like ${like(w)}`))))
    .orderBy(sql`${customers.id} desc`)
    .limit(limit);
  return rows.map(forStaff);
}

export async function customerForStaff(db: Executor, id: number, lock = false): Promise<StaffCustomer | null> {
  const query = db.select().from(customers).where(eq(customers.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ? forStaff(row) : null;
}

export type AddressLine = typeof addressBookEntries.$inferSelect;

export async function addressBookOf(db: Executor, customerId: number): Promise<AddressLine[]> {
  return db.select().from(addressBookEntries).where(eq(addressBookEntries.customerId, customerId)).orderBy(addressBookEntries.id);
}

const requestsOf = (p: Person) =>
  or(eq(accountRequests.customerId, p.customerId), and(eq(accountRequests.storeId, p.storeId), eq(accountRequests.email, p.email)));

/** Everything the module holds about the person; password and link hashes are secrets, not their data. */
export async function accountPersonData(db: Executor, p: Person): Promise<PersonData> {
  const [account] = await db.select().from(customers).where(eq(customers.id, p.customerId));
  const sessions = await db.select().from(customerSessions).where(eq(customerSessions.customerId, p.customerId));
  const resets = await db.select().from(passwordResets).where(eq(passwordResets.customerId, p.customerId));
  const requests = await db.select().from(accountRequests).where(requestsOf(p));
  return {
    customers: account ? [{ ...account, passwordHash: undefined }] : [],
    customer_sessions: sessions.map(({ idHash: _secret, ...s }) => s),
    password_resets: resets.map(({ tokenHash: _secret, ...r }) => r),
    account_requests: requests.map(({ tokenHash: _secret, passwordHash: _hash, ...r }) => r),
    address_book_entries: await addressBookOf(db, p.customerId),
  };
}

/** Blanks the account (it can no longer log in), ends its sessions, removes its links and address book. */
export async function eraseAccountPerson(tx: Executor, p: Person, now: Date): Promise<Erased> {
  await tx
    .update(customers)
    .set({
      ...anonymised(p.customerId),
      email: erasedEmail(p.customerId),
      updatedAt: now,
      deletedAt: sql`coalesce(${customers.deletedAt}, ${now})`,
      erasedAt: now,
    })
    .where(eq(customers.id, p.customerId));
  const addresses = await tx.delete(addressBookEntries).where(eq(addressBookEntries.customerId, p.customerId)).returning({ id: addressBookEntries.id });
  const resets = await tx.delete(passwordResets).where(eq(passwordResets.customerId, p.customerId)).returning({ at: passwordResets.createdAt });
  const requests = await tx.delete(accountRequests).where(requestsOf(p)).returning({ at: accountRequests.createdAt });
  const sessions = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(customerSessions)
    .where(eq(customerSessions.customerId, p.customerId));
  await endAllSessions(tx, p.customerId);
  return {
    customers: 1,
    customer_sessions: sessions[0]?.n ?? 0,
    password_resets: resets.length,
    account_requests: requests.length,
    address_book_entries: addresses.length,
  };
}
