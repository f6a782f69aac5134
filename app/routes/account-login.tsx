import { Form, Link } from 'react-router';
import type { Route } from './+types/account-login';
import { loginAction, loginLoader } from './account-login.server.ts';
import { useT } from '../lib/i18n.tsx';
import { Field } from '../components/ui/Field.tsx';
import { Button } from '../components/ui/Button.tsx';
import { HumanCheck } from '../components/ui/HumanCheck.tsx';
import { AccountHeading, AccountLayout } from '../components/account/AccountLayout.tsx';
import { FormAlert } from '../components/account/FormAlert.tsx';
import { PasswordField } from '../components/account/PasswordField.tsx';
import { firstErrorOf, useAccountForm } from '../components/account/use-account-form.ts';
import { withQuery } from '../lib/account.ts';

export const loader = (args: Route.LoaderArgs) => loginLoader(args);
export const action = (args: Route.ActionArgs) => loginAction(args);
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex,nofollow' }];

const FIELDS = ['email', 'password'];

/**
 * /conto/accesso/ (§4 Login): e-mail, password and the human check. The API's errors are kept and
 * the first is shown, at its field or above the button; success goes to the overview or `next`.
 */
export default function AccountLogin({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { paths, email, next } = loaderData;
  const { posted, challenge, busy, formRef } = useAccountForm(loaderData.challenge);
  const error = firstErrorOf(posted?.errors, FIELDS);
  const typed = posted?.values.email ?? email;
  return (
    <AccountLayout titleId="login-title" benefits>
      <AccountHeading id="login-title" icon="lock" title={t('account.login.title')} intro={t('account.login.intro')} />
      <Form method="post" className="auth-form" noValidate ref={formRef}>
        {next && <input type="hidden" name="next" value={next} />}
        <Field
          id="login-email"
          label={t('account.field.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={typed}
          error={error.email}
        />
        <PasswordField
          id="login-password"
          label={t('account.field.password')}
          name="password"
          autoComplete="current-password"
          required
          error={error.password}
        />
        <p className="auth-form__forgot">
          <Link to={withQuery(paths.forgot, { email: typed })}>{t('account.login.forgot')}</Link>
        </p>
        {challenge && <HumanCheck key={String(challenge.signature ?? '')} challenge={challenge} />}
        <FormAlert message={error['']} />
        <Button type="submit" variant="primary" size="lg" block loading={busy}>
          {t('account.login.submit')}
        </Button>
      </Form>
      <p className="auth-card__more">
        {t('account.login.noAccount')} <Link to={withQuery(paths.register, { email: typed, next })}>{t('account.login.toRegister')}</Link>
      </p>
    </AccountLayout>
  );
}
