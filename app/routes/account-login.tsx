import { Form, Link } from 'react-router';
import type { Route } from './+types/account-login';
import { loginAction, loginLoader } from './account-login.server.ts';
import { useT } from '../lib/i18n.tsx';
import { Field, FormAlert, SubmitButton, useKitForm } from '../components/form/index.ts';
import { HumanCheck } from '../components/ui/HumanCheck.tsx';
import { AccountHeading, AccountLayout } from '../components/account/AccountLayout.tsx';
import { PasswordField } from '../components/account/PasswordField.tsx';
import { withQuery } from '../lib/account.ts';
import { loginFormSchema } from '../../common/forms/login-form.ts';
import { withMessages } from '../lib/messages.server.ts';

export const loader = withMessages(['account'], (args: Route.LoaderArgs) => loginLoader(args));
export const action = (args: Route.ActionArgs) => loginAction(args);
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex,nofollow' }];

/**
 * /conto/accesso/ (§4 Login): e-mail, password and the human check. The API's errors are kept and
 * the first is shown, at its field or above the button; success goes to the overview or `next`.
 */
export default function AccountLogin({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { paths, email, next } = loaderData;
  const [form, fields] = useKitForm({ schema: loginFormSchema, lastResult: actionData, defaultValue: { email }, firstOnly: true });
  // The newest check: a refused post brings a new one.
  const challenge = actionData?.challenge ?? loaderData.challenge;
  const typed = fields.email.initialValue ?? email;
  return (
    <AccountLayout titleId="login-title" benefits>
      <AccountHeading id="login-title" icon="lock" title={t('account.login.title')} intro={t('account.login.intro')} />
      <Form method="post" id={form.id} onSubmit={form.onSubmit} className="auth-form" noValidate>
        {next && <input type="hidden" name="next" value={next} />}
        <Field field={fields.email} id="login-email" label={t('account.field.email')} type="email" autoComplete="email" required />
        <PasswordField
          id="login-password"
          label={t('account.field.password')}
          name="password"
          autoComplete="current-password"
          required
          error={fields.password.errors?.[0]}
        />
        <p className="auth-form__forgot">
          <Link to={withQuery(paths.forgot, { email: typed })}>{t('account.login.forgot')}</Link>
        </p>
        {challenge && <HumanCheck key={String(challenge.signature ?? '')} challenge={challenge} />}
        <FormAlert errors={form.errors} icon className="auth-alert" />
        <SubmitButton variant="primary" size="lg" block>
          {t('account.login.submit')}
        </SubmitButton>
      </Form>
      <p className="auth-card__more">
        {t('account.login.noAccount')} <Link to={withQuery(paths.register, { email: typed, next })}>{t('account.login.toRegister')}</Link>
      </p>
    </AccountLayout>
  );
}
