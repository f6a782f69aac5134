import type { ReactNode, Ref } from 'react';

export type SelectOption = { id: string; label: string; icon?: ReactNode };

export type SelectListboxProps = {
  id: string;
  labelledBy: string;
  /** The options to show (already filtered). */
  options: readonly SelectOption[];
  /** DOM id of an option, for aria-activedescendant. */
  optionDomId: (option: SelectOption) => string;
  activeIndex: number;
  /** The id of the chosen value, marked with a tick. */
  valueId: string | null;
  /** Shown instead of the list when no option is left. */
  emptyText: string;
  listRef: Ref<HTMLUListElement>;
  onActivate: (index: number) => void;
  onChoose: (index: number) => void;
};

const tick = (
  <svg className="ui-select__tick" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path d="M5 12.5l4.5 4.5L19 7.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
  </svg>
);

/**
 * The popup list of Select. Options are never focused: the focus stays on the combobox (or the
 * filter) and aria-activedescendant points at the active option, which carries aria-selected
 * as in the ARIA 1.2 select-only combobox pattern.
 */
export function SelectListbox({ id, labelledBy, options, optionDomId, activeIndex, valueId, emptyText, listRef, onActivate, onChoose }: SelectListboxProps) {
  if (options.length === 0) {
    return (
      <p className="ui-select__empty" role="status">
        {emptyText}
      </p>
    );
  }
  return (
    <ul id={id} ref={listRef} role="listbox" aria-labelledby={labelledBy} tabIndex={-1} className="ui-select__list">
      {options.map((option, index) => {
        const classes = ['ui-select__option', index === activeIndex && 'is-active', option.id === valueId && 'is-chosen'].filter(Boolean).join(' ');
        return (
          <li
            key={option.id}
            id={optionDomId(option)}
            role="option"
            aria-selected={index === activeIndex}
            className={classes}
            // Keep the focus where it is; the click chooses.
            onMouseDown={(e) => e.preventDefault()}
            onPointerMove={() => {
              if (index !== activeIndex) onActivate(index);
            }}
            onClick={() => onChoose(index)}
          >
            {option.icon && (
              <span className="ui-select__icon" aria-hidden="true">
                {option.icon}
              </span>
            )}
            <span className="ui-select__option-label">{option.label}</span>
            {option.id === valueId && tick}
          </li>
        );
      })}
    </ul>
  );
}
