/**
 * Rules of the seed catalogue's giving moments and site content (footer, payment icons, social
 * links, home blocks, blog posts, pages and terms), and that no real brand name appears anywhere.
 */
import { describe, expect, it } from 'vitest';
import { categories, content, givingMoments, products, types } from './index.ts';

/** One rule of the catalogue: the test goes on after a broken one and reports them all. */
const check = (condition: boolean, message: string): void => void expect.soft(condition, message).toBe(true);

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
const categorySlugs = new Set(categories.map((c) => c.slug));
const listed = products.filter((p) => !p.testCard);
const productSlugs = new Set(listed.map((p) => p.slug));

describe('the giving moments and content of the seed catalogue', () => {
  it('has the giving moments of the year, each with 6-10 listed products and a colour', () => {
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
  });

  it("has the footer's sections and links, the payment icons and the social links", () => {
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
  });

  it('has the searches, coupons, home blocks and blog posts, pointing at listed products and categories', () => {
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
    check(content.homeBlocks.testimonials.length === 12 && content.homeBlocks.testimonials.every((t) => t.rating >= 1 && t.rating <= 5), '12 testimonials');
    check(content.blogPosts.length === 4 && content.blogPosts.every((b) => /^\d{4}-\d{2}-\d{2}$/.test(b.date) && SLUG.test(b.slug)), '4 blog posts');
  });

  it('has the information pages, and terms that state what the shop promises', () => {
    for (const s of ['termini-e-condizioni', 'cookie-informativa-privacy', 'consegna', 'contattaci', 'chi-siamo', 'regali-aziendali']) {
      const page = content.pages.find((p) => p.slug === s);
      check(page !== undefined && page.body.length >= 3 && page.body.length <= 6, `page ${s} with 3-6 paragraphs`);
    }
    const terms = content.pages.find((p) => p.slug === 'termini-e-condizioni')?.body.join(' ') ?? '';
    for (const needle of ['esenti IVA', '17:00', 'entro 1 ora', 'raccomandata', '300 euro', 'vino', '98%', '5 giorni lavorativi']) {
      check(terms.includes(needle), `terms mention "${needle}"`);
    }
  });

  it('names no real brand anywhere', () => {
    const everything = JSON.stringify({ categories, types, products, givingMoments, content }).toLowerCase();
    for (const word of BANNED) {
      const re = new RegExp(`(^|[^a-z])${word.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&')}([^a-z]|$)`);
      check(!re.test(everything), `no real brand name "${word.trim()}"`);
    }
  });
});
