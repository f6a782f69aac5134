import { describe, expect, it } from 'vitest';
import { countryName } from './country-name.ts';

describe('countryName', () => {
  it('names a country in the page language', () => {
    expect(countryName('NL', 'it')).toBe('Paesi Bassi');
    expect(countryName('IT', 'nl')).toBe('Italië');
    expect(countryName('nl', 'en')).toBe('Netherlands');
  });
});
