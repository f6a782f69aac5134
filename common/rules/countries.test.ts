import { describe, expect, it } from 'vitest';
import { storefronts } from '../storefronts.ts';
import { countryNamer, phoneCountries, postcodeCountries, sortCountries } from './countries.ts';

// Issue 16: "Regno Unito" twice in the delivery countries (GB and UK, both named by Intl.DisplayNames).
// Every language of every storefront, as a bare tag (the address selects) and as the page's Intl
// locale (the phone select), names each offered country once.

const locales = storefronts.flatMap((store) =>
  store.languages.flatMap((language) => {
    const intlLocale = language === store.language ? store.intlLocale : `${language}-${store.country}`;
    return [language, intlLocale].map((locale) => ({ store: store.key, country: store.country, locale }));
  }),
);
const duplicates = (names: string[]) => names.filter((name, i) => names.indexOf(name) !== i);

describe('the country lists of the forms', () => {
  it.each(locales)('name each delivery country once in $locale (storefront $store)', ({ country, locale }) => {
    const name = countryNamer(locale);
    const names = sortCountries(postcodeCountries, locale, country).map(name);
    expect(names).toHaveLength(postcodeCountries.length);
    expect(duplicates(names)).toEqual([]);
  });
  it.each(locales)('name each phone country once in $locale (storefront $store)', ({ locale }) => {
    expect(duplicates(phoneCountries(locale).map((c) => c.name))).toEqual([]);
  });
});
