import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { describedBy } from './aria.ts';
import { DROPDOWN_SCROLL_PADDING, filterOptions, foldText, scrollTopFor } from './scrollTopFor.ts';
import { SelectListbox } from './SelectListbox.tsx';
import { SelectNative } from './SelectNative.tsx';
import type { SelectOption } from './SelectListbox.tsx';
import { useHydrated } from './useHydrated.ts';
import { useOutsidePress } from './useOutsidePress.ts';

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

const TYPEAHEAD_RESET_MS = 600;

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
  const filterRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const scrollPending = useRef(false);
  const typeahead = useRef({ text: '', at: 0 });
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  const filtered = useMemo(() => filterOptions(options, filterable ? query : ''), [options, filterable, query]);
  const selected = options.find((o) => o.id === value) ?? null;
  const optionDomId = (o: SelectOption) => `${ids.list}-${options.indexOf(o)}`;
  const activeOption = open ? filtered[active] : undefined;
  const hasError = Boolean(error) || Boolean(invalid);
  const describedByIds = describedBy(error ? ids.error : null, hint ? ids.hint : null);
  const placeholderText = placeholder ?? t('ui.select.placeholder');

  function moveTo(index: number) {
    if (filtered.length === 0) return;
    setActive(Math.max(0, Math.min(filtered.length - 1, index)));
    scrollPending.current = true;
  }
  function openPopup(initialQuery = '', at?: number) {
    if (disabled) return;
    const list = filterOptions(options, filterable ? initialQuery : '');
    const chosen = list.findIndex((o) => o.id === value);
    setQuery(initialQuery);
    setActive(at ?? (chosen >= 0 ? chosen : 0));
    setOpen(true);
    scrollPending.current = true;
  }
  function closePopup(focusTrigger = true) {
    setOpen(false);
    setQuery('');
    if (focusTrigger) triggerRef.current?.focus();
  }
  function choose(index: number) {
    const option = filtered[index];
    if (!option) return; // nothing left after filtering: keep the popup open
    if (option.id !== value) onChange(option.id);
    closePopup();
  }
  /** Type-ahead without a filter: the first option starting with what was typed lately. */
  function typeTo(char: string) {
    const now = Date.now();
    const text = now - typeahead.current.at > TYPEAHEAD_RESET_MS ? char : typeahead.current.text + char;
    typeahead.current = { text, at: now };
    const found = options.findIndex((o) => foldText(o.label).startsWith(foldText(text)));
    if (found < 0) return;
    if (open) moveTo(found);
    else openPopup('', found);
  }

  function handleKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (disabled) return;
    const inFilter = e.target === filterRef.current;
    const printable = e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(e.key)) {
        e.preventDefault();
        openPopup();
      } else if (e.key === 'Home' || e.key === 'End') {
        e.preventDefault();
        openPopup('', e.key === 'Home' ? 0 : options.length - 1);
      } else if (printable && filterable) {
        e.preventDefault();
        openPopup(e.key);
      } else if (printable && e.key !== ' ') typeTo(e.key);
      return;
    }
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        moveTo(active + 1);
        return;
      case 'ArrowUp':
        e.preventDefault();
        moveTo(active - 1);
        return;
      case 'Home':
        e.preventDefault();
        moveTo(0);
        return;
      case 'End':
        e.preventDefault();
        moveTo(filtered.length - 1);
        return;
      case 'PageDown':
        e.preventDefault();
        moveTo(active + 10);
        return;
      case 'PageUp':
        e.preventDefault();
        moveTo(active - 10);
        return;
      // Enter in the filter must not submit the surrounding form.
      case 'Enter':
        e.preventDefault();
        choose(active);
        return;
      // Prevented, so that a modal around the select stays open.
      case 'Escape':
        e.preventDefault();
        closePopup();
        return;
      case 'Tab':
        closePopup(false);
        return;
    }
    if (!inFilter && e.key === ' ') {
      e.preventDefault();
      choose(active);
    } else if (!inFilter && printable && !filterable) typeTo(e.key);
  }

  // The filter takes the focus when the popup opens.
  useEffect(() => {
    if (open && filterable) filterRef.current?.focus();
  }, [open, filterable]);

  // Keep the active option in view, DROPDOWN_SCROLL_PADDING px from the edges (keyboard moves only).
  useEffect(() => {
    const list = listRef.current;
    if (!open || !scrollPending.current || !list || !activeOption) return;
    scrollPending.current = false;
    const item = document.getElementById(optionDomId(activeOption));
    if (!item) return;
    const top = scrollTopFor(item.offsetTop, item.offsetHeight, list.scrollTop, list.clientHeight, DROPDOWN_SCROLL_PADDING);
    if (top !== list.scrollTop) list.scrollTop = top;
  });

  // Closes on a press outside (the focus is left where the customer put it).
  useOutsidePress(rootRef, open, () => closePopup(false));

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
    <div className={wrapper} ref={rootRef} onKeyDown={handleKeyDown}>
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
          onClick={() => (open ? closePopup() : openPopup())}
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
                onChange={(e) => {
                  setQuery(e.target.value);
                  setActive(0);
                  scrollPending.current = true;
                }}
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
              onActivate={setActive}
              onChoose={choose}
            />
          </div>
        )}
      </div>
      {messages}
    </div>
  );
}
