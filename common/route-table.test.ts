import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeEntries } from './route-table.ts';
import { storefrontByKey, storefronts, type Screen } from './storefronts.ts';
import { layoutScreens } from './layout-screens.ts';
import { buildPath } from './paths.ts';
import { must } from './must.ts';

const entries = routeEntries();
const routes = entries.map((e) => ({ id: e.id, path: e.path }));
function resolve(pathname: string) {
  const m = matchRoutes(routes, pathname);
  return m ? entries.find((e) => e.id === m.at(-1)?.route.id)! : null;
}
const sample: Record<string, string> = {
  product: 'gift-card-sartoria-brezza',
  location: 'milano-centro',
  url: 'moda',
  page: '2',
  uuid: '7f3c2a9e-1b4d-4c8e-9f10-2a3b4c5d6e7f',
  pageId: '12',
  path: 'chi-siamo',
};
// Paths two storefronts share belong to the first one (the Italian storefront).
const shared = new Set(['home', 'blog', 'blogArticle', 'notFound', 'helpdesk', 'landing']);

describe('the route table walks every path of both storefronts to its screen', () => {
  for (const store of storefronts) {
    for (const [screen, pattern] of Object.entries(store.paths) as [Screen, string][]) {
      const path = buildPath(store, screen, Object.fromEntries(Object.keys(sample).map((k) => [k, pattern.includes(`:${k}?`) ? undefined : sample[k]])));
      it(`${store.key} ${screen}: ${path}`, () => {
        const entry = resolve(path);
        expect(entry).not.toBeNull();
        if (screen === 'productList' && /\/\d+\/$/.test(path)) return;
        // NL /saldocheck/inwisselen/{pageId}/ has the shape of the redeem shop's /{page}/: that
        // route tells them apart by digits, as the product route does for list pages.
        if (store.key === 'nl' && screen === 'redeemBusinessShop' && entry!.screen === 'redeemShop') return;
        expect(entry!.screen).toBe(screen);
        expect(entry!.store).toBe(shared.has(screen) && store.key !== 'it' ? 'it' : store.key);
      });
    }
  }

  it('gives every storefront every screen the layout links to', () => {
    for (const store of storefronts) expect(layoutScreens.filter((s) => !store.paths[s]).map((s) => `${store.key} ${s}`)).toEqual([]);
  });

  it('serves numbered list pages from the product route (digits tell them apart)', () => {
    expect(resolve('/carte-regalo/2/')!.screen).toBe('product');
    expect(resolve('/carte-regalo/')!.screen).toBe('productList');
  });

  it('names the storefronts that share a path as its alternates: the host picks among them', () => {
    const sharing = Object.fromEntries(
      entries
        .filter((e) => e.alternates.length)
        .map((e) => [e.path, `${e.screen}: ${e.store}, ${e.alternates.map((a) => `${a.store}-${a.language}`).join(' ')}`]),
    );
    expect(sharing).toEqual({
      '/': 'home: it, nl-nl',
      '/blog': 'blog: it, nl-nl',
      '/blog/:path': 'blogArticle: it, nl-nl',
      '/helpdesk': 'helpdesk: it, nl-nl',
      '/404': 'notFound: it, nl-nl',
      '/:path': 'landing: it, nl-nl',
    });
  });

  it('gives other languages of a storefront their two-letter prefix', () => {
    expect(resolve('/en/cadeaubonnen/')).toMatchObject({ screen: 'productList', store: 'nl', language: 'en' });
    expect(resolve('/cadeaubonnen/')).toMatchObject({ store: 'nl', language: 'nl' });
    expect(buildPath(must(storefrontByKey('nl'), 'the Dutch storefront'), 'basket', {}, 'en')).toBe('/en/winkelmandje/');
  });

  it('lists the Italian reference paths of §2', () => {
    const it = storefronts[0];
    expect(buildPath(it, 'checkout')).toBe('/cassa/');
    expect(buildPath(it, 'redeemShop', { page: 1 })).toBe('/controlla-il-credito/risultato/1/');
    expect(buildPath(it, 'category', { url: 'moda', page: 3 })).toBe('/categoria/moda/3/');
    expect(buildPath(it, 'addressBook')).toBe('/conto/lista/contatti/');
    expect(buildPath(it, 'doublerThanks', { product: 'x' })).toBe('/doppiatore/grazie/x/');
  });
});
