/**
 * The Select's popup: open or closed, the filter text, the active option, type-ahead and the
 * keys of the ARIA 1.2 combobox pattern, and keeping the active option in view.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import { DROPDOWN_SCROLL_PADDING, filterOptions, foldText, scrollTopFor } from './scrollTopFor.ts';
import type { SelectOption } from './SelectListbox.tsx';

const TYPEAHEAD_RESET_MS = 600;

export type SelectPopupInput = {
  options: readonly SelectOption[];
  /** Id of the chosen option; null or '' for none. */
  value: string | null;
  onChange: (id: string) => void;
  filterable: boolean;
  disabled: boolean;
  /** The combobox element, focused again when the popup closes. */
  triggerRef: RefObject<HTMLDivElement | null>;
  /** DOM id of an option, to find it when scrolling it into view. */
  optionDomId: (option: SelectOption) => string;
};

export function useSelectPopup({ options, value, onChange, filterable, disabled, triggerRef, optionDomId }: SelectPopupInput) {
  const filterRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const scrollPending = useRef(false);
  const typeahead = useRef({ text: '', at: 0 });
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  const filtered = useMemo(() => filterOptions(options, filterable ? query : ''), [options, filterable, query]);
  const activeOption = open ? filtered[active] : undefined;

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
  /** The customer typed in the filter: the first option left becomes the active one. */
  function filterTo(text: string) {
    setQuery(text);
    setActive(0);
    scrollPending.current = true;
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

  return { open, query, active, setActive, filtered, activeOption, filterRef, listRef, openPopup, closePopup, choose, filterTo, handleKeyDown };
}
