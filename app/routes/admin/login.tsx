import { Form, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { Field } from '../../components/ui/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { adminT, type AdminLanguage } from '../../admin/messages.ts';
import { adminGraphql } from '../../admin/graphql.ts';
import { adminApi, currentStaff } from './admin.server.ts';

// /admin/login: e-mail, password and the authenticator app's code, in one form that works without JavaScript.
const LOGIN = adminGraphql(`mutation AdminLogin($email: String!, $password: String!, $code: String!, $language: String) {
  staffLogin(email: $email, password: $password, code: $code, language: $language) { staff { email } errors { code message referencedRequestParameter } }
}`);

const languageOf = (request: Request): AdminLanguage => (new URL(request.url).searchParams.get('lang') === 'en' ? 'en' : 'it');

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await currentStaff(context)) throw redirect('/admin/');
  return { language: languageOf(request) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '');
  const { staffLogin } = await adminApi(context, LOGIN, {
    email: text('email'),
    password: text('password'),
    code: text('code').replace(/\s/g, ''),
    language: languageOf(request),
  });
  if (staffLogin.staff) return redirect('/admin/');
  return { email: text('email'), error: staffLogin.errors[0]?.message ?? '' };
}

export default function AdminLogin() {
  const { language } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const t = adminT(language);
  return (
    <section className="admin-card admin-login" aria-labelledby="admin-login-title" lang={language}>
      <h1 id="admin-login-title">{t('login.title')}</h1>
      {refused?.error && (
        <p role="alert" className="admin-alert">
          {refused.error}
        </p>
      )}
      <Form method="post" className="admin-form">
        <Field label={t('login.email')} name="email" type="email" autoComplete="username" required defaultValue={refused?.email} />
        <Field label={t('login.password')} name="password" type="password" autoComplete="current-password" required />
        <Field
          label={t('login.code')}
          hint={t('login.codeHint')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,7}"
          maxLength={7}
          required
        />
        <Button type="submit" variant="primary" block loading={busy}>
          {t('login.submit')}
        </Button>
      </Form>
      <p className="admin-switch">
        <a href={language === 'en' ? '/admin/login' : '/admin/login?lang=en'} lang={language === 'en' ? 'it' : 'en'}>
          {t('login.otherLanguage')}
        </a>
      </p>
    </section>
  );
}
