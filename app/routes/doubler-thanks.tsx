import { Link } from 'react-router';
import type { Route } from './+types/doubler-thanks';
import { useT } from '../lib/i18n.tsx';
import { useRootData } from '../lib/store-data.ts';
import { doublerThanksLoader } from './doubler.server.ts';
import { CardImage } from '../components/CardImage.tsx';
import { Icon } from '../components/Icon.tsx';
import { dayLabel, hourLabel, monthLabel } from '../components/doubler/format.ts';
import { withMessages } from '../lib/messages.server.ts';

// /doppiatore/grazie/{product}/ (§2 doubler thank-you): the card is in this month's draw.
export const loader = withMessages(['doubler'], (args: Route.LoaderArgs) => doublerThanksLoader(args, args.params.product));
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? 'Donami' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function DoublerThanks({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { paths } = useRootData();
  const { product, month, drawDate, drawHour, alreadyEntered } = loaderData;
  return (
    <div className="container page doubler-thanks">
      <section className="doubler-thanks__panel" aria-labelledby="doubler-thanks-title">
        <div className="doubler-thanks__art">
          <CardImage product={product} eager sizes="large" />
        </div>
        <div className="doubler-thanks__text">
          <p className="doubler-thanks__badge">
            <Icon name="check" size={20} /> {product.title}
          </p>
          <h1 id="doubler-thanks-title">{t('doubler.thanks.title')}</h1>
          {alreadyEntered && (
            <p className="doubler-thanks__already" role="status">
              {t('doubler.thanks.already')}
            </p>
          )}
          {month && drawDate && (
            <p>{t('doubler.thanks.text', { month: monthLabel(month, t.intlLocale), date: dayLabel(drawDate, t.intlLocale), hour: hourLabel(drawHour) })}</p>
          )}
          <p className="doubler-thanks__mail">
            <Icon name="mail" size={18} /> {t('doubler.thanks.mail')}
          </p>
          <div className="doubler-thanks__actions">
            {paths.doubler && (
              <Link className="button button--primary" to={paths.doubler}>
                {t('doubler.thanks.back')}
              </Link>
            )}
            <Link className="button button--secondary" to={product.path}>
              {t('doubler.thanks.product')}
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
