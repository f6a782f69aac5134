import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { describedBy } from './aria.ts';

export type FieldProps = Omit<ComponentPropsWithRef<'input'>, 'children'> & {
  /** The visible label (always present for assistive technology, see hideLabel). */
  label: ReactNode;
  /** Error message: when given the field is in the error state (aria-invalid, red border). */
  error?: ReactNode;
  /** Error state without a message of its own (e.g. the message is shown elsewhere). */
  invalid?: boolean;
  /** Help text under the input, announced with it. */
  hint?: ReactNode;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** Class of the wrapper; `className` goes to the <input>. */
  wrapperClassName?: string;
  /** Content after the input inside the input row (e.g. a show-password button). */
  addon?: ReactNode;
};

/** A labelled text input with hint and error message. All other props go to the <input>. */
export function Field({
  label,
  error,
  invalid,
  hint,
  hideLabel,
  wrapperClassName,
  addon,
  id,
  className,
  disabled,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: FieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasError = Boolean(error) || Boolean(invalid);
  const wrapper = ['ui-field', hasError && 'ui-field--error', disabled && 'ui-field--disabled', wrapperClassName].filter(Boolean).join(' ');

  return (
    <div className={wrapper}>
      <label htmlFor={inputId} className={hideLabel ? 'ui-field__label ui-visually-hidden' : 'ui-field__label'}>
        {label}
      </label>
      <div className="ui-field__row">
        <input
          {...inputProps}
          id={inputId}
          disabled={disabled}
          className={className ? `ui-input ${className}` : 'ui-input'}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy(error ? errorId : null, hint ? hintId : null, ariaDescribedBy)}
        />
        {addon}
      </div>
      {error && (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
