import { count } from 'drizzle-orm';
import type { Db, Executor } from '../client.ts';
import * as catalog from '../schema.ts';
import * as content from '../schema.ts';
import {
  categories,
  content as seedContent,
  givingMoments,
  products,
  types,
  type SeedCategory,
  type SeedContent,
  type SeedPage,
  type SeedProduct,
  type SeedType,
  type SeedVariationConfig,
} from './data/index.ts';
import { dutchCategories, dutchContent, dutchPages, dutchProducts, dutchTypes } from './dutch.ts';
import { dutchBlogPosts } from './data/blog-nl.ts';
import { dutchBusinessMenu, dutchHomeBlocks, dutchPopularCoupons } from './data/home-nl.ts';
import { dutchGivingMoments } from './data/moments-nl.ts';
import { dutchLandingPages } from './data/pages-landing-nl.ts';
import { englishLegalPages } from './data/pages-legal-en.ts';
import { englishInfoPages } from './data/pages-info-en.ts';
import { englishDocuments } from './data/documents-en.ts';
import { englishCatalogueTexts } from './data/catalogue-en.ts';
import { englishBlogPosts } from './data/blog-en.ts';
import { englishGivingMoments, englishLandingPages } from './data/moments-en.ts';
import { englishBusinessMenu, englishHomeBlocks, englishPopularCoupons } from './data/home-en.ts';
import type { SeedBlogPost, SeedGivingMoment } from './data/types.ts';
import { redeemLegalPages } from './data/pages-redeem.ts';
import { dutchRedeemLegalPages, englishRedeemLegalPages } from './data/pages-redeem-nl.ts';
import { blankCardsPage, type SeedBlockPage } from './data/blank-cards.ts';
import { dutchBlankCardsPage, englishBlankCardsPage } from './data/blank-cards-nl.ts';
import { dutchBrandSettings, dutchHomeVideo, englishBrandSettings, englishHomeVideo, italianBrandSettings, italianHomeVideo } from './data/brand-settings.ts';
import type { VideoBlockData } from '../../../common/content-blocks.ts';
import { seedStock } from './stock.ts';
import { seedTestCards } from './cards.ts';
import { seedStaffMembers } from './staff.ts';
import { seedExampleDonations } from './back-office.ts';
import { must } from '../../../common/must.ts';

const IT = 53;
const NL = 1;

/** Seeds an empty database with the deterministic catalogue; a database with products is left alone. */
/**
 * Seeds an empty database with the catalogue, content and stock. `testCards`: also the README's
 * test cards, whose numbers and PINs are public (SEED_TEST_CARDS: the local shop and the tests, never
 * a real shop).
 */
export async function seedIfEmpty(db: Db, opts: { testCards?: boolean } = {}): Promise<boolean> {
  const { n } = must((await db.select({ n: count() }).from(catalog.products))[0], 'a count gives one row');
  if (n > 0) return false;
  await db.transaction(async (tx) => {
    await seedCatalogue(tx, IT, categories, types, products);
    await seedContentFor(tx, IT);
    const nlProducts = dutchProducts(products);
    const [nlCategories, nlTypes] = [dutchCategories(categories), dutchTypes(types)];
    await seedCatalogue(tx, NL, nlCategories, nlTypes, nlProducts);
    // Its English pages (/en/…) read the catalogue's English texts (decision 062).
    await tx.insert(catalog.texts).values(englishCatalogueTexts(nlProducts, nlCategories, nlTypes).map((x) => ({ ...x, storeId: NL, language: 'en' })));
    await seedDutchContent(tx, nlProducts);
    await seedStock(tx, [
      { storeId: IT, products },
      { storeId: NL, products: nlProducts },
    ]);
    if (opts.testCards ?? true) {
      await seedTestCards(tx);
      await seedStaffMembers(tx);
      await seedExampleDonations(tx);
    }
  });
  return true;
}

function variationRow(productId: number, p: SeedProduct, kind: 'digital' | 'physical', v: SeedVariationConfig, storeId: number) {
  return {
    productId,
    kind,
    sku: `${storeId}-${p.slug}-${kind}`,
    fixedValuesCents: v.fixedValues ? v.fixedValues.map((e) => e * 100) : null,
    minCents: v.min * 100,
    maxCents: v.max * 100,
  };
}

async function seedCatalogue(db: Executor, storeId: number, categories: SeedCategory[], types: SeedType[], products: SeedProduct[]) {
  const cats = await db
    .insert(catalog.categories)
    .values(categories.map((c) => ({ ...c, storeId })))
    .returning();
  const typeRows = await db
    .insert(catalog.giftcardTypes)
    .values(types.map((t) => ({ ...t, storeId })))
    .returning();
  const catId = new Map(cats.map((c) => [c.slug, c.id]));
  const typeId = new Map(typeRows.map((t) => [t.slug, t.id]));
  const rows = await db
    .insert(catalog.products)
    .values(
      products.map((p) => ({
        storeId,
        slug: p.slug,
        title: p.title,
        brand: p.brand,
        description: p.description,
        productType: p.productType,
        backgroundColor: p.backgroundColor,
        textColor: p.textColor,
        showHand: p.showHand,
        showShadow: p.showShadow,
        thirdParty: p.thirdParty,
        containsWine: p.containsWine,
        choiceOption: p.choiceOption,
        testCard: p.testCard,
        redeemMinCents: p.redeem ? p.redeem.min * 100 : null,
        redeemMaxCents: p.redeem ? p.redeem.max * 100 : null,
        popularity: p.popularity,
      })),
    )
    .returning({ id: catalog.products.id, slug: catalog.products.slug });
  const idOf = new Map(rows.map((r) => [r.slug, r.id]));
  const variations = products.flatMap((p) => {
    const id = idOf.get(p.slug)!;
    return [
      ...(p.digital ? [variationRow(id, p, 'digital', p.digital, storeId)] : []),
      ...(p.physical ? [variationRow(id, p, 'physical', p.physical, storeId)] : []),
    ];
  });
  await db.insert(catalog.variations).values(variations);
  await db
    .insert(catalog.productCategories)
    .values(products.flatMap((p) => p.categories.map((c, i) => ({ productId: idOf.get(p.slug)!, categoryId: catId.get(c)!, position: i }))));
  await db.insert(catalog.productTypes).values(products.flatMap((p) => p.types.map((t) => ({ productId: idOf.get(p.slug)!, typeId: typeId.get(t)! }))));
  const locs = products.flatMap((p) => p.locations.map((l) => ({ ...l, productId: idOf.get(p.slug)! })));
  if (locs.length) await db.insert(catalog.locations).values(locs);
}

async function seedContentFor(db: Executor, storeId: number) {
  const c = seedContent;
  const pages = [
    ...landingRows(storeId, [...c.pages, ...redeemLegalPages, blankCardsPage.page]),
    ...blogRows(storeId, c.blogPosts),
    ...momentRows(storeId, givingMoments),
  ];
  await db.insert(content.pages).values(pages);
  await insertDocuments(db, storeId, c, {
    businessMenu: { title: c.businessMenu.title, path: '/azienda/', children: c.businessMenu.links },
    popularCoupons: c.popularCoupons,
    ...italianBrandSettings,
    testimonials: c.homeBlocks.testimonials,
  });
  await db.insert(content.blocks).values([...homeBlockRows(storeId, { ...c.homeBlocks, video: italianHomeVideo }), ...blockPageRows(storeId, blankCardsPage)]);
}

/** The Dutch storefront's content: its documents, landing, legal and service pages, blog, giving moments and home. */
async function seedDutchContent(db: Executor, nlProducts: SeedProduct[]) {
  const c = dutchContent(seedContent, nlProducts);
  await insertDocuments(db, NL, c, {
    businessMenu: { title: dutchBusinessMenu.title, path: '/zakelijk/', children: dutchBusinessMenu.links },
    popularCoupons: dutchPopularCoupons(nlProducts),
    ...dutchBrandSettings,
    testimonials: dutchHomeBlocks.testimonials,
  });
  await db.insert(content.pages).values([
    // The legal and service pages and the landing pages, read by the same landing route as the Italian ones.
    ...landingRows(NL, [...dutchPages, ...dutchLandingPages, ...dutchRedeemLegalPages, dutchBlankCardsPage.page]),
    ...blogRows(NL, dutchBlogPosts),
    ...momentRows(NL, dutchGivingMoments(nlProducts)),
  ]);
  await db
    .insert(content.blocks)
    .values([
      ...homeBlockRows(NL, { mostChosenSlugs: c.mostChosenSlugs, ...dutchHomeBlocks, video: dutchHomeVideo }),
      ...blockPageRows(NL, dutchBlankCardsPage),
    ]);
  // Its English pages (/en/…) read the English translations of the legal and service pages, the
  // blank cards page, the footer, the marks and the brand settings.
  await db
    .insert(content.pages)
    .values([
      ...landingRows(NL, [...englishLegalPages, ...englishInfoPages, ...englishRedeemLegalPages, ...englishLandingPages, englishBlankCardsPage.page], 'en'),
      ...blogRows(NL, englishBlogPosts, 'en'),
      ...momentRows(NL, englishGivingMoments(dutchGivingMoments(nlProducts)), 'en'),
    ]);
  await db
    .insert(content.blocks)
    .values([
      ...homeBlockRows(NL, { mostChosenSlugs: c.mostChosenSlugs, ...englishHomeBlocks, video: englishHomeVideo }, 'en'),
      ...blockPageRows(NL, englishBlankCardsPage, 'en'),
    ]);
  await insertDocuments(
    db,
    NL,
    englishDocuments(c),
    {
      businessMenu: { title: englishBusinessMenu.title, path: '/en/zakelijk/', children: englishBusinessMenu.links },
      popularCoupons: englishPopularCoupons(nlProducts),
      ...englishBrandSettings,
      testimonials: englishHomeBlocks.testimonials,
    },
    'en',
  );
}

/** Blog articles; a meta title when the article has its own (the description is the excerpt). */
function blogRows(storeId: number, posts: (SeedBlogPost & { metaTitle?: string })[], language = '') {
  return posts.map((p) => ({
    storeId,
    language,
    kind: 'blog',
    slug: p.slug,
    title: p.title,
    excerpt: p.excerpt,
    body: p.body,
    publishedOn: p.date,
    metaTitle: p.metaTitle ?? null,
    metaDescription: p.metaTitle ? p.excerpt : null,
  }));
}

/** Giving moments; their text is their description unless they have a body of their own. */
function momentRows(storeId: number, moments: (SeedGivingMoment & { body?: string[]; metaTitle?: string; metaDescription?: string })[], language = '') {
  return moments.map((g) => ({
    storeId,
    language,
    kind: 'givingMoment',
    slug: g.slug,
    title: g.title,
    heroTitle: g.heroTitle,
    excerpt: g.description,
    body: g.body ?? [g.description],
    backgroundColor: g.backgroundColor,
    productSlugs: g.productSlugs,
    metaTitle: g.metaTitle ?? null,
    metaDescription: g.metaDescription ?? null,
  }));
}

/** Landing pages in the storefront's own language, or ('en') their translations. */
function landingRows(storeId: number, pages: SeedPage[], language = '') {
  return pages.map((p) => ({
    storeId,
    language,
    kind: 'landing',
    slug: p.slug,
    title: p.title,
    body: p.body,
    metaTitle: p.metaTitle,
    metaDescription: p.metaDescription,
    noindex: p.noindex ? 1 : 0,
  }));
}

/** How many testimonials the home page's testimonial block shows. */
const FEATURED_TESTIMONIALS = 3;

/** The home queue's blocks, in the order the home page (its second version) shows them. */
function homeBlockRows(storeId: number, h: SeedContent['homeBlocks'] & { video?: VideoBlockData }, language = '') {
  const blocks = [
    { kind: 'mostChosen', data: { productSlugs: h.mostChosenSlugs } },
    { kind: 'categories', data: { slugs: h.featuredCategorySlugs } },
    ...(h.video ? [{ kind: 'video', data: h.video }] : []),
    { kind: 'usps', data: { titles: h.uspTitles } },
    // The block shows the first few; the testimonials document holds them all (the "read all" modal).
    { kind: 'testimonials', data: { items: h.testimonials.slice(0, FEATURED_TESTIMONIALS) } },
  ];
  return blocks.map((b, i) => ({ storeId, language, queueId: 'home', position: i, kind: b.kind, data: b.data }));
}

/** The blocks of a page built from a queue (the blank gift cards page), in its language. */
function blockPageRows(storeId: number, p: SeedBlockPage, language = '') {
  return p.blocks.map((b, i) => ({ storeId, language, queueId: p.queueId, position: i, kind: b.kind, data: b.data }));
}

type StoreDocuments = Pick<SeedContent, 'footerMenu' | 'paymentIcons' | 'trustMarks' | 'socialLinks' | 'popularSearches'>;

/**
 * A storefront's store-wide documents (the footer menu as sections of links), plus extras; with a
 * `language`, the translations of those it is given (decision 032).
 */
async function insertDocuments(db: Executor, storeId: number, c: Partial<StoreDocuments>, extra: Record<string, unknown> = {}, language = '') {
  const docs: Record<string, unknown> = {
    footerMenu: c.footerMenu?.map((s) => ({ title: s.title, path: '', children: s.links })),
    paymentIcons: c.paymentIcons,
    trustMarks: c.trustMarks,
    socialLinks: c.socialLinks,
    popularSearches: c.popularSearches,
    ...extra,
  };
  const given = Object.entries(docs).filter(([, data]) => data !== undefined);
  await db.insert(content.documents).values(given.map(([key, data]) => ({ storeId, language, key, data })));
}
