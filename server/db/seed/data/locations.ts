import type { SeedLocation } from './types.ts';
import { cityByCode, streetNames } from './cities.ts';
import type { Rng } from './util.ts';
import { round5, slugify } from './util.ts';

function phoneNumber(prefix: string, rng: Rng): string {
  const length = 10 - prefix.length;
  let digits = String(rng.int(2, 9));
  while (digits.length < length) digits += String(rng.int(0, 9));
  const split = Math.ceil(length / 2);
  return `+39 ${prefix} ${digits.slice(0, split)} ${digits.slice(split)}`;
}

function houseNumber(rng: Rng): string {
  const n = rng.int(1, 160);
  if (rng.chance(0.12)) return `${n}/${rng.pick(['a', 'b', 'c'])}`;
  return String(n);
}

/**
 * Builds one location per city code. When a city repeats, another district is used so every
 * location slug ("milano-brera") is unique within the product.
 */
export function buildLocations(brand: string, cityCodes: string[], rng: Rng): SeedLocation[] {
  const used = new Set<string>();
  const website = rng.chance(0.6) ? `https://www.${slugify(brand).replace(/-/g, '')}.example` : null;
  return cityCodes.map((code) => {
    const city = cityByCode(code);
    const free = city.districts.filter((d) => !used.has(`${code}:${d.name}`));
    if (free.length === 0) throw new Error(`no free district left in ${city.city} for ${brand}`);
    const district = rng.pick(free);
    used.add(`${code}:${district.name}`);
    return {
      slug: slugify(`${city.city}-${district.name}`),
      name: `${brand} ${city.city} ${district.name}`,
      street: rng.pick(district.streets ?? streetNames),
      houseNumber: houseNumber(rng),
      postCode: district.cap,
      city: city.city,
      province: city.province,
      lat: round5(district.lat + (rng.next() - 0.5) * 0.005),
      lon: round5(district.lon + (rng.next() - 0.5) * 0.007),
      phone: phoneNumber(city.phonePrefix, rng),
      website,
    };
  });
}
