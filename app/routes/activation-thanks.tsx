import type { Route } from './+types/activation-thanks';
import { thanksLoader } from './activation.server.ts';
import { useT } from '../lib/i18n.tsx';
import { Button } from '../components/ui/Button.tsx';
import { Icon } from '../components/Icon.tsx';
import { ActivationSteps } from '../components/activation/ActivationSteps.tsx';
import { withMessages } from '../lib/messages.server.ts';

export const loader = withMessages(['activation'], (args: Route.LoaderArgs) => thanksLoader(args));
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex,nofollow' }];

/** /attivare/grazie/ (§2): the request is in; the card is active within 24 hours (§9) and the e-mail goes to… */
export default function ActivationThanks({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { order, paths } = loaderData;
  const voucherHref = paths.voucher ? `${paths.voucher}?code=${encodeURIComponent(order.voucherCode)}` : null;
  return (
    <div className="container page activation">
      <div className="activation__layout">
        <section className="activation-done" aria-labelledby="activation-thanks-title">
          <span className="activation-done__icon">
            <Icon name="check" size={32} />
          </span>
          <h1 id="activation-thanks-title">{t('activation.thanks.title')}</h1>
          <ul className="promises activation-done__promises">
            <li>
              <Icon name="clock" /> <span>{t('activation.thanks.promise', { number: order.cardNumber.replace(/ /g, '\u00a0') })}</span>
            </li>
            <li>
              <Icon name="mail" /> <span>{t('activation.thanks.email', { email: order.email })}</span>
            </li>
            {voucherHref && (
              <li>
                <Icon name="card" /> <span>{t('activation.thanks.status', { code: order.voucherCode })}</span>
              </li>
            )}
          </ul>
          <div className="activation-done__actions">
            {voucherHref && (
              <Button href={voucherHref} variant="primary" size="lg" iconEnd={<Icon name="arrow-right" size={20} />}>
                {t('activation.thanks.follow')}
              </Button>
            )}
            <Button href={paths.activation} variant="secondary" size="lg">
              {t('activation.thanks.another')}
            </Button>
          </div>
        </section>
        <aside className="activation__aside">
          <ActivationSteps />
        </aside>
      </div>
    </div>
  );
}
