import { Form, Link } from 'react-router';
import type { Route } from './+types/account-identify';
import { identifyAction, identifyLoader } from './account-login.server.ts';
import { useT } from '../lib/i18n.tsx';
import { Field } from '../components/ui/Field.tsx';
import { Button } from '../components/ui/Button.tsx';
import { HumanCheck } from '../components/ui/HumanCheck.tsx';
import { AccountHeading, AccountLayout } from '../components/account/AccountLayout.tsx';
import { FormAlert } from '../components/account/FormAlert.tsx';
import { errorsOf, useAccountForm } from '../components/account/use-account-form.ts';

export const loader = (args: Route.LoaderArgs) => identifyLoader(args);
export const action = (args: Route.ActionArgs) => identifyAction(args);
// Every render carries a fresh human-check challenge: no cache may keep the page.
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex,nofollow' }];

const FIELDS = ['email'];

/** /conto/ (§4 identify-user flow): an e-mail and the human check; a known e-mail goes to login, a new one to register. */
export default function AccountIdentify({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { paths, email, next } = loaderData;
  const { posted, challenge, busy, formRef } = useAccountForm(loaderData.challenge);
  const errors = errorsOf(posted?.errors, FIELDS);
  return (
    <AccountLayout titleId="identify-title" benefits>
      <AccountHeading id="identify-title" icon="user" title={t('account.identify.title')} intro={t('account.identify.intro')} />
      <Form method="post" className="auth-form" noValidate ref={formRef}>
        {next && <input type="hidden" name="next" value={next} />}
        <Field
          id="identify-email"
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
          {t('account.identify.submit')}
        </Button>
      </Form>
      <p className="auth-card__more">
        {t('account.identify.haveAccount')} <Link to={paths.login}>{t('account.identify.toLogin')}</Link>
      </p>
    </AccountLayout>
  );
}
