import { useState } from 'react';
import { Form, Link } from 'react-router';
import type { Route } from './+types/account-new-password';
import { newPasswordAction, newPasswordLoader } from '../loaders/account-password.server.ts';
import { useT } from '../lib/i18n.tsx';
import { Button } from '../components/ui/Button.tsx';
import { AccountHeading, AccountLayout } from '../components/account/AccountLayout.tsx';
import { FormAlert } from '../components/account/FormAlert.tsx';
import { PasswordField } from '../components/account/PasswordField.tsx';
import { PasswordRules } from '../components/account/PasswordRules.tsx';
import { errorsOf, useAccountForm } from '../components/account/use-account-form.ts';
import { errorCodes } from '../../common/errors/codes.ts';

export const loader = (args: Route.LoaderArgs) => newPasswordLoader(args);
export const action = (args: Route.ActionArgs) => newPasswordAction(args);
// The link's token is in the address: no cache keeps the page, no referrer carries it on.
export const headers = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' });
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex,nofollow' }];

const FIELDS = ['password', 'passwordConfirmation'];

/** /conto/nuova-password/?token=… (§2): the e-mailed link's page; two passwords under the §5 rules. */
export default function AccountNewPassword({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { paths, token } = loaderData;
  const { posted, busy, formRef } = useAccountForm(null);
  const errors = errorsOf(posted?.errors, FIELDS);
  const badLink = !token || posted?.errors.some((e) => e.code === errorCodes.FORGOT_PASSWORD_TOKEN_INVALID);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return (
    <AccountLayout titleId="new-password-title">
      <AccountHeading id="new-password-title" icon="lock" title={t('account.newPassword.title')} intro={t('account.newPassword.intro')} />
      <Form method="post" className="auth-form" noValidate ref={formRef}>
        <input type="hidden" name="token" value={token} />
        {badLink ? (
          <FormAlert message={t('error.1306')}>
            <p>
              <Link to={paths.forgot}>{t('account.newPassword.requestNew')}</Link>
            </p>
          </FormAlert>
        ) : (
          <FormAlert message={errors['']} />
        )}
        <PasswordField
          id="new-password"
          label={t('account.field.newPassword')}
          name="password"
          autoComplete="new-password"
          required
          error={errors.password}
          aria-describedby="new-password-rules"
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <PasswordField
          id="new-password-confirmation"
          label={t('account.field.newPasswordConfirmation')}
          name="passwordConfirmation"
          autoComplete="new-password"
          required
          error={errors.passwordConfirmation}
          aria-describedby="new-password-rules"
          onChange={(e) => setConfirmation(e.currentTarget.value)}
        />
        <PasswordRules id="new-password-rules" password={password} confirmation={confirmation} />
        <Button type="submit" variant="primary" size="lg" block loading={busy} disabled={!token}>
          {t('account.newPassword.submit')}
        </Button>
      </Form>
      <p className="auth-card__more">
        <Link to={paths.login}>{t('account.backToLogin')}</Link>
      </p>
    </AccountLayout>
  );
}
