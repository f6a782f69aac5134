/**
 * Self-check of the seed catalogue. Run from the project root:
 *   node server/db/seed/data/check.ts
 * Prints the counts and exits with code 1 when a rule is broken.
 */
import type { SeedProduct, SeedVariationConfig } from './types.ts';
import { categories, content, givingMoments, products, types } from './index.ts';
import { cities } from './cities.ts';
import { contrastRatio } from './util.ts';

const failures: string[] = [];
function check(condition: boolean, message: string): void {
  if (!condition) failures.push(message);
}

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
const BANNED = [
  'amazon',
  'zalando',
  'ikea',
  'apple',
  'netflix',
  'feltrinelli',
  'decathlon',
  'spotify',
  'sephora',
  'mediaworld',
  'unieuro',
  'euronics',
  'douglas',
  'mondadori',
  'eataly',
  'smartbox',
  'zara',
  'h&m',
  'nike',
  'adidas',
  'lego',
  'disney',
  'playstation',
  'xbox',
  'nintendo',
  'samsung',
  'paypal',
  'visa',
  'mastercard',
  'satispay',
  'klarna',
  'ideal',
  'trenitalia',
  'booking',
  'airbnb',
  'ryanair',
  'esselunga',
  'coop ',
  'conad',
  'rinascente',
  'kiko',
  'lush',
  'primark',
  'uber',
  'deliveroo',
  'glovo',
  'just eat',
  'ticketone',
  'the space',
  'uci cinemas',
  'giunti',
  'hoepli',
  'ibs',
  'audible',
  'kindle',
  'dazn',
  'sky ',
];

// --- categories and types -------------------------------------------------------------
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
const categorySlugs = new Set(categories.map((c) => c.slug));
const typeSlugs = new Set(types.map((t) => t.slug));

// --- products: identity ---------------------------------------------------------------
check(products.length >= 215, 'at least 215 products');
check(new Set(products.map((p) => p.slug)).size === products.length, 'product slugs unique');
check(new Set(products.map((p) => p.brand)).size === products.length, 'brands unique');
const listed = products.filter((p) => !p.testCard);

function configOk(c: SeedVariationConfig | null, label: string): void {
  if (!c) return;
  check(Number.isInteger(c.min) && Number.isInteger(c.max) && c.min >= 1 && c.min < c.max, `${label}: min/max`);
  if (c.fixedValues) {
    check(c.fixedValues.length >= 2, `${label}: at least two fixed values`);
    check(
      c.fixedValues.every((v, i, a) => Number.isInteger(v) && (i === 0 || v > a[i - 1])),
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
const descriptions = products.map((p) => p.description);
check(new Set(descriptions).size === descriptions.length, 'descriptions unique');

// --- per-category counts ----------------------------------------------------------------
const perCategory = new Map<string, number>();
for (const c of categories) perCategory.set(c.slug, listed.filter((p) => p.categories.includes(c.slug)).length);
for (const [slug, n] of perCategory) check(n >= 8, `category ${slug} has >= 8 products (${n})`);

// --- special products ---------------------------------------------------------------------
const choice = products.filter((p) => p.slug === 'gift-card-tutto-in-uno');
check(choice.length === 1, 'exactly one tutto-in-uno');
const c0 = choice[0];
check(c0?.productType === 'GIFTCARD_DIGITAL' && c0.brand === 'Donami' && c0.title === 'Gift card Tutto-in-uno Donami', 'tutto-in-uno identity');
check(JSON.stringify(c0?.digital) === JSON.stringify({ fixedValues: [25, 50, 75, 100, 150], min: 25, max: 150 }), 'tutto-in-uno digital config');
check(c0?.physical?.fixedValues === null && c0.physical.min === 10 && c0.physical.max === 500, 'tutto-in-uno physical config');
check(c0?.choiceOption === false && c0.popularity === 1000, 'tutto-in-uno choice false, popularity 1000');

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

const blanks = products.filter((p) => p.productType === 'GIFTCARD_BLANK');
check(blanks.length >= 2 && blanks.length <= 3, '2-3 blank cards');
for (const b of blanks)
  check(b.digital === null && b.physical?.fixedValues === null && b.physical.min === 10 && b.physical.max === 250, `${b.slug}: blank physical 10..250`);

const withLocations = products.filter((p) => p.locations.length >= 3 && p.locations.length <= 6);
check(withLocations.length >= 22, 'at least 22 products with 3-6 locations');

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
check(tests.length === 1 && tests[0].title.includes('Test'), 'exactly one test card with "Test" in the title');
check(products.filter((p) => p.outOfStock).length === 2, 'exactly two out of stock');
const handRatio = listed.filter((p) => p.showHand).length / listed.length;
const shadowRatio = listed.filter((p) => p.showShadow).length / listed.length;
check(handRatio >= 0.08 && handRatio <= 0.22, `showHand about 15% (${handRatio.toFixed(2)})`);
check(shadowRatio >= 0.6 && shadowRatio <= 0.8, `showShadow about 70% (${shadowRatio.toFixed(2)})`);
const distinctPopularity = new Set(products.map((p) => p.popularity)).size;
check(distinctPopularity >= products.length * 0.95, 'popularity distinct-ish');

const digitalSold = products.filter((p) => p.digital !== null).length;
const both = products.filter((p) => p.digital !== null && p.physical !== null).length;
const physicalOnly = products.filter((p) => p.digital === null && p.physical !== null).length;
const configs = products.flatMap((p) => [p.digital, p.physical]).filter((c): c is SeedVariationConfig => c !== null);
const fixedCount = configs.filter((c) => c.fixedValues !== null).length;
const customCount = configs.length - fixedCount;
check(digitalSold > products.length / 2, 'most products digital');
check(both >= 60, 'many products both digital and physical');
check(fixedCount >= 60 && customCount >= 60, 'mixture of fixed and custom prices');

// --- giving moments -------------------------------------------------------------------------
const productSlugs = new Set(listed.map((p) => p.slug));
check(givingMoments.length >= 10, 'at least 10 giving moments');
for (const s of [
  'compleanno',
  'natale',
  'matrimonio',
  'nascita',
  'laurea',
  'festa-della-mamma',
  'festa-del-papa',
  'san-valentino',
  'pensionamento',
  'grazie',
]) {
  check(
    givingMoments.some((m) => m.slug === s),
    `giving moment ${s}`,
  );
}
for (const m of givingMoments) {
  check(m.productSlugs.length >= 6 && m.productSlugs.length <= 10, `${m.slug}: 6-10 products`);
  check(new Set(m.productSlugs).size === m.productSlugs.length, `${m.slug}: no duplicate products`);
  check(
    m.productSlugs.every((s) => productSlugs.has(s)),
    `${m.slug}: known listed products`,
  );
  check(HEX.test(m.backgroundColor), `${m.slug}: colour`);
}

// --- content ------------------------------------------------------------------------------------
check(content.footerMenu.length >= 3 && content.footerMenu.length <= 4, 'footer 3-4 sections');
const footerLinks = content.footerMenu.flatMap((s) => s.links);
check(
  footerLinks.some((l) => l.path === 'https://www.donami.it/blog/'),
  'footer has absolute own blog link',
);
check(
  footerLinks.some((l) => l.external === true && l.newTab === true && /^https:\/\//.test(l.path)),
  'footer has an external new-tab link',
);
for (const path of [
  '/carte-regalo/',
  '/controlla-il-credito/',
  '/attivare/',
  '/azienda/',
  '/contattaci/',
  '/occasioni-per-donare/',
  '/termini-e-condizioni/',
  '/cookie-informativa-privacy/',
  '/consegna/',
]) {
  check(
    footerLinks.some((l) => l.path === path),
    `footer links ${path}`,
  );
}
check(
  JSON.stringify(content.paymentIcons.map((i) => i.id).sort()) ===
    JSON.stringify(['bankredirect', 'banktransfer', 'card', 'instant', 'invoice', 'secure', 'wallet']),
  'payment icon ids',
);
check(content.socialLinks.length === 7 && content.socialLinks.filter((s) => !s.hidden).length === 5, '7 social links, 5 visible');
check(content.popularSearches.length === 8, '8 popular searches');
check(content.popularCoupons.suggestions.length === 4 && content.popularCoupons.suggestions.every((s) => productSlugs.has(s)), '4 coupon suggestions');
check(productSlugs.has(content.popularCoupons.highlighted.productSlug), 'highlighted coupon product');
const top2 = listed
  .slice()
  .sort((a, b) => b.popularity - a.popularity)
  .slice(0, 2)
  .map((p) => p.slug);
check(JSON.stringify(content.homeBlocks.mostChosenSlugs) === JSON.stringify(top2), 'most chosen = top 2 by popularity');
check(
  content.homeBlocks.featuredCategorySlugs.every((s) => categorySlugs.has(s)),
  'featured categories exist',
);
check(content.homeBlocks.testimonials.length === 6 && content.homeBlocks.testimonials.every((t) => t.rating >= 1 && t.rating <= 5), '6 testimonials');
check(content.blogPosts.length === 4 && content.blogPosts.every((b) => /^\d{4}-\d{2}-\d{2}$/.test(b.date) && SLUG.test(b.slug)), '4 blog posts');
for (const s of ['termini-e-condizioni', 'cookie-informativa-privacy', 'consegna', 'contattaci', 'chi-siamo', 'regali-aziendali']) {
  const page = content.pages.find((p) => p.slug === s);
  check(page !== undefined && page.body.length >= 3 && page.body.length <= 6, `page ${s} with 3-6 paragraphs`);
}
const terms = content.pages.find((p) => p.slug === 'termini-e-condizioni')?.body.join(' ') ?? '';
for (const needle of ['esenti IVA', '17:00', 'entro 1 ora', 'raccomandata', '300 euro', 'vino', '98%', '5 giorni lavorativi']) {
  check(terms.includes(needle), `terms mention "${needle}"`);
}

// --- no real brand names anywhere ------------------------------------------------------------
const everything = JSON.stringify({ categories, types, products, givingMoments, content }).toLowerCase();
for (const word of BANNED) {
  const re = new RegExp(`(^|[^a-z])${word.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&')}([^a-z]|$)`);
  check(!re.test(everything), `no real brand name "${word.trim()}"`);
}

// --- report -----------------------------------------------------------------------------------
const locationCount = products.reduce((n, p) => n + p.locations.length, 0);
console.log(`categories:               ${categories.length}`);
console.log(`types:                    ${types.length}`);
console.log(`products:                 ${products.length} (listed ${listed.length})`);
console.log(`  digital / both / phys.: ${digitalSold} / ${both} / ${physicalOnly}`);
console.log(`  fixed / custom configs: ${fixedCount} / ${customCount}`);
console.log(`  choice options:         ${choiceOptions.length} (donations ${donationChoices.length})`);
console.log(`  donations:              ${donations.length}`);
console.log(`  blank cards:            ${blanks.length}`);
console.log(`  with 3-6 locations:     ${withLocations.length} (${locationCount} locations)`);
console.log(`  max above 300 (cards):  ${highValue.length} [${highValue.map((p) => p.slug).join(', ')}]`);
console.log(`  third party:            ${thirdParty.length}`);
console.log(`  contains wine:          ${wine.length}`);
console.log(`  test / out of stock:    ${tests.length} / ${products.filter((p) => p.outOfStock).length}`);
console.log(`  showHand / showShadow:  ${(handRatio * 100).toFixed(1)}% / ${(shadowRatio * 100).toFixed(1)}%`);
console.log(`  distinct popularity:    ${distinctPopularity}`);
console.log(`per category:             ${[...perCategory].map(([k, v]) => `${k}=${v}`).join(', ')}`);
console.log(`giving moments:           ${givingMoments.length}`);
console.log(`pages / blog posts:       ${content.pages.length} / ${content.blogPosts.length}`);
console.log(`most chosen:              ${content.homeBlocks.mostChosenSlugs.join(', ')}`);

if (failures.length > 0) {
  console.error(`\n${failures.length} check(s) failed:`);
  for (const f of failures) console.error(`  - ${f}`);
  process.exitCode = 1;
} else {
  console.log('\nall checks passed');
}
