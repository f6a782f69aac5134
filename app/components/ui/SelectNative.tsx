import type { ReactNode } from 'react';
import type { SelectOption } from './SelectListbox.tsx';

export type SelectNativeProps = {
  className: string;
  id: string;
  label: ReactNode;
  options: readonly SelectOption[];
  value: string | null;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
  placeholder: string;
  /** Error and hint paragraphs, rendered below. */
  messages?: ReactNode;
};

/**
 * Select before hydration and without JavaScript: a native <select>, styled like the
 * combobox, so the choice can be made and posted with the form.
 */
export function SelectNative({
  className,
  id,
  label,
  options,
  value,
  name,
  disabled,
  required,
  invalid,
  describedBy,
  placeholder,
  messages,
}: SelectNativeProps) {
  const known = options.some((o) => o.id === value);
  return (
    <div className={className}>
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={known ? (value ?? '') : ''}
        disabled={disabled}
        required={required}
        className="ui-select__native"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      >
        {!known && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
      {messages}
    </div>
  );
}
