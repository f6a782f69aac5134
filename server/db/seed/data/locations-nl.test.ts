// The Dutch storefront's restaurant cards have Dutch locations (issue 15: the finder on both storefronts).
import { describe, expect, it } from 'vitest';
import { isValidPhone } from '../../../../common/rules/phone.ts';
import { isValidPostcode } from '../../../../common/rules/postcode.ts';
import { dutchProducts } from '../dutch.ts';
import { dutchCities } from './cities-nl.ts';
import { products } from './index.ts';

describe('the Dutch locations', () => {
  const nl = dutchProducts(products);

  it('gives every card that has Italian locations two to four Dutch cities, and no other card any', () => {
    const withPlaces = products.filter((p) => p.locations.length > 0);
    expect(withPlaces.length).toBeGreaterThan(3);
    products.forEach((it, i) => {
      const dutch = nl[i]!;
      if (it.locations.length === 0) return expect(dutch.locations, dutch.slug).toEqual([]);
      const towns = new Set(dutch.locations.map((l) => l.city));
      expect(towns.size, dutch.slug).toBe(dutch.locations.length);
      expect(dutch.locations.length, dutch.slug).toBeGreaterThanOrEqual(2);
      expect(dutch.locations.length, dutch.slug).toBeLessThanOrEqual(4);
    });
  });

  it('writes Dutch addresses: a valid postcode of the district, a Dutch phone number, the province, inside the city', () => {
    for (const location of nl.flatMap((p) => p.locations.map((l) => ({ ...l, brand: p.brand })))) {
      const what = `${location.brand} ${location.slug}`;
      const city = dutchCities.find((c) => c.city === location.city)!;
      expect(city, what).toBeDefined();
      expect(location.name.startsWith(`${location.brand} ${city.city} `), what).toBe(true);
      expect(location.postCode, what).toMatch(/^\d{4} [A-Z]{2}$/);
      expect(isValidPostcode('NL', location.postCode), what).toBe(true);
      expect(
        city.districts.some((d) => location.postCode.startsWith(d.cap)),
        what,
      ).toBe(true);
      const [dial, ...national] = location.phone.split(' ');
      expect(dial, what).toBe('+31');
      expect(isValidPhone('+31', national.join('')), `${what} ${location.phone}`).toBe(true);
      expect(location.province, what).toBe(city.province);
      const b = city.bounds;
      expect(location.lat > b.latMin && location.lat < b.latMax && location.lon > b.lonMin && location.lon < b.lonMax, what).toBe(true);
      expect(location.street, what).not.toMatch(/^(Via|Corso|Piazza) /);
    }
  });
});
