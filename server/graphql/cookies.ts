// Cookies the API reads and sets: the transport's side of them. A browser's basket is named by an
// httpOnly cookie, so the GraphQL endpoint (credentials included, §7) finds it without the page
// handing the id around; the login session is another. Services never see these: resolvers read
// the values and pass them in, and apply the CookieIntents the services return
// (server/http/cookie-intents.ts). Set-Cookie headers are queued per request; the HTTP transport
// (server/http/app.ts) adds them to the answer.
import { BASKET_COOKIE, basketCookie, readCookie as readHeaderCookie } from '../../common/basket-cookie.ts';
import { SESSION_COOKIE, cookieHeaders, type CookieIntents } from '../http/cookie-intents.ts';
import { findSession, type Session } from '../modules/accounts/index.ts';
import { clientKeysOf, type ClientFacts } from '../modules/guard/index.ts';
import type { GraphQLContext } from './builder.ts';

export { BASKET_COOKIE, basketCookie };

const outgoing = new WeakMap<Request, string[]>();

export function readCookie(request: Request | undefined, name: string): string | null {
  return readHeaderCookie(request?.headers.get('cookie'), name);
}

export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}

export function queueCookie(request: Request | undefined, header: string): void {
  if (!request) return;
  const list = outgoing.get(request) ?? [];
  list.push(header);
  outgoing.set(request, list);
}

export function takeCookies(request: Request): string[] {
  const list = outgoing.get(request) ?? [];
  outgoing.delete(request);
  return list;
}

/** The basket an operation acts on: the id it names, else the browser's basket cookie. */
export function basketUuid(request: Request | undefined, explicit: string | null | undefined): string | null {
  return explicit || readCookie(request, BASKET_COOKIE);
}

export function rememberBasket(request: Request | undefined, uuid: string | null): void {
  if (!request || !uuid || readCookie(request, BASKET_COOKIE) === uuid) return;
  queueCookie(request, basketCookie(uuid, isHttps(request)));
}

// The login session as this request knows it: the cookie's value (or the one an earlier operation
// of the request set or cleared), and its lookup, done once per request however many operations ask.
type SessionView = { token: string | null; session?: Promise<Session | null> };
const sessions = new WeakMap<Request, SessionView>();

function viewOf(request: Request): SessionView {
  let view = sessions.get(request);
  if (!view) sessions.set(request, (view = { token: readCookie(request, SESSION_COOKIE) }));
  return view;
}

/** The session token the browser presents (after any change made earlier in this request). */
export function sessionToken(request: Request | undefined): string | null {
  return request ? viewOf(request).token : null;
}

/** The live session the browser presents, or null; a renewed expiry renews the cookie. */
export function sessionOf(db: GraphQLContext['db'], request: Request | undefined): Promise<Session | null> {
  if (!request) return Promise.resolve(null);
  const view = viewOf(request);
  view.session ??= findSession(db, view.token).then(({ session, cookies }) => {
    applyCookies(request, cookies);
    return session;
  });
  return view.session;
}

/** Carries out what a service's result asks of the cookies; later operations of the request see it. */
export function applyCookies(request: Request | undefined, intents: CookieIntents | null | undefined): void {
  if (!request || !intents) return;
  for (const header of cookieHeaders(intents, isHttps(request))) queueCookie(request, header);
  const { session } = intents;
  if (!session) return;
  if (!('set' in session)) sessions.set(request, { token: null, session: Promise.resolve(null) });
  else if (session.set.token !== viewOf(request).token) sessions.set(request, { token: session.set.token });
}

/** The cookies that name a browser session for the guard: the redeem session (app/lib/redeem-cookie.server.ts) and the basket. */
const CLIENT_SESSION_COOKIES = ['donami_redeem', BASKET_COOKIE];

/** The guard's keys of the request's client (the transport hands them to the services). */
export function clientKeysFor(gql: Pick<GraphQLContext, 'clientAddress' | 'request'>): string[] {
  return clientKeysOf(clientFacts(gql));
}

/** The client as the guard counts it: its address (as the trusted proxy tells it) and its session cookies. */
export function clientFacts(gql: Pick<GraphQLContext, 'clientAddress' | 'request'>): ClientFacts {
  const sessions = CLIENT_SESSION_COOKIES.map((name) => readCookie(gql.request, name)).filter((v): v is string => !!v);
  return { address: gql.clientAddress, sessions };
}
