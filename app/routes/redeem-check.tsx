import { useEffect, useRef } from 'react';
import { Form, useActionData } from 'react-router';
import type { Route } from './+types/redeem-check';
import { useT } from '../lib/i18n.tsx';
import { useRedeemSession } from '../lib/redeem-session.ts';
import { redeemCheckAction, redeemCheckLoader } from './redeem-check.server.ts';
import { Button } from '../components/ui/Button.tsx';
import { Icon } from '../components/Icon.tsx';
import { CardCheckForm } from '../components/redeem/CardCheckForm.tsx';
import { CardBack } from '../components/redeem/CardBack.tsx';
import { DelayWarning } from '../components/redeem/DelayWarning.tsx';
import { RedeemSteps } from '../components/redeem/RedeemSteps.tsx';
import { ResetRedeem } from '../components/redeem/ResetRedeem.tsx';
import { SessionCards } from '../components/redeem/SessionCards.tsx';
import type { RedeemActionData } from '../components/redeem/fragments.ts';
import { withMessages } from '../lib/messages.server.ts';

export const loader = withMessages(['redeem'], (args: Route.LoaderArgs) => redeemCheckLoader(args));
export const action = (args: Route.ActionArgs) => redeemCheckAction(args);
// A visitor's cards and balance: never in a shared cache, never kept by the browser.
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex, nofollow' }];

/** /controlla-il-credito/ (§2 balance check): card number, PIN and human check; then the balance and the way on. */
export default function RedeemCheck({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { session, challenge } = loaderData;
  const answer = useActionData() as RedeemActionData | undefined;
  const result = useRef<HTMLHeadingElement>(null);
  const hadSession = useRef(!!session);
  useRedeemSession(session ? session.cards.map((c) => c.number) : null);
  // A card just checked: the focus goes to its balance, which replaced the form.
  useEffect(() => {
    if (session && !hadSession.current) result.current?.focus();
    hadSession.current = !!session;
  }, [session]);
  return (
    <div className="container page redeem-page redeem-check">
      <RedeemSteps current={session ? 'choose' : 'card'} />
      <div className="redeem-check__layout">
        <div className="redeem-check__head">
          <h1>{t('redeem.check.title')}</h1>
          <p className="page__intro">{t('redeem.check.intro')}</p>
          <DelayWarning />
        </div>
        <div className="redeem-check__panel">
          {session ? (
            <section className="redeem-panel redeem-result" aria-labelledby="redeem-result-title">
              <h2 id="redeem-result-title" ref={result} tabIndex={-1}>
                {t('redeem.check.resultTitle')}
              </h2>
              <p className="redeem-panel__lead">{t('redeem.check.resultText')}</p>
              <SessionCards session={session} headingId="redeem-cards-title" heading="h3" />
              <Button href={session.shopPath} variant="primary" size="lg" block iconEnd={<Icon name="arrow-right" size={20} />}>
                {t('redeem.check.toShop')}
              </Button>
              <details className="redeem-result__more" open={answer?.intent === 'addCard' || undefined}>
                <summary>
                  <Icon name="plus" size={18} /> {t('redeem.check.addTitle')}
                </summary>
                <p>{t('redeem.check.addText')}</p>
                <CardCheckForm
                  FormComponent={Form}
                  intent="addCard"
                  submitLabel={t('redeem.addCard.submit')}
                  challenge={challenge}
                  lastResult={answer?.intent === 'addCard' ? answer.reply : undefined}
                  idPrefix="add-card"
                />
              </details>
              <ResetRedeem checkPath={loaderData.checkPath} />
            </section>
          ) : (
            <section className="redeem-panel" aria-labelledby="redeem-form-title">
              <h2 id="redeem-form-title">{t('redeem.check.formTitle')}</h2>
              <p className="redeem-panel__lead">{t('redeem.check.where')}</p>
              <CardCheckForm
                FormComponent={Form}
                intent="check"
                submitLabel={t('redeem.check.submit')}
                challenge={challenge}
                lastResult={answer?.intent === 'check' ? answer.reply : undefined}
                idPrefix="check"
              />
            </section>
          )}
        </div>
        <div className="redeem-check__extras">
          <ul className="redeem-usps">
            <li>
              <Icon name="gift" /> {t('redeem.check.usp.choice')}
            </li>
            <li>
              <Icon name="card" /> {t('redeem.check.usp.combine')}
            </li>
            <li>
              <Icon name="euro" /> {t('redeem.check.usp.extra')}
            </li>
          </ul>
          <CardBack />
        </div>
      </div>
    </div>
  );
}
