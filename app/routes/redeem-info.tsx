import { Link } from 'react-router';
import { RedeemHeader } from '../components/redeem/RedeemHeader.tsx';
import { RedeemFooter } from '../components/redeem/RedeemFooter.tsx';
import type { Route } from './+types/redeem-info';
import { useT } from '../lib/i18n.tsx';
import { useRedeemSession } from '../lib/redeem-session.ts';
import { redeemInfoLoader } from './redeem-info.server.ts';
import { Button } from '../components/ui/Button.tsx';
import { CardImage } from '../components/CardImage.tsx';
import { Icon } from '../components/Icon.tsx';
import { withMessages } from '../lib/messages.server.ts';

export const loader = withMessages(['redeem'], (args: Route.LoaderArgs) => redeemInfoLoader(args));
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex, nofollow' }];
export const handle = { layout: 'redeem', header: RedeemHeader, footer: RedeemFooter };

/** /controlla-il-credito/info/{pageId}/ (§2 redeem gift card info): one option, its redeem data and the way to choose it. */
export default function RedeemInfo({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { product, session, choosePath, backPath } = loaderData;
  const data = product.redeemData!;
  const donation = product.productType === 'DONATION';
  const kinds = product.variationsToShow;
  useRedeemSession(session ? session.cards.map((c) => c.number) : null);
  return (
    <div className="container page redeem-page redeem-info">
      <Link to={backPath} className="redeem-back">
        <Icon name="arrow-left" size={18} /> {t(session ? 'redeem.info.back' : 'redeem.info.backToCheck')}
      </Link>
      <div className="redeem-info__main">
        <div className="redeem-info__media" style={{ ['--tint' as string]: product.backgroundColor }}>
          <CardImage product={product} eager sizes="large" />
        </div>
        <div className="redeem-info__text">
          {donation && <p className="redeem-product__tag redeem-product__tag--static">{t('redeem.product.donation')}</p>}
          <h1>{data.title}</h1>
          <p className="redeem-info__description">{data.description}</p>
          <dl className="facts redeem-info__facts">
            <dt>{t('redeem.info.amount')}</dt>
            <dd>{t('redeem.product.range', { min: t.money(data.minimumCustomAmount), max: t.money(data.maximumCustomAmount) })}</dd>
            {!donation && kinds.length > 0 && (
              <>
                <dt>{t('redeem.info.kinds')}</dt>
                <dd>{kinds.length > 1 ? t('redeem.info.kindsBoth') : t(kinds[0] === 'physical' ? 'product.physical' : 'product.digital').toLowerCase()}</dd>
              </>
            )}
          </dl>
          {!session && (
            <p className="notice notice--info">
              <Icon name="info" size={18} /> {t('redeem.info.checkFirst')}
            </p>
          )}
          <Button href={choosePath} variant="primary" size="lg" iconEnd={<Icon name="arrow-right" size={20} />}>
            {t(!session ? 'redeem.check.submit' : donation ? 'redeem.info.chooseDonation' : 'redeem.info.choose')}
          </Button>
        </div>
      </div>
    </div>
  );
}
