import type { LoaderFunctionArgs } from 'react-router';
import { notFound } from '../lib/api.server.ts';
import { serverT } from '../lib/i18n.server.ts';
import type { RedeemProduct, RedeemSession } from '../components/redeem/fragments.ts';
import { loadSession, redeemPaths } from './redeem.server.ts';
import { redeemProduct } from './redeem-shop.server.ts';

export type InfoData = { product: RedeemProduct; session: RedeemSession | null; choosePath: string; backPath: string; checkPath: string; title: string };

/** /controlla-il-credito/info/{pageId}/: one redeem option, its redeem data and the way to choose it. */
export async function redeemInfoLoader(args: LoaderFunctionArgs): Promise<InfoData> {
  const [product, session] = await Promise.all([redeemProduct(args, args.params.pageId ?? ''), loadSession(args)]);
  if (!product) notFound();
  const paths = redeemPaths(args.request);
  const t = serverT(args.request);
  // Without a checked card there is nothing to choose with yet: the button leads to the check.
  const backPath = session?.shopPath ?? paths.check;
  return {
    product,
    session,
    backPath,
    checkPath: paths.check,
    choosePath: session ? `${session.shopPath}?choose=${encodeURIComponent(product.slug)}` : paths.check,
    title: `${product.redeemData?.title ?? product.title} | ${t('meta.suffix')}`,
  };
}
