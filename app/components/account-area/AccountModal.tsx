import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { changeEmailFormSchema, deleteAccountFormSchema } from '../../../common/forms/account-area-forms.ts';
import { Field, FormAlert, SubmitButton, useKitForm } from '../form/index.ts';
import { PageModal } from './PageModal.tsx';
import type { FormReply } from './fragments.ts';

type Props = { open: boolean; closeTo: string; onClose: () => void; email: string; reply: FormReply | undefined };

function ChangeEmail({ email, reply }: { email: string; reply: FormReply | null }) {
  const t = useT();
  const [form, fields] = useKitForm({ schema: changeEmailFormSchema, lastResult: reply });
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} className="account-form account-form--plain" noValidate aria-labelledby="change-email-title">
      <h3 id="change-email-title" className="account-form__title">
        {t('accountArea.account.emailTitle')}
      </h3>
      <p className="account-form__hint">{t('accountArea.account.emailText', { email })}</p>
      <input type="hidden" name="intent" value="email" />
      <FormAlert errors={form.errors} title={t('accountArea.form.errorTitle')} className="account-form__alert" />
      <Field field={fields.email} label={t('accountArea.account.newEmail')} type="email" autoComplete="email" required />
      <Field field={fields.emailConfirmation} label={t('accountArea.account.repeatEmail')} type="email" autoComplete="email" required />
      <Field
        field={fields.password}
        label={t('accountArea.account.password')}
        type="password"
        autoComplete="current-password"
        required
        id="change-email-password"
      />
      <div>
        <SubmitButton variant="primary" intent="email">
          {t('accountArea.account.emailSubmit')}
        </SubmitButton>
      </div>
    </Form>
  );
}

function DeleteAccount({ reply }: { reply: FormReply | null }) {
  const t = useT();
  const [form, fields] = useKitForm({ schema: deleteAccountFormSchema, lastResult: reply });
  const confirmError = fields.confirm.errors?.[0];
  return (
    <Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      className="account-form account-form--plain account-form--danger"
      noValidate
      aria-labelledby="delete-account-title"
    >
      <h3 id="delete-account-title" className="account-form__title">
        {t('accountArea.account.deleteTitle')}
      </h3>
      <p className="account-form__hint">{t('accountArea.account.deleteText')}</p>
      <input type="hidden" name="intent" value="delete" />
      <FormAlert errors={form.errors} title={t('accountArea.form.errorTitle')} className="account-form__alert" />
      <Field
        field={fields.password}
        label={t('accountArea.account.password')}
        type="password"
        autoComplete="current-password"
        required
        id="delete-account-password"
      />
      <div className={`ui-field${confirmError ? ' ui-field--error' : ''}`}>
        <label className="check">
          <input
            type="checkbox"
            name={fields.confirm.name}
            required
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={confirmError ? 'delete-confirm-error' : undefined}
          />
          <span>{t('accountArea.account.deleteConfirm')}</span>
        </label>
        {confirmError && (
          <p id="delete-confirm-error" className="ui-field__error">
            {confirmError}
          </p>
        )}
      </div>
      <div>
        <SubmitButton variant="primary" className="ui-btn--danger" intent="delete">
          {t('accountArea.account.deleteSubmit')}
        </SubmitButton>
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
        <ChangeEmail email={email} reply={reply?.form === 'email' ? reply : null} />
        <DeleteAccount reply={reply?.form === 'delete' ? reply : null} />
      </div>
    </PageModal>
  );
}
