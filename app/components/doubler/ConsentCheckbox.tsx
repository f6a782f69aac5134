import { useT } from '../../lib/i18n.tsx';
import { describedBy } from '../ui/aria.ts';

type Props = { id: string; defaultChecked?: boolean; error?: string };

/** The consent to be e-mailed about the draw: required to take part, never ticked for the holder. */
export function ConsentCheckbox({ id, defaultChecked, error }: Props) {
  const t = useT();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'doubler-consent doubler-consent--error' : 'doubler-consent'}>
      <input
        type="checkbox"
        id={id}
        name="consent"
        defaultChecked={defaultChecked}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error ? errorId : null)}
      />
      <label htmlFor={id}>{t('doubler.form.consent')}</label>
      {error && (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
