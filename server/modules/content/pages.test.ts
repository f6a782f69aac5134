// Issue 16, the pages §2 names with no trace in the code (decision 036), as the API gives them to the
// storefront: the redeem terms and privacy at their own paths, the blank gift cards page and its
// blocks, the video blocks, the promotion block and the footer's disclaimer, on both storefronts;
// and the sitemap that lists them.
import { eq, and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import type { Database } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { invalidateContent } from './service.ts';
import { videoEmbed } from '../../../common/content-blocks.ts';

const dutchUser = { language: 'nl', storeID: 1, countryCode: 'NL', redeemToken: null };
const englishUser = { ...dutchUser, language: 'en' };

const BRAND = `query B($userData: UserData!) { storeData(userData: $userData) {
  promotionBlock { id eyebrow title text badge conditions cta { title path { href type } } }
  footerDisclaimer { title paragraphs }
} }`;
const PAGE = `query P($userData: UserData!, $slug: String!) { page(userData: $userData, kind: landing, slug: $slug) { title body path metadata { title canonical noindex } } }`;
const BLOCKS = `query Q($userData: UserData!, $queue: String!) { getBlocksQueue(userData: $userData, queueID: $queue) { kind data } }`;
const BLANKS = `query B($userData: UserData!) { products(userData: $userData, filters: { filterByProductType: [GIFTCARD_BLANK] }) { items { slug productType } } }`;

type Brand = {
  promotionBlock: {
    id: string;
    title: string;
    text: string;
    badge: string;
    conditions: string[];
    cta: { title: string; path: { href: string; type: string } };
  } | null;
  footerDisclaimer: { title: string; paragraphs: string[] } | null;
};

describe('the pages of §2 that issue 16 builds', () => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await freshPglite();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });

  const brand = async (userData?: object) => (await api.graphql<{ storeData: Brand }>(BRAND, userData ? { userData } : {})).data.storeData;
  const page = async (slug: string, userData?: object) =>
    (
      await api.graphql<{ page: { title: string; body: string[]; path: string; metadata: { title: string; canonical: string; noindex: boolean } } | null }>(
        PAGE,
        { slug, ...(userData ? { userData } : {}) },
      )
    ).data.page;
  const blocks = async (queue: string, userData?: object) =>
    (await api.graphql<{ getBlocksQueue: { kind: string; data: unknown }[] }>(BLOCKS, { queue, ...(userData ? { userData } : {}) })).data.getBlocksQueue;

  it('gives the redeem terms and privacy of each storefront at their own paths, with their canonical there', async () => {
    for (const [userData, slug, path, origin] of [
      [undefined, 'controlla-il-credito-termini-e-condizioni', '/controlla-il-credito/termini-e-condizioni/', 'https://www.donami.it'],
      [undefined, 'controlla-il-credito-privacy', '/controlla-il-credito/privacy/', 'https://www.donami.it'],
      [dutchUser, 'saldocheck-voorwaarden', '/saldocheck/voorwaarden/', 'https://www.donami.nl'],
      [dutchUser, 'saldocheck-privacy', '/saldocheck/privacy/', 'https://www.donami.nl'],
    ] as const) {
      const p = await page(slug, userData);
      expect(p, slug).not.toBeNull();
      expect(p!.path).toBe(path);
      expect(p!.metadata.canonical).toBe(`${origin}${path}`);
      expect(p!.metadata.title).toMatch(/ \| Donami$/);
      expect(p!.metadata.noindex).toBe(false);
      expect(p!.body.length, slug).toBeGreaterThanOrEqual(5);
    }
    // The rules the redeem flow enforces are the ones its terms state.
    const terms = (await page('controlla-il-credito-termini-e-condizioni'))!.body.join(' ');
    for (const rule of ['19 cifre', 'PIN di 6 cifre', 'almeno 5 euro', '150 euro', 'dieci']) expect(terms).toContain(rule);
    // The English reader of the Dutch storefront reads them in English.
    expect((await page('saldocheck-voorwaarden', englishUser))!.title).toBe('Terms for spending your balance');
  });

  it("puts a screen's own content page at the screen's path: the Dutch contact page is /klantenservice/contact/", async () => {
    expect((await page('klantenservice-contact', dutchUser))!.path).toBe('/klantenservice/contact/');
    expect((await page('chi-siamo'))!.path).toBe('/chi-siamo/');
  });

  it('gives the blank gift cards page its text, its steps, video and questions, and the blank cards on sale', async () => {
    for (const [userData, slug, provider] of [
      [undefined, 'carte-in-bianco', 'YOUTUBE'],
      [dutchUser, 'blanco-cadeaukaarten', 'VIMEO'],
      [englishUser, 'blanco-cadeaukaarten', 'VIMEO'],
    ] as const) {
      const p = await page(slug, userData);
      expect(p!.path).toBe(userData ? '/blanco-cadeaukaarten/' : '/carte-in-bianco/');
      expect(p!.body.join(' ')).toMatch(/24 (ore|uur|hours)/);
      const queue = await blocks('blank-cards', userData);
      expect(queue.map((b) => b.kind)).toEqual(['steps', 'video', 'faq']);
      expect(videoEmbed(queue[1]!.data)).toMatchObject({ provider });
    }
    expect((await blocks('blank-cards', englishUser))[0]!.data).toMatchObject({ title: 'How activation works' });
    const blanks = (await api.graphql<{ products: { items: { slug: string; productType: string }[] } }>(BLANKS)).data.products.items;
    expect(blanks.length).toBe(3);
    expect(blanks.every((b) => b.productType === 'GIFTCARD_BLANK')).toBe(true);
  });

  it("has a video block of §3's providers on each storefront's home, that the facade can play", async () => {
    for (const [userData, provider, embed] of [
      [undefined, 'YOUTUBE', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/],
      [dutchUser, 'VIMEO', /^https:\/\/player\.vimeo\.com\/video\/\d+\?autoplay=1&dnt=1$/],
    ] as const) {
      const home = await blocks('home', userData);
      const video = videoEmbed(home.find((b) => b.kind === 'video')?.data);
      expect(video?.provider).toBe(provider);
      expect(video?.embedUrl).toMatch(embed);
    }
  });

  it("gives each storefront's promotion block and disclaimer in the reader's language", async () => {
    const italian = await brand();
    expect(italian.promotionBlock).toMatchObject({ id: 'doppiatore-del-saldo', badge: '×2', cta: { path: { href: '/doppiatore/', type: 'relative' } } });
    expect(italian.promotionBlock!.conditions.join(' ')).toContain('250 euro');
    expect(italian.footerDisclaimer).toMatchObject({ title: 'Avvertenze' });
    expect(italian.footerDisclaimer!.paragraphs.length).toBe(3);
    const nl = await brand(dutchUser);
    expect(nl.promotionBlock).toMatchObject({ title: 'Verdubbel het saldo van je Alles-in-één', cta: { path: { href: '/verdubbelaar/' } } });
    expect(nl.footerDisclaimer!.title).toBe('Disclaimer');
    const en = await brand(englishUser);
    expect(en.promotionBlock).toMatchObject({
      id: 'saldoverdubbelaar',
      title: 'Double the balance of your all-in-one card',
      cta: { path: { href: '/en/verdubbelaar/' } },
    });
    expect(en.footerDisclaimer!.paragraphs[0]).toMatch(/^Donami sells/);
  });

  it('gives no promotion when its document is incomplete, rather than a pop-up without a title', async () => {
    const where = and(eq(t.documents.storeId, 53), eq(t.documents.key, 'promotionBlock'), eq(t.documents.language, ''));
    const [row] = await database.db.select().from(t.documents).where(where);
    await database.db
      .update(t.documents)
      .set({ data: { ...(row!.data as object), title: ' ' } })
      .where(where);
    invalidateContent();
    try {
      expect((await brand()).promotionBlock).toBeNull();
    } finally {
      await database.db.update(t.documents).set({ data: row!.data }).where(where);
      invalidateContent();
    }
    expect((await brand()).promotionBlock?.title).toBe('Raddoppia il saldo della tua Tutto-in-uno');
  });

  it('lists the redeem terms and privacy and the blank gift cards page in the sitemap, each at its one address', async () => {
    const italian = await (await api.app.request('/sitemap.xml')).text();
    for (const path of ['/controlla-il-credito/termini-e-condizioni/', '/controlla-il-credito/privacy/', '/carte-in-bianco/', '/termini-e-condizioni/'])
      expect(italian).toContain(`<loc>https://www.donami.it${path}</loc>`);
    expect(italian).not.toContain('controlla-il-credito-');
    const nl = await (await api.app.request('/sitemap.xml', { headers: { host: 'nl.localhost:3000' } })).text();
    for (const path of ['/saldocheck/voorwaarden/', '/saldocheck/privacy/', '/blanco-cadeaukaarten/', '/klantenservice/contact/'])
      expect(nl).toContain(`<loc>https://www.donami.nl${path}</loc>`);
    expect(nl).not.toContain('/klantenservice-contact/');
  });
});
