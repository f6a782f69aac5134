import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { Icon } from '../Icon.tsx';
import type { RedeemSession } from './fragments.ts';
import { longDate } from '../../lib/dates.ts';

/** The checked cards of the session: masked number, balance and expiry, and the balance together (§2). */
export function SessionCards({
  session,
  headingId,
  heading = 'h2',
  children,
}: {
  session: RedeemSession;
  headingId: string;
  heading?: 'h2' | 'h3';
  children?: ReactNode;
}) {
  const t = useT();
  const H = heading;
  const date = (iso: string) => longDate(iso, t.intlLocale);
  return (
    <section className="redeem-cards" aria-labelledby={headingId}>
      <H id={headingId} className="redeem-cards__title">
        {t('redeem.cards.title', { count: session.cards.length })}
      </H>
      <ul className="redeem-cards__list">
        {session.cards.map((c) => (
          <li key={c.number} className="redeem-card">
            <span className="redeem-card__chip" aria-hidden="true">
              <Icon name="card" size={20} />
            </span>
            <span className="redeem-card__body">
              <span className="redeem-card__number">
                <span className="ui-visually-hidden">{t('redeem.cards.number')} </span>
                {c.number}
              </span>
              <span className="redeem-card__expiry">{t('redeem.cards.expires', { date: date(c.expiresAt) })}</span>
            </span>
            <span className="redeem-card__balance">
              <span className="ui-visually-hidden">{t('redeem.cards.balance')} </span>
              {t.money(c.balance)}
            </span>
          </li>
        ))}
      </ul>
      <p className="redeem-cards__total">
        <span>{t('redeem.cards.total')}</span>
        <strong>{t.money(session.balance)}</strong>
      </p>
      {children}
    </section>
  );
}
