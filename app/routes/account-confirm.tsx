import { Form, Link } from 'react-router';
import type { Route } from './+types/account-confirm';
import { accountConfirmAction, accountConfirmLoader } from './account-confirm.server.ts';
import { useT } from '../lib/i18n.tsx';
import { Button } from '../components/ui/Button.tsx';
import { FormAlert, SubmitButton, useKitForm } from '../components/form/index.ts';
import { AccountHeading, AccountLayout } from '../components/account/AccountLayout.tsx';
import { accountConfirmFormSchema } from '../../common/forms/account-forms.ts';
import { withMessages } from '../lib/messages.server.ts';

export const loader = withMessages(['account'], (args: Route.LoaderArgs) => accountConfirmLoader(args));
export const action = (args: Route.ActionArgs) => accountConfirmAction(args);
// The link's token is in the address: no cache keeps the page, no referrer carries it on.
export const headers = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' });
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex,nofollow' }];

/**
 * /conto/conferma-account/?token=… (issue 12): the link of "create an account with this order".
 * Opening it only says what it is for; the button confirms (a mail scanner that opens links
 * makes no account). A new account is then made and logged in, or an existing one gets the order.
 */
export default function AccountConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { kind, email, token, loggedInAs, paths } = loaderData;
  const [form] = useKitForm({ schema: accountConfirmFormSchema, lastResult: actionData });
  const spent = actionData?.spent;
  if (!kind || spent) {
    return (
      <AccountLayout titleId="confirm-title">
        <AccountHeading id="confirm-title" icon="alert" title={t('account.confirm.badTitle')} intro={t('account.confirm.badIntro')} />
        <div className="auth-card__actions">
          <Button href={paths.login} variant="primary" size="lg" block>
            {t('account.confirm.toLogin')}
          </Button>
          <Button href={paths.register} variant="secondary" size="lg" block>
            {t('account.confirm.register')}
          </Button>
        </div>
      </AccountLayout>
    );
  }
  const owner = kind === 'EXISTING_ACCOUNT';
  // An existing account's order joins it only with its owner logged in: else, log in first.
  const mustLogIn = owner && loggedInAs !== email;
  return (
    <AccountLayout titleId="confirm-title">
      <AccountHeading
        id="confirm-title"
        icon={owner ? 'gift' : 'user'}
        title={t(owner ? 'account.confirm.joinTitle' : 'account.confirm.title')}
        intro={t(owner ? 'account.confirm.joinIntro' : 'account.confirm.intro', { email: email ?? '' })}
      />
      {mustLogIn ? (
        <>
          <p className="auth-card__intro">{t(loggedInAs ? 'account.confirm.otherAccount' : 'account.confirm.joinLogin', { email: email ?? '' })}</p>
          {!loggedInAs && (
            <div className="auth-card__actions">
              <Button href={paths.login} variant="primary" size="lg" block>
                {t('account.confirm.toLogin')}
              </Button>
            </div>
          )}
          <p className="auth-card__more">
            <Link to={paths.forgot}>{t('account.confirm.forgot')}</Link>
          </p>
        </>
      ) : (
        <Form method="post" id={form.id} onSubmit={form.onSubmit} className="auth-form" noValidate>
          <input type="hidden" name="token" value={token} />
          <FormAlert errors={form.errors} icon className="auth-alert" />
          <SubmitButton variant="primary" size="lg" block>
            {t(owner ? 'account.confirm.joinSubmit' : 'account.confirm.submit')}
          </SubmitButton>
        </Form>
      )}
    </AccountLayout>
  );
}
