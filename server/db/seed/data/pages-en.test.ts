// The English pages of the Dutch storefront (store 1, /en/…) are translations of its Dutch legal and
// service pages: same slugs, same paragraphs, same facts, and no Dutch left in them.
import { describe, expect, it } from 'vitest';
import { englishInfoPages } from './pages-info-en.ts';
import { englishLegalPages } from './pages-legal-en.ts';
import { dutchInfoPages } from './pages-info-nl.ts';
import { dutchLegalPages } from './pages-legal-nl.ts';
import type { SeedPage } from './types.ts';

const pairs: [string, SeedPage[], SeedPage[]][] = [
  ['legal', dutchLegalPages, englishLegalPages],
  ['info', dutchInfoPages, englishInfoPages],
];

const english = [...englishLegalPages, ...englishInfoPages];

/** All the text of a page that a reader sees: title, meta tags and body. */
const textOf = (page: SeedPage) => [page.title, page.metaTitle, page.metaDescription, ...page.body].join('\n');

/**
 * The number-like tokens of a text (amounts, percentages, times, phone-number groups, deadlines).
 * Normalisation: trailing sentence punctuation is dropped ("17:30." is "17:30") and every comma becomes
 * a dot, on both sides, so that a Dutch decimal comma ("4,8") matches the English decimal point ("4.8")
 * and a Dutch thousands dot ("1.000") matches the English thousands comma ("1,000").
 */
const numbersOf = (text: string) => new Set((text.match(/\d[\d.,:]*/g) ?? []).map((token) => token.replace(/[.,:]+$/, '').replaceAll(',', '.')));

/** Common Dutch words that must not be left in an English text (whole words, any case). */
const dutchWords = [
  'de',
  'het',
  'een',
  'en',
  'van',
  'voor',
  'niet',
  'wij',
  'je',
  'jij',
  'jouw',
  'ons',
  'onze',
  'zijn',
  'naar',
  'bij',
  'ook',
  'dat',
  'wordt',
  'kun',
  'kunt',
  'hebt',
  'tot',
  'op',
  'uur',
  'bestelling',
  'bestellingen',
  'bestelnummer',
  'cadeaubon',
  'cadeaubonnen',
  'klantenservice',
  'werkdag',
  'werkdagen',
  'levering',
  'verzending',
  'bezorging',
  'maandag',
  'vrijdag',
];

/** Proper names that stay in Dutch: e-mail addresses, URLs and domains, and the Dutch authority's name. */
const withoutNames = (text: string) =>
  text
    .replace(/[\w.+-]+@[\w.-]+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\b[\w-]+\.nl\b/g, ' ')
    .replace('Autoriteit Persoonsgegevens', ' ');

describe('the English pages of the Dutch storefront', () => {
  it.each(pairs)('translate every %s page, with the same slugs in the same order', (_, dutch, translated) => {
    expect(translated.map((p) => p.slug)).toEqual(dutch.map((p) => p.slug));
  });

  it.each(pairs)('keep the paragraphs, the noindex flag and every number of the Dutch %s pages', (_, dutch, translated) => {
    dutch.forEach((original, i) => {
      const page = translated[i]!;
      expect(page.body.length, page.slug).toBe(original.body.length);
      expect(page.noindex, page.slug).toBe(original.noindex);
      const numbers = numbersOf(textOf(page));
      for (const number of numbersOf(textOf(original))) expect(numbers.has(number), `${page.slug}: ${number}`).toBe(true);
      page.body.forEach((paragraph, p) => {
        const expected = numbersOf(original.body[p]!);
        const found = numbersOf(paragraph);
        for (const number of expected) expect(found.has(number), `${page.slug} paragraph ${p + 1}: ${number}`).toBe(true);
      });
    });
  });

  it('end every meta title with " | Donami" and fill in every field', () => {
    for (const page of english) {
      expect(page.metaTitle.endsWith(' | Donami'), page.slug).toBe(true);
      expect(page.title.length, page.slug).toBeGreaterThan(0);
      expect(page.metaDescription.length, page.slug).toBeGreaterThan(40);
      expect(
        page.body.every((paragraph) => paragraph.length > 40),
        page.slug,
      ).toBe(true);
    }
  });

  it('leave no common Dutch words outside e-mail addresses, URLs and proper names', () => {
    const pattern = new RegExp(`(?<!\\p{L})(${dutchWords.join('|')})(?!\\p{L})`, 'giu');
    for (const page of english) {
      const found = withoutNames(textOf(page)).match(pattern) ?? [];
      expect(found, page.slug).toEqual([]);
    }
  });

  it('explain VAT as the Dutch “btw” exactly once', () => {
    const mentions = english.flatMap((page) => page.body.join('\n').match(/\bbtw\b/gi) ?? []);
    expect(mentions).toHaveLength(1);
  });
});
