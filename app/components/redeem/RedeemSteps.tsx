import { useT } from '../../lib/i18n.tsx';

const STEPS = ['card', 'choose', 'pay'] as const;
export type RedeemStep = (typeof STEPS)[number] | 'done';

/** The three steps of the redeem flow (§2): card and PIN, choose, pay any extra. */
export function RedeemSteps({ current }: { current: RedeemStep }) {
  const t = useT();
  const at = current === 'done' ? STEPS.length : STEPS.indexOf(current);
  return (
    <nav className="redeem-steps" aria-label={t('redeem.steps')}>
      <ol>
        {STEPS.map((step, i) => {
          const state = i < at ? 'done' : i === at ? 'current' : 'todo';
          return (
            <li key={step} className={`redeem-steps__item is-${state}`} aria-current={i === at ? 'step' : undefined}>
              <span className="redeem-steps__n" aria-hidden="true">
                {i + 1}
              </span>
              <span className="redeem-steps__label">{t(`redeem.step.${step}`)}</span>
              {state === 'done' && <span className="ui-visually-hidden"> {t('redeem.step.doneLabel')}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
