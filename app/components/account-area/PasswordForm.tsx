import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../common/rules/limits.ts';
import type { ErrorItem } from '../../../common/errors/catalogue.ts';
import { Field } from '../ui/Field.tsx';
import { Button } from '../ui/Button.tsx';
import { HumanCheck } from '../ui/HumanCheck.tsx';
import { FormErrors } from './FormErrors.tsx';
import { fieldErrors, generalErrors } from './errors.ts';

const FIELDS = ['currentPassword', 'newPassword', 'newPasswordConfirmation'] as const;

type Props = { challenge: Record<string, unknown>; errors?: ErrorItem[] };

/**
 * Change password (changePassword, §8 1201–1206): the current one, the new one twice, the human
 * check. A refusal on a field shows under it; the rest (captcha, not logged in) on top.
 */
export function PasswordForm({ challenge, errors }: Props) {
  const t = useT();
  const navigation = useNavigation();
  const fe = fieldErrors(errors, FIELDS);
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'password';
  const rules = t('accountArea.password.rules', { min: PASSWORD_MIN, max: PASSWORD_MAX });
  return (
    <Form method="post" className="account-form password-form" noValidate aria-labelledby="password-title">
      <h2 id="password-title" className="account-form__title">
        {t('accountArea.password.title')}
      </h2>
      <input type="hidden" name="intent" value="password" />
      <FormErrors messages={generalErrors(errors, FIELDS)} />
      <Field
        label={t('accountArea.password.current')}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        error={fe.currentPassword}
      />
      <Field
        label={t('accountArea.password.new')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        error={fe.newPassword}
        hint={rules}
        minLength={PASSWORD_MIN}
        maxLength={PASSWORD_MAX}
      />
      <Field
        label={t('accountArea.password.repeat')}
        name="newPasswordConfirmation"
        type="password"
        autoComplete="new-password"
        required
        error={fe.newPasswordConfirmation}
        maxLength={PASSWORD_MAX}
      />
      <HumanCheck challenge={challenge} />
      <div>
        <Button type="submit" variant="primary" loading={busy}>
          {t('accountArea.password.submit')}
        </Button>
      </div>
    </Form>
  );
}
