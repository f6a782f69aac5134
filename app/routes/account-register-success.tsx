import type { Route } from './+types/account-register-success';
import { registerSuccessLoader } from './account-register.server.ts';
import { useT } from '../lib/i18n.tsx';
import { Button } from '../components/ui/Button.tsx';
import { AccountHeading, AccountLayout } from '../components/account/AccountLayout.tsx';
import { withMessages } from '../lib/messages.server.ts';

export const loader = withMessages(['account'], (args: Route.LoaderArgs) => registerSuccessLoader(args));
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex,nofollow' }];

/** /conto/registrazione/esito-positivo/: the account is made and open; on to the overview or the shop. */
export default function AccountRegisterSuccess({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { paths, firstName } = loaderData;
  return (
    <AccountLayout titleId="register-success-title">
      <AccountHeading
        id="register-success-title"
        icon="check"
        title={firstName ? t('account.registerSuccess.titleNamed', { name: firstName }) : t('account.registerSuccess.title')}
        intro={t('account.registerSuccess.intro')}
      />
      <div className="auth-card__actions">
        <Button href={paths.overview} variant="primary" size="lg" block>
          {t('account.registerSuccess.toAccount')}
        </Button>
        <Button href={paths.home} variant="secondary" size="lg" block>
          {t('account.registerSuccess.toShop')}
        </Button>
      </div>
    </AccountLayout>
  );
}
