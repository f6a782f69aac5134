import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import { translator, type T } from './translator.ts';

type I18n = { locale: string; intlLocale: string; messages: Record<string, string> };
const I18nContext = createContext<I18n>({ locale: 'it', intlLocale: 'it-IT', messages: {} });

export function I18nProvider({ value, children }: { value: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export type { T } from './translator.ts';

/** The translator of the current storefront: every user-facing text goes through it. */
export function useT(): T {
  const { locale, intlLocale, messages } = useContext(I18nContext);
  return useMemo(() => translator(messages, locale, intlLocale), [locale, intlLocale, messages]);
}

type Messages = Readonly<Record<string, string>>;

// Merged texts by their parts, so a page keeps one object while its parts stay the same.
const merged = new WeakMap<Messages, WeakMap<Messages, Messages>>();

function mergedWith(base: Messages, part: Messages): Messages {
  let byPart = merged.get(base);
  if (!byPart) merged.set(base, (byPart = new WeakMap()));
  let both = byPart.get(part);
  if (!both) byPart.set(part, (both = { ...base, ...part }));
  return both;
}

/**
 * The texts of the page: the root's base and the areas each matched screen's loader sent
 * (withMessages, decision 028).
 */
export function useScreenMessages(base: Messages): Messages {
  return useMatches()
    .map((m) => (m.loaderData as { messages?: Messages } | undefined)?.messages)
    .reduce<Messages>((all, part) => (part && part !== base ? mergedWith(all, part) : all), base);
}
