import { describe, expect, it } from 'vitest';
import { storefrontByKey, translationLanguage } from './storefronts.ts';

describe('translationLanguage', () => {
  const nl = storefrontByKey('nl')!;
  const it_ = storefrontByKey('it')!;
  it("names the storefront's other language a reader asks for, and nothing for its own or one it does not speak", () => {
    expect(translationLanguage(nl, 'en')).toBe('en');
    expect(translationLanguage(nl, 'nl')).toBe('');
    expect(translationLanguage(nl, 'it')).toBe('');
    expect(translationLanguage(nl, 'EN')).toBe('');
    expect(translationLanguage(nl, undefined)).toBe('');
    expect(translationLanguage(it_, 'en')).toBe('');
  });
});
