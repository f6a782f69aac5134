import { useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { Field, type FieldProps } from '../ui/Field.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { Icon } from '../Icon.tsx';

/** A password input with a show/hide button (JavaScript only: without it the input stays hidden text). */
export function PasswordField(props: Omit<FieldProps, 'type' | 'addon'>) {
  const t = useT();
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const toggle = hydrated ? (
    <button type="button" className="auth-reveal" aria-pressed={shown} aria-controls={props.id} onClick={() => setShown((s) => !s)}>
      <Icon name="eye" size={20} />
      <span className="visually-hidden">{t('account.password.show')}</span>
    </button>
  ) : null;
  return <Field {...props} type={shown ? 'text' : 'password'} spellCheck={false} autoCapitalize="none" addon={toggle} />;
}
