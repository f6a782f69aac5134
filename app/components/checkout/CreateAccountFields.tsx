import { useState } from 'react';
import type { FieldMetadata } from '@conform-to/react';
import { useT } from '../../lib/i18n.tsx';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../common/rules/limits.ts';
import { Field, FormAlert } from '../form/index.ts';
import { HumanCheck } from '../ui/HumanCheck.tsx';

type AccountFields = { create: string; password: string; passwordConfirmation: string; subscribed: string };
type Props = {
  /** Step 1's account.* fields; a refusal of the account itself (the human check, "could not send") is on account.create. */
  account: FieldMetadata<AccountFields>;
  challenge: Record<string, unknown> | null;
};

/**
 * "Create an account with this order" (§6) inside the guest form: two password entries (§5), the
 * newsletter and the human check. The fields are shown by CSS when ticked, so they work without
 * JavaScript; the check is mounted only once ticked, so a guest who wants no account never waits
 * for its proof of work. The account is made from the link e-mailed to the billing address; the
 * passwords are never sent back into the page: after an error they are typed again.
 */
export function CreateAccountFields({ account, challenge }: Props) {
  const t = useT();
  const a = account.getFieldset();
  const [ticked, setTicked] = useState(a.create.initialValue === 'on');
  const refusedId = `${a.create.id}-refused`;
  return (
    <fieldset className="create-account">
      <legend className="ui-visually-hidden">{t('checkout.account.create')}</legend>
      <label className="check create-account__toggle">
        <input
          key={a.create.key}
          type="checkbox"
          name={a.create.name}
          defaultChecked={a.create.initialValue === 'on'}
          onChange={(e) => setTicked(e.currentTarget.checked)}
          aria-describedby={a.create.errors ? refusedId : undefined}
        />
        <span>
          <strong>{t('checkout.account.create')}</strong>
          <small>{t('checkout.account.createHint')}</small>
        </span>
      </label>
      <div className="create-account__fields">
        {a.create.errors && (
          <div id={refusedId}>
            <FormAlert errors={a.create.errors} className="create-account__alert" />
          </div>
        )}
        <div className="form-grid">
          <Field
            field={a.password}
            label={t('checkout.account.password')}
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            hint={t('checkout.account.passwordHint', { min: PASSWORD_MIN })}
          />
          <Field
            field={a.passwordConfirmation}
            label={t('checkout.account.passwordConfirmation')}
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
          />
        </div>
        <label className="check">
          <input key={a.subscribed.key} type="checkbox" name={a.subscribed.name} defaultChecked={a.subscribed.initialValue === 'on'} />{' '}
          {t('checkout.account.newsletter')}
        </label>
        <p className="create-account__note">{t('checkout.account.emailNote')}</p>
        {ticked && challenge && <HumanCheck key={String(challenge.signature ?? '')} challenge={challenge} />}
      </div>
    </fieldset>
  );
}
