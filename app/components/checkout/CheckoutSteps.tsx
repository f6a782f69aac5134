import { Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';

const ORDER = ['details', 'delivery', 'payment', 'success'] as const;
export type StepName = (typeof ORDER)[number];

/** The four steps of §2 Checkout; finished steps link back so a customer can change them. */
export function CheckoutSteps({ current, checkoutPath }: { current: StepName; checkoutPath: string }) {
  const t = useT();
  const at = ORDER.indexOf(current);
  return (
    <nav aria-label={t('checkout.steps')} className="checkout-steps">
      <ol>
        {ORDER.map((step, i) => {
          const label = (
            <>
              <span className="checkout-steps__n" aria-hidden="true">
                {i + 1}
              </span>{' '}
              <span className="checkout-steps__label">{t(`checkout.step.${step}`)}</span>
            </>
          );
          const state = i < at ? 'done' : i === at ? 'current' : 'todo';
          return (
            <li key={step} className={`checkout-steps__item is-${state}`} aria-current={i === at ? 'step' : undefined}>
              {state === 'done' && current !== 'success' ? <Link to={`${checkoutPath}?step=${step}`}>{label}</Link> : <span>{label}</span>}
            </li>
          );
        })}
      </ol>
      <p className="ui-visually-hidden">{t('checkout.stepOf', { step: at + 1 })}</p>
    </nav>
  );
}
