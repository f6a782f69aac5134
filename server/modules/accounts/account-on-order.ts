// "Create an account with this order" (§6, issue 12). Asking tells nothing about the e-mail:
// whether or not the billing e-mail has an account, the answer is the same, no cookie is set and
// the password is hashed all the same; nobody is logged in. What happened is told to the mailbox:
// for an unknown e-mail a link that makes the account with the password chosen at checkout (kept
// only as its argon2id hash) and logs in; for a known one a note to its owner, with a link that
// joins the order to the account once they are logged in. Asking needs the human check and
// counts in the guard scope 'account-creation', per e-mail and per client, every request.
// Why: docs/decisions/015-accounts.md.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { buildPath } from '../../../common/paths.ts';
import { verifyCaptcha } from '../captcha/index.ts';
import { guardCheck } from '../guard/index.ts';
import { queueEmail, SEND_EMAILS_JOB } from '../notifications/index.ts';
import { findBasket, orderByUuid, type Order, claimBasket } from '../orders/index.ts';
import { fail, ok, passwordErrors, refused, REGISTER_PASSWORD, type StatusResult } from './errors.ts';
import { errorCodes, type ErrorItem } from '../../errors.ts';
import { isLoggedIn, logIn, type Call, type StatusOutcome } from './login.ts';
import { accountExistsEmail, confirmAccountEmail } from './order-account-emails.ts';
import { hashPassword } from './passwords.ts';
import { customerByEmail, customerOf, normaliseEmail } from './service.ts';
import { accountRequests, customers, type AccountRequestProfile } from './tables.ts';

export const ACCOUNT_LINK_VALID_HOURS = 24;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export type OrderAccountInput = {
  orderUuid?: string | null;
  password?: string | null;
  passwordConfirmation?: string | null;
  subscribed?: boolean | null;
  captchaToken?: string | null;
};

type Billing = NonNullable<Order['billing']>;

/** The basket of the browser (or the one named), else the guest order just placed that is named. */
async function orderOf(call: Call, orderUuid: string | null | undefined): Promise<Order | null> {
  const { ctx } = call;
  return (await findBasket(ctx, orderUuid || call.browser.basketUuid)) ?? (orderUuid ? await orderByUuid(ctx, orderUuid) : null);
}

function profileOf(billing: Billing, subscribed: boolean): AccountRequestProfile {
  return {
    firstName: billing.firstName,
    lastName: billing.lastName,
    invoiceEmail: billing.invoiceEmail ?? null,
    phoneCountry: billing.phoneCountry ?? null,
    phoneNumber: billing.phoneNumber ?? null,
    customerType: billing.customerType ?? 'PRIVATE',
    companyName: billing.companyName ?? null,
    vatNumber: billing.vatNumber ?? null,
    chamberOfCommerce: billing.kvkNumber ?? null,
    sdiCode: billing.sdiCode ?? null,
    pecAddress: billing.pecAddress ?? null,
    subscribed,
  };
}

/**
 * Asks for an account for the buyer of this basket (its billing details, saved by checkout step 1)
 * or of a guest order just placed. Refusals are about the request, never about the e-mail:
 * logged in (1002), no basket (9003), the password rules (1003, 1004, 9004), the human check
 * (1102), too many requests for this e-mail or client (1302, "could not send the e-mail").
 */
export async function createAccountOnOrder(call: Call, input: OrderAccountInput): Promise<StatusResult> {
  const { ctx } = call;
  if (await isLoggedIn(call)) return fail(ctx, errorCodes.ACCOUNT_ALREADY_LOGGED_IN);
  const order = await orderOf(call, input.orderUuid);
  if (!order || order.customerId !== null) return fail(ctx, errorCodes.NOT_FOUND, 'orderUuid');
  const billing = order.billing as Billing | null;
  if (!billing?.email) return fail(ctx, errorCodes.ACCOUNT_CREATION_FAILED, 'orderUuid');
  const errors = passwordErrors(ctx, input.password, input.passwordConfirmation, REGISTER_PASSWORD, {
    password: 'password',
    confirmation: 'passwordConfirmation',
  });
  if (errors.length) return refused(errors);
  if (!(await verifyCaptcha(ctx.db, input.captchaToken))) return fail(ctx, errorCodes.LOGIN_CAPTCHA_FAILED, 'captchaToken');
  const email = normaliseEmail(billing.email);
  // Every request counts (no guardSuccess): three e-mails an hour reach one mailbox at most.
  if (!(await guardCheck(ctx.db, 'account-creation', { card: `${ctx.store.id}:${email}`, clients: call.browser.clientKeys })).ok) {
    return fail(ctx, errorCodes.FORGOT_PASSWORD_EMAIL_NOT_SENT);
  }
  // Hashed whether or not it will be kept, so a known e-mail does not answer measurably sooner.
  const passwordHash = await hashPassword(input.password!);
  const owner = await customerByEmail(ctx.db, ctx.store.id, email);
  await requestAccount(
    call,
    {
      email,
      orderUuid: order.uuid,
      owner,
      ...(owner ? {} : { passwordHash, profile: profileOf(billing, !!input.subscribed) }),
    },
    owner?.firstName ?? billing.firstName,
  );
  // Queued either way: the send job's start costs the same for both answers.
  await enqueue(ctx.db, SEND_EMAILS_JOB, {});
  return ok();
}

type NewRequest = {
  email: string;
  orderUuid: string;
  owner: { id: number } | null;
  passwordHash?: string;
  profile?: AccountRequestProfile;
};

/** Stores the request (its link's hash) and queues its e-mail, in one transaction. */
async function requestAccount(call: Call, r: NewRequest, firstName: string | null): Promise<void> {
  const { ctx } = call;
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const link = `${config.publicUrl}${buildPath(ctx.store, 'accountConfirm', {}, ctx.locale)}?token=${token}`;
  const mail = r.owner
    ? accountExistsEmail(ctx.locale, {
        firstName,
        joinUrl: link,
        forgotUrl: `${config.publicUrl}${buildPath(ctx.store, 'forgotPassword', {}, ctx.locale)}`,
        validHours: ACCOUNT_LINK_VALID_HOURS,
      })
    : confirmAccountEmail(ctx.locale, { firstName, confirmUrl: link, validHours: ACCOUNT_LINK_VALID_HOURS });
  await ctx.db.transaction(async (tx) => {
    // The e-mail's spent and expired links go; the table holds only what could still matter.
    const mine = and(eq(accountRequests.storeId, ctx.store.id), eq(accountRequests.email, r.email));
    await tx.delete(accountRequests).where(and(mine, or(lt(accountRequests.expiresAt, now), isNotNull(accountRequests.usedAt))));
    await tx.insert(accountRequests).values({
      tokenHash: tokenHash(token),
      storeId: ctx.store.id,
      email: r.email,
      customerId: r.owner?.id ?? null,
      passwordHash: r.passwordHash ?? null,
      profile: r.profile ?? null,
      orderUuid: r.orderUuid,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ACCOUNT_LINK_VALID_HOURS * 3600_000),
    });
    await queueEmail(tx, { kind: r.owner ? 'account-exists' : 'account-confirm', to: r.email, ...mail });
  });
}

type AccountRequest = typeof accountRequests.$inferSelect;

const live = (storeId: number, hash: string) =>
  and(eq(accountRequests.tokenHash, hash), eq(accountRequests.storeId, storeId), isNull(accountRequests.usedAt), gt(accountRequests.expiresAt, new Date()));

async function liveRequest(call: Call, token: string | null | undefined): Promise<AccountRequest | null> {
  if (!token || token.length > 128) return null;
  const [row] = await call.ctx.db
    .select()
    .from(accountRequests)
    .where(live(call.ctx.store.id, tokenHash(token)));
  return row ?? null;
}

/** Spending the link is the lock: of two uses at once, one updates the row and the other finds it used. */
async function spend(db: Pick<Db, 'update'>, storeId: number, hash: string): Promise<boolean> {
  const spent = await db.update(accountRequests).set({ usedAt: new Date() }).where(live(storeId, hash)).returning({ tokenHash: accountRequests.tokenHash });
  return spent.length === 1;
}

export type AccountLinkKind = 'NEW_ACCOUNT' | 'EXISTING_ACCOUNT';
export type AccountLinkResult = { kind: AccountLinkKind | null; email: string | null; errors: ErrorItem[] };

/** What an e-mailed link is for (its page says so); an unknown, used or expired link is 9003. */
export async function accountLink(call: Call, token: string | null | undefined): Promise<AccountLinkResult> {
  const request = await liveRequest(call, token);
  if (!request) return { kind: null, email: null, errors: fail(call.ctx, errorCodes.NOT_FOUND, 'token').errors };
  return { kind: request.customerId === null ? 'NEW_ACCOUNT' : 'EXISTING_ACCOUNT', email: request.email, errors: [] };
}

/**
 * Follows the e-mailed link. For an unknown e-mail it makes the account (1001 if one was made
 * meanwhile), logs in and joins the order to it; for a known one the owner must be logged in
 * (1401) and the order joins the account. The link works once (9003 after).
 */
export async function confirmAccountOnOrder(call: Call, token: string | null | undefined): Promise<StatusOutcome> {
  const { ctx } = call;
  const request = await liveRequest(call, token);
  if (!request) return fail(ctx, errorCodes.NOT_FOUND, 'token');
  const current = await customerOf(ctx.db, call.browser.session, ctx.store.id);
  if (request.customerId !== null) {
    if (current?.id !== request.customerId) return fail(ctx, errorCodes.ACCOUNT_LOGIN_REQUIRED);
    if (!(await spend(ctx.db, ctx.store.id, request.tokenHash))) return fail(ctx, errorCodes.NOT_FOUND, 'token');
    const order = await orderByUuid(ctx, request.orderUuid);
    if (order) await claimBasket(ctx.db, order.id, current.id);
    return ok();
  }
  if (current) return fail(ctx, errorCodes.ACCOUNT_ALREADY_LOGGED_IN);
  const made = await makeAccount(call, request);
  if (made === 'spent') return fail(ctx, errorCodes.NOT_FOUND, 'token');
  if (made === 'exists') return fail(ctx, errorCodes.ACCOUNT_USER_EXISTS);
  const order = await orderByUuid(ctx, request.orderUuid);
  // A basket still open becomes the account's basket here; a placed order joins its history.
  if (order?.status === 'basket' && order.customerId === null) return { ...ok(), cookies: await logIn(call, made, order.uuid) };
  const cookies = await logIn(call, made);
  if (order) await claimBasket(ctx.db, order.id, made);
  return { ...ok(), cookies };
}

/** Spends the link and inserts the account, at once; the unique index decides a race with registration. */
async function makeAccount(call: Call, request: AccountRequest): Promise<number | 'spent' | 'exists'> {
  const { db, store } = call.ctx;
  const profile = request.profile;
  if (!profile || !request.passwordHash) return 'spent';
  return db.transaction(async (tx) => {
    if (!(await spend(tx, store.id, request.tokenHash))) return 'spent';
    const { subscribed, ...details } = profile;
    const [row] = await tx
      .insert(customers)
      .values({ ...details, subscribed, email: request.email, storeId: store.id, passwordHash: request.passwordHash })
      .onConflictDoNothing()
      .returning({ id: customers.id });
    if (!row) return 'exists';
    // The e-mail's other open links would only make the same account again: they are spent too.
    await tx
      .update(accountRequests)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(accountRequests.storeId, store.id),
          eq(accountRequests.email, request.email),
          isNull(accountRequests.customerId),
          isNull(accountRequests.usedAt),
        ),
      );
    return row.id;
  });
}

/** Deletes links that expired a day ago or more (the nightly job). */
export async function sweepAccountRequests(db: Db, now = new Date()): Promise<void> {
  await db.delete(accountRequests).where(lt(accountRequests.expiresAt, new Date(now.getTime() - 24 * 3600 * 1000)));
}
