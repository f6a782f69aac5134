/**
 * The Select dropdown: the label, the combobox trigger and the popup with its optional filter;
 * a native <select> until hydration. The popup's keys and state are in useSelectPopup.ts.
 */
import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { describedBy } from './aria.ts';
import { SelectListbox } from './SelectListbox.tsx';
import { SelectNative } from './SelectNative.tsx';
import type { SelectOption } from './SelectListbox.tsx';
import { useHydrated } from './useHydrated.ts';
import { useOutsidePress } from './useOutsidePress.ts';
import { useSelectPopup } from './useSelectPopup.ts';

export { DROPDOWN_SCROLL_PADDING, scrollTopFor } from './scrollTopFor.ts';
export type { SelectOption } from './SelectListbox.tsx';

export type SelectProps = {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Id of the chosen option; null or '' for none. */
  value: string | null;
  onChange: (id: string) => void;
  /** Form field name: the value is posted (native <select> before hydration, hidden input after). */
  name?: string;
  /** Adds a text filter at the top of the popup (case- and accent-insensitive). */
  filterable?: boolean;
  disabled?: boolean;
  error?: ReactNode;
  invalid?: boolean;
  hint?: ReactNode;
  required?: boolean;
  /** Default: the 'ui.select.placeholder' message. */
  placeholder?: string;
  id?: string;
  className?: string;
};

const chevron = (
  <svg className="ui-select__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
  </svg>
);

/** A dropdown on the ARIA 1.2 combobox pattern, with an optional filter inside the popup. */
export function Select({
  label,
  options,
  value,
  onChange,
  name,
  filterable = false,
  disabled = false,
  error,
  invalid,
  hint,
  required,
  placeholder,
  id,
  className,
}: SelectProps) {
  const t = useT();
  const hydrated = useHydrated();
  const autoId = useId();
  const baseId = id ?? `${autoId}-select`;
  const ids = { label: `${baseId}-label`, list: `${baseId}-list`, error: `${baseId}-error`, hint: `${baseId}-hint` };
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLDivElement>(null);
  const optionDomId = (o: SelectOption) => `${ids.list}-${options.indexOf(o)}`;
  const popup = useSelectPopup({ options, value, onChange, filterable, disabled, triggerRef, optionDomId });
  const { open, query, active, filtered, activeOption, filterRef, listRef } = popup;
  const selected = options.find((o) => o.id === value) ?? null;
  const hasError = Boolean(error) || Boolean(invalid);
  const describedByIds = describedBy(error ? ids.error : null, hint ? ids.hint : null);
  const placeholderText = placeholder ?? t('ui.select.placeholder');

  // Closes on a press outside (the focus is left where the customer put it).
  useOutsidePress(rootRef, open, () => popup.closePopup(false));

  const wrapper = ['ui-field', 'ui-select', hasError && 'ui-field--error', disabled && 'ui-field--disabled', open && 'ui-select--open', className]
    .filter(Boolean)
    .join(' ');
  const messages = (
    <>
      {error && (
        <p id={ids.error} className="ui-field__error">
          {error}
        </p>
      )}
      {hint && (
        <p id={ids.hint} className="ui-field__hint">
          {hint}
        </p>
      )}
    </>
  );

  if (!hydrated) {
    return (
      <SelectNative
        className={wrapper}
        id={baseId}
        label={label}
        options={options}
        value={value}
        name={name}
        disabled={disabled}
        required={required}
        invalid={hasError}
        describedBy={describedByIds}
        placeholder={placeholderText}
        messages={messages}
      />
    );
  }

  return (
    <div className={wrapper} ref={rootRef} onKeyDown={popup.handleKeyDown}>
      <span id={ids.label} className="ui-field__label" onClick={() => triggerRef.current?.focus()}>
        {label}
      </span>
      {name && <input type="hidden" name={name} value={value ?? ''} />}
      <div className="ui-select__control">
        <div
          ref={triggerRef}
          id={baseId}
          role="combobox"
          tabIndex={disabled ? -1 : 0}
          className="ui-select__trigger"
          aria-labelledby={ids.label}
          aria-controls={ids.list}
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-activedescendant={!filterable && activeOption ? optionDomId(activeOption) : undefined}
          aria-disabled={disabled || undefined}
          aria-required={required || undefined}
          aria-invalid={hasError || undefined}
          aria-describedby={describedByIds}
          onClick={() => (open ? popup.closePopup() : popup.openPopup())}
        >
          {selected?.icon && (
            <span className="ui-select__icon" aria-hidden="true">
              {selected.icon}
            </span>
          )}
          <span className={selected ? 'ui-select__value' : 'ui-select__value ui-select__value--placeholder'}>
            {selected ? selected.label : placeholderText}
          </span>
          {chevron}
        </div>
        {open && (
          <div className="ui-select__popup">
            {filterable && (
              <input
                ref={filterRef}
                type="text"
                className="ui-select__filter"
                value={query}
                autoComplete="off"
                placeholder={t('ui.select.filter')}
                aria-label={t('ui.select.filter')}
                aria-controls={ids.list}
                aria-autocomplete="list"
                aria-activedescendant={activeOption ? optionDomId(activeOption) : undefined}
                onChange={(e) => popup.filterTo(e.target.value)}
              />
            )}
            <SelectListbox
              id={ids.list}
              labelledBy={ids.label}
              options={filtered}
              optionDomId={optionDomId}
              activeIndex={active}
              valueId={value}
              emptyText={t('ui.select.noOptions')}
              listRef={listRef}
              onActivate={popup.setActive}
              onChoose={popup.choose}
            />
          </div>
        )}
      </div>
      {messages}
    </div>
  );
}
