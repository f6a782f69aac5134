// What other modules ask of accounts: who is logged in. The account operations themselves are in
// login.ts, register.ts, password-reset.ts, profile.ts and address-book.ts.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
// Transitional: only for server/http/invoice.ts, which still hands customerOf its Request.
import type { Session } from './sessions.ts';
import { customers } from './tables.ts';

export type CustomerRow = typeof customers.$inferSelect;

/** A logged-in customer as other modules see it (no password hash). */
export type Customer = Omit<CustomerRow, 'passwordHash' | 'deletedAt' | 'erasedAt'>;

export function toCustomer(row: CustomerRow): Customer {
  const { passwordHash: _hash, deletedAt: _deleted, erasedAt: _erased, ...customer } = row;
  return customer;
}

/** The e-mail as stored and compared: trimmed, lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The customer of the browser's session (the transport looks it up: graphql/cookies.ts sessionOf);
 * null when nobody is logged in. With `storeId`, a session of another storefront's account counts as
 * nobody (accounts are per store).
 */
export async function customerOf(db: Db, session: Session | null | undefined, storeId?: number): Promise<Customer | null> {
  const row = await customerRowOf(db, session, storeId);
  return row && toCustomer(row);
}

/** As customerOf, with the password hash (for the operations that ask for the password). */
export async function customerRowOf(db: Db, session: Session | null | undefined, storeId?: number): Promise<CustomerRow | null> {
  if (!session) return null;
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, session.customerId), isNull(customers.deletedAt)));
  if (!row || (storeId !== undefined && row.storeId !== storeId)) return null;
  return row;
}

/** The live account with this e-mail on the store, or null. */
export async function customerByEmail(db: Db, storeId: number, email: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.email, normaliseEmail(email)), isNull(customers.deletedAt)));
  return row ?? null;
}
