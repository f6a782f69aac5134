import { useMemo } from 'react';
import { Form, Link, useActionData, useLocation } from 'react-router';
import { RedeemHeader } from '../components/redeem/RedeemHeader.tsx';
import { RedeemFooter } from '../components/redeem/RedeemFooter.tsx';
import type { Route } from './+types/redeem-checkout';
import { useT } from '../lib/i18n.tsx';
import { useRedeemSession } from '../lib/redeem-session.ts';
import { redeemCheckoutAction, redeemCheckoutLoader, type RedeemCheckoutData } from './redeem-checkout.server.ts';
import { Icon } from '../components/Icon.tsx';
import { DeliverySummary } from '../components/redeem/DeliverySummary.tsx';
import { RedeemAlert } from '../components/redeem/FormAlert.tsx';
import { RedeemBasket } from '../components/redeem/RedeemBasket.tsx';
import { RedeemDeliveryForm } from '../components/redeem/RedeemDeliveryForm.tsx';
import { paymentReplyOf, RedeemPayment } from '../components/redeem/RedeemPayment.tsx';
import { RedeemPlaced } from '../components/redeem/RedeemPlaced.tsx';
import { RedeemSteps } from '../components/redeem/RedeemSteps.tsx';
import { LeaveWarning } from '../components/redeem/LeaveWarning.tsx';
import { AccountIdentify } from '../components/checkout/AccountIdentify.tsx';
import type { RedeemActionData } from '../components/redeem/fragments.ts';
import { withMessages } from '../lib/messages.server.ts';

export const loader = withMessages(['checkout', 'doubler', 'redeem'], (args: Route.LoaderArgs) => redeemCheckoutLoader(args));
export const action = (args: Route.ActionArgs) => redeemCheckoutAction(args);
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex, nofollow' }];
export const handle = { layout: 'redeem', header: RedeemHeader, footer: RedeemFooter };

type Checkout = Extract<RedeemCheckoutData, { view: 'checkout' }>;
const PAYMENT_FIELDS = ['payment.method', 'payment.bank', 'payment.termsAccepted'];

function CheckoutView({ data }: { data: Checkout }) {
  const t = useT();
  const location = useLocation();
  const answer = useActionData() as RedeemActionData | undefined;
  const { order, session, step, methods, identity } = data;
  useRedeemSession(session.cards.map((c) => c.number));
  const changed = new URLSearchParams(location.search).has('changed');
  // An e-mail the identify check did not know: the guest form starts from it.
  const identified = answer?.intent === 'identify' && answer.ok ? answer.values?.email : undefined;
  // The pay form is the checkout's payment step, with its own error plumbing; the confirmation is on the form kit.
  const paid = answer?.intent === 'pay' ? answer : undefined;
  // One reply per answer: a new one would make the payment form report (and focus) again.
  const paymentReply = useMemo(() => paymentReplyOf(paid), [paid]);
  const general = (paid?.errors ?? []).filter((e) => !PAYMENT_FIELDS.includes(e.referencedRequestParameter ?? '')).map((e) => e.message);
  return (
    <div className="container page redeem-page redeem-checkout checkout">
      <RedeemSteps current="pay" />
      <Link to={data.shopPath} className="redeem-back">
        <Icon name="arrow-left" size={18} /> {t('redeem.checkout.back')}
      </Link>
      <h1 className="checkout__title">{t('redeem.checkout.title')}</h1>
      <div className="checkout__layout">
        <div className="checkout__main">
          {changed && (
            <p className="notice notice--info" role="status">
              <Icon name="info" size={18} /> {t('redeem.checkout.changed')}
            </p>
          )}
          <RedeemAlert messages={[...new Set(general)]} />
          {step === 'delivery' ? (
            <>
              {identity.loggedIn ? (
                <p className="notice notice--info" role="status">
                  <Icon name="user" size={18} /> {t('checkout.identify.loggedIn', { email: identity.email })}
                </p>
              ) : (
                <>
                  <AccountIdentify
                    action={location.pathname}
                    challenge={identity.challenge}
                    guestFormId="redeem-delivery-form"
                    answer={answer?.intent === 'identify' ? { ok: answer.ok, errors: answer.errors, values: answer.values ?? {} } : undefined}
                  />
                  <p className="or-divider">
                    <span>{t('checkout.identify.guestTitle')}</span>
                  </p>
                </>
              )}
              <section id="redeem-delivery-form" className="redeem-panel" aria-labelledby="redeem-delivery-form-title">
                <h2 id="redeem-delivery-form-title" className="checkout-form__title">
                  {t('redeem.delivery.title')}
                </h2>
                <RedeemDeliveryForm
                  FormComponent={Form}
                  action={location.pathname}
                  needsAddress={order.needsAddress}
                  saved={order.shipments.find((s) => s.kind === 'PHYSICAL')?.deliveryAddress ?? (identity.loggedIn ? identity.prefill : null)}
                  email={identified ?? order.billingAddress?.email ?? (identity.loggedIn ? identity.email : null)}
                  lastResult={answer?.intent === 'delivery' ? answer.reply : identity.loggedIn ? identity.reply : undefined}
                  idPrefix="delivery"
                />
              </section>
            </>
          ) : (
            <>
              <DeliverySummary order={order} editPath={`${location.pathname}?edit=delivery`} />
              <section className="redeem-panel" aria-label={t('checkout.paymentTitle')}>
                <RedeemPayment
                  order={order}
                  methods={methods}
                  lastResult={answer?.intent === 'confirm' ? answer.reply : undefined}
                  paymentReply={paymentReply}
                />
              </section>
            </>
          )}
        </div>
        <aside className="checkout__aside">
          <RedeemBasket session={session} order={order} headingId="redeem-summary-title" />
        </aside>
      </div>
      <LeaveWarning message={t('redeem.leave.message')} prefix={data.checkPath} />
    </div>
  );
}

/** /controlla-il-credito/cassa/ (§4 redeem mode): delivery details, overview, the extra if any; and the confirmation. */
export default function RedeemCheckout({ loaderData }: Route.ComponentProps) {
  const data = loaderData as RedeemCheckoutData;
  if (data.view === 'checkout') return <CheckoutView data={data} />;
  return <PlacedView data={data} />;
}

function PlacedView({ data }: { data: Extract<RedeemCheckoutData, { view: 'placed' }> }) {
  useRedeemSession(data.session ? data.session.cards.map((c) => c.number) : null);
  return (
    <div className="container page redeem-page redeem-checkout checkout">
      <RedeemSteps current="done" />
      <div className="checkout__layout">
        <div className="checkout__main">
          <RedeemPlaced order={data.order} session={data.session} shopPath={data.shopPath} checkPath={data.checkPath} homePath={data.homePath} />
        </div>
        <aside className="checkout__aside">
          {data.session ? <RedeemBasket session={data.session} order={data.order} headingId="redeem-summary-title" title="redeem.checkout.summary" /> : null}
        </aside>
      </div>
    </div>
  );
}
