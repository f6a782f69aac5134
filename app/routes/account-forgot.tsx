import { Form, Link } from 'react-router';
import type { Route } from './+types/account-forgot';
import { forgotAction, forgotLoader } from './account-forgot.server.ts';
import { useT } from '../lib/i18n.tsx';
import { Field, FormAlert, SubmitButton, useKitForm } from '../components/form/index.ts';
import { HumanCheck } from '../components/ui/HumanCheck.tsx';
import { AccountHeading, AccountLayout } from '../components/account/AccountLayout.tsx';
import { forgotFormSchema } from '../../common/forms/account-forms.ts';
import { withMessages } from '../lib/messages.server.ts';

export const loader = withMessages(['account'], (args: Route.LoaderArgs) => forgotLoader(args));
export const action = (args: Route.ActionArgs) => forgotAction(args);
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex,nofollow' }];

/** /conto/password-dimenticata/ (§2): an e-mail and the human check; the API e-mails a link when the account exists. */
export default function AccountForgot({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { paths, email } = loaderData;
  const [form, fields] = useKitForm({ schema: forgotFormSchema, lastResult: actionData, defaultValue: { email } });
  // The newest check: a refused post brings a new one.
  const challenge = actionData?.challenge ?? loaderData.challenge;
  return (
    <AccountLayout titleId="forgot-title">
      <AccountHeading id="forgot-title" icon="mail" title={t('account.forgot.title')} intro={t('account.forgot.intro')} />
      <Form method="post" id={form.id} onSubmit={form.onSubmit} className="auth-form" noValidate>
        <Field field={fields.email} id="forgot-email" label={t('account.field.email')} type="email" autoComplete="email" required />
        {challenge && <HumanCheck key={String(challenge.signature ?? '')} challenge={challenge} />}
        <FormAlert errors={form.errors} icon className="auth-alert" />
        <SubmitButton variant="primary" size="lg" block>
          {t('account.forgot.submit')}
        </SubmitButton>
      </Form>
      <p className="auth-card__more">
        <Link to={paths.login}>{t('account.backToLogin')}</Link>
      </p>
    </AccountLayout>
  );
}
