import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from './data/content.ts';
import { dutchCategories, dutchContent, dutchPages, dutchProducts } from './dutch.ts';
import { categories, products } from './data/index.ts';
import { dutchBlogPosts } from './data/blog-nl.ts';
import { dutchBusinessMenu, dutchHomeBlocks, dutchPopularCoupons } from './data/home-nl.ts';
import { dutchGivingMoments } from './data/moments-nl.ts';
import { dutchLandingPages } from './data/pages-landing-nl.ts';
import { storefrontByKey } from '../../../common/storefronts.ts';
import { freshPglite } from '../../../tests/helpers/db.ts';
import type { Database } from '../client.ts';
import { blocksQueue, listPages, storeDocument, type PageKind } from '../../modules/content/index.ts';
import * as t from '../schema.ts';

describe('the Dutch storefront content', () => {
  const nl = dutchContent(content, []);

  it('names every payment mark and trust mark in Dutch, none in Italian', () => {
    const italian = new Set([...content.paymentIcons.map((i) => i.label), ...content.trustMarks.map((m) => m.label)]);
    for (const label of [...nl.paymentIcons.map((i) => i.label), ...nl.trustMarks.map((m) => m.label)]) expect(italian.has(label), label).toBe(false);
    expect(nl.trustMarks.find((m) => m.id === 'consegna-rapida')).toMatchObject({ label: 'Digitale levering binnen 1 uur', link: '/delivery/' });
  });

  it("has a page for every Dutch legal and service path, of the Italian pages' length, with the Dutch shop's contact details", () => {
    const paths = storefrontByKey('nl')!.paths;
    const slugOf = (p: string) => p.split('/').filter(Boolean).join('-');
    const wanted = [paths.terms!, paths.privacy!, paths.contact!, paths.delivery!, paths.cancelationPolicy!, '/cookieverklaring/'].map(slugOf);
    expect(dutchPages.map((p) => p.slug).sort()).toEqual([...wanted].sort());
    for (const page of dutchPages) {
      expect(page.body.length, page.slug).toBeGreaterThanOrEqual(3);
      expect(page.body.length, page.slug).toBeLessThanOrEqual(6);
      expect(page.metaTitle, page.slug).toMatch(/ \| Donami$/);
      expect(JSON.stringify(page), page.slug).not.toMatch(/donami\.it|assistenza|Condizioni|Carrello|\+39/);
    }
    const text = (slug: string) => dutchPages.find((p) => p.slug === slug)!.body.join(' ');
    for (const needle of ['14 dagen', '21% btw', 'vóór 17:00', '98%', '5 werkdagen', '300 euro', 'wijn', 'aangetekend', '500 euro', 'klantenservice@donami.nl'])
      expect(text('algemene-voorwaarden')).toContain(needle);
    for (const needle of ['klantenservice@donami.nl', '+31 20 555 0134', 'van 09:00 tot 17:30']) expect(text('klantenservice-contact')).toContain(needle);
  });

  it('describes the all-in-one card as the choice it is, not as a card of one brand', () => {
    const choice = dutchProducts(products).find((p) => p.slug === 'alles-in-een-cadeaubon');
    expect(choice?.title).toBe('Donami Alles-in-één cadeaubon');
    expect(choice?.description).toMatch(/^Met de Donami Alles-in-één cadeaubon kiest de ontvanger zelf/);
  });
});

describe('the Dutch storefront editorial content', () => {
  const nlProducts = dutchProducts(products);
  const nl = storefrontByKey('nl')!;
  const listed = new Map(nlProducts.filter((p) => !p.testCard && !p.outOfStock && p.productType !== 'GIFTCARD_BLANK').map((p) => [p.slug, p]));
  const moments = dutchGivingMoments(nlProducts);
  const coupons = dutchPopularCoupons(nlProducts);
  const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

  it('has four Dutch blog articles, each with a date, an excerpt, 3-6 paragraphs and a meta title', () => {
    expect(dutchBlogPosts).toHaveLength(4);
    expect(new Set(dutchBlogPosts.map((p) => p.slug)).size).toBe(4);
    for (const post of dutchBlogPosts) {
      expect(post.slug, post.slug).toMatch(SLUG);
      expect(post.date, post.slug).toMatch(/^2025-\d{2}-\d{2}$/);
      expect(post.excerpt.length, post.slug).toBeLessThanOrEqual(160);
      expect(post.body.length, post.slug).toBeGreaterThanOrEqual(3);
      expect(post.body.length, post.slug).toBeLessThanOrEqual(6);
      expect(post.metaTitle, post.slug).toMatch(/ \| Donami$/);
    }
  });

  it('has the Dutch giving moments, each with 6-10 listed Dutch products, the all-in-one card first', () => {
    expect(moments.map((m) => m.slug)).toEqual(['sinterklaas', 'kerst', 'verjaardag', 'moederdag', 'vaderdag', 'geboorte']);
    for (const m of moments) {
      expect(m.productSlugs.length, m.slug).toBeGreaterThanOrEqual(6);
      expect(m.productSlugs.length, m.slug).toBeLessThanOrEqual(10);
      expect(new Set(m.productSlugs).size, m.slug).toBe(m.productSlugs.length);
      expect(m.productSlugs[0], m.slug).toBe(nl.choiceCardSlug);
      for (const slug of m.productSlugs) expect(listed.has(slug), `${m.slug}: ${slug}`).toBe(true);
      expect(m.backgroundColor, m.slug).toMatch(/^#[0-9a-f]{6}$/);
      expect(m.body.length, m.slug).toBeGreaterThanOrEqual(2);
      expect(m.metaTitle, m.slug).toMatch(/ \| Donami$/);
    }
  });

  it('has the about-us and business landing pages, linked from the footer and the business menu', () => {
    expect(dutchLandingPages.map((p) => p.slug)).toEqual(['over-ons', 'zakelijke-cadeaus']);
    for (const page of dutchLandingPages) {
      expect(dutchPages.some((p) => p.slug === page.slug)).toBe(false);
      expect(page.body.length, page.slug).toBeGreaterThanOrEqual(3);
      expect(page.body.length, page.slug).toBeLessThanOrEqual(6);
      expect(page.metaTitle, page.slug).toMatch(/ \| Donami$/);
    }
    const footer = dutchContent(content, nlProducts).footerMenu.flatMap((s) => s.links.map((l) => l.path));
    expect(footer).toContain('/over-ons/');
    expect(dutchBusinessMenu.links.map((l) => l.path)).toEqual([
      '/zakelijk/',
      `/zakelijk/${nl.choiceCardSlug}/`,
      '/zakelijke-cadeaus/',
      nl.paths.blankCards,
      nl.paths.businessQuote,
    ]);
  });

  it('has the home blocks, the popular coupons of listed products and existing Dutch categories', () => {
    const slugs = new Set(dutchCategories(categories).map((c) => c.slug));
    for (const slug of dutchHomeBlocks.featuredCategorySlugs) expect(slugs.has(slug), slug).toBe(true);
    expect(dutchHomeBlocks.uspTitles).toHaveLength(5);
    expect(dutchHomeBlocks.testimonials).toHaveLength(12);
    for (const r of dutchHomeBlocks.testimonials) expect(r.rating >= 1 && r.rating <= 5, r.name).toBe(true);
    expect(coupons.highlighted.productSlug).toBe(nl.choiceCardSlug);
    expect(coupons.suggestions).toHaveLength(4);
    for (const slug of coupons.suggestions) expect(listed.has(slug), slug).toBe(true);
    expect(new Set(coupons.suggestions.map((s) => listed.get(s)!.categories[0])).size).toBe(4);
  });

  it('is written in Dutch: no Italian words, no real brand names', () => {
    const texts = JSON.stringify([
      dutchBlogPosts,
      moments.map(({ productSlugs: _, ...m }) => m),
      dutchLandingPages,
      dutchHomeBlocks,
      dutchBusinessMenu,
      coupons.highlighted.title,
      coupons.highlighted.description,
    ]);
    for (const word of [
      'regalo',
      'regali',
      'scopri',
      'gift card',
      'giftcard',
      'tutto-in-uno',
      'azienda',
      'occasioni',
      'natale',
      'compleanno',
      'grazie',
      ' della ',
      ' per il ',
    ])
      expect(texts.toLowerCase(), word).not.toContain(word);
    for (const brand of [
      'bol.com',
      'coolblue',
      'hema',
      'albert heijn',
      'jumbo',
      'ikea',
      'zalando',
      'amazon',
      'boekenbon',
      'vvv',
      'bijenkorf',
      'efteling',
      'ideal',
      'tikkie',
    ])
      expect(texts.toLowerCase(), brand).not.toMatch(new RegExp(`(^|[^a-z])${brand.replace('.', '\\.')}([^a-z]|$)`));
  });
});

describe('the seeded Dutch storefront', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshPglite();
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  it('reads, as the storefront does, the blog, the giving moments, the landing pages, the home blocks (its video too), the business menu and popular coupons', async () => {
    // What the Dutch storefront reads in Dutch (through the content module, whatever rows it chooses).
    const reader = { db: database.db, store: storefrontByKey('nl')!, locale: 'nl' as const };
    const slugs = async (kind: PageKind) => (await listPages(reader, kind)).map((p) => p.slug);
    expect(await slugs('blog')).toEqual(dutchBlogPosts.map((p) => p.slug));
    expect(await slugs('givingMoment')).toEqual(['sinterklaas', 'kerst', 'verjaardag', 'moederdag', 'vaderdag', 'geboorte']);
    expect(await slugs('landing')).toEqual(expect.arrayContaining(['over-ons', 'zakelijke-cadeaus', 'algemene-voorwaarden']));
    const nlSlugs = new Set((await database.db.select({ slug: t.products.slug }).from(t.products).where(eq(t.products.storeId, 1))).map((p) => p.slug));
    for (const m of await listPages(reader, 'givingMoment')) {
      expect(m.productSlugs?.length, m.slug).toBeGreaterThan(0);
      for (const slug of m.productSlugs ?? []) expect(nlSlugs.has(slug), slug).toBe(true);
    }
    expect((await blocksQueue(reader, 'home')).map((b) => b.kind)).toEqual(['mostChosen', 'categories', 'video', 'usps', 'testimonials']);
    expect(await storeDocument(reader, 'businessMenu')).toMatchObject({ title: 'Voor bedrijven', path: '/zakelijk/' });
    expect(await storeDocument(reader, 'popularCoupons')).toMatchObject({ highlighted: { productSlug: 'alles-in-een-cadeaubon' } });
  });
});
