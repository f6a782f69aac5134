// What the redeem screens' loaders and actions share (check, info, shop, checkout): the session
// behind the cookie, the redeem basket, the human check's challenge, the storefront's redeem paths
// and the posted form as strings. One place for the four routes, beside them (decision 038).
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { locate } from '../lib/locate.ts';
import { redeemGql } from '../lib/redeem-api.server.ts';
import { forgetRedeemHeaders, redeemTokenOf } from '../lib/redeem-cookie.server.ts';
import { buildPath } from '../../common/paths.ts';
import { RedeemOrderFragment, RedeemSessionFragment, type ErrorItem, type RedeemOrder, type RedeemSession } from '../components/redeem/fragments.ts';

import { graphql } from '../graphql/index.ts';

export type Args = Pick<LoaderFunctionArgs, 'request' | 'context'>;

const INFO = graphql(
  `
    query RedeemSession($userData: UserData!) {
      giftcardInfo(userData: $userData) {
        session {
          ...RedeemSession
        }
        errors {
          code
          message
          referencedRequestParameter
        }
      }
    }
  `,
  [RedeemSessionFragment],
);
const ORDER = graphql(
  `
    query RedeemBasket($userData: UserData!) {
      redeemOrder(userData: $userData) {
        order {
          ...RedeemOrder
        }
        errors {
          code
          message
          referencedRequestParameter
        }
      }
    }
  `,
  [RedeemOrderFragment],
);
const CHALLENGE = graphql(`
  query RedeemChallenge($userData: UserData!) {
    captchaChallenge(userData: $userData)
  }
`);
/** The redeem paths of the request's storefront, in its language. */
export function redeemPaths(request: Request) {
  const { store, language } = locate(new URL(request.url));
  const path = (screen: 'redeemCheck' | 'redeemCheckout' | 'home', params: Record<string, string> = {}) => buildPath(store, screen, params, language);
  return {
    check: path('redeemCheck'),
    checkout: path('redeemCheckout'),
    home: path('home'),
    info: (slug: string) => buildPath(store, 'redeemInfo', { pageId: slug }, language),
    shop: (page: number, pageId: string | null) =>
      pageId ? buildPath(store, 'redeemBusinessShop', { pageId, page }, language) : buildPath(store, 'redeemShop', { page }, language),
  };
}

/** The session the cookie names, or null (no cookie, ended, or expired). */
export async function loadSession(args: Args): Promise<RedeemSession | null> {
  if (!redeemTokenOf(args.request)) return null;
  const r = await redeemGql(args.context, args.request, INFO);
  return r.giftcardInfo.session;
}

/** The session, or off to the balance check (a page of the shop needs a checked card). */
export async function requireSession(args: Args): Promise<RedeemSession> {
  const session = await loadSession(args);
  if (session) return session;
  // A cookie naming an ended session is forgotten on the way.
  const headers = redeemTokenOf(args.request) ? forgetRedeemHeaders(args.request) : undefined;
  throw redirect(redeemPaths(args.request).check, { headers });
}

export async function loadRedeemOrder(args: Args): Promise<RedeemOrder | null> {
  const r = await redeemGql(args.context, args.request, ORDER);
  return r.redeemOrder.order;
}

export async function loadChallenge(args: Args): Promise<Record<string, unknown> | null> {
  try {
    const r = await redeemGql(args.context, args.request, CHALLENGE);
    return r.captchaChallenge;
  } catch {
    return null; // the form still shows; the API then answers "captcha failed" (3012)
  }
}

/** The posted form as plain strings (files have no place in these forms). */
export async function formValues(request: Request): Promise<Record<string, string>> {
  return valuesOf(await request.formData());
}

export function valuesOf(form: FormData): Record<string, string> {
  return Object.fromEntries([...form].map(([k, v]) => [k, typeof v === 'string' ? v : '']));
}

/** Plain strings as a form would post them, for the form kit's parse. */
export function formDataOf(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  return form;
}

/** The API names a field with its input's path ("input.cardNumber", "payment.termsAccepted"); the form by its own name. */
export function apiErrorsOnForm(errors: readonly ErrorItem[]): ErrorItem[] {
  return errors.map((e) => ({ ...e, referencedRequestParameter: e.referencedRequestParameter?.replace(/^.*\./, '') ?? null }));
}
