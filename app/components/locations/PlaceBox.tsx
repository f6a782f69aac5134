import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { browserGraphql } from '../../graphql/browser.ts';
import { browserQuery } from '../../lib/graphql-client.ts';
import { useT } from '../../lib/i18n.tsx';

const PLACES = browserGraphql(`
  query LocationPlaces($userData: UserData!, $query: String!) {
    getLocationAddressSuggestions(userData: $userData, filters: { query: $query }, paging: { itemsPerPage: 6 }) {
      suggestions { label latitude longitude }
    }
  }
`);

export type Place = { label: string; latitude: number; longitude: number };

/** How long typing pauses before the box asks for places. */
const TYPING_PAUSE_MS = 150;
const MAX_QUERY_LENGTH = 100;

/**
 * The location finder's place box (§7 getLocationAddressSuggestions): an ARIA 1.2 combobox with a
 * list of towns (typo-tolerant on the server), arrows to move, Enter to choose, Escape to close.
 * Without JavaScript it is a plain GET form: the page's loader takes the best place for `q`.
 */
export function PlaceBox({ defaultValue, onChoose }: { defaultValue: string; onChoose: (p: Place) => void }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(defaultValue);
  const [asked, setAsked] = useState<{ query: string; places: Place[] } | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);

  useEffect(() => setText(defaultValue), [defaultValue]);

  useEffect(() => {
    const query = text.trim();
    if (!typed.current || query.length < 2) return setAsked(null);
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      browserQuery(PLACES, { query: query.slice(0, MAX_QUERY_LENGTH) }, ctrl.signal)
        .then((d) => {
          setAsked({ query, places: d.getLocationAddressSuggestions.suggestions });
          setActive(-1);
          setOpen(true);
        })
        .catch(() => undefined); // the form still works: Search posts the text to the page
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [text]);

  const places = asked?.places ?? [];
  const expanded = open && places.length > 0;
  const activePlace = active >= 0 ? places[active] : undefined;
  const optionId = (i: number) => `${id}-option-${i}`;

  function choose(p: Place) {
    typed.current = false;
    setText(p.label);
    setOpen(false);
    setActive(-1);
    onChoose(p);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!places.length) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a < 0 ? (step > 0 ? 0 : places.length - 1) : (a + step + places.length) % places.length));
    } else if (e.key === 'Enter' && expanded && activePlace) {
      e.preventDefault();
      choose(activePlace);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <form
      method="get"
      role="search"
      className="place-box"
      onSubmit={(e) => {
        // The best place for what is typed, when the box already knows it; else the page's loader finds it.
        const best = asked && asked.query === text.trim() ? asked.places[Math.max(active, 0)] : undefined;
        if (best) {
          e.preventDefault();
          choose(best);
        }
      }}
    >
      <label htmlFor={`${id}-input`} className="field__label">
        {t('locations.placeLabel')}
      </label>
      <div className="place-box__row">
        <div className="place-box__field">
          <input
            id={`${id}-input`}
            name="q"
            type="text"
            role="combobox"
            className="field__input"
            autoComplete="off"
            spellCheck={false}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={t('locations.placePlaceholder')}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={`${id}-list`}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            aria-describedby={`${id}-hint`}
            value={text}
            onChange={(e) => {
              typed.current = true;
              setText(e.target.value);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
          />
          <ul id={`${id}-list`} role="listbox" aria-label={t('locations.suggestions')} className="place-box__list" hidden={!expanded}>
            {places.map((p, i) => (
              <li
                key={`${p.label}-${i}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className="place-box__option"
                // Chosen on mousedown: the input's blur would close the list before a click lands.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(p);
                }}
              >
                {p.label}
              </li>
            ))}
          </ul>
        </div>
        <button type="submit" className="button button--secondary">
          {t('locations.placeSubmit')}
        </button>
      </div>
      <p id={`${id}-hint`} className="place-box__hint">
        {t('locations.placeHint')}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {asked && typed.current ? t('locations.suggestionsCount', { count: asked.places.length }) : ''}
      </p>
    </form>
  );
}
