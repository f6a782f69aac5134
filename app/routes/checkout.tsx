import { useEffect, useRef } from 'react';
import { useActionData, useNavigation } from 'react-router';
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
import { withMessages } from '../lib/messages.server.ts';

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
 * Submitting the retry form is not leaving.
 */
function useCancelOnLeave(uuid: string | null, userData: Record<string, unknown>) {
  const navigation = useNavigation();
  const retrying = useRef(false);
  if (navigation.formData?.get('intent') === 'retry') retrying.current = true;
  useEffect(() => {
    if (!uuid) return;
    const leave = () => {
      if (retrying.current) return;
      void fetch('/graphql', {
        method: 'POST',
        keepalive: true,
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
        body: JSON.stringify({ query: CANCEL, variables: { userData, orderUuid: uuid } }),
      });
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [uuid]); // eslint-disable-line react-hooks/exhaustive-deps
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { paths, storeData, language, country: storeCountry } = useRootData();
  const answer = useActionData() as CheckoutActionData | undefined;
  // Each step's form reads the action's answer to its own post.
  const replyOf = (s: CheckoutActionData['step']) => (answer?.step === s ? answer : undefined);
  const { step, order, methods, retry, profile, book, accountPaths, challenge, accountEmailSent } = loaderData;
  useCancelOnLeave(retry?.uuid ?? null, { language, storeID: Number(storeData.storeID), countryCode: storeCountry, redeemToken: null });
  return (
    <div className="container page checkout">
      <h1 className="checkout__title">{t('checkout.title')}</h1>
      <CheckoutSteps current={step} checkoutPath={paths.checkout} />
      <div className="checkout__layout">
        <div className="checkout__main">
          {retry && (
            <div className="notice notice--error" role="alert">
              <strong>{t('checkout.retryTitle')}</strong>
              <p>{t('error.2035')}</p>
              <p>
                {t('checkout.retryIntro', { number: order.number ?? '' })}{' '}
                {t('checkout.attemptsLeft', { count: Math.max(0, MAX_PAYMENT_ATTEMPTS - retry.attempts) })}
              </p>
              <p>{t('checkout.retryLeave')}</p>
            </div>
          )}
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
          {step === 'payment' && <PaymentStep order={order} methods={methods} lastResult={replyOf('payment')} retry={retry} />}
        </div>
        <aside className="checkout__aside">
          <OrderSummary order={order} />
        </aside>
      </div>
    </div>
  );
}
