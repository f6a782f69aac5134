import { useState } from 'react';
import { Form, Link } from 'react-router';
import type { Route } from './+types/account-register';
import { registerAction, registerLoader } from './account-register.server.ts';
import { useT } from '../lib/i18n.tsx';
import { withQuery } from '../lib/account.ts';
import { Field, FormAlert, SubmitButton, useKitForm } from '../components/form/index.ts';
import { HumanCheck } from '../components/ui/HumanCheck.tsx';
import { AccountHeading, AccountLayout } from '../components/account/AccountLayout.tsx';
import { PasswordField } from '../components/account/PasswordField.tsx';
import { PasswordRules } from '../components/account/PasswordRules.tsx';
import { registerFormSchema } from '../../common/forms/account-forms.ts';
import { withMessages } from '../lib/messages.server.ts';

export const loader = withMessages(['account'], (args: Route.LoaderArgs) => registerLoader(args));
export const action = (args: Route.ActionArgs) => registerAction(args);
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex,nofollow' }];

/** /conto/registrazione/ (§2, §5): names, e-mail twice, password twice under the rules, newsletter, human check. */
export default function AccountRegister({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { paths, email, next } = loaderData;
  const [form, fields] = useKitForm({ schema: registerFormSchema, lastResult: actionData, defaultValue: { email } });
  // The newest check: a refused post brings a new one.
  const challenge = actionData?.challenge ?? loaderData.challenge;
  // The e-mail the links to login carry: the one typed, once a post came back (Conform keeps its first initial value).
  const typed = String(actionData?.initialValue?.email ?? email);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return (
    <AccountLayout titleId="register-title" benefits>
      <AccountHeading id="register-title" icon="user" title={t('account.register.title')} intro={t('account.register.intro')} />
      <Form method="post" id={form.id} onSubmit={form.onSubmit} className="auth-form" noValidate>
        {next && <input type="hidden" name="next" value={next} />}
        <div className="auth-form__pair">
          <Field field={fields.firstName} id="register-first-name" label={t('account.field.firstName')} autoComplete="given-name" required />
          <Field field={fields.lastName} id="register-last-name" label={t('account.field.lastName')} autoComplete="family-name" required />
        </div>
        <Field field={fields.email} id="register-email" label={t('account.field.email')} type="email" autoComplete="email" required />
        <Field
          field={fields.emailConfirmation}
          id="register-email-confirmation"
          label={t('account.field.emailConfirmation')}
          type="email"
          autoComplete="email"
          required
        />
        <PasswordField
          id="register-password"
          label={t('account.field.password')}
          name="password"
          autoComplete="new-password"
          required
          error={fields.password.errors?.[0]}
          aria-describedby="register-password-rules"
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <PasswordField
          id="register-password-confirmation"
          label={t('account.field.passwordConfirmation')}
          name="passwordConfirmation"
          autoComplete="new-password"
          required
          error={fields.passwordConfirmation.errors?.[0]}
          aria-describedby="register-password-rules"
          onChange={(e) => setConfirmation(e.currentTarget.value)}
        />
        <PasswordRules id="register-password-rules" password={password} confirmation={confirmation} />
        <label className="check auth-form__newsletter">
          <input type="checkbox" name="subscribed" defaultChecked={fields.subscribed.initialValue === 'on'} /> {t('account.register.newsletter')}
        </label>
        {challenge && <HumanCheck key={String(challenge.signature ?? '')} challenge={challenge} />}
        <FormAlert errors={form.errors} icon className="auth-alert">
          {actionData?.userExists && (
            <p>
              <Link to={withQuery(paths.login, { email: typed, next })}>{t('account.register.toLogin')}</Link>
            </p>
          )}
        </FormAlert>
        <p className="auth-form__legal">{t('account.register.legal')}</p>
        <SubmitButton variant="primary" size="lg" block>
          {t('account.register.submit')}
        </SubmitButton>
      </Form>
      <p className="auth-card__more">
        {t('account.register.haveAccount')} <Link to={withQuery(paths.login, { email: typed, next })}>{t('account.register.toLogin')}</Link>
      </p>
    </AccountLayout>
  );
}
