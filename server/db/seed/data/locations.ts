import type { SeedLocation } from './types.ts';
import { cities, streetNames, type SeedCity, type SeedDistrict } from './cities.ts';
import { dutchCities, dutchStreetNames } from './cities-nl.ts';
import type { Rng } from './util.ts';
import { createRng, round5, slugify } from './util.ts';

/** What a country's locations are made of: its cities, streets, telephone numbers and postcodes. */
type Country = {
  cities: SeedCity[];
  streets: string[];
  /** Calling code, digits of a national number (area code included), digits before the space. */
  phone: { dial: string; digits: number; split: (subscriber: number) => number };
  postCode(district: SeedDistrict, rng: Rng): string;
};

// Dutch postcodes end in two letters; SA, SD and SS are never given.
const POSTCODE_LETTERS = 'ABCEGHJKLMNPRTVWXZ';

const countries: Record<'IT' | 'NL', Country> = {
  IT: { cities, streets: streetNames, phone: { dial: '+39', digits: 10, split: (n) => Math.ceil(n / 2) }, postCode: (d) => d.cap },
  NL: {
    cities: dutchCities,
    streets: dutchStreetNames,
    phone: { dial: '+31', digits: 9, split: () => 3 },
    postCode: (d, rng) => `${d.cap} ${rng.pick([...POSTCODE_LETTERS])}${rng.pick([...POSTCODE_LETTERS])}`,
  },
};

function phoneNumber(prefix: string, country: Country, rng: Rng): string {
  const length = country.phone.digits - prefix.length;
  let digits = String(rng.int(2, 9));
  while (digits.length < length) digits += String(rng.int(0, 9));
  const split = country.phone.split(length);
  return `${country.phone.dial} ${prefix} ${digits.slice(0, split)} ${digits.slice(split)}`;
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
export function buildLocations(brand: string, cityCodes: string[], rng: Rng, countryCode: 'IT' | 'NL' = 'IT'): SeedLocation[] {
  const country = countries[countryCode];
  const used = new Set<string>();
  const website = rng.chance(0.6) ? `https://www.${slugify(brand).replace(/-/g, '')}.example` : null;
  return cityCodes.map((code) => {
    const city = country.cities.find((c) => c.code === code);
    if (!city) throw new Error(`unknown city code ${code}`);
    const free = city.districts.filter((d) => !used.has(`${code}:${d.name}`));
    if (free.length === 0) throw new Error(`no free district left in ${city.city} for ${brand}`);
    const district = rng.pick(free);
    used.add(`${code}:${district.name}`);
    return {
      slug: slugify(`${city.city}-${district.name}`),
      name: `${brand} ${city.city} ${district.name}`,
      street: rng.pick(district.streets ?? country.streets),
      houseNumber: houseNumber(rng),
      postCode: country.postCode(district, rng),
      city: city.city,
      province: city.province,
      lat: round5(district.lat + (rng.next() - 0.5) * 0.005),
      lon: round5(district.lon + (rng.next() - 0.5) * 0.007),
      phone: phoneNumber(city.phonePrefix, country, rng),
      website,
      openingHours: openingHours(`${brand}:${code}:${district.name}`),
    };
  });
}
