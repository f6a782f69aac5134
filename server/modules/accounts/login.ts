// Who is this e-mail, logging in and out (§4 identify and login, §6). A login needs the human
// check and is throttled per account and per client (guard scope 'login'); a throttled attempt
// is refused before the password is looked at.
import type { RequestContext } from '../../context.ts';
import type { CookieIntents } from '../../http/cookie-intents.ts';
import { email as emailRule } from '../../../common/rules/schemas.ts';
import { verifyCaptcha } from '../captcha/index.ts';
import { guardCheck, guardFailure, guardSuccess, type GuardKeys } from '../guard/index.ts';
import { adoptBasket } from '../orders/index.ts';
import { fail, ok, refused, type StatusResult } from './errors.ts';
import { errorCodes, fieldError } from '../../errors.ts';
import { passwordMatches } from './passwords.ts';
import { customerByEmail, customerOf, normaliseEmail } from './service.ts';
import { endSession, startSession, type Session } from './sessions.ts';

/**
 * The browser as its transport read it (graphql-types.ts withCall): the session its cookie names
 * (looked up), the cookie values themselves, and its keys for the guard. No HTTP in here.
 */
export type Browser = { session: Session | null; sessionToken: string | null; basketUuid: string | null; clientKeys: string[] };

/** An account operation runs with the storefront's context and what the browser presented. */
export type Call = { ctx: RequestContext; browser: Browser };

/** A status answer, with what the transport must do with the browser's cookies. */
export type StatusOutcome = StatusResult & { cookies?: CookieIntents };

export async function isLoggedIn(call: Call): Promise<boolean> {
  return (await customerOf(call.ctx.db, call.browser.session, call.ctx.store.id)) !== null;
}

/** The account's keys for the guard: the e-mail on this store, and the client's keys. */
export function loginKeys(call: Call, email: string): GuardKeys {
  return { card: `${call.ctx.store.id}:${normaliseEmail(email)}`, clients: call.browser.clientKeys };
}

/**
 * Does an account exist for this e-mail (the identify step)? It needs the human check, and each
 * check counts towards the client's cap of login attempts, so lists of addresses cannot be tested fast.
 */
export async function checkUserExist(call: Call, email: string, captchaToken: string | null | undefined): Promise<StatusResult> {
  const { ctx } = call;
  if (!emailRule.safeParse(email).success) return fail(ctx, errorCodes.LOGIN_INVALID_EMAIL, 'email');
  if (!(await verifyCaptcha(ctx.db, captchaToken))) return fail(ctx, errorCodes.LOGIN_CAPTCHA_FAILED, 'captchaToken');
  const keys = { clients: call.browser.clientKeys };
  if (!(await guardCheck(ctx.db, 'login', keys)).ok) return fail(ctx, errorCodes.LOGIN_TOO_MANY_ATTEMPTS);
  await guardSuccess(ctx.db, 'login', keys);
  return { status: (await customerByEmail(ctx.db, ctx.store.id, email)) !== null, errors: [] };
}

export type LoginInput = { email: string; password: string; captchaToken?: string | null };

export async function userLogin(call: Call, input: LoginInput): Promise<StatusOutcome> {
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
  return { ...ok(), cookies: await logIn(call, customer.id) };
}

/**
 * Starts a new session for the customer and carries the browser's guest basket into the
 * account (orders.adoptBasket); the basket cookie then names the account's basket.
 */
export async function logIn(call: Call, customerId: number, basketUuid?: string | null): Promise<CookieIntents> {
  const { db, store } = call.ctx;
  const { cookies } = await startSession(db, call.browser.sessionToken, customerId);
  const presented = call.browser.basketUuid;
  const basket = await adoptBasket(db, store.id, basketUuid ?? presented, customerId);
  return { ...cookies, basket: basket && basket !== presented ? { set: { uuid: basket } } : null };
}

/** The cookies of a browser whose session ended: the basket cookie goes too, so its next visitor starts empty. */
export async function loggedOut(call: Call): Promise<CookieIntents> {
  const cookies = await endSession(call.ctx.db, call.browser.sessionToken);
  return { ...cookies, basket: call.browser.basketUuid ? { clear: true } : null };
}

/** Ends the session (and forgets the session and basket cookies). */
export async function userLogout(call: Call): Promise<StatusOutcome> {
  return { ...ok(), cookies: await loggedOut(call) };
}
