// Who is this e-mail, logging in and out (§4 identify and login, §6). A login needs the human
// check and is throttled per account and per client (guard scope 'login'); a throttled attempt
// is refused before the password is looked at.
import type { GraphQLContext } from '../../graphql/builder.ts';
import type { RequestContext } from '../../context.ts';
import { BASKET_COOKIE, basketCookie, queueCookie, readCookie, rememberBasket } from '../../graphql/cookies.ts';
import { email as emailRule } from '../../../common/rules/schemas.ts';
import { verifyCaptcha } from '../captcha/service.ts';
import { clientKeys, guardCheck, guardFailure, guardSuccess, type GuardKeys } from '../guard/service.ts';
import { adoptBasket } from '../orders/customer-orders.ts';
import { errorCodes, fail, fieldError, ok, refused, type StatusResult } from './errors.ts';
import { passwordMatches } from './passwords.ts';
import { customerByEmail, customerOf, normaliseEmail } from './service.ts';
import { endSession, startSession } from './sessions.ts';

/** An account operation runs with the storefront's context and the HTTP facts of its request. */
export type Call = { ctx: RequestContext; gql: GraphQLContext };

export async function isLoggedIn(call: Call): Promise<boolean> {
  return (await customerOf(call.ctx.db, call.gql.request, call.ctx.store.id)) !== null;
}

/** The account's keys for the guard: the e-mail on this store, and the client's keys. */
export function loginKeys(call: Call, email: string): GuardKeys {
  return { card: `${call.ctx.store.id}:${normaliseEmail(email)}`, clients: clientKeys(call.gql) };
}

/**
 * Does an account exist for this e-mail (the identify step)? It needs the human check, and each
 * check counts towards the client's cap of login attempts, so lists of addresses cannot be tested fast.
 */
export async function checkUserExist(call: Call, email: string, captchaToken: string | null | undefined): Promise<StatusResult> {
  const { ctx } = call;
  if (!emailRule.safeParse(email).success) return fail(ctx, errorCodes.LOGIN_INVALID_EMAIL, 'email');
  if (!(await verifyCaptcha(ctx.db, captchaToken))) return fail(ctx, errorCodes.LOGIN_CAPTCHA_FAILED, 'captchaToken');
  const keys = { clients: clientKeys(call.gql) };
  if (!(await guardCheck(ctx.db, 'login', keys)).ok) return fail(ctx, errorCodes.LOGIN_TOO_MANY_ATTEMPTS);
  await guardSuccess(ctx.db, 'login', keys);
  return { status: (await customerByEmail(ctx.db, ctx.store.id, email)) !== null, errors: [] };
}

export type LoginInput = { email: string; password: string; captchaToken?: string | null };

export async function userLogin(call: Call, input: LoginInput): Promise<StatusResult> {
  const { ctx } = call;
  if (await isLoggedIn(call)) return fail(ctx, errorCodes.LOGIN_ALREADY_LOGGED_IN);
  if (!emailRule.safeParse(input.email).success) return fail(ctx, errorCodes.LOGIN_INVALID_EMAIL, 'email');
  if (!input.password) return refused([fieldError(ctx, 'validation.passwordRequired', 'password')]);
  if (!(await verifyCaptcha(ctx.db, input.captchaToken))) return fail(ctx, errorCodes.LOGIN_CAPTCHA_FAILED, 'captchaToken');
  const keys = loginKeys(call, input.email);
  if (!(await guardCheck(ctx.db, 'login', keys)).ok) return fail(ctx, errorCodes.LOGIN_TOO_MANY_ATTEMPTS);
  const customer = await customerByEmail(ctx.db, ctx.store.id, input.email);
  // Verified even without an account (against a decoy), so both answers take as long.
  const matches = await passwordMatches(customer?.passwordHash, input.password);
  if (!customer || !matches) {
    await guardFailure(ctx.db, 'login', keys);
    return customer ? fail(ctx, errorCodes.LOGIN_WRONG_CREDENTIALS, 'password') : fail(ctx, errorCodes.LOGIN_UNKNOWN_EMAIL, 'email');
  }
  await guardSuccess(ctx.db, 'login', keys);
  await logIn(call, customer.id);
  return ok();
}

/**
 * Starts a new session for the customer and carries the browser's guest basket into the
 * account (orders.adoptBasket); the basket cookie then names the account's basket.
 */
export async function logIn(call: Call, customerId: number, basketUuid?: string | null): Promise<void> {
  const { db, store } = call.ctx;
  await startSession(db, call.gql.request, customerId);
  const guest = basketUuid ?? readCookie(call.gql.request, BASKET_COOKIE);
  const basket = await adoptBasket(db, store.id, guest, customerId);
  rememberBasket(call.gql.request, basket);
}

/** Ends the session; the basket cookie goes too, so the next visitor of this browser starts empty. */
export async function userLogout(call: Call): Promise<StatusResult> {
  const { request } = call.gql;
  await endSession(call.ctx.db, request);
  if (readCookie(request, BASKET_COOKIE)) queueCookie(request, basketCookie(null, new URL(request.url).protocol === 'https:'));
  return ok();
}
