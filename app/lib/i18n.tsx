import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { formatMessage, type Params } from '../../common/message-format.ts';
import { formatMoney, type Money } from '../../common/money.ts';

type I18n = { locale: string; intlLocale: string; messages: Record<string, string> };
const I18nContext = createContext<I18n>({ locale: 'it', intlLocale: 'it-IT', messages: {} });

export function I18nProvider({ value, children }: { value: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export type T = ((key: string, params?: Params) => string) & { money(m: Money): string; locale: string; intlLocale: string };

/** The translator of the current storefront: every user-facing text goes through it. */
export function useT(): T {
  const { locale, intlLocale, messages } = useContext(I18nContext);
  return useMemo(() => {
    const t = ((key: string, params?: Params) => formatMessage(messages[key] ?? key, params, intlLocale)) as T;
    t.money = (m: Money) => formatMoney(m, intlLocale);
    t.locale = locale;
    t.intlLocale = intlLocale;
    return t;
  }, [locale, intlLocale, messages]);
}
