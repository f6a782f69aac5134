import { useState } from 'react';
import { Form, Link } from 'react-router';
import type { Route } from './+types/account-new-password';
import { newPasswordAction, newPasswordLoader } from './account-new-password.server.ts';
import { useT } from '../lib/i18n.tsx';
import { FormAlert, SubmitButton, useKitForm } from '../components/form/index.ts';
import { AccountHeading, AccountLayout } from '../components/account/AccountLayout.tsx';
import { PasswordField } from '../components/account/PasswordField.tsx';
import { PasswordRules } from '../components/account/PasswordRules.tsx';
import { newPasswordFormSchema } from '../../common/forms/account-forms.ts';
import { withMessages } from '../lib/messages.server.ts';

export const loader = withMessages(['account'], (args: Route.LoaderArgs) => newPasswordLoader(args));
export const action = (args: Route.ActionArgs) => newPasswordAction(args);
// The link's token is in the address: no cache keeps the page, no referrer carries it on.
export const headers = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' });
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex,nofollow' }];

/** /conto/nuova-password/?token=… (§2): the e-mailed link's page; two passwords under the §5 rules. */
export default function AccountNewPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { paths, token } = loaderData;
  const [form, fields] = useKitForm({ schema: newPasswordFormSchema, lastResult: actionData });
  // No token, or one the API no longer knows (1306): the way to a new link instead of the refusal.
  const badLink = !token || Boolean(actionData?.badLink);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return (
    <AccountLayout titleId="new-password-title">
      <AccountHeading id="new-password-title" icon="lock" title={t('account.newPassword.title')} intro={t('account.newPassword.intro')} />
      <Form method="post" id={form.id} onSubmit={form.onSubmit} className="auth-form" noValidate>
        <input type="hidden" name="token" value={token} />
        {badLink ? (
          <FormAlert errors={[t('error.1306')]} icon className="auth-alert">
            <p>
              <Link to={paths.forgot}>{t('account.newPassword.requestNew')}</Link>
            </p>
          </FormAlert>
        ) : (
          <FormAlert errors={form.errors} icon className="auth-alert" />
        )}
        <PasswordField
          id="new-password"
          label={t('account.field.newPassword')}
          name="password"
          autoComplete="new-password"
          required
          error={fields.password.errors?.[0]}
          aria-describedby="new-password-rules"
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <PasswordField
          id="new-password-confirmation"
          label={t('account.field.newPasswordConfirmation')}
          name="passwordConfirmation"
          autoComplete="new-password"
          required
          error={fields.passwordConfirmation.errors?.[0]}
          aria-describedby="new-password-rules"
          onChange={(e) => setConfirmation(e.currentTarget.value)}
        />
        <PasswordRules id="new-password-rules" password={password} confirmation={confirmation} />
        <SubmitButton variant="primary" size="lg" block disabled={!token}>
          {t('account.newPassword.submit')}
        </SubmitButton>
      </Form>
      <p className="auth-card__more">
        <Link to={paths.login}>{t('account.backToLogin')}</Link>
      </p>
    </AccountLayout>
  );
}
