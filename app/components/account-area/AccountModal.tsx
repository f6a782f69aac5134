import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import type { ErrorItem } from '../../../common/errors/catalogue.ts';
import { Field } from '../ui/Field.tsx';
import { Button } from '../ui/Button.tsx';
import { PageModal } from './PageModal.tsx';
import { FormErrors } from './FormErrors.tsx';
import { fieldErrors, generalErrors } from './errors.ts';
import type { FormReply } from './fragments.ts';

const EMAIL_FIELDS = ['email', 'emailConfirmation', 'password'] as const;
const DELETE_FIELDS = ['password', 'confirm'] as const;

type Props = { open: boolean; closeTo: string; onClose: () => void; email: string; reply: FormReply | undefined };

function ChangeEmail({ email, errors, values }: { email: string; errors?: ErrorItem[]; values?: Record<string, string> }) {
  const t = useT();
  const navigation = useNavigation();
  const fe = fieldErrors(errors, EMAIL_FIELDS);
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'email';
  return (
    <Form method="post" className="account-form account-form--plain" noValidate aria-labelledby="change-email-title">
      <h3 id="change-email-title" className="account-form__title">
        {t('accountArea.account.emailTitle')}
      </h3>
      <p className="account-form__hint">{t('accountArea.account.emailText', { email })}</p>
      <input type="hidden" name="intent" value="email" />
      <FormErrors messages={generalErrors(errors, EMAIL_FIELDS)} />
      <Field
        label={t('accountArea.account.newEmail')}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={values?.email ?? ''}
        error={fe.email}
      />
      <Field
        label={t('accountArea.account.repeatEmail')}
        name="emailConfirmation"
        type="email"
        autoComplete="email"
        required
        defaultValue={values?.emailConfirmation ?? ''}
        error={fe.emailConfirmation}
      />
      <Field
        label={t('accountArea.account.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={fe.password}
        id="change-email-password"
      />
      <div>
        <Button type="submit" variant="primary" loading={busy}>
          {t('accountArea.account.emailSubmit')}
        </Button>
      </div>
    </Form>
  );
}

function DeleteAccount({ errors }: { errors?: ErrorItem[] }) {
  const t = useT();
  const navigation = useNavigation();
  const fe = fieldErrors(errors, DELETE_FIELDS);
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'delete';
  return (
    <Form method="post" className="account-form account-form--plain account-form--danger" noValidate aria-labelledby="delete-account-title">
      <h3 id="delete-account-title" className="account-form__title">
        {t('accountArea.account.deleteTitle')}
      </h3>
      <p className="account-form__hint">{t('accountArea.account.deleteText')}</p>
      <input type="hidden" name="intent" value="delete" />
      <FormErrors messages={generalErrors(errors, DELETE_FIELDS)} />
      <Field
        label={t('accountArea.account.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={fe.password}
        id="delete-account-password"
      />
      <div className={`ui-field${fe.confirm ? ' ui-field--error' : ''}`}>
        <label className="check">
          <input
            type="checkbox"
            name="confirm"
            required
            aria-invalid={fe.confirm ? true : undefined}
            aria-describedby={fe.confirm ? 'delete-confirm-error' : undefined}
          />
          <span>{t('accountArea.account.deleteConfirm')}</span>
        </label>
        {fe.confirm && (
          <p id="delete-confirm-error" className="ui-field__error">
            {fe.confirm}
          </p>
        )}
      </div>
      <div>
        <Button type="submit" variant="primary" className="ui-btn--danger" loading={busy}>
          {t('accountArea.account.deleteSubmit')}
        </Button>
      </div>
    </Form>
  );
}

/** The "change/delete account" modal (§2): a new e-mail address (twice, with the password), or the account deleted. */
export function AccountModal({ open, closeTo, onClose, email, reply }: Props) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'delete';
  return (
    <PageModal open={open} closeTo={closeTo} onClose={onClose} title={t('accountArea.account.title')} loading={busy} className="account-change-modal">
      <div className="account-modal__sections">
        <ChangeEmail
          email={email}
          errors={reply?.intent === 'email' ? reply.errors : undefined}
          values={reply?.intent === 'email' ? reply.values : undefined}
        />
        <DeleteAccount errors={reply?.intent === 'delete' ? reply.errors : undefined} />
      </div>
    </PageModal>
  );
}
