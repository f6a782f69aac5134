import { Form, Link } from 'react-router';
import type { Route } from './+types/account-forgot';
import { forgotAction, forgotLoader } from '../loaders/account-password.server.ts';
import { useT } from '../lib/i18n.tsx';
import { Field } from '../components/ui/Field.tsx';
import { Button } from '../components/ui/Button.tsx';
import { HumanCheck } from '../components/ui/HumanCheck.tsx';
import { AccountHeading, AccountLayout } from '../components/account/AccountLayout.tsx';
import { FormAlert } from '../components/account/FormAlert.tsx';
import { errorsOf, useAccountForm } from '../components/account/use-account-form.ts';

export const loader = (args: Route.LoaderArgs) => forgotLoader(args);
export const action = (args: Route.ActionArgs) => forgotAction(args);
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex,nofollow' }];

const FIELDS = ['email'];

/** /conto/password-dimenticata/ (§2): an e-mail and the human check; the API e-mails a link when the account exists. */
export default function AccountForgot({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { paths, email } = loaderData;
  const { posted, challenge, busy, formRef } = useAccountForm(loaderData.challenge);
  const errors = errorsOf(posted?.errors, FIELDS);
  return (
    <AccountLayout titleId="forgot-title">
      <AccountHeading id="forgot-title" icon="mail" title={t('account.forgot.title')} intro={t('account.forgot.intro')} />
      <Form method="post" className="auth-form" noValidate ref={formRef}>
        <Field
          id="forgot-email"
          label={t('account.field.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={posted?.values.email ?? email}
          error={errors.email}
        />
        {challenge && <HumanCheck key={String(challenge.signature ?? '')} challenge={challenge} />}
        <FormAlert message={errors['']} />
        <Button type="submit" variant="primary" size="lg" block loading={busy}>
          {t('account.forgot.submit')}
        </Button>
      </Form>
      <p className="auth-card__more">
        <Link to={paths.login}>{t('account.backToLogin')}</Link>
      </p>
    </AccountLayout>
  );
}
