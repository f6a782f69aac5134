import { Form, Link } from 'react-router';
import type { Route } from './+types/account-identify';
import { identifyAction, identifyLoader } from './account-login.server.ts';
import { useT } from '../lib/i18n.tsx';
import { Field, FormAlert, SubmitButton, useKitForm } from '../components/form/index.ts';
import { HumanCheck } from '../components/ui/HumanCheck.tsx';
import { AccountHeading, AccountLayout } from '../components/account/AccountLayout.tsx';
import { identifyFormSchema } from '../../common/forms/account-forms.ts';
import { withMessages } from '../lib/messages.server.ts';

export const loader = withMessages(['account'], (args: Route.LoaderArgs) => identifyLoader(args));
export const action = (args: Route.ActionArgs) => identifyAction(args);
// Every render carries a fresh human-check challenge: no cache may keep the page.
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex,nofollow' }];

/** /conto/ (§4 identify-user flow): an e-mail and the human check; a known e-mail goes to login, a new one to register. */
export default function AccountIdentify({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { paths, email, next } = loaderData;
  const [form, fields] = useKitForm({ schema: identifyFormSchema, lastResult: actionData, defaultValue: { email } });
  // The newest check: a refused post brings a new one.
  const challenge = actionData?.challenge ?? loaderData.challenge;
  return (
    <AccountLayout titleId="identify-title" benefits>
      <AccountHeading id="identify-title" icon="user" title={t('account.identify.title')} intro={t('account.identify.intro')} />
      <Form method="post" id={form.id} onSubmit={form.onSubmit} className="auth-form" noValidate>
        {next && <input type="hidden" name="next" value={next} />}
        <Field field={fields.email} id="identify-email" label={t('account.field.email')} type="email" autoComplete="email" required />
        {challenge && <HumanCheck key={String(challenge.signature ?? '')} challenge={challenge} />}
        <FormAlert errors={form.errors} icon className="auth-alert" />
        <SubmitButton variant="primary" size="lg" block>
          {t('account.identify.submit')}
        </SubmitButton>
      </Form>
      <p className="auth-card__more">
        {t('account.identify.haveAccount')} <Link to={paths.login}>{t('account.identify.toLogin')}</Link>
      </p>
    </AccountLayout>
  );
}
