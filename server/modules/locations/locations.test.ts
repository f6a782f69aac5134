import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import type { Database } from '../../db/client.ts';
import { countryOfAddress, isReservedAddress } from './geoip.ts';
import { placeIndex, suggestPlaces } from './service.ts';

const SUGGEST = `query S($userData: UserData!, $filters: LocationAddressSuggestionFilters!, $paging: LocationAddressSuggestionPaging) {
  getLocationAddressSuggestions(userData: $userData, filters: $filters, paging: $paging) {
    suggestions { label countryCode administrativeArea locality latitude longitude }
    currentPage itemsPerPage totalItems
    errors { code message referencedRequestParameter } } }`;

const dutchUser = { language: 'nl', storeID: 1, countryCode: 'NL', redeemToken: null };

type Suggestion = { label: string; countryCode: string; administrativeArea: string; locality: string; latitude: number; longitude: number };
type Payload = {
  suggestions: Suggestion[];
  currentPage: number;
  itemsPerPage: number;
  totalItems: number;
  errors: { code: number; message: string; referencedRequestParameter: string | null }[];
};

describe('place suggestions (the service)', () => {
  it("builds its index once, from the storefronts' countries only", () => {
    const first = placeIndex();
    expect(placeIndex()).toBe(first);
    expect(new Set(first.places.map((p) => p.countryCode))).toEqual(new Set(['IT', 'NL']));
    expect(first.places.length).toBeGreaterThan(10_000);
  });

  it('names Italian towns in Italian with their province code, and finds them by the English name too', () => {
    const [milano] = suggestPlaces({ query: 'Milan', countryCode: 'IT', pageNumber: 1, itemsPerPage: 5 }).suggestions;
    expect(milano).toMatchObject({ label: 'Milano (MI)', locality: 'Milano', administrativeArea: 'MI', countryCode: 'IT' });
    expect(milano?.latitude).toBeCloseTo(45.46, 1);
    expect(milano?.longitude).toBeCloseTo(9.19, 1);
  });

  it('folds accents and apostrophes', () => {
    const { suggestions } = suggestPlaces({ query: 'sant agata bolognese', countryCode: 'IT', pageNumber: 1, itemsPerPage: 3 });
    expect(suggestions[0]?.label).toBe("Sant'Agata Bolognese (BO)");
    expect(suggestPlaces({ query: 'Forli', countryCode: 'IT', pageNumber: 1, itemsPerPage: 3 }).suggestions[0]?.label).toBe('Forlì (FC)');
  });
});

describe('getLocationAddressSuggestions (the API)', () => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await freshPglite();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });

  async function suggest(filters: Record<string, unknown>, paging?: Record<string, unknown>, userData?: Record<string, unknown>) {
    const r = await api.graphql(SUGGEST, { filters, paging, ...(userData ? { userData } : {}) });
    expect(r.errors).toBeUndefined();
    return r.data.getLocationAddressSuggestions as Payload;
  }

  it('suggests Italian towns on the Italian shop, the exact name first', async () => {
    const r = await suggest({ query: 'Roma' });
    expect(r.errors).toEqual([]);
    expect(r.suggestions[0]).toMatchObject({ label: 'Roma (RM)', countryCode: 'IT', administrativeArea: 'RM', locality: 'Roma' });
    expect(r.suggestions.every((s) => s.countryCode === 'IT')).toBe(true);
    expect(r.itemsPerPage).toBe(10);
    expect(r.currentPage).toBe(1);
  });

  it('forgives typos: "Milnao" finds Milano, "Fireze" finds Firenze', async () => {
    expect((await suggest({ query: 'Milnao' })).suggestions[0]?.label).toBe('Milano (MI)');
    expect((await suggest({ query: 'Fireze' })).suggestions[0]?.label).toBe('Firenze (FI)');
  });

  it('pages through the suggestions without overlap, and says how many there are', async () => {
    const first = await suggest({ query: 'San' }, { pageNumber: 1, itemsPerPage: 5 });
    const second = await suggest({ query: 'San' }, { pageNumber: 2, itemsPerPage: 5 });
    expect(first.suggestions).toHaveLength(5);
    expect(second.suggestions).toHaveLength(5);
    expect(first.totalItems).toBeGreaterThan(100);
    expect(second.totalItems).toBe(first.totalItems);
    expect(second.currentPage).toBe(2);
    const labels = new Set([...first.suggestions, ...second.suggestions].map((s) => s.label));
    expect(labels.size).toBe(10);
    const beyond = await suggest({ query: 'San' }, { pageNumber: 1000, itemsPerPage: 50 });
    expect(beyond).toMatchObject({ suggestions: [], totalItems: first.totalItems, errors: [] });
  });

  it('suggests Dutch places on the Dutch shop, in Dutch, with the province', async () => {
    const r = await suggest({ query: 'amsterdm' }, undefined, dutchUser);
    expect(r.suggestions[0]).toMatchObject({
      label: 'Amsterdam, Noord-Holland',
      countryCode: 'NL',
      administrativeArea: 'Noord-Holland',
      locality: 'Amsterdam',
    });
    expect((await suggest({ query: 'den haag' }, undefined, dutchUser)).suggestions[0]?.label).toBe('Den Haag, Zuid-Holland');
    expect((await suggest({ query: 'Milano' }, undefined, dutchUser)).suggestions).toEqual([]);
    // The finder may ask for the other storefront's country.
    expect((await suggest({ query: 'Milano', countryCode: 'it' }, undefined, dutchUser)).suggestions[0]?.label).toBe('Milano (MI)');
  });

  it('suggests nothing, and no error, for an empty or blank text', async () => {
    for (const query of ['', '   ']) expect(await suggest({ query })).toMatchObject({ suggestions: [], totalItems: 0, errors: [] });
  });

  it('refuses bad input with catalogued errors', async () => {
    const cases: [Record<string, unknown>, Record<string, unknown> | undefined, number, string][] = [
      [{ query: 'x'.repeat(101) }, undefined, 9004, 'filters.query'],
      [{ query: 'Roma', countryCode: 'DE' }, undefined, 9004, 'filters.countryCode'],
      [{ query: 'Roma' }, { itemsPerPage: 0 }, 9004, 'paging.itemsPerPage'],
      [{ query: 'Roma' }, { itemsPerPage: 51 }, 9004, 'paging.itemsPerPage'],
      [{ query: 'Roma' }, { pageNumber: 0 }, 9004, 'paging.pageNumber'],
      [{ query: 'Ro\u0000ma' }, undefined, 9004, 'filters.query'],
    ];
    for (const [filters, paging, code, param] of cases) {
      const r = await suggest(filters, paging);
      expect(r.suggestions).toEqual([]);
      expect(r.errors).toHaveLength(1);
      expect(r.errors[0]).toMatchObject({ code, referencedRequestParameter: param });
      expect(r.errors[0]?.message).toMatch(/\S/);
    }
    const unknownStore = await suggest({ query: 'Roma' }, undefined, { language: 'de', storeID: 49, countryCode: 'DE', redeemToken: null });
    expect(unknownStore.errors[0]).toMatchObject({ code: 9002, referencedRequestParameter: 'userData.storeID' });
  });
});

describe('the country of an address (offline GeoIP)', () => {
  it('knows public addresses of Italy, the Netherlands and Germany, over IPv4 and IPv6', () => {
    expect(countryOfAddress('151.1.1.1')).toBe('IT');
    expect(countryOfAddress('145.97.39.155')).toBe('NL');
    expect(countryOfAddress('2001:610:0:8000::1')).toBe('NL');
    expect(countryOfAddress('2a01:4f8::1')).toBe('DE');
    expect(countryOfAddress('::ffff:151.1.1.1')).toBe('IT');
  });

  it('gives none for private, loopback, documentation and malformed addresses', () => {
    for (const a of [
      '10.1.2.3',
      '172.16.0.1',
      '192.168.0.1',
      '127.0.0.1',
      '169.254.1.1',
      '100.64.0.1',
      '203.0.113.9',
      '::1',
      'fe80::1',
      'fd00::1',
      '2001:db8::1',
    ]) {
      expect(isReservedAddress(a)).toBe(true);
      expect(countryOfAddress(a)).toBeNull();
    }
    for (const a of ['', 'not an address', '999.1.1.1', null, undefined]) expect(countryOfAddress(a)).toBeNull();
  });
});
