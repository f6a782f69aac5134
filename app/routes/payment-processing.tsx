import { useEffect } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/payment-processing';
import { useT } from '../lib/i18n.tsx';
import { useRootData } from '../lib/store-data.ts';
import { processingLoader } from './confirmation.server.ts';
import { CheckoutSteps } from '../components/checkout/CheckoutSteps.tsx';
import { Spinner } from '../components/ui/Spinner.tsx';
import { withMessages } from '../lib/messages.server.ts';
import { errorText } from '../components/ui/errorText.ts';
import { errorCodes } from '../../common/errors/codes.ts';

export const loader = withMessages(['checkout'], (args: Route.LoaderArgs) => processingLoader(args));
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const meta: Route.MetaFunction = () => [{ title: 'Donami' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function PaymentProcessing({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { paths } = useRootData();
  const revalidator = useRevalidator();
  useEffect(() => {
    if (loaderData.failed) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, 1500);
    return () => window.clearInterval(timer);
  }, [loaderData.failed, revalidator]);
  return (
    <div className="container page checkout">
      <CheckoutSteps current="payment" checkoutPath={paths.checkout} />
      <section className="processing" aria-live="polite">
        {loaderData.failed ? (
          <>
            <h1>{t('processing.failed')}</h1>
            <p role="alert">{errorText(t, [loaderData.paymentError ?? { code: errorCodes.PAYMENT_DECLINED }])}</p>
            <Link className="button button--primary" to={paths.basket}>
              {t('processing.toBasket')}
            </Link>
          </>
        ) : (
          <>
            {/* Without JavaScript the page asks again every 2 seconds; with it, the loader is
                revalidated (a refresh in <head> would still fire after a client-side redirect). */}
            <noscript>
              <meta httpEquiv="refresh" content="2" />
            </noscript>
            <Spinner />
            <h1>{t('processing.title')}</h1>
            <p>{t('processing.text')}</p>
            <a className="button button--secondary" href="">
              {t('processing.refresh')}
            </a>
          </>
        )}
      </section>
    </div>
  );
}
