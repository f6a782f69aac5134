// Issue 16 (decision 036): the pages of §2 as the built storefront serves them, over HTTP on each
// storefront's host: the two home versions (the homeV2 toggle, off on the Italian storefront and on
// on the Dutch one) and their video facade, the footer's collapsed disclaimer, the redeem terms and
// privacy in the redeem layout, the blank gift cards page, the promotion page, the restaurant page,
// and one address per content page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { h1Of, serveStorefront, textOf, titleOf } from '../../tests/helpers/storefront-server.ts';
import { freshPglite } from '../../tests/helpers/db.ts';
import type { Database } from '../db/client.ts';
import { storefrontByKey } from '../../common/storefronts.ts';
import { invalidateContent } from '../modules/content/index.ts';

const IT = 'localhost:3000';
const NL = 'nl.localhost:3000';

describe('the pages of §2 that issue 16 builds, served', () => {
  let database: Database;
  let shop: Awaited<ReturnType<typeof serveStorefront>>;
  const get = (host: string, pathname: string) => shop.get(host, pathname);

  beforeAll(async () => {
    database = await freshPglite();
    shop = await serveStorefront(database);
  }, 180_000);
  afterAll(async () => {
    await shop?.close();
    await database?.close();
  });

  it('draws the first home where homeV2 is off and the second where it is on, from the same blocks', async () => {
    expect([storefrontByKey('it')!.toggles.homeV2, storefrontByKey('nl')!.toggles.homeV2]).toEqual([false, true]);
    const italian = (await get(IT, '/')).body;
    expect(italian).toContain('class="hero"');
    expect(italian).not.toContain('home2-hero');
    const dutch = (await get(NL, '/')).body;
    expect(dutch).toContain('class="home2-hero"');
    expect(dutch).not.toContain('class="hero"');
    // The same blocks in both: the most chosen, the selling points, the reviews and the video.
    for (const needle of ['Meest gekozen', 'Digitale cadeaubonnen binnen 1 uur', 'Jeroen K.', 'Zo werkt de Alles-in-één cadeaubon'])
      expect(textOf(dutch)).toContain(needle);
    for (const needle of ['I più scelti', 'Gift card digitali entro 1 ora', 'Marco T.', 'Come funziona la gift card Tutto-in-uno'])
      expect(textOf(italian)).toContain(needle);
  });

  it('serves the video as a facade: the poster and a link to the video, no player and nothing of the provider’s', async () => {
    for (const [host, watch] of [
      [IT, /href="https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}"/],
      [NL, /href="https:\/\/vimeo\.com\/\d+"/],
    ] as const) {
      const home = (await get(host, '/')).body;
      expect(home).toMatch(watch);
      expect(home).toContain('class="video__poster"');
      expect(home).not.toMatch(/<iframe|youtube-nocookie\.com\/embed|player\.vimeo\.com\/video|<script[^>]+(youtube|vimeo)/);
    }
    // The player may be framed once the visitor asks for it.
    const csp = (await get(IT, '/')).headers['content-security-policy'] as string;
    expect(csp).toMatch(/frame-src 'self' https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com/);
  });

  it('closes the footer’s disclaimer under its link, on every page and in the redeem footer', async () => {
    for (const [host, path, title] of [
      [IT, '/', 'Avvertenze'],
      [IT, '/controlla-il-credito/privacy/', 'Avvertenze'],
      [NL, '/cadeaubonnen/', 'Disclaimer'],
    ] as const) {
      const body = (await get(host, path)).body;
      expect(body, path).toMatch(new RegExp(`<details class="footer-disclaimer"><summary><span>${title}</span></summary>`));
    }
    expect(textOf((await get(IT, '/')).body)).toContain('Donami vende gift card di marchi terzi come rivenditore');
  });

  it('serves the redeem terms and privacy in the redeem layout, and the redeem footer links them', async () => {
    for (const [host, path, h1, terms, privacy] of [
      [
        IT,
        '/controlla-il-credito/termini-e-condizioni/',
        'Condizioni per usare il credito',
        '/controlla-il-credito/termini-e-condizioni/',
        '/controlla-il-credito/privacy/',
      ],
      [IT, '/controlla-il-credito/privacy/', 'Privacy per chi usa il credito', '/controlla-il-credito/termini-e-condizioni/', '/controlla-il-credito/privacy/'],
      [NL, '/saldocheck/voorwaarden/', 'Voorwaarden voor het besteden van je tegoed', '/saldocheck/voorwaarden/', '/saldocheck/privacy/'],
      [NL, '/en/saldocheck/privacy/', 'Privacy when you spend your balance', '/en/saldocheck/voorwaarden/', '/en/saldocheck/privacy/'],
    ] as const) {
      const page = await get(host, path);
      expect(page.status, path).toBe(200);
      expect(h1Of(page.body)).toBe(h1);
      expect(page.body, path).toContain('class="header redeem-header"');
      const footer = page.body.slice(page.body.indexOf('redeem-footer'));
      expect(footer).toContain(`href="${terms}"`);
      expect(footer).toContain(`href="${privacy}"`);
    }
  });

  it('sends a screen’s own page asked for at its slug to its one address', async () => {
    expect([(await get(NL, '/klantenservice-contact/')).status, (await get(NL, '/klantenservice-contact/')).location]).toEqual([
      301,
      '/klantenservice/contact/',
    ]);
    expect((await get(NL, '/en/klantenservice-contact/')).location).toBe('/en/klantenservice/contact/');
    expect((await get(IT, '/controlla-il-credito-privacy/')).location).toBe('/controlla-il-credito/privacy/');
    expect((await get(IT, '/chi-siamo/')).status).toBe(200);
  });

  it('serves the blank gift cards page with the blank cards and the way to activation', async () => {
    for (const [host, path, activation] of [
      [IT, '/carte-in-bianco/', '/attivare/'],
      [NL, '/blanco-cadeaukaarten/', '/activeren/'],
    ] as const) {
      const page = await get(host, path);
      expect(page.status).toBe(200);
      expect(titleOf(page.body)).toMatch(/ \| Donami$/);
      expect(page.body).toContain(`href="${activation}"`);
      expect(page.body.match(/class="product-card__link"/g)?.length).toBe(3);
    }
    expect(textOf((await get(IT, '/carte-in-bianco/')).body)).toContain('Credito pronto entro 24 ore');
  });

  it('serves the promotion page of each storefront, and none where there is no promotion', async () => {
    const italian = await get(IT, '/promozione/');
    expect(titleOf(italian.body)).toBe('Raddoppia il saldo della tua Tutto-in-uno | Donami');
    expect(italian.body).toContain('href="/doppiatore/"');
    expect(h1Of((await get(NL, '/actie/')).body)).toBe('Verdubbel het saldo van je Alles-in-één');
    await database.db.execute(`update content_documents set key = 'promotionBlock-off' where key = 'promotionBlock' and store_id = 53`);
    invalidateContent();
    try {
      expect((await get(IT, '/promozione/')).status).toBe(404);
    } finally {
      await database.db.execute(`update content_documents set key = 'promotionBlock' where key = 'promotionBlock-off' and store_id = 53`);
      invalidateContent();
    }
  });

  it('makes a restaurant card’s location a restaurant page, and leaves other locations as they were', async () => {
    const page = (await get(IT, '/carte-regalo/gift-card-trattoria-del-borgo-lume/posizione/bologna-bolognina/')).body;
    expect(page).toContain('"@type":"Restaurant"');
    for (const needle of ['Ristorante', 'Prenota un tavolo', 'Pagare con la gift card', 'Regala una cena qui', 'Altri ristoranti Trattoria del Borgo Lume'])
      expect(textOf(page)).toContain(needle);
    expect(page).toMatch(/href="\/carte-regalo\/gift-card-trattoria-del-borgo-lume\/posizione\/[a-z-]+\/"/);
    // A fashion shop's location stays a location page.
    const list = (await get(IT, '/carte-regalo/gift-card-sartoria-brezza/posizione/')).body;
    const href = /href="(\/carte-regalo\/gift-card-sartoria-brezza\/posizione\/[a-z-]+\/)"/.exec(list)![1]!;
    const store = (await get(IT, href)).body;
    expect(store).toContain('"@type":"LocalBusiness"');
    expect(textOf(store)).not.toContain('Prenota un tavolo');
  });
});
