// The logged-in customer's own data (§6): personal and business details, the login e-mail, and
// deleting the account. Deletion anonymises rather than removes: the orders stay for the accounts
// (the law keeps invoices ten years) with their own billing snapshot, and point at an empty row.
import { and, eq, or } from 'drizzle-orm';
import { errorItem } from '../../../common/errors/catalogue.ts';
import { emailPair } from '../../../common/rules/schemas.ts';
import { guardCheck, guardFailure, guardSuccess } from '../guard/index.ts';
import { fail, ok, refused, type StatusResult } from './errors.ts';
import { errorCodes, type ErrorItem, validationErrors } from '../../errors.ts';
import { parseProfile } from '../../../common/forms/account-area-forms.ts';
import { loggedOut, loginKeys, type Call, type StatusOutcome } from './login.ts';
import { passwordMatches } from './passwords.ts';
import { customerByEmail, customerRowOf, normaliseEmail, toCustomer, type Customer, type CustomerRow } from './service.ts';
import { endAllSessions } from './sessions.ts';
import { accountRequests, addressBookEntries, customers, passwordResets } from './tables.ts';
import { must } from '../../../common/must.ts';

export type ProfileResult = { customer: Customer | null; errors: ErrorItem[] };

export async function updateProfile(call: Call, input: Record<string, unknown>): Promise<ProfileResult> {
  const { ctx, browser } = call;
  const customer = await customerRowOf(ctx.db, browser.session, ctx.store.id);
  if (!customer) return { customer: null, errors: fail(ctx, errorCodes.ACCOUNT_LOGIN_REQUIRED).errors };
  const parsed = parseProfile(ctx.store.country, input);
  if (!parsed.success) return { customer: toCustomer(customer), errors: validationErrors(ctx, parsed, 'input.') };
  const [row] = await ctx.db
    .update(customers)
    .set({ ...parsed.data, updatedAt: new Date() })
    .where(eq(customers.id, customer.id))
    .returning();
  return { customer: toCustomer(must(row, 'the customer row was just read')), errors: [] };
}

/** The password check of the account area's sensitive operations, throttled like a login. */
async function confirmPassword(call: Call, customer: CustomerRow, password: string | null | undefined): Promise<ErrorItem[]> {
  const { ctx } = call;
  const keys = loginKeys(call, customer.email);
  if (!(await guardCheck(ctx.db, 'login', keys)).ok) return fail(ctx, errorCodes.LOGIN_TOO_MANY_ATTEMPTS).errors;
  if (!(await passwordMatches(customer.passwordHash, password ?? ''))) {
    await guardFailure(ctx.db, 'login', keys);
    return fail(ctx, errorCodes.ACCOUNT_WRONG_PASSWORD, 'password').errors;
  }
  await guardSuccess(ctx.db, 'login', keys);
  return [];
}

export type ChangeEmailInput = { email?: string | null; emailConfirmation?: string | null; password?: string | null };

/** The e-mail the customer logs in with; the other sessions end (they knew the old login). */
export async function changeAccountEmail(call: Call, input: ChangeEmailInput): Promise<StatusResult> {
  const { ctx, browser } = call;
  const customer = await customerRowOf(ctx.db, browser.session, ctx.store.id);
  if (!customer) return fail(ctx, errorCodes.ACCOUNT_LOGIN_REQUIRED);
  const pair = emailPair.safeParse({ email: input.email ?? '', confirmEmail: input.emailConfirmation ?? '' });
  if (!pair.success)
    return refused(
      validationErrors(ctx, pair).map((e) => ({
        ...e,
        referencedRequestParameter: e.referencedRequestParameter === 'confirmEmail' ? 'emailConfirmation' : e.referencedRequestParameter,
      })),
    );
  const wrong = await confirmPassword(call, customer, input.password);
  if (wrong.length) return refused(wrong);
  const email = normaliseEmail(pair.data.email);
  if (email === customer.email) return ok();
  if (await customerByEmail(ctx.db, ctx.store.id, email)) return fail(ctx, errorCodes.ACCOUNT_USER_EXISTS, 'email');
  const changed = await ctx.db
    .update(customers)
    .set({ email, updatedAt: new Date() })
    .where(eq(customers.id, customer.id))
    .returning({ id: customers.id })
    .catch(() => []);
  if (!changed.length) return fail(ctx, errorCodes.ACCOUNT_USER_EXISTS, 'email');
  await endAllSessions(ctx.db, customer.id, browser.session?.idHash);
  return ok();
}

/** What a deleted account keeps: its id (orders point at it), its store and when it was made. */
export function anonymised(id: number) {
  return {
    email: `deleted-${id}@account.invalid`,
    passwordHash: null,
    firstName: '',
    lastName: '',
    invoiceEmail: null,
    phoneCountry: null,
    phoneNumber: null,
    customerType: 'PRIVATE' as const,
    companyName: null,
    vatNumber: null,
    chamberOfCommerce: null,
    sdiCode: null,
    pecAddress: null,
    street: null,
    houseNumber: null,
    suffix: null,
    postCode: null,
    city: null,
    administrativeArea: null,
    countryCode: null,
    subscribed: false,
  };
}

export async function deleteAccount(call: Call, input: { password?: string | null; confirm: boolean }): Promise<StatusOutcome> {
  const { ctx, browser } = call;
  const customer = await customerRowOf(ctx.db, browser.session, ctx.store.id);
  if (!customer) return fail(ctx, errorCodes.ACCOUNT_LOGIN_REQUIRED);
  if (!input.confirm) return refused([errorItem(ctx.locale, errorCodes.VALIDATION, 'confirm')]);
  const wrong = await confirmPassword(call, customer, input.password);
  if (wrong.length) return refused(wrong);
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({ ...anonymised(customer.id), updatedAt: now, deletedAt: now })
      .where(eq(customers.id, customer.id));
    await tx.delete(addressBookEntries).where(eq(addressBookEntries.customerId, customer.id));
    await tx.delete(passwordResets).where(eq(passwordResets.customerId, customer.id));
    await tx
      .delete(accountRequests)
      .where(or(eq(accountRequests.customerId, customer.id), and(eq(accountRequests.storeId, customer.storeId), eq(accountRequests.email, customer.email))));
    await endAllSessions(tx, customer.id);
  });
  return { ...ok(), cookies: await loggedOut(call) };
}
