import type { Route } from './+types/account-new-password-success';
import { accountPage } from './account.server.ts';
import { useT } from '../lib/i18n.tsx';
import { Button } from '../components/ui/Button.tsx';
import { AccountHeading, AccountLayout } from '../components/account/AccountLayout.tsx';
import { withMessages } from '../lib/messages.server.ts';

export const loader = withMessages(['account'], (args: Route.LoaderArgs) =>
  accountPage(args, 'account.newPasswordSuccess.metaTitle', { guestOnly: false, challenge: false }),
);
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex,nofollow' }];

/** /conto/nuova-password/esito-positivo/: the password is changed and every session ended; log in with the new one. */
export default function AccountNewPasswordSuccess({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AccountLayout titleId="new-password-success-title">
      <AccountHeading
        id="new-password-success-title"
        icon="check"
        title={t('account.newPasswordSuccess.title')}
        intro={t('account.newPasswordSuccess.intro')}
      />
      <div className="auth-card__actions">
        <Button href={loaderData.paths.login} variant="primary" size="lg" block>
          {t('account.newPasswordSuccess.toLogin')}
        </Button>
      </div>
    </AccountLayout>
  );
}
