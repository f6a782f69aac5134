// Creating an account from the registration form; the new customer is logged in. (At order time,
// §6, an account is asked for by e-mail instead: account-on-order.ts.)
import { z } from 'zod';
import { email as emailRule, firstName, lastName } from '../../../common/rules/schemas.ts';
import { verifyCaptcha } from '../captcha/index.ts';
import { fail, ok, passwordErrors, refused, REGISTER_PASSWORD } from './errors.ts';
import { errorCodes, validationErrors } from '../../errors.ts';
import { isLoggedIn, logIn, type Call, type StatusOutcome } from './login.ts';
import { hashPassword } from './passwords.ts';
import { customerByEmail, normaliseEmail } from './service.ts';
import { customers } from './tables.ts';

export type RegisterInput = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  emailConfirmation?: string | null;
  password?: string | null;
  passwordConfirmation?: string | null;
  subscribed?: boolean | null;
};

const registerForm = z
  .object({
    firstName,
    lastName,
    email: emailRule,
    emailConfirmation: z.string({ error: 'validation.emailConfirmRequired' }).trim().min(1, { error: 'validation.emailConfirmRequired' }),
  })
  .refine((f) => f.email.toLowerCase() === f.emailConfirmation.toLowerCase(), { error: 'validation.emailMismatch', path: ['emailConfirmation'] });

type NewCustomer = Omit<typeof customers.$inferInsert, 'id' | 'passwordHash' | 'storeId' | 'createdAt' | 'updatedAt' | 'deletedAt'>;

/** Inserts the account; null when the e-mail already has one on the store (the unique index decides races). */
async function insertCustomer(call: Call, data: NewCustomer, password: string): Promise<number | null> {
  const { db, store } = call.ctx;
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(customers)
    .values({ ...data, email: normaliseEmail(data.email), storeId: store.id, passwordHash })
    .onConflictDoNothing()
    .returning({ id: customers.id });
  return row?.id ?? null;
}

export async function createAccount(call: Call, input: RegisterInput, captchaToken: string | null | undefined): Promise<StatusOutcome> {
  const { ctx } = call;
  if (await isLoggedIn(call)) return fail(ctx, errorCodes.ACCOUNT_ALREADY_LOGGED_IN);
  const form = registerForm.safeParse(input);
  const errors = [
    ...validationErrors(ctx, form, 'input.'),
    ...passwordErrors(ctx, input.password, input.passwordConfirmation, REGISTER_PASSWORD, {
      password: 'input.password',
      confirmation: 'input.passwordConfirmation',
    }),
  ];
  if (errors.length || !form.success) return refused(errors);
  if (!(await verifyCaptcha(ctx.db, captchaToken))) return fail(ctx, errorCodes.LOGIN_CAPTCHA_FAILED, 'captchaToken');
  if (await customerByEmail(ctx.db, ctx.store.id, form.data.email)) return fail(ctx, errorCodes.ACCOUNT_USER_EXISTS, 'input.email');
  const id = await insertCustomer(
    call,
    {
      firstName: form.data.firstName,
      lastName: form.data.lastName,
      email: form.data.email,
      subscribed: !!input.subscribed,
    },
    input.password!,
  );
  if (id === null) return fail(ctx, errorCodes.ACCOUNT_USER_EXISTS, 'input.email');
  return { ...ok(), cookies: await logIn(call, id) };
}
