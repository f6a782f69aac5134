// Issue 15: the Dutch legal and service pages, the optional segments §2 gives and the Dutch
// all-in-one card, walked on the Dutch host (http://nl.localhost:3000/) over the real HTTP server
// and the built storefront; their Italian counterparts on the Italian host, still served; and a
// walk of every page of both storefronts (every sitemap entry and every screen without a parameter).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefronts, type Locale } from '../../common/storefronts.ts';
import { h1Of, langOf, serveStorefront, textOf, titleOf, type Answer } from '../../tests/helpers/storefront-server.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { seedIfEmpty } from '../db/seed/index.ts';
import { invalidateCatalogue } from '../modules/catalog/index.ts';
import { invalidateContent } from '../modules/content/index.ts';
import { dutchBlogPosts } from '../db/seed/data/blog-nl.ts';
import { dutchGivingMoments } from '../db/seed/data/moments-nl.ts';
import { dutchLandingPages } from '../db/seed/data/pages-landing-nl.ts';
import { categories, products, types } from '../db/seed/data/index.ts';
import { dutchCategories, dutchProducts, dutchTypes } from '../db/seed/dutch.ts';
import { englishCatalogueTexts } from '../db/seed/data/catalogue-en.ts';

/** The Dutch paths §2 names, with the title each page has. */
const dutchPages: [path: string, title: string][] = [
  ['/algemene-voorwaarden/', 'Algemene voorwaarden | Donami'],
  ['/privacy/', 'Privacyverklaring | Donami'],
  ['/cookieverklaring/', 'Cookieverklaring | Donami'],
  ['/klantenservice/contact/', 'Contact en klantenservice | Donami'],
  ['/delivery/', 'Levering van cadeaubonnen | Donami'],
  ['/cancelation-policy/', 'Annuleringsbeleid en herroepingsrecht | Donami'],
  ['/verdubbelaar/bedankt/', 'Je doet mee! | Donami'],
  ['/verdubbelaar/bedankt/alles-in-een-cadeaubon/', 'Je doet mee! | Donami'],
  ['/bestellen/gelukt/', 'Bedankt voor je bestelling! | Donami'],
];

/** Words of the Italian page chrome (header, footer, menus) that a Dutch page must not show. */
const ITALIAN = ['Carrello', 'Cerca', 'Condizioni', 'Contattaci', 'Carte regalo', 'Servizio clienti', 'Controlla il credito', 'Spedizione'];
/** And of the Dutch chrome, that an Italian page must not show. */
const DUTCH = ['Winkelmandje', 'Zoeken', 'Voorwaarden', 'Klantenservice', 'Cadeaubonnen', 'Saldo checken', 'Bestellen', 'Bezorging'];
/** The host each storefront answers on in the tests (decision 022). */
const testHost: Record<string, string> = { it: 'localhost:3000', nl: 'nl.localhost:3000' };
/** Screens that have nothing to show without their order: the waiting page of a payment, and the 404 page itself. */
const notFoundAlone = new Set(['paymentProcessing', 'notFound']);

describe('the Dutch legal and service pages on the Dutch host', () => {
  let database: Database;
  let shop: Awaited<ReturnType<typeof serveStorefront>>;
  const get = (host: string, pathname: string) => shop.get(host, pathname);

  beforeAll(async () => {
    // Seeded here rather than from the shared test snapshot: these checks read the Dutch seed as it is now.
    database = await openDatabase({ dataDir: 'memory://' });
    await seedIfEmpty(database.db);
    invalidateCatalogue();
    invalidateContent();
    shop = await serveStorefront(database);
  }, 180_000);

  afterAll(async () => {
    await shop?.close();
    await database?.close();
  });

  it.each(dutchPages)('answers %s in Dutch, with its Dutch title and no Italian chrome', async (pathname, title) => {
    const page = await get('nl.localhost:3000', pathname);
    expect(page.status, pathname).toBe(200);
    expect(langOf(page.body)).toBe('nl');
    expect(titleOf(page.body)).toBe(title);
    const text = textOf(page.body);
    for (const word of ITALIAN) expect(text, `${pathname} shows "${word}"`).not.toContain(word);
  });

  it('shows each legal and service page with its Dutch heading and the Dutch shop’s own contact details', async () => {
    const termsPage = (await get('nl.localhost:3000', '/algemene-voorwaarden/')).body;
    expect(termsPage).toContain('<h1>Algemene voorwaarden</h1>');
    const terms = textOf(termsPage);
    for (const needle of ['14 dagen', 'klantenservice@donami.nl', '+31 20 555 0134', '21% btw', '17:00', 'aangetekend']) expect(terms).toContain(needle);
    const contact = textOf((await get('nl.localhost:3000', '/klantenservice/contact/')).body);
    for (const needle of ['klantenservice@donami.nl', '+31 20 555 0134', 'van 09:00 tot 17:30']) expect(contact).toContain(needle);
    expect(textOf((await get('nl.localhost:3000', '/cancelation-policy/')).body)).toContain('(gedeeltelijk) zijn besteed');
  });

  it('links every Dutch legal and service page from the Dutch footer', async () => {
    const page = (await get('nl.localhost:3000', '/')).body;
    for (const pathname of ['/algemene-voorwaarden/', '/privacy/', '/cookieverklaring/', '/klantenservice/contact/', '/delivery/', '/cancelation-policy/'])
      expect(page, pathname).toContain(`href="${pathname}"`);
  });

  it('shows the English pages of the Dutch storefront with the English legal pages, footer and marks', async () => {
    const terms = await get('nl.localhost:3000', '/en/algemene-voorwaarden/');
    expect(terms.status).toBe(200);
    expect(langOf(terms.body)).toBe('en');
    expect(titleOf(terms.body)).toBe('Terms and conditions | Donami');
    expect(terms.body).toContain('<h1>Terms and conditions</h1>');
    const text = textOf(terms.body);
    for (const needle of ['klantenservice@donami.nl', '+31 20 555 0134', 'Customer service', 'Cancellation and withdrawal']) expect(text).toContain(needle);
    // The marks are images: their words are their alternative text.
    expect(terms.body).toContain('alt="Protected payments"');
    expect(terms.body).toContain('alt="Credit or debit card"');
    for (const dutch of ['Algemene voorwaarden', 'Annuleren en herroepen', 'Klantbeoordeling', 'Levering en verzending']) expect(text).not.toContain(dutch);
    for (const pathname of [
      '/en/algemene-voorwaarden/',
      '/en/privacy/',
      '/en/cookieverklaring/',
      '/en/klantenservice/contact/',
      '/en/delivery/',
      '/en/cancelation-policy/',
    ])
      expect(terms.body, pathname).toContain(`href="${pathname}"`);
    // The Dutch page is untouched by its translation.
    expect(titleOf((await get('nl.localhost:3000', '/algemene-voorwaarden/')).body)).toBe('Algemene voorwaarden | Donami');
  });

  it('serves the Dutch all-in-one card as the choice card, and the Dutch header links to it', async () => {
    const choice = await get('nl.localhost:3000', '/cadeaubonnen/alles-in-een-cadeaubon/');
    expect(choice.status).toBe(200);
    expect(langOf(choice.body)).toBe('nl');
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(choice.body)?.[1]).toBe('Donami Alles-in-één cadeaubon');
    expect(textOf(choice.body)).toContain('Met de Donami Alles-in-één cadeaubon kiest de ontvanger zelf');
    // The choice card's options: the cards and donations it can become.
    expect(choice.body).toContain('id="choice-options"');
    for (const word of ITALIAN) expect(textOf(choice.body)).not.toContain(word);
    const home = await get('nl.localhost:3000', '/');
    expect(home.body).toMatch(/<a[^>]*href="\/cadeaubonnen\/alles-in-een-cadeaubon\/"[^>]*>Alles-in-één cadeaubon<\/a>/);
  });

  it('lists the Dutch blog articles and giving moments, and serves each of them and the Dutch landing pages', async () => {
    const blog = await get('nl.localhost:3000', '/blog/');
    expect(blog.status).toBe(200);
    for (const post of dutchBlogPosts) {
      expect(blog.body, post.slug).toContain(`href="/blog/${post.slug}/"`);
      expect(textOf(blog.body)).toContain(post.title);
      const article = await get('nl.localhost:3000', `/blog/${post.slug}/`);
      expect(article.status, post.slug).toBe(200);
      expect(titleOf(article.body), post.slug).toBe(post.metaTitle);
      expect(h1Of(article.body), post.slug).toBe(post.title);
    }
    const moments = await get('nl.localhost:3000', '/geefmomenten/');
    expect(moments.status).toBe(200);
    for (const moment of dutchGivingMoments(dutchProducts(products))) {
      expect(textOf(moments.body)).toContain(moment.heroTitle);
      const page = await get('nl.localhost:3000', `/geefmomenten/${moment.slug}/`);
      expect(page.status, moment.slug).toBe(200);
      expect(titleOf(page.body), moment.slug).toBe(moment.metaTitle);
      // Its products, the all-in-one card first.
      for (const slug of moment.productSlugs) expect(page.body, `${moment.slug}: ${slug}`).toContain(`href="/cadeaubonnen/${slug}/"`);
      for (const word of ITALIAN) expect(textOf(page.body), `${moment.slug} shows "${word}"`).not.toContain(word);
    }
    for (const landing of dutchLandingPages) {
      const page = await get('nl.localhost:3000', `/${landing.slug}/`);
      expect(page.status, landing.slug).toBe(200);
      expect(h1Of(page.body), landing.slug).toBe(landing.title);
    }
    // The home shows the Dutch USPs and reviews; the footer links the about-us page, the business header the business landing page.
    const home = (await get('nl.localhost:3000', '/')).body;
    for (const needle of ['Waarom kiezen voor Donami', 'Digitale cadeaubonnen binnen 1 uur', 'Wat onze klanten zeggen', 'Jeroen K.'])
      expect(textOf(home)).toContain(needle);
    expect(home).toContain('href="/over-ons/"');
    expect((await get('nl.localhost:3000', '/zakelijk/')).body).toContain('href="/zakelijke-cadeaus/"');
  });

  /** The page at the end of the storefront's own redirects (a basket step that needs a basket, an account page that needs a login). */
  async function follow(host: string, pathname: string, hops = 0): Promise<Answer & { via: string[] }> {
    const page = await get(host, pathname);
    const location = /^(?:https?:\/\/[^/]+)?(\/[^\s]*)$/.exec(page.location ?? '')?.[1];
    if (page.status >= 300 && page.status < 400 && location && hops < 4) {
      const next = await follow(host, location, hops + 1);
      return { ...next, via: [location, ...next.via] };
    }
    return { ...page, via: [] };
  }

  it('walks every page of both storefronts: each answers in its language, with a title, and no word of the other storefront', async () => {
    const problems: string[] = [];
    let walked = 0;
    for (const store of storefronts) {
      const host = testHost[store.key]!;
      const sitemap = (await get(host, '/sitemap.xml')).body;
      const paths = new Map<string, { language: Locale; screen?: string }>();
      for (const [, pathname] of sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)) paths.set(pathname!, { language: store.language });
      for (const language of store.languages) {
        const prefix = language === store.language ? '' : `/${language}`;
        for (const [screen, pattern] of Object.entries(store.paths)) {
          // Only the screens without a required parameter; an optional one is left out.
          const bare = pattern.replace(/:[a-zA-Z]+\?\/?/g, '');
          if (!bare.includes(':')) paths.set(`${prefix}${bare}`, { language, screen });
        }
      }
      // The Dutch storefront's English pages: no Dutch chrome either (footer, marks, legal pages and
      // the catalogue are translated, decisions 032 and 062).
      // Words of the Dutch catalogue and content that an English page must not show either.
      const englishOnDutch = [...ITALIAN, ...DUTCH, 'Cadeaubon', 'cadeaubon', 'cadeaubonnen', 'Donatie', 'Geefmomenten', 'Over ons', 'het', 'een'];
      const otherWords = (language: Locale) => (store.language === 'it' ? DUTCH : language === 'en' ? englishOnDutch : ITALIAN);
      for (const [pathname, { language, screen }] of paths) {
        walked++;
        const page = await follow(host, pathname);
        const where = `${host}${pathname}${page.via.length ? ` (→ ${page.via.join(' → ')})` : ''}`;
        const expected = screen && notFoundAlone.has(screen) ? 404 : 200;
        if (page.status !== expected) problems.push(`${where}: status ${page.status}`);
        if (langOf(page.body) !== language) problems.push(`${where}: lang ${langOf(page.body)}`);
        if (!titleOf(page.body)?.includes('| Donami')) problems.push(`${where}: title "${titleOf(page.body)}"`);
        const text = textOf(page.body);
        const foreign = otherWords(language).filter((w) => new RegExp(`\\b${w}\\b`).test(text));
        if (foreign.length) problems.push(`${where}: ${foreign.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
    // Both sitemaps and both route tables: several hundred pages.
    expect(walked).toBeGreaterThan(400);
  }, 180_000);

  it('shows each catalogue in its storefront’s language on product, list and search pages, whichever storefront is read first', async () => {
    const italian = products.find((p) => p.slug === 'gift-card-libreria-pagina-blu')!;
    const nlProducts = dutchProducts(products);
    const dutch = nlProducts.find((p) => p.brand === italian.brand)!;
    const english = englishCatalogueTexts(nlProducts, dutchCategories(categories), dutchTypes(types)).find(
      (x) => x.kind === 'product' && x.slug === dutch.slug,
    )!;
    const texts = { it: italian, nl: dutch, en: { title: english.title, description: english.description! } };
    /** Enough of a description to know it, short of any character the page escapes. */
    const gist = (description: string) => description.split(/['’&"]/)[0]!.slice(0, 60);
    const pages = {
      it: ['localhost:3000', `/carte-regalo/${italian.slug}/`, '/carte-regalo/', '/carte-regalo/?s=libreria'],
      nl: ['nl.localhost:3000', `/cadeaubonnen/${dutch.slug}/`, '/cadeaubonnen/', '/cadeaubonnen/?s=libreria'],
      en: ['nl.localhost:3000', `/en/cadeaubonnen/${dutch.slug}/`, '/en/cadeaubonnen/', '/en/cadeaubonnen/?s=libreria'],
    } as const;
    // Both orders: the first reader of an empty cache must not fix the texts of the others.
    for (const order of [
      ['it', 'nl', 'en'],
      ['en', 'nl', 'it'],
    ] as const) {
      invalidateCatalogue();
      invalidateContent();
      for (const language of order) {
        const [host, product, list, search] = pages[language];
        const own = texts[language];
        const others = Object.values(texts).filter((x) => x !== own);
        const productPage = await get(host, product);
        expect(langOf(productPage.body), product).toBe(language);
        expect(h1Of(productPage.body), product).toBe(own.title);
        expect(textOf(productPage.body), product).toContain(gist(own.description));
        for (const other of others) expect(textOf(productPage.body), product).not.toContain(gist(other.description));
        for (const pathname of [list, search]) {
          const text = textOf((await get(host, pathname)).body);
          expect(text, `${language} ${pathname}`).toContain(own.title);
          for (const other of others) expect(text, `${language} ${pathname}`).not.toContain(other.title);
        }
        // The card on the page is drawn with the page's title.
        const image = /<img[^>]+src="(\/img\/card\/[^"]+)"/.exec(productPage.body)?.[1]?.replace(/&amp;/g, '&');
        expect(image, product).toBeDefined();
        expect((await get(host, image!)).body, image).toContain(own.title);
      }
    }
  });

  it('draws the giving moments in the language of the page that shows them', async () => {
    for (const [path, words] of [
      ['/geefmomenten/', 'Cadeau-ideeën voor een verjaardag'],
      ['/en/geefmomenten/', 'Birthday present ideas'],
    ] as const) {
      const body = (await get('nl.localhost:3000', path)).body;
      const image = /<img[^>]+src="(\/img\/moment\/nl\/verjaardag\.svg[^"]*)"/.exec(body)?.[1]?.replace(/&amp;/g, '&');
      expect(image, path).toBeDefined();
      expect((await get('nl.localhost:3000', image!)).body, image).toContain(words);
    }
  });

  it("sends a visitor who is not logged in from the registration's success to the registration (it says they are logged in)", async () => {
    for (const [host, success, register] of [
      ['localhost:3000', '/conto/registrazione/esito-positivo/', '/conto/registrazione/'],
      ['nl.localhost:3000', '/account/registreren/gelukt/', '/account/registreren/'],
    ] as const) {
      const page = await get(host, success);
      expect([page.status, page.headers.location], host).toEqual([302, register]);
    }
  });

  it('still serves the Italian counterparts on the Italian host', async () => {
    for (const [pathname, title] of [
      ['/termini-e-condizioni/', 'Termini e condizioni | Donami'],
      ['/cookie-informativa-privacy/', 'Privacy e cookie | Donami'],
      ['/consegna/', 'Consegna delle gift card | Donami'],
      ['/contattaci/', 'Contatti e assistenza clienti | Donami'],
      ['/cassa/grazie/', 'Grazie per il tuo ordine! | Donami'],
      ['/doppiatore/grazie/gift-card-tutto-in-uno/', 'Sei in gara! | Donami'],
    ] satisfies [string, string][]) {
      const page = await get('localhost:3000', pathname);
      expect(page.status, pathname).toBe(200);
      expect(langOf(page.body)).toBe('it');
      expect(titleOf(page.body)).toBe(title);
    }
    const choice = await get('localhost:3000', '/carte-regalo/gift-card-tutto-in-uno/');
    expect(choice.status).toBe(200);
    expect(choice.body).toContain('id="choice-options"');
    // The Italian doubler's thank-you keeps its product segment (§2 /doppiatore/grazie/{product}/).
    expect((await get('localhost:3000', '/doppiatore/grazie/')).status).toBe(404);
  });
});
