import { describe, expect, it } from 'vitest';
import { issueText, translator } from './translator.ts';
import { it as italian } from '../i18n/it.ts';
import { nl } from '../i18n/nl.ts';

describe('the translator', () => {
  const t = translator(italian, 'it', 'it-IT');

  it('gives the text of a typed key, formatted in the storefront language', () => {
    expect(t('doubler.past.passedOver')).toBe('Estratta ma saltata');
    expect(translator(nl, 'nl', 'nl-NL')('doubler.past.passedOver')).toBe('Getrokken maar overgeslagen');
    expect(t.money({ currency: 'EUR', value: 25 })).toMatch(/^25\s€$/);
  });

  it('refuses, at the typecheck, a key the Italian reference lacks', () => {
    // @ts-expect-error a key no catalogue has: tsc fails if this line ever compiles without the directive
    expect(t('no.such.key')).toBe('no.such.key');
  });

  it('looks keys made from data up, and says when the catalogue lacks one', () => {
    expect(t.lookup('error.2031')).toBeTruthy();
    expect(t.lookup('checkout.method.no_such_method')).toBeNull();
  });

  it("gives a rule's own text, else the rule's generic text", () => {
    expect(issueText(t, 'validation.passwordTooShort', { min: 8 })).toContain('8');
    expect(issueText(t, 'validation.no_such_rule')).toBe(t('validation.invalid'));
  });
});
