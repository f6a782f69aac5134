// Creating an account: from the registration form, or at order time from the basket's billing
// details (§6 "create an account at order time"). Either way the new customer is logged in.
import { z } from 'zod';
import { email as emailRule, firstName, lastName } from '../../../common/rules/schemas.ts';
import { verifyCaptcha } from '../captcha/service.ts';
import { findBasket, orderByUuid } from '../orders/basket.ts';
import { claimBasket } from '../orders/customer-orders.ts';
import { errorCodes, fail, fieldErrors, ok, passwordErrors, refused, REGISTER_PASSWORD } from './errors.ts';
import { isLoggedIn, logIn, type Call, type StatusOutcome } from './login.ts';
import { hashPassword } from './passwords.ts';
import { customerByEmail, normaliseEmail } from './service.ts';
import { customers } from './tables.ts';

export type RegisterInput = {
  firstName?: string | null; lastName?: string | null; email?: string | null; emailConfirmation?: string | null;
  password?: string | null; passwordConfirmation?: string | null; subscribed?: boolean | null;
};

const registerForm = z.object({ firstName, lastName, email: emailRule, emailConfirmation: z.string({ error: 'validation.emailConfirmRequired' }).trim().min(1, { error: 'validation.emailConfirmRequired' }) })
  .refine((f) => f.email.toLowerCase() === f.emailConfirmation.toLowerCase(), { error: 'validation.emailMismatch', path: ['emailConfirmation'] });

type NewCustomer = Omit<typeof customers.$inferInsert, 'id' | 'passwordHash' | 'storeId' | 'createdAt' | 'updatedAt' | 'deletedAt'>;

/** Inserts the account; null when the e-mail already has one on the store (the unique index decides races). */
async function insertCustomer(call: Call, data: NewCustomer, password: string): Promise<number | null> {
  const { db, store } = call.ctx;
  const passwordHash = await hashPassword(password);
  const [row] = await db.insert(customers)
    .values({ ...data, email: normaliseEmail(data.email), storeId: store.id, passwordHash })
    .onConflictDoNothing().returning({ id: customers.id });
  return row?.id ?? null;
}

export async function createAccount(call: Call, input: RegisterInput, captchaToken: string | null | undefined): Promise<StatusOutcome> {
  const { ctx } = call;
  if (await isLoggedIn(call)) return fail(ctx, errorCodes.ACCOUNT_ALREADY_LOGGED_IN);
  const form = registerForm.safeParse(input);
  const errors = [
    ...fieldErrors(ctx, form, 'input.'),
    ...passwordErrors(ctx, input.password, input.passwordConfirmation, REGISTER_PASSWORD, { password: 'input.password', confirmation: 'input.passwordConfirmation' }),
  ];
  if (errors.length || !form.success) return refused(errors);
  if (!(await verifyCaptcha(ctx.db, captchaToken))) return fail(ctx, errorCodes.LOGIN_CAPTCHA_FAILED, 'captchaToken');
  if (await customerByEmail(ctx.db, ctx.store.id, form.data.email)) return fail(ctx, errorCodes.ACCOUNT_USER_EXISTS, 'input.email');
  const id = await insertCustomer(call, {
    firstName: form.data.firstName, lastName: form.data.lastName, email: form.data.email, subscribed: !!input.subscribed,
  }, input.password!);
  if (id === null) return fail(ctx, errorCodes.ACCOUNT_USER_EXISTS, 'input.email');
  return { ...ok(), cookies: await logIn(call, id) };
}

export type OrderAccountInput = { orderUuid?: string | null; password?: string | null; passwordConfirmation?: string | null; subscribed?: boolean | null };

/**
 * An account from the details given in checkout step 1 (the basket's billing details), or from a
 * guest order just placed. The basket (or order) then belongs to the new account.
 */
export async function createAccountOnOrder(call: Call, input: OrderAccountInput): Promise<StatusOutcome> {
  const { ctx } = call;
  if (await isLoggedIn(call)) return fail(ctx, errorCodes.ACCOUNT_ALREADY_LOGGED_IN);
  const uuid = input.orderUuid || call.browser.basketUuid;
  const order = (await findBasket(ctx, uuid)) ?? (input.orderUuid ? await orderByUuid(ctx, input.orderUuid) : null);
  if (!order || order.customerId !== null) return fail(ctx, errorCodes.NOT_FOUND, 'orderUuid');
  const billing = order.billing as (NonNullable<typeof order.billing> & { sdiCode?: string | null; pecAddress?: string | null }) | null;
  if (!billing?.email) return fail(ctx, errorCodes.ACCOUNT_CREATION_FAILED, 'orderUuid');
  const errors = passwordErrors(ctx, input.password, input.passwordConfirmation, REGISTER_PASSWORD, { password: 'password', confirmation: 'passwordConfirmation' });
  if (errors.length) return refused(errors);
  if (await customerByEmail(ctx.db, ctx.store.id, billing.email)) return fail(ctx, errorCodes.ACCOUNT_USER_EXISTS, 'email');
  const id = await insertCustomer(call, {
    firstName: billing.firstName, lastName: billing.lastName, email: billing.email, invoiceEmail: billing.invoiceEmail,
    phoneCountry: billing.phoneCountry, phoneNumber: billing.phoneNumber, customerType: billing.customerType,
    companyName: billing.companyName, vatNumber: billing.vatNumber, chamberOfCommerce: billing.kvkNumber,
    sdiCode: billing.sdiCode ?? null, pecAddress: billing.pecAddress ?? null, subscribed: !!input.subscribed,
  }, input.password!);
  if (id === null) return fail(ctx, errorCodes.ACCOUNT_USER_EXISTS, 'email');
  if (order.status === 'basket') return { ...ok(), cookies: await logIn(call, id, order.uuid) };
  const cookies = await logIn(call, id, null);
  await claimBasket(ctx.db, order.id, id);
  return { ...ok(), cookies };
}
