import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { serverT } from '../lib/i18n.server.ts';
import { forgetRedeemHeaders } from '../lib/redeem-cookie.server.ts';
import type { RedeemActionData, RedeemSession } from '../components/redeem/fragments.ts';
import { formValues, loadChallenge, loadSession, redeemPaths, resetSession, type Args } from '../loaders/redeem.server.ts';
import { checkCard } from '../loaders/redeem-card.server.ts';

export type CheckData = { session: RedeemSession | null; challenge: Record<string, unknown> | null; checkPath: string; title: string };

/** /controlla-il-credito/: the card form, or the checked cards with the way on to the shop. */
export async function redeemCheckLoader(args: Args): Promise<CheckData> {
  const [session, challenge] = await Promise.all([loadSession(args), loadChallenge(args)]);
  const t = serverT(args.request);
  return { session, challenge, checkPath: redeemPaths(args.request).check, title: `${t('redeem.check.metaTitle')} | ${t('meta.suffix')}` };
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
