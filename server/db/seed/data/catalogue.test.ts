/**
 * Rules of the seed catalogue's categories, types and products: slugs, colours, prices, locations
 * and how many products each category lists. A broken rule fails its test naming every offender.
 */
import { describe, expect, it } from 'vitest';
import type { SeedProduct, SeedVariationConfig } from './types.ts';
import { categories, products, types } from './index.ts';
import { cities } from './cities.ts';
import { contrastRatio } from './util.ts';

/** One rule of the catalogue: the test goes on after a broken one and reports them all. */
const check = (condition: boolean, message: string): void => void expect.soft(condition, message).toBe(true);

const ICONS = new Set([
  'fashion',
  'restaurant',
  'travel',
  'tech',
  'sport',
  'beauty',
  'book',
  'experience',
  'home',
  'kids',
  'entertainment',
  'wellness',
  'food',
  'donation',
  'music',
  'pets',
]);
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const HEX = /^#[0-9a-f]{6}$/;
const categorySlugs = new Set(categories.map((c) => c.slug));
const typeSlugs = new Set(types.map((t) => t.slug));
const listed = products.filter((p) => !p.testCard);

describe('the seed catalogue', () => {
  it('has the categories and types of the shop, with unique slugs and known icons', () => {
    check(categories.length >= 14, 'at least 14 categories');
    check(new Set(categories.map((c) => c.slug)).size === categories.length, 'category slugs unique');
    for (const c of categories) {
      check(SLUG.test(c.slug), `category slug ${c.slug}`);
      check(ICONS.has(c.icon), `category icon ${c.icon}`);
    }
    for (const required of [
      'moda',
      'ristoranti',
      'viaggi',
      'tecnologia',
      'sport',
      'bellezza',
      'libri',
      'esperienze',
      'casa',
      'bambini',
      'intrattenimento',
      'benessere',
      'donazioni',
    ]) {
      check(
        categories.some((c) => c.slug === required),
        `category ${required} present`,
      );
    }
    check(types.length >= 8 && types.length <= 10, '8-10 types');
    check(new Set(types.map((t) => t.slug)).size === types.length, 'type slugs unique');
  });

  it('has at least 215 products, each with a slug, a brand and a description of its own', () => {
    check(products.length >= 215, 'at least 215 products');
    check(new Set(products.map((p) => p.slug)).size === products.length, 'product slugs unique');
    check(new Set(products.map((p) => p.brand)).size === products.length, 'brands unique');
    const descriptions = products.map((p) => p.description);
    check(new Set(descriptions).size === descriptions.length, 'descriptions unique');
  });

  it('gives every product categories, types, readable colours, prices and a popularity in range', () => {
    function configOk(c: SeedVariationConfig | null, label: string): void {
      if (!c) return;
      check(Number.isInteger(c.min) && Number.isInteger(c.max) && c.min >= 1 && c.min < c.max, `${label}: min/max`);
      if (c.fixedValues) {
        check(c.fixedValues.length >= 2, `${label}: at least two fixed values`);
        check(
          c.fixedValues.every((v, i, a) => Number.isInteger(v) && (i === 0 || v > a[i - 1]!)),
          `${label}: fixed values ascending integers`,
        );
        check(c.fixedValues[0] === c.min && c.fixedValues[c.fixedValues.length - 1] === c.max, `${label}: fixed values span min..max`);
      }
    }
    const maxOf = (p: SeedProduct): number => Math.max(p.digital?.max ?? 0, p.physical?.max ?? 0);
    const sentences = (text: string): number => (text.match(/[.!?](\s|$)/g) ?? []).length;

    for (const p of products) {
      const l = p.slug;
      check(SLUG.test(p.slug), `${l}: slug format`);
      check(p.categories.length >= 1 && p.categories.length <= 3, `${l}: 1-3 categories`);
      check(
        p.categories.every((c) => categorySlugs.has(c)),
        `${l}: known categories`,
      );
      check(p.types.length >= 1 && p.types.length <= 3, `${l}: 1-3 types`);
      check(
        p.types.every((t) => typeSlugs.has(t)),
        `${l}: known types`,
      );
      check(HEX.test(p.backgroundColor), `${l}: background colour`);
      check(p.textColor === '#ffffff' || p.textColor === '#1a1a1a', `${l}: text colour`);
      check(contrastRatio(p.backgroundColor, p.textColor) >= 4.5, `${l}: contrast >= 4.5`);
      check(p.digital !== null || p.physical !== null, `${l}: sold somehow`);
      configOk(p.digital, `${l} digital`);
      configOk(p.physical, `${l} physical`);
      check(Number.isInteger(p.popularity) && p.popularity >= 1 && p.popularity <= 1000, `${l}: popularity range`);
      check(sentences(p.description) >= 2 && sentences(p.description) <= 4, `${l}: 2-4 sentences (${sentences(p.description)})`);
      check(p.choiceOption === (p.redeem !== null), `${l}: redeem iff choice option`);
      if (p.redeem) check(Number.isInteger(p.redeem.min) && Number.isInteger(p.redeem.max) && p.redeem.min < p.redeem.max, `${l}: redeem range`);
      if (p.productType === 'GIFTCARD_PHYSICAL') check(p.digital === null && p.physical !== null, `${l}: physical type has physical config only`);
      if (p.productType === 'GIFTCARD_DIGITAL') check(p.digital !== null, `${l}: digital type has a digital config`);
      if (p.thirdParty) check(maxOf(p) <= 500, `${l}: third-party max <= 500`);
    }
  });

  it('places the shops of a product in known cities: CAP, province, coordinates and phone of the city', () => {
    for (const p of products) {
      const l = p.slug;
      check(p.locations.length === 0 || (p.locations.length >= 3 && p.locations.length <= 6), `${l}: 0 or 3-6 locations`);
      check(new Set(p.locations.map((x) => x.slug)).size === p.locations.length, `${l}: location slugs unique`);
      for (const loc of p.locations) {
        const city = cities.find((c) => c.city === loc.city);
        check(city !== undefined, `${l}/${loc.slug}: known city`);
        check(SLUG.test(loc.slug), `${l}/${loc.slug}: slug`);
        check(/^\d{5}$/.test(loc.postCode) && /^[A-Z]{2}$/.test(loc.province), `${l}/${loc.slug}: CAP and province`);
        check(Number(loc.lat.toFixed(5)) === loc.lat && Number(loc.lon.toFixed(5)) === loc.lon, `${l}/${loc.slug}: at most 5 decimals`);
        if (city) {
          check(loc.province === city.province, `${l}/${loc.slug}: province`);
          check(
            city.districts.some((d) => d.cap === loc.postCode),
            `${l}/${loc.slug}: CAP of the city`,
          );
          const b = city.bounds;
          check(loc.lat > b.latMin && loc.lat < b.latMax && loc.lon > b.lonMin && loc.lon < b.lonMax, `${l}/${loc.slug}: inside ${city.city}`);
          check(loc.phone.startsWith(`+39 ${city.phonePrefix} `), `${l}/${loc.slug}: phone prefix`);
        }
      }
    }
  });

  it('lists at least 8 products in every category', () => {
    for (const c of categories) {
      const n = listed.filter((p) => p.categories.includes(c.slug)).length;
      check(n >= 8, `category ${c.slug} has >= 8 products (${n})`);
    }
  });
});
