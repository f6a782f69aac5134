/**
 * Rules of the seed catalogue's special products and its mix: the Tutto-in-uno card, the choice
 * options and donations, the blank, high-value, third-party, wine, test and out-of-stock cards,
 * and the shares of digital, physical, fixed and custom prices.
 */
import { describe, expect, it } from 'vitest';
import type { SeedProduct, SeedVariationConfig } from './types.ts';
import { products } from './index.ts';

/** One rule of the catalogue: the test goes on after a broken one and reports them all. */
const check = (condition: boolean, message: string): void => void expect.soft(condition, message).toBe(true);

const listed = products.filter((p) => !p.testCard);
const maxOf = (p: SeedProduct): number => Math.max(p.digital?.max ?? 0, p.physical?.max ?? 0);

describe('the special products of the seed catalogue', () => {
  it('has one Tutto-in-uno card of Donami, the most popular, with its own prices', () => {
    const choice = products.filter((p) => p.slug === 'gift-card-tutto-in-uno');
    check(choice.length === 1, 'exactly one tutto-in-uno');
    const c0 = choice[0];
    check(c0?.productType === 'GIFTCARD_DIGITAL' && c0.brand === 'Donami' && c0.title === 'Gift card Tutto-in-uno Donami', 'tutto-in-uno identity');
    check(JSON.stringify(c0?.digital) === JSON.stringify({ fixedValues: [25, 50, 75, 100, 150], min: 25, max: 150 }), 'tutto-in-uno digital config');
    check(c0?.physical?.fixedValues === null && c0.physical.min === 10 && c0.physical.max === 500, 'tutto-in-uno physical config');
    check(c0?.choiceOption === false && c0.popularity === 1000, 'tutto-in-uno choice false, popularity 1000');
  });

  it('offers at least 125 sellable choice options, donations of 5 to 500 euro among them', () => {
    const choiceOptions = products.filter((p) => p.choiceOption);
    const donations = products.filter((p) => p.productType === 'DONATION');
    const donationChoices = choiceOptions.filter((p) => p.productType === 'DONATION');
    check(choiceOptions.length >= 125, 'at least 125 choice options');
    check(donationChoices.length >= 12, 'at least 12 donation choice options');
    for (const d of donations) {
      check(d.physical === null && d.digital?.fixedValues === null && d.digital.min === 5 && d.digital.max === 500, `${d.slug}: donation 5..500 digital only`);
      check(d.categories.includes('donazioni'), `${d.slug}: donation category`);
    }
    check(
      choiceOptions.every((p) => !p.testCard && !p.outOfStock && p.productType !== 'GIFTCARD_BLANK'),
      'choice options are sellable cards',
    );
  });

  it('has 2-3 blank cards of 10 to 250 euro, and at least 22 products with shops', () => {
    const blanks = products.filter((p) => p.productType === 'GIFTCARD_BLANK');
    check(blanks.length >= 2 && blanks.length <= 3, '2-3 blank cards');
    for (const b of blanks)
      check(b.digital === null && b.physical?.fixedValues === null && b.physical.min === 10 && b.physical.max === 250, `${b.slug}: blank physical 10..250`);
    const withLocations = products.filter((p) => p.locations.length >= 3 && p.locations.length <= 6);
    check(withLocations.length >= 22, 'at least 22 products with 3-6 locations');
  });

  it('has a few high-value, third-party and wine cards, one test card and two out of stock', () => {
    const nonDonation = products.filter((p) => p.productType !== 'DONATION' && !p.testCard);
    const highValue = nonDonation.filter((p) => maxOf(p) > 300);
    check(highValue.length >= 5 && highValue.length <= 8, 'about 6 gift cards with max above 300');
    const thirdParty = products.filter((p) => p.thirdParty);
    check(thirdParty.length >= 7 && thirdParty.length <= 9, 'about 8 third-party cards');
    const wine = products.filter((p) => p.containsWine);
    check(wine.length >= 2 && wine.length <= 3, '2-3 wine cards');
    check(
      wine.every((p) => p.physical !== null && p.categories.includes('cibo-e-vino')),
      'wine cards sold physically in cibo-e-vino',
    );
    const tests = products.filter((p) => p.testCard);
    check(tests.length === 1 && tests[0]?.title.includes('Test') === true, 'exactly one test card with "Test" in the title');
    check(products.filter((p) => p.outOfStock).length === 2, 'exactly two out of stock');
  });

  it('mixes the pictures, popularity, ways of selling and prices as the shop shows them', () => {
    const handRatio = listed.filter((p) => p.showHand).length / listed.length;
    const shadowRatio = listed.filter((p) => p.showShadow).length / listed.length;
    check(handRatio >= 0.08 && handRatio <= 0.22, `showHand about 15% (${handRatio.toFixed(2)})`);
    check(shadowRatio >= 0.6 && shadowRatio <= 0.8, `showShadow about 70% (${shadowRatio.toFixed(2)})`);
    const distinctPopularity = new Set(products.map((p) => p.popularity)).size;
    check(distinctPopularity >= products.length * 0.95, 'popularity distinct-ish');

    const digitalSold = products.filter((p) => p.digital !== null).length;
    const both = products.filter((p) => p.digital !== null && p.physical !== null).length;
    const configs = products.flatMap((p) => [p.digital, p.physical]).filter((c): c is SeedVariationConfig => c !== null);
    const fixedCount = configs.filter((c) => c.fixedValues !== null).length;
    const customCount = configs.length - fixedCount;
    check(digitalSold > products.length / 2, 'most products digital');
    check(both >= 60, 'many products both digital and physical');
    check(fixedCount >= 60 && customCount >= 60, 'mixture of fixed and custom prices');
  });
});
