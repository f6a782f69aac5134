// One translator for the browser (useT) and the loaders (serverT): the same lookup, the same
// formatting, the same typed keys.
import { formatMessage, type Params } from '../../common/message-format.ts';
import { formatMoney, type Money } from '../../common/money.ts';
import type { MessageKey } from '../i18n/it.ts';

/** Looks a key made from data up (an error code and its parameter, a schema's issue): null when the catalogue lacks it. */
export type Lookup = { lookup(key: string, params?: Params): string | null };

/**
 * A text by its key: the key is typed, so a key the Italian reference lacks fails the typecheck.
 * `lookup` is for keys made from data at run time; the caller says what shows when it is missing.
 */
export type T = ((key: MessageKey, params?: Params) => string) &
  Lookup & {
    money(m: Money): string;
    locale: string;
    intlLocale: string;
  };

export function translator(messages: Readonly<Record<string, string>>, locale: string, intlLocale: string): T {
  const lookup = (key: string, params?: Params) => {
    const template = Object.hasOwn(messages, key) ? messages[key] : undefined;
    return template === undefined ? null : formatMessage(template, params, intlLocale);
  };
  // A typed key is always there in Italian; a storefront's catalogue has every Italian key (catalogues.test.ts).
  const t = ((key: MessageKey, params?: Params) => lookup(key, params) ?? key) as T;
  t.lookup = lookup;
  t.money = (m: Money) => formatMoney(m, intlLocale);
  t.locale = locale;
  t.intlLocale = intlLocale;
  return t;
}

/** The text of a rule's issue (a validation.* key from common/ and its parameters), else the rule's generic text, as on the server. */
export function issueText(t: Pick<T, 'lookup'>, key: string, params?: Params): string {
  return t.lookup(key, params) ?? t.lookup('validation.invalid') ?? key;
}
