import { createContext, useContext, useMemo, type ReactNode } from 'react';
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
