import type { Route } from './+types/account-forgot-success';
import { accountPage } from './account.server.ts';
import { useT } from '../lib/i18n.tsx';
import { Button } from '../components/ui/Button.tsx';
import { AccountHeading, AccountLayout } from '../components/account/AccountLayout.tsx';
import { withMessages } from '../lib/messages.server.ts';

export const loader = withMessages(['account'], (args: Route.LoaderArgs) =>
  accountPage(args, 'account.forgotSuccess.metaTitle', { guestOnly: false, challenge: false }),
);
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex,nofollow' }];

/**
 * /conto/password-dimenticata/esito-positivo/: the same words whether or not the e-mail has an
 * account, so the page tells no one which addresses are customers.
 */
export default function AccountForgotSuccess({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { paths } = loaderData;
  return (
    <AccountLayout titleId="forgot-success-title">
      <AccountHeading id="forgot-success-title" icon="mail" title={t('account.forgotSuccess.title')} intro={t('account.forgotSuccess.intro')} />
      <ul className="auth-card__notes">
        <li>{t('account.forgotSuccess.validity')}</li>
        <li>{t('account.forgotSuccess.spam')}</li>
      </ul>
      <div className="auth-card__actions">
        <Button href={paths.login} variant="primary" size="lg" block>
          {t('account.backToLogin')}
        </Button>
        <Button href={paths.forgot} variant="secondary" size="lg" block>
          {t('account.forgotSuccess.again')}
        </Button>
      </div>
    </AccountLayout>
  );
}
