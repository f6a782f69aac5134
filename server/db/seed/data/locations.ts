import type { SeedLocation } from './types.ts';
import { cityByCode, streetNames } from './cities.ts';
import type { Rng } from './util.ts';
import { createRng, round5, slugify } from './util.ts';

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
 * A restaurant's week: lunch and dinner, one closing day (Monday or Tuesday), later on weekends.
 * Drawn from its own seed (the location's slug), so adding hours changed no other seeded value.
 */
function openingHours(seed: string): SeedLocation['openingHours'] {
  const rng = createRng(`hours:${seed}`);
  const closed = rng.pick([1, 1, 2, 0]); // 0: open every day
  const lunch = rng.pick(['11:30', '12:00', '12:30']);
  const dinner = rng.pick(['18:30', '19:00', '19:30']);
  const hours: SeedLocation['openingHours'] = [];
  for (let day = 1; day <= 7; day++) {
    if (day === closed) continue;
    hours.push({ day, opens: lunch, closes: '15:00' });
    hours.push({ day, opens: dinner, closes: day >= 5 ? '23:30' : '22:30' });
  }
  return hours;
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
      openingHours: openingHours(`${brand}:${code}:${district.name}`),
    };
  });
}
