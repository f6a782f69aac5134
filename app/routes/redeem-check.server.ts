import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { serverT } from '../lib/i18n.server.ts';
import { redeemGql } from '../lib/redeem-api.server.ts';
import { forgetRedeemHeaders, redeemTokenOf } from '../lib/redeem-cookie.server.ts';
import type { ErrorItem, RedeemActionData, RedeemSession } from '../components/redeem/fragments.ts';
import { graphql } from '../graphql/index.ts';
import { formValues, loadChallenge, loadSession, redeemPaths, type Args } from './redeem.server.ts';
import { checkCard } from './redeem-card.server.ts';

const RESET = graphql(`
  mutation RedeemReset($userData: UserData!) {
    resetRedeem(userData: $userData) {
      ok
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`);

export type CheckData = { session: RedeemSession | null; challenge: Record<string, unknown> | null; checkPath: string; title: string };

/** /controlla-il-credito/: the card form, or the checked cards with the way on to the shop. */
export async function redeemCheckLoader(args: Args): Promise<CheckData> {
  const [session, challenge] = await Promise.all([loadSession(args), loadChallenge(args)]);
  const t = serverT(args.request);
  return { session, challenge, checkPath: redeemPaths(args.request).check, title: `${t('redeem.check.metaTitle')} | ${t('meta.suffix')}` };
}

/** Ends the session behind the cookie (the reset modal). */
async function resetSession(args: Args): Promise<ErrorItem[]> {
  if (!redeemTokenOf(args.request)) return [];
  const r = await redeemGql(args.context, args.request, RESET);
  return r.resetRedeem.errors;
}

/**
 * check: a first card (or one more, when a session exists); reset: the redeem reset modal.
 * Success goes back to the page (post/redirect/get) with the session's cookie; refusals come
 * back to the form with what was typed, the PIN excepted.
 */
export async function redeemCheckAction(args: ActionFunctionArgs) {
  const values = await formValues(args.request);
  const paths = redeemPaths(args.request);
  if (values.intent === 'reset') {
    await resetSession(args);
    throw redirect(paths.check, { headers: forgetRedeemHeaders(args.request) });
  }
  const add = values.intent === 'addCard';
  const result = await checkCard(args, values, add);
  if (result.session) throw redirect(paths.check, { headers: result.headers });
  return data<RedeemActionData>({ intent: add ? 'addCard' : 'check', ok: false, errors: result.errors, reply: result.reply });
}
