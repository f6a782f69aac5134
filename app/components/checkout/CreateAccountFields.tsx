import { Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../common/rules/limits.ts';
import { Field } from '../ui/Field.tsx';

type Props = { values: Record<string, string>; errors: Record<string, string>; login: string };

/**
 * "Create an account with this order" (§6) inside the guest form: two password entries (§5) and
 * the newsletter. Shown by CSS when ticked, so it works without JavaScript. The passwords are
 * never sent back into the page: after an error they are typed again.
 */
export function CreateAccountFields({ values, errors, login }: Props) {
  const t = useT();
  const accountErrors = Object.entries(errors).filter(([k]) => k === 'account' || (k.startsWith('account.') && !k.startsWith('account.password')));
  const ticked = values['account.create'] === 'on';
  return (
    <fieldset className="create-account">
      <legend className="ui-visually-hidden">{t('checkout.account.create')}</legend>
      <label className="check create-account__toggle">
        <input type="checkbox" name="account.create" defaultChecked={ticked} />
        <span><strong>{t('checkout.account.create')}</strong><small>{t('checkout.account.createHint')}</small></span>
      </label>
      <div className="create-account__fields">
        {accountErrors.length > 0 && (
          <div className="notice notice--error" role="alert">
            {accountErrors.map(([k, m]) => <p key={k}>{m}</p>)}
            <p><Link to={login}>{t('checkout.account.loginInstead')}</Link></p>
          </div>
        )}
        <div className="form-grid">
          <Field label={t('checkout.account.password')} name="account.password" type="password" autoComplete="new-password" maxLength={PASSWORD_MAX}
            hint={t('checkout.account.passwordHint', { min: PASSWORD_MIN })} error={errors['account.password']} />
          <Field label={t('checkout.account.passwordConfirmation')} name="account.passwordConfirmation" type="password" autoComplete="new-password"
            maxLength={PASSWORD_MAX} error={errors['account.passwordConfirmation']} />
        </div>
        <label className="check">
          <input type="checkbox" name="account.subscribed" defaultChecked={values['account.subscribed'] === 'on'} /> {t('checkout.account.newsletter')}
        </label>
      </div>
    </fieldset>
  );
}
