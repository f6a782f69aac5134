import { useEffect, useRef } from 'react';
import { Link, useActionData, useBlocker, useNavigation } from 'react-router';
import type { Route } from './+types/checkout';
import { useT } from '../lib/i18n.tsx';
import { useRootData } from '../lib/store-data.ts';
import { checkoutAction, checkoutLoader, type CheckoutActionData, type CheckoutData } from './checkout.server.ts';
import { CheckoutSteps } from '../components/checkout/CheckoutSteps.tsx';
import { OrderSummary } from '../components/checkout/OrderSummary.tsx';
import { DetailsStep } from '../components/checkout/DetailsStep.tsx';
import { DeliveryStep } from '../components/checkout/DeliveryStep.tsx';
import { PaymentStep } from '../components/checkout/PaymentStep.tsx';
import { DetailsSummary } from '../components/checkout/DetailsSummary.tsx';
import { MAX_PAYMENT_ATTEMPTS } from '../../common/rules/order-limits.ts';
import { errorCodes } from '../../common/errors/codes.ts';
import { errorText } from '../components/ui/errorText.ts';
import { useDefaultErrorHandler } from '../lib/default-error-handler.tsx';
import type { ErrorItem } from '../components/checkout/form-data.ts';
import { withMessages } from '../lib/messages.server.ts';
import { trackCommerce, useTrackOnShow } from '../lib/analytics.ts';
import { currencyOfGroups, itemsOfGroups } from '../lib/analytics-items.ts';

export const loader = withMessages(['account', 'checkout'], (args: Route.LoaderArgs): Promise<CheckoutData> => checkoutLoader(args));
export const action = (args: Route.ActionArgs) => checkoutAction(args);
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const meta: Route.MetaFunction = ({ loaderData }) => {
  // The checkout area's texts come with the screen's data (withMessages).
  const texts = (loaderData as { messages?: Record<string, string> } | undefined)?.messages;
  return [{ title: `${texts?.['checkout.title'] ?? 'Cassa'} | Donami` }, { name: 'robots', content: 'noindex, nofollow' }];
};

const CANCEL = `mutation Cancel($userData: UserData!, $orderUuid: String!) { cancelOrder(userData: $userData, orderUuid: $orderUuid) { basketUuid } }`;

/**
 * Retry mode (§4): leaving the page deletes the unpaid order, and its packages go back to a basket.
 * Submitting the retry form is not leaving. A move inside the shop waits for the order to be
 * deleted, so the next page (the basket) already shows the packages; closing or reloading the tab
 * sends the deletion as the page goes (keepalive).
 */
function useCancelOnLeave(uuid: string | null, userData: Record<string, unknown>) {
  const navigation = useNavigation();
  const retrying = useRef(false);
  const left = useRef<Promise<unknown> | null>(null);
  if (navigation.formData?.get('intent') === 'retry') retrying.current = true;
  // A retry whose post came back (refused, or failed as a whole) leaves the page in retry mode: leaving cancels again.
  // A retry that goes to the provider never comes back to idle here.
  useEffect(() => {
    if (navigation.state === 'idle') retrying.current = false;
  }, [navigation.state]);
  const leave = () => {
    if (!uuid || retrying.current) return Promise.resolve();
    left.current ??= fetch('/graphql', {
      method: 'POST',
      keepalive: true,
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
      body: JSON.stringify({ query: CANCEL, variables: { userData, orderUuid: uuid } }),
    }).catch(() => undefined);
    return left.current;
  };
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !!uuid && !retrying.current && currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search,
  );
  useEffect(() => {
    if (blocker.state === 'blocked') void leave().then(() => blocker.proceed());
  }, [blocker.state]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!uuid) return;
    const onHide = () => void leave();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      void leave();
    };
  }, [uuid]); // eslint-disable-line react-hooks/exhaustive-deps
}

/**
 * The retry notice (§4): why the payment did not go through (the API's reason: 2035, 2037, 2038),
 * the order still payable with the attempts left, or no attempt left (2036). The error modal says
 * the reason too, as the page opens (the default handler, §7); the notice stays on the page.
 */
function RetryNotice({ number, attempts, error, basketPath }: { number: string; attempts: number; error: ErrorItem | null; basketPath: string }) {
  const t = useT();
  const left = Math.max(0, MAX_PAYMENT_ATTEMPTS - attempts);
  return (
    <div className="notice notice--error" role="alert">
      <strong>{t('checkout.retryTitle')}</strong>
      {left > 0 ? (
        <>
          <p>{errorText(t, [error ?? { code: errorCodes.PAYMENT_DECLINED }])}</p>
          <p>
            {t('checkout.retryIntro', { number })} {t('checkout.attemptsLeft', { count: left })}
          </p>
          <p>{t('checkout.retryLeave')}</p>
        </>
      ) : (
        <>
          <p>{t('error.2036')}</p>
          <p>{t('checkout.retryExhausted', { number })}</p>
          <p>
            <Link to={basketPath}>{t('processing.toBasket')}</Link>
          </p>
        </>
      )}
    </div>
  );
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { paths, storeData, language, country: storeCountry } = useRootData();
  const answer = useActionData() as CheckoutActionData | undefined;
  // Each step's form reads the action's answer to its own post.
  const replyOf = (s: CheckoutActionData['step']) => (answer?.step === s ? answer : undefined);
  const { step, order, methods, retry, profile, book, accountPaths, challenge, accountEmailSent } = loaderData;
  useCancelOnLeave(retry?.uuid ?? null, { language, storeID: Number(storeData.storeID), countryCode: storeCountry, redeemToken: null });
  // Why the last payment did not go through, in the error modal as the page opens (once per attempt).
  useDefaultErrorHandler(retry?.error ? [retry.error] : null, retry && `${retry.uuid}:${retry.attempts}:${retry.error?.code}`);
  const groups = order.packagesGroups;
  const currency = currencyOfGroups(groups, 'EUR');
  useTrackOnShow(retry ? null : `begin:${order.id}`, () => trackCommerce('begin_checkout', currency, itemsOfGroups(groups)));
  useTrackOnShow(step === 'payment' && !retry ? `shipping:${order.id}` : null, () => trackCommerce('add_shipping_info', currency, itemsOfGroups(groups)));
  return (
    <div className="container page checkout">
      <h1 className="checkout__title">{t('checkout.title')}</h1>
      <CheckoutSteps current={step} checkoutPath={paths.checkout} />
      <div className="checkout__layout">
        <div className="checkout__main">
          {retry && <RetryNotice number={order.number ?? ''} attempts={retry.attempts} error={retry.error} basketPath={paths.basket} />}
          {answer?.used && (
            <p className="notice notice--info" role="status">
              {t('checkout.book.used', { name: answer.used })}
            </p>
          )}
          {accountEmailSent && (
            <p className="notice notice--info" role="status">
              {t('checkout.account.emailSent')}
            </p>
          )}
          {profile && step !== 'details' && order.billingAddress && !retry && (
            <DetailsSummary billing={order.billingAddress} changePath={`${paths.checkout}?step=details`} />
          )}
          {step === 'details' && (
            <DetailsStep
              billing={order.billingAddress}
              // The profile's details the API refused (a business profile without its reference …) until step 1 is posted.
              lastResult={replyOf('details') ?? loaderData.profileRefused ?? undefined}
              storeCountry={storeCountry}
              rulesCountry={loaderData.storeCountry}
              profile={profile}
              accountPaths={accountPaths}
              challenge={challenge}
            />
          )}
          {step === 'delivery' && (
            <DeliveryStep order={order} addressCount={loaderData.addressCount} lastResult={replyOf('delivery')} storeCountry={storeCountry} book={book} />
          )}
          {step === 'payment' && !(retry && retry.attempts >= MAX_PAYMENT_ATTEMPTS) && (
            <PaymentStep
              order={order}
              methods={methods}
              lastResult={replyOf('payment')}
              retry={retry}
              onPay={(method) => trackCommerce('add_payment_info', currency, itemsOfGroups(groups), { payment_type: method })}
              // checkoutV2 (§4): the checkout overview before the order is placed; a retry has its order already.
              overview={storeData.toggles.checkoutV2 && !retry ? order : undefined}
            />
          )}
        </div>
        <aside className="checkout__aside">
          <OrderSummary order={order} />
        </aside>
      </div>
    </div>
  );
}
