import { Form } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../common/rules/limits.ts';
import { changePasswordFormSchema } from '../../../common/forms/account-area-forms.ts';
import { Field, FormAlert, SubmitButton, useKitForm } from '../form/index.ts';
import { HumanCheck } from '../ui/HumanCheck.tsx';
import type { FormReply } from './fragments.ts';

type Props = { challenge: Record<string, unknown>; reply: FormReply | null };

/**
 * Change password (changePassword, §8 1201–1206): the current one, the new one twice, the human
 * check. A refusal on a field shows under it; the rest (captcha, not logged in) on top.
 */
export function PasswordForm({ challenge, reply }: Props) {
  const t = useT();
  const [form, fields] = useKitForm({ schema: changePasswordFormSchema, lastResult: reply });
  const rules = t('accountArea.password.rules', { min: PASSWORD_MIN, max: PASSWORD_MAX });
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} className="account-form password-form" noValidate aria-labelledby="password-title">
      <h2 id="password-title" className="account-form__title">
        {t('accountArea.password.title')}
      </h2>
      <input type="hidden" name="intent" value="password" />
      <FormAlert errors={form.errors} title={t('accountArea.form.errorTitle')} className="account-form__alert" />
      <Field field={fields.currentPassword} label={t('accountArea.password.current')} type="password" autoComplete="current-password" required />
      <Field
        field={fields.newPassword}
        label={t('accountArea.password.new')}
        type="password"
        autoComplete="new-password"
        required
        hint={rules}
        minLength={PASSWORD_MIN}
        maxLength={PASSWORD_MAX}
      />
      <Field
        field={fields.newPasswordConfirmation}
        label={t('accountArea.password.repeat')}
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
      />
      <HumanCheck challenge={challenge} />
      <div>
        <SubmitButton variant="primary" intent="password">
          {t('accountArea.password.submit')}
        </SubmitButton>
      </div>
    </Form>
  );
}
