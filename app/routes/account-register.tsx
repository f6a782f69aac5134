import { useState } from 'react';
import { Form, Link } from 'react-router';
import type { Route } from './+types/account-register';
import { registerAction, registerLoader } from './account-register.server.ts';
import { useT } from '../lib/i18n.tsx';
import { withQuery } from '../lib/account.ts';
import { errorCodes } from '../../common/errors/codes.ts';
import { Field } from '../components/ui/Field.tsx';
import { Button } from '../components/ui/Button.tsx';
import { HumanCheck } from '../components/ui/HumanCheck.tsx';
import { AccountHeading, AccountLayout } from '../components/account/AccountLayout.tsx';
import { FormAlert } from '../components/account/FormAlert.tsx';
import { PasswordField } from '../components/account/PasswordField.tsx';
import { PasswordRules } from '../components/account/PasswordRules.tsx';
import { errorsOf, useAccountForm } from '../components/account/use-account-form.ts';

export const loader = (args: Route.LoaderArgs) => registerLoader(args);
export const action = (args: Route.ActionArgs) => registerAction(args);
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex,nofollow' }];

const FIELDS = ['firstName', 'lastName', 'email', 'emailConfirmation', 'password', 'passwordConfirmation', 'subscribed'];

/** /conto/registrazione/ (§2, §5): names, e-mail twice, password twice under the rules, newsletter, human check. */
export default function AccountRegister({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { paths, email, next } = loaderData;
  const { posted, challenge, busy, formRef } = useAccountForm(loaderData.challenge);
  const errors = errorsOf(posted?.errors, FIELDS);
  const values = posted?.values ?? { email };
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return (
    <AccountLayout titleId="register-title" benefits>
      <AccountHeading id="register-title" icon="user" title={t('account.register.title')} intro={t('account.register.intro')} />
      <Form method="post" className="auth-form" noValidate ref={formRef}>
        {next && <input type="hidden" name="next" value={next} />}
        <div className="auth-form__pair">
          <Field
            id="register-first-name"
            label={t('account.field.firstName')}
            name="firstName"
            autoComplete="given-name"
            required
            defaultValue={values.firstName ?? ''}
            error={errors.firstName}
          />
          <Field
            id="register-last-name"
            label={t('account.field.lastName')}
            name="lastName"
            autoComplete="family-name"
            required
            defaultValue={values.lastName ?? ''}
            error={errors.lastName}
          />
        </div>
        <Field
          id="register-email"
          label={t('account.field.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={values.email ?? ''}
          error={errors.email}
        />
        <Field
          id="register-email-confirmation"
          label={t('account.field.emailConfirmation')}
          name="emailConfirmation"
          type="email"
          autoComplete="email"
          required
          defaultValue={values.emailConfirmation ?? ''}
          error={errors.emailConfirmation}
        />
        <PasswordField
          id="register-password"
          label={t('account.field.password')}
          name="password"
          autoComplete="new-password"
          required
          error={errors.password}
          aria-describedby="register-password-rules"
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <PasswordField
          id="register-password-confirmation"
          label={t('account.field.passwordConfirmation')}
          name="passwordConfirmation"
          autoComplete="new-password"
          required
          error={errors.passwordConfirmation}
          aria-describedby="register-password-rules"
          onChange={(e) => setConfirmation(e.currentTarget.value)}
        />
        <PasswordRules id="register-password-rules" password={password} confirmation={confirmation} />
        <label className="check auth-form__newsletter">
          <input type="checkbox" name="subscribed" defaultChecked={values.subscribed === 'on'} /> {t('account.register.newsletter')}
        </label>
        {challenge && <HumanCheck key={String(challenge.signature ?? '')} challenge={challenge} />}
        <FormAlert message={errors['']}>
          {posted?.errors.some((e) => e.code === errorCodes.ACCOUNT_USER_EXISTS) && (
            <p>
              <Link to={withQuery(paths.login, { email: values.email, next })}>{t('account.register.toLogin')}</Link>
            </p>
          )}
        </FormAlert>
        <p className="auth-form__legal">{t('account.register.legal')}</p>
        <Button type="submit" variant="primary" size="lg" block loading={busy}>
          {t('account.register.submit')}
        </Button>
      </Form>
      <p className="auth-card__more">
        {t('account.register.haveAccount')} <Link to={withQuery(paths.login, { email: values.email, next })}>{t('account.register.toLogin')}</Link>
      </p>
    </AccountLayout>
  );
}
