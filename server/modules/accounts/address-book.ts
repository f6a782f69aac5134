// The customer's address book (§6): people they send gift cards to, offered as receivers and
// delivery addresses in checkout. Every query is bounded by the customer's id: another
// customer's entry answers as if it did not exist (9003).
import { and, asc, eq } from 'drizzle-orm';
import { fail } from './errors.ts';
import { errorCodes, type ErrorItem, validationErrors } from '../../errors.ts';
import { parseAddressBookEntry } from '../../../common/forms/account-area-forms.ts';
import type { Call } from './login.ts';
import { customerOf } from './service.ts';
import { addressBookEntries } from './tables.ts';
import { must } from '../../../common/must.ts';

export type AddressBookEntry = typeof addressBookEntries.$inferSelect;
export const ADDRESS_BOOK_MAX = 200;

async function owner(call: Call): Promise<number | null> {
  return (await customerOf(call.ctx.db, call.browser.session, call.ctx.store.id))?.id ?? null;
}

const loginRequired = (call: Call) => fail(call.ctx, errorCodes.ACCOUNT_LOGIN_REQUIRED).errors;

/** The entries of a customer, by name: for other modules (checkout's receiver choice). */
export async function entriesOf(db: Call['ctx']['db'], customerId: number): Promise<AddressBookEntry[]> {
  return db
    .select()
    .from(addressBookEntries)
    .where(eq(addressBookEntries.customerId, customerId))
    .orderBy(asc(addressBookEntries.firstName), asc(addressBookEntries.lastName), asc(addressBookEntries.id));
}

export async function addressBook(call: Call): Promise<{ entries: AddressBookEntry[]; errors: ErrorItem[] }> {
  const customerId = await owner(call);
  if (customerId === null) return { entries: [], errors: loginRequired(call) };
  return { entries: await entriesOf(call.ctx.db, customerId), errors: [] };
}

/** Adds an entry (no id) or changes one of the customer's own. */
export async function saveAddressBookEntry(
  call: Call,
  input: Record<string, unknown> & { id?: string | number | null },
): Promise<{ entry: AddressBookEntry | null; errors: ErrorItem[] }> {
  const { ctx } = call;
  const customerId = await owner(call);
  if (customerId === null) return { entry: null, errors: loginRequired(call) };
  const parsed = parseAddressBookEntry(ctx.store.country, input);
  if (!parsed.success) return { entry: null, errors: validationErrors(ctx, parsed, 'input.') };
  const now = new Date();
  if (input.id === null || input.id === undefined || input.id === '') {
    const count = (await entriesOf(ctx.db, customerId)).length;
    if (count >= ADDRESS_BOOK_MAX) return { entry: null, errors: fail(ctx, errorCodes.VALIDATION, 'input').errors };
    const [entry] = await ctx.db
      .insert(addressBookEntries)
      .values({ ...parsed.data, customerId, createdAt: now, updatedAt: now })
      .returning();
    return { entry: must(entry, 'an insert returns its row'), errors: [] };
  }
  const id = entryId(input.id);
  const [entry] =
    id === null
      ? []
      : await ctx.db
          .update(addressBookEntries)
          .set({ ...parsed.data, updatedAt: now })
          .where(and(eq(addressBookEntries.id, id), eq(addressBookEntries.customerId, customerId)))
          .returning();
  return entry ? { entry, errors: [] } : { entry: null, errors: fail(ctx, errorCodes.NOT_FOUND, 'input.id').errors };
}

export async function deleteAddressBookEntry(call: Call, rawId: string | number): Promise<{ status: boolean; errors: ErrorItem[] }> {
  const { ctx } = call;
  const customerId = await owner(call);
  if (customerId === null) return { status: false, errors: loginRequired(call) };
  const id = entryId(rawId);
  const gone =
    id === null
      ? []
      : await ctx.db
          .delete(addressBookEntries)
          .where(and(eq(addressBookEntries.id, id), eq(addressBookEntries.customerId, customerId)))
          .returning({ id: addressBookEntries.id });
  return gone.length ? { status: true, errors: [] } : { status: false, errors: fail(ctx, errorCodes.NOT_FOUND, 'id').errors };
}

function entryId(raw: string | number): number | null {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 && n <= 2147483647 ? n : null;
}
