import { buildPath } from './paths.ts';
import { storefronts, type Screen } from './storefronts.ts';

export type LanguageFormValue = { country: string; language: string; currency: string };

/** A page with no required part in its address (no product, no order): the same screen exists as such in every storefront that has it. */
function isStatic(pattern: string | undefined): pattern is string {
  return !!pattern && pattern.split('/').every((segment) => !segment.startsWith(':') || segment.endsWith('?'));
}

/** One of the page's language links: `<link rel="alternate" hreflang="en-NL" href="…">`. */
export type LanguageLink = { hreflang: string; href: string };

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

/**
 * Where applying the form leads (§4): the same page when it is a static one (a screen without
 * parameters that the chosen storefront has too); otherwise the page's own language link for that
 * language and country (a product in English on the Dutch storefront); otherwise the home.
 * The path is the storefront's; the caller puts it on the storefront's origin of this machine.
 */
export function languageFormTarget(v: LanguageFormValue, currentScreen: Screen | null, languageLinks: LanguageLink[] = []): { origin: string; path: string } {
  const store = storeForCountry(v.country)!;
  if (currentScreen && isStatic(store.paths[currentScreen])) return { origin: store.origin, path: buildPath(store, currentScreen, {}, v.language) };
  const wanted = `${v.language}-${v.country}`.toLowerCase();
  const link = languageLinks.find((l) => l.hreflang.toLowerCase() === wanted);
  const url = link && URL.canParse(link.href) ? new URL(link.href) : null;
  if (url?.origin === store.origin) return { origin: store.origin, path: url.pathname };
  return { origin: store.origin, path: buildPath(store, 'home', {}, v.language) };
}

export const STORE_SWITCHER_DISMISS_DAYS = 2;
