import { buildPath } from './paths.ts';
import { storefronts, type Screen } from './storefronts.ts';

export type LanguageFormValue = { country: string; language: string; currency: string };

// Screens without parameters: the language form keeps the visitor on the same one.
const staticScreens: Screen[] = [
  'home',
  'productList',
  'allCategories',
  'basket',
  'checkout',
  'redeemCheck',
  'activation',
  'doubler',
  'givingMoments',
  'blog',
  'contact',
  'terms',
  'privacy',
  'accountIdentify',
  'login',
  'register',
  'business',
];

export function storeForCountry(country: string) {
  return storefronts.find((s) => s.country === country);
}

/**
 * The storefront country the store-switcher banner offers for the answer of /ip: one that exists
 * (the answer names it) and is not the visitor's current one; else null, and no banner.
 */
export function offeredStoreCountry(answer: { storefront?: { country?: string } | null } | null, hereCountry: string): string | null {
  const country = answer?.storefront?.country;
  return country && country !== hereCountry && storeForCountry(country) ? country : null;
}

/** On a country change the language becomes the country's default language, else its first. */
export function languageAfterCountryChange(country: string): { language: string; currency: string; languageDisabled: boolean } {
  const store = storeForCountry(country);
  if (!store) return { language: '', currency: '', languageDisabled: true };
  return { language: store.language, currency: store.currency, languageDisabled: store.languages.length === 1 };
}

/** Valid only when country, language and currency are all filled (and belong together). */
export function validateLanguageForm(v: LanguageFormValue): Partial<Record<keyof LanguageFormValue, string>> {
  const errors: Partial<Record<keyof LanguageFormValue, string>> = {};
  if (!v.country) errors.country = 'validation.countryRequired';
  if (!v.language) errors.language = 'validation.languageRequired';
  if (!v.currency) errors.currency = 'validation.currencyRequired';
  const store = storeForCountry(v.country);
  if (v.country && !store) errors.country = 'validation.countryRequired';
  if (store && v.language && !store.languages.includes(v.language as never)) errors.language = 'validation.languageRequired';
  return errors;
}

/** Where applying the form leads: the same static page in the chosen storefront and language, else its home. */
export function languageFormTarget(v: LanguageFormValue, currentScreen: Screen | null): { origin: string; path: string } {
  const store = storeForCountry(v.country)!;
  const screen = currentScreen && staticScreens.includes(currentScreen) && store.paths[currentScreen] ? currentScreen : 'home';
  return { origin: store.origin, path: buildPath(store, screen, {}, v.language) };
}

export const STORE_SWITCHER_DISMISS_DAYS = 2;
