import { useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../common/rules/limits.ts';
import { Field } from '../ui/Field.tsx';
import { HumanCheck } from '../ui/HumanCheck.tsx';

type Props = { values: Record<string, string>; errors: Record<string, string>; challenge: Record<string, unknown> | null };

/**
 * "Create an account with this order" (§6) inside the guest form: two password entries (§5), the
 * newsletter and the human check. The fields are shown by CSS when ticked, so they work without
 * JavaScript; the check is mounted only once ticked, so a guest who wants no account never waits
 * for its proof of work. The account is made from the link e-mailed to the billing address; the
 * passwords are never sent back into the page: after an error they are typed again.
 */
export function CreateAccountFields({ values, errors, challenge }: Props) {
  const t = useT();
  const accountErrors = Object.entries(errors).filter(([k]) => k === 'account' || (k.startsWith('account.') && !k.startsWith('account.password')));
  const [ticked, setTicked] = useState(values['account.create'] === 'on');
  return (
    <fieldset className="create-account">
      <legend className="ui-visually-hidden">{t('checkout.account.create')}</legend>
      <label className="check create-account__toggle">
        <input type="checkbox" name="account.create" defaultChecked={ticked} onChange={(e) => setTicked(e.currentTarget.checked)} />
        <span>
          <strong>{t('checkout.account.create')}</strong>
          <small>{t('checkout.account.createHint')}</small>
        </span>
      </label>
      <div className="create-account__fields">
        {accountErrors.length > 0 && (
          <div className="notice notice--error" role="alert">
            {accountErrors.map(([k, m]) => (
              <p key={k}>{m}</p>
            ))}
          </div>
        )}
        <div className="form-grid">
          <Field
            label={t('checkout.account.password')}
            name="account.password"
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            hint={t('checkout.account.passwordHint', { min: PASSWORD_MIN })}
            error={errors['account.password']}
          />
          <Field
            label={t('checkout.account.passwordConfirmation')}
            name="account.passwordConfirmation"
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            error={errors['account.passwordConfirmation']}
          />
        </div>
        <label className="check">
          <input type="checkbox" name="account.subscribed" defaultChecked={values['account.subscribed'] === 'on'} /> {t('checkout.account.newsletter')}
        </label>
        <p className="create-account__note">{t('checkout.account.emailNote')}</p>
        {ticked && challenge && <HumanCheck key={String(challenge.signature ?? '')} challenge={challenge} />}
      </div>
    </fieldset>
  );
}
