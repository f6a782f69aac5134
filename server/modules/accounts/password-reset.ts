// Changing a password (logged in, knowing the current one) and recovering it by e-mail (a
// single-use link that expires after 60 minutes). Either way every other session of the account
// ends: whoever held the old password or a stolen session is out.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { config } from '../../config.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { Db } from '../../db/client.ts';
import { buildPath } from '../../../common/paths.ts';
import { email as emailRule } from '../../../common/rules/schemas.ts';
import { verifyCaptcha } from '../captcha/index.ts';
import { guardCheck, guardFailure, guardSuccess } from '../guard/index.ts';
import { queueEmail, SEND_EMAILS_JOB } from '../notifications/index.ts';
import { CHANGE_PASSWORD, fail, ok, passwordErrors, refused, type StatusResult } from './errors.ts';
import { errorCodes } from '../../errors.ts';
import { passwordResetEmail } from './emails.ts';
import { isLoggedIn, loginKeys, type Call, type StatusOutcome } from './login.ts';
import { hashPassword, passwordMatches } from './passwords.ts';
import { customerByEmail, customerRowOf, normaliseEmail } from './service.ts';
import { endAllSessions, startSession } from './sessions.ts';
import { customers, passwordResets } from './tables.ts';

export const RESET_VALID_MINUTES = 60;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores the new password, ends the account's sessions and voids its open reset links, at once. */
async function replacePassword(db: Db, customerId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash, updatedAt: new Date() }).where(eq(customers.id, customerId));
    await endAllSessions(tx, customerId);
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.customerId, customerId), isNull(passwordResets.usedAt)));
  });
}

export type ChangePasswordInput = {
  currentPassword?: string | null;
  newPassword?: string | null;
  newPasswordConfirmation?: string | null;
  captchaToken?: string | null;
};

/** The logged-in customer's new password; this browser stays logged in with a new session id. */
export async function changePassword(call: Call, input: ChangePasswordInput): Promise<StatusOutcome> {
  const { ctx, browser } = call;
  const customer = await customerRowOf(ctx.db, browser.session, ctx.store.id);
  if (!customer) return fail(ctx, errorCodes.CHANGE_PASSWORD_NOT_LOGGED_IN);
  const errors = passwordErrors(ctx, input.newPassword, input.newPasswordConfirmation, CHANGE_PASSWORD, {
    password: 'newPassword',
    confirmation: 'newPasswordConfirmation',
  });
  if (errors.length) return refused(errors);
  if (!(await verifyCaptcha(ctx.db, input.captchaToken))) return fail(ctx, errorCodes.CHANGE_PASSWORD_CAPTCHA_FAILED, 'captchaToken');
  // Guessing the current password from a borrowed session counts like guessing it at login.
  const keys = loginKeys(call, customer.email);
  if (!(await guardCheck(ctx.db, 'login', keys)).ok) return fail(ctx, errorCodes.LOGIN_TOO_MANY_ATTEMPTS);
  if (!(await passwordMatches(customer.passwordHash, input.currentPassword ?? ''))) {
    await guardFailure(ctx.db, 'login', keys);
    return fail(ctx, errorCodes.CHANGE_PASSWORD_WRONG_CURRENT, 'currentPassword');
  }
  await guardSuccess(ctx.db, 'login', keys);
  await replacePassword(ctx.db, customer.id, input.newPassword!);
  const { cookies } = await startSession(ctx.db, browser.sessionToken, customer.id);
  return { ...ok(), cookies };
}

/**
 * E-mails a reset link when the address has an account; the answer is the same either way.
 * Every request counts against the e-mail and the client (guard scope 'password-reset'), so the
 * form cannot flood a mailbox; over the limit it answers "could not send, try later" (1302).
 */
export async function forgotPassword(call: Call, email: string, captchaToken: string | null | undefined): Promise<StatusResult> {
  const { ctx } = call;
  if (await isLoggedIn(call)) return fail(ctx, errorCodes.FORGOT_PASSWORD_ALREADY_LOGGED_IN);
  if (!emailRule.safeParse(email).success) return fail(ctx, errorCodes.FORGOT_PASSWORD_INVALID_EMAIL, 'email');
  if (!(await verifyCaptcha(ctx.db, captchaToken))) return fail(ctx, errorCodes.FORGOT_PASSWORD_CAPTCHA_FAILED, 'captchaToken');
  const keys = { card: `${ctx.store.id}:${normaliseEmail(email)}`, clients: call.browser.clientKeys };
  if (!(await guardCheck(ctx.db, 'password-reset', keys)).ok) return fail(ctx, errorCodes.FORGOT_PASSWORD_EMAIL_NOT_SENT);
  await guardFailure(ctx.db, 'password-reset', keys);
  const customer = await customerByEmail(ctx.db, ctx.store.id, email);
  if (customer) await sendResetLink(call, customer);
  // Queued either way, so a known e-mail does not answer measurably later than an unknown one.
  await enqueue(ctx.db, SEND_EMAILS_JOB, {});
  return ok();
}

async function sendResetLink(call: Call, customer: { id: number; email: string; firstName: string }): Promise<void> {
  const { ctx } = call;
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const resetUrl = `${config.publicUrl}${buildPath(ctx.store, 'newPassword', {}, ctx.locale)}?token=${token}`;
  const mail = passwordResetEmail(ctx.locale, { firstName: customer.firstName, resetUrl, validMinutes: RESET_VALID_MINUTES });
  await ctx.db.transaction(async (tx) => {
    // Old, spent links of the account go; the table holds only what could still matter.
    await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.customerId, customer.id), or(lt(passwordResets.expiresAt, now), isNotNull(passwordResets.usedAt))));
    await tx
      .insert(passwordResets)
      .values({ tokenHash: tokenHash(token), customerId: customer.id, createdAt: now, expiresAt: new Date(now.getTime() + RESET_VALID_MINUTES * 60_000) });
    await queueEmail(tx, { kind: 'password-reset', to: customer.email, ...mail });
  });
}

export type ResetPasswordInput = { token?: string | null; password?: string | null; passwordConfirmation?: string | null };

/** The new password chosen through the e-mailed link; the link is spent, every session ends. */
export async function resetPassword(call: Call, input: ResetPasswordInput): Promise<StatusResult> {
  const { ctx } = call;
  const hash = input.token && input.token.length <= 128 ? tokenHash(input.token) : null;
  const live = (h: string) => and(eq(passwordResets.tokenHash, h), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date()));
  const [reset] = hash ? await ctx.db.select().from(passwordResets).where(live(hash)) : [];
  if (!reset) return fail(ctx, errorCodes.FORGOT_PASSWORD_TOKEN_INVALID, 'token');
  const errors = passwordErrors(ctx, input.password, input.passwordConfirmation, CHANGE_PASSWORD, {
    password: 'password',
    confirmation: 'passwordConfirmation',
  });
  if (errors.length) return refused(errors);
  // Spending the link is the lock: of two uses at once, one updates the row and the other finds it used.
  const spent = await ctx.db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(live(reset.tokenHash))
    .returning({ customerId: passwordResets.customerId });
  if (!spent.length) return fail(ctx, errorCodes.FORGOT_PASSWORD_TOKEN_INVALID, 'token');
  await replacePassword(ctx.db, reset.customerId, input.password!);
  return ok();
}

/** Deletes reset links that expired a day ago or more (the nightly job). */
export async function sweepResets(db: Db, now = new Date()): Promise<void> {
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, new Date(now.getTime() - 24 * 3600 * 1000)));
}
