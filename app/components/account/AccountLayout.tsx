import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { Icon } from '../Icon.tsx';

type Props = { titleId: string; children: ReactNode; benefits?: boolean };

/** The account screens' frame: one card with the form, and on identify/login/register what an account brings. */
export function AccountLayout({ titleId, children, benefits = false }: Props) {
  return (
    <div className={`container page auth-page${benefits ? ' auth-page--aside' : ''}`}>
      <section className="auth-card" aria-labelledby={titleId}>
        {children}
      </section>
      {benefits && <AccountBenefits />}
    </div>
  );
}

const BENEFITS = [
  ['gift', 'account.benefits.orders'],
  ['download', 'account.benefits.invoices'],
  ['copy', 'account.benefits.reorder'],
  ['map-pin', 'account.benefits.addresses'],
] as const;

function AccountBenefits() {
  const t = useT();
  return (
    <aside className="auth-benefits" aria-labelledby="auth-benefits-title">
      <h2 id="auth-benefits-title">{t('account.benefits.title')}</h2>
      <ul>
        {BENEFITS.map(([icon, key]) => (
          <li key={key}>
            <span className="auth-benefits__icon">
              <Icon name={icon} size={20} />
            </span>{' '}
            {t(key)}
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** The heading block of a card: an optional icon, the title and an intro. */
export function AccountHeading({ id, title, intro, icon }: { id: string; title: string; intro?: ReactNode; icon?: string }) {
  return (
    <header className="auth-card__head">
      {icon && (
        <span className="auth-card__icon">
          <Icon name={icon} size={28} />
        </span>
      )}
      <h1 id={id}>{title}</h1>
      {intro && <p className="auth-card__intro">{intro}</p>}
    </header>
  );
}
