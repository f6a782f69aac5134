import { useEffect, useId, useState } from 'react';
import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { describedBy } from './aria.ts';
import { charLimitState } from './charCount.ts';
import { VisuallyHidden } from './VisuallyHidden.tsx';

/** How long typing must pause before screen readers hear the updated count. */
const ANNOUNCE_DELAY_MS = 1000;

export type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'children' | 'maxLength'> & {
  label: ReactNode;
  /**
   * Character limit, counted in code points. Input is never cut: the remaining count is shown
   * ('ui.charsLeft') and past the limit the overflow ('ui.charsOver') with the error state.
   */
  limit?: number;
  error?: ReactNode;
  invalid?: boolean;
  hint?: ReactNode;
  hideLabel?: boolean;
  wrapperClassName?: string;
};

/** A labelled multi-line text input with an optional live character counter. */
export function TextArea({
  label,
  limit,
  error,
  invalid,
  hint,
  hideLabel,
  wrapperClassName,
  id,
  className,
  disabled,
  value,
  defaultValue,
  onChange,
  rows = 4,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextAreaProps) {
  const t = useT();
  const autoId = useId();
  const inputId = id ?? `${autoId}-textarea`;
  const [uncontrolled, setUncontrolled] = useState(() => String(defaultValue ?? ''));
  const [typed, setTyped] = useState(false);
  const text = value !== undefined ? String(value) : uncontrolled;

  const limitState = limit !== undefined ? charLimitState(text, limit) : null;
  const counterText = !limitState ? '' : limitState.over ? t('ui.charsOver', { count: limitState.overBy }) : t('ui.charsLeft', { count: limitState.remaining });

  // Announce the count politely, once typing pauses, and only after the customer typed:
  // a count announced on every key would drown what they are typing.
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (!typed || !counterText) return;
    const timer = setTimeout(() => setAnnounced(counterText), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, counterText]);

  const hasError = Boolean(error) || Boolean(invalid) || Boolean(limitState?.over);
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const counterId = `${inputId}-counter`;
  const wrapper = ['ui-field', 'ui-textarea', hasError && 'ui-field--error', disabled && 'ui-field--disabled', wrapperClassName].filter(Boolean).join(' ');

  function handleChange(e: ChangeEvent<HTMLTextAreaElement>) {
    if (value === undefined) setUncontrolled(e.target.value);
    setTyped(true);
    onChange?.(e);
  }

  return (
    <div className={wrapper}>
      <label htmlFor={inputId} className={hideLabel ? 'ui-field__label ui-visually-hidden' : 'ui-field__label'}>
        {label}
      </label>
      <textarea
        {...rest}
        id={inputId}
        rows={rows}
        disabled={disabled}
        value={value}
        defaultValue={value === undefined ? defaultValue : undefined}
        onChange={handleChange}
        className={className ? `ui-input ui-textarea__input ${className}` : 'ui-input ui-textarea__input'}
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy(error ? errorId : null, limitState ? counterId : null, hint ? hintId : null, ariaDescribedBy)}
      />
      <div className="ui-textarea__meta">
        {error && (
          <p id={errorId} className="ui-field__error">
            {error}
          </p>
        )}
        {limitState && (
          // Read as the textarea's description on focus; live updates go through the region below.
          <p id={counterId} aria-hidden="true" className={limitState.over ? 'ui-textarea__counter ui-textarea__counter--over' : 'ui-textarea__counter'}>
            {counterText}
          </p>
        )}
      </div>
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      {limitState && <VisuallyHidden aria-live="polite">{announced}</VisuallyHidden>}
    </div>
  );
}
