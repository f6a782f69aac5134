import { describe, expect, it } from 'vitest';
import { classifyLink, normalisePath, parsePageNumber } from './paths.ts';
import { robotsFor, buildMetadata } from './metadata.ts';
import { formatMessage } from './message-format.ts';
import { formatMoney, toMoney } from './money.ts';
import { languageAfterCountryChange, languageFormTarget, offeredStoreCountry, validateLanguageForm } from './language-form.ts';
import { storefrontByKey, storefronts } from './storefronts.ts';
import { hasMore, itemsPerPageFor, mergePages, readTerms } from '../app/lib/listing.ts';

describe('paths', () => {
  it('adds the trailing slash but leaves files alone', () => {
    expect(normalisePath('/carte-regalo')).toBe('/carte-regalo/');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('/sitemap.xml')).toBe('/sitemap.xml');
  });
  it('reduces the shop’s own absolute links to relative paths and keeps others external', () => {
    const own = storefronts.map((s) => s.origin);
    expect(classifyLink('https://www.donami.it/blog/?x=1', own)).toEqual({ href: '/blog/?x=1', kind: 'internal' });
    expect(classifyLink('https://donami.it/blog/', own)).toEqual({ href: '/blog/', kind: 'internal' });
    expect(classifyLink('https://recensioni.example/donami', own).kind).toBe('external');
    expect(classifyLink('mailto:a@b.it', own).kind).toBe('external');
  });
  it('reads page numbers as digits only, from 1', () => {
    expect(parsePageNumber(undefined)).toBe(1);
    expect(parsePageNumber('3')).toBe(3);
    expect(parsePageNumber('0')).toBeNull();
    expect(parsePageNumber('2a')).toBeNull();
  });
});

describe('listing', () => {
  it('offers "show more" while currentPage × itemsPerPage < totalItems', () => {
    expect(hasMore({ currentPage: 1, itemsPerPage: 16, totalItems: 17 })).toBe(true);
    expect(hasMore({ currentPage: 2, itemsPerPage: 16, totalItems: 32 })).toBe(false);
  });
  it('merges pages and drops duplicates by id', () => {
    expect(mergePages([{ id: '1' }, { id: '2' }], [{ id: '2' }, { id: '3' }, { id: '3' }]).map((i) => i.id)).toEqual(['1', '2', '3']);
  });
  it('uses 17 per page on desktop small only', () => {
    expect([390, 1023, 1024, 1279, 1280].map(itemsPerPageFor)).toEqual([16, 16, 17, 17, 16]);
  });
  it('reads filter terms from repeated or comma-separated parameters, dropping junk', () => {
    const p = new URLSearchParams('c=moda,libri&c=moda&c=<script>');
    expect(readTerms(p, 'c')).toEqual(['moda', 'libri']);
  });
});

describe('page metadata (§4)', () => {
  const meta = { title: 'Moda', description: 'Gift card moda' };
  it('hardcode toggle: noindex, nofollow', () => {
    expect(robotsFor({ hardcodeNoindex: true, noindex: false }, meta)).toMatchObject({ noindex: true, nofollow: true, title: 'Moda' });
  });
  it('noindex toggle: noindex, follow', () => {
    expect(robotsFor({ hardcodeNoindex: false, noindex: true }, meta)).toMatchObject({ noindex: true, nofollow: false });
  });
  it('otherwise the page metadata; without it an empty title and noindex, nofollow', () => {
    expect(robotsFor({ hardcodeNoindex: false, noindex: false }, meta)).toMatchObject({ noindex: false, nofollow: false });
    expect(robotsFor({ hardcodeNoindex: false, noindex: false }, null)).toEqual({ title: '', description: '', keywords: '', noindex: true, nofollow: true });
  });
  it('gives hreflang alternates for each language of the storefront', () => {
    const m = buildMetadata(must(storefrontByKey('nl'), 'the Dutch storefront'), meta, '/en/cadeaubonnen/');
    expect(m.hreflangTags.map((h) => `${h.langCode}-${h.countryCode} ${h.path}`)).toEqual(['nl-NL /cadeaubonnen/', 'en-NL /en/cadeaubonnen/']);
    expect(m.canonical).toBe('https://www.donami.nl/en/cadeaubonnen/');
  });
});

describe('messages and money', () => {
  it('fills placeholders and ICU plurals', () => {
    const tpl = '{count, plural, =0 {Nessun risultato} one {# risultato} other {# risultati}}';
    expect([0, 1, 5].map((count) => formatMessage(tpl, { count }, 'it-IT'))).toEqual(['Nessun risultato', '1 risultato', '5 risultati']);
    expect(formatMessage('da {min} a {max}', { min: 10, max: 250 })).toBe('da 10 a 250');
  });
  it('formats euros the Italian way', () => {
    expect(formatMoney(toMoney(2550, 'EUR'), 'it-IT').replace(/\s/g, ' ')).toBe('25,50 €');
    expect(formatMoney(toMoney(10000, 'EUR'), 'it-IT').replace(/\s/g, ' ')).toBe('100 €');
  });
});

describe('the language form (§4)', () => {
  it('takes the country’s default language and disables it for a single-language country', () => {
    expect(languageAfterCountryChange('IT')).toEqual({ language: 'it', currency: 'EUR', languageDisabled: true });
    expect(languageAfterCountryChange('NL')).toEqual({ language: 'nl', currency: 'EUR', languageDisabled: false });
  });
  it('is valid only with country, language and currency', () => {
    expect(validateLanguageForm({ country: '', language: '', currency: '' })).toEqual({
      country: 'validation.countryRequired',
      language: 'validation.languageRequired',
      currency: 'validation.currencyRequired',
    });
    expect(validateLanguageForm({ country: 'NL', language: 'en', currency: 'EUR' })).toEqual({});
  });
  it('keeps a known static page, otherwise follows the language link, otherwise goes home', () => {
    const nl = { country: 'NL', language: 'nl', currency: 'EUR' };
    const en = { ...nl, language: 'en' };
    expect(languageFormTarget(en, 'basket')).toEqual({ origin: 'https://www.donami.nl', path: '/en/winkelmandje/' });
    // Every screen without parameters is static, in each storefront's own words.
    expect(languageFormTarget(nl, 'contact').path).toBe('/klantenservice/contact/');
    expect(languageFormTarget(nl, 'delivery').path).toBe('/delivery/');
    expect(languageFormTarget({ country: 'IT', language: 'it', currency: 'EUR' }, 'delivery').path).toBe('/consegna/');
    expect(languageFormTarget(nl, 'doublerThanks').path).toBe('/verdubbelaar/bedankt/');
    // A product has parameters: its language link for that language and country, when the page has one.
    const links = [
      { hreflang: 'nl-NL', href: 'https://www.donami.nl/cadeaubonnen/cadeaubon-x/' },
      { hreflang: 'en-NL', href: 'https://www.donami.nl/en/cadeaubonnen/cadeaubon-x/' },
      { hreflang: 'x-default', href: 'https://www.donami.nl/cadeaubonnen/cadeaubon-x/' },
    ];
    expect(languageFormTarget(en, 'product', links)).toEqual({ origin: 'https://www.donami.nl', path: '/en/cadeaubonnen/cadeaubon-x/' });
    expect(languageFormTarget(nl, 'product', links).path).toBe('/cadeaubonnen/cadeaubon-x/');
    // None for the chosen storefront (an Italian product's links are Italian), or one on another host: home.
    expect(languageFormTarget(nl, 'product')).toEqual({ origin: 'https://www.donami.nl', path: '/' });
    expect(languageFormTarget(nl, 'product', [{ hreflang: 'nl-NL', href: 'https://elsewhere.example/x/' }]).path).toBe('/');
    expect(languageFormTarget({ country: 'IT', language: 'it', currency: 'EUR' }, 'product', links).path).toBe('/');
  });
});

import { locate } from '../app/lib/locate.ts';
import { must } from './must.ts';

describe('the store-switcher banner (§2)', () => {
  it('offers a storefront that exists and is not the current one', () => {
    expect(offeredStoreCountry({ storefront: { country: 'NL' } }, 'IT')).toBe('NL');
    expect(offeredStoreCountry({ storefront: { country: 'IT' } }, 'NL')).toBe('IT');
  });
  it('offers nothing for the current store, a country without a store, or no answer', () => {
    expect(offeredStoreCountry({ storefront: { country: 'IT' } }, 'IT')).toBeNull();
    expect(offeredStoreCountry({ storefront: null }, 'IT')).toBeNull();
    expect(offeredStoreCountry({ storefront: { country: 'DE' } }, 'IT')).toBeNull();
    expect(offeredStoreCountry(null, 'IT')).toBeNull();
  });
});

describe('locating a request in the route table', () => {
  it('finds the storefront of page and loader-data requests alike', () => {
    expect(locate('/cadeaubonnen/cadeaubon-x/').store.key).toBe('nl');
    expect(locate('/cadeaubonnen/cadeaubon-x/_.data').store.key).toBe('nl');
    expect(locate('/cadeaubonnen.data').entry?.screen).toBe('productList');
    expect(locate('/_root.data').store.key).toBe('it');
    expect(locate('/en/cadeaubonnen/')).toMatchObject({ language: 'en' });
  });
});
