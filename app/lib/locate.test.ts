import { afterEach, describe, expect, it } from 'vitest';
import { configureStorefrontHosts, locate, storefrontHref, storefrontLinks } from './locate.ts';
import { NO_EXTRA_HOSTS } from '../../common/storefront-hosts.ts';
import { storefrontByKey } from '../../common/storefronts.ts';

const at = (url: string) => {
  const { store, language, entry } = locate(new URL(url));
  return { store: store.key, language, screen: entry?.screen ?? null };
};
const nl = storefrontByKey('nl')!;
const it_ = storefrontByKey('it')!;

describe('the storefront of a request: its path, and on the shared paths its host (decision 022)', () => {
  afterEach(() => configureStorefrontHosts(NO_EXTRA_HOSTS));

  it('serves the shared paths of the storefront the host names', () => {
    expect(at('http://nl.localhost:3000/')).toEqual({ store: 'nl', language: 'nl', screen: 'home' });
    expect(at('http://nl.localhost:3000/blog/')).toEqual({ store: 'nl', language: 'nl', screen: 'blog' });
    expect(at('http://nl.localhost:3000/blog/cadeau-tips/')).toEqual({ store: 'nl', language: 'nl', screen: 'blogArticle' });
    expect(at('http://nl.localhost:3000/helpdesk/')).toEqual({ store: 'nl', language: 'nl', screen: 'helpdesk' });
    expect(at('http://nl.localhost:3000/404/')).toEqual({ store: 'nl', language: 'nl', screen: 'notFound' });
    expect(at('http://nl.localhost:3000/over-ons/')).toEqual({ store: 'nl', language: 'nl', screen: 'landing' });
    expect(at('https://www.donami.nl/')).toEqual({ store: 'nl', language: 'nl', screen: 'home' });
  });

  it('serves them as the Italian storefront on localhost, it.localhost, an address or an unknown host', () => {
    for (const host of ['localhost:3000', 'it.localhost:3000', '127.0.0.1:3322', 'www.donami.it', 'shop.example.com']) {
      expect(at(`http://${host}/`), host).toEqual({ store: 'it', language: 'it', screen: 'home' });
      expect(at(`http://${host}/blog/`), host).toMatchObject({ store: 'it', screen: 'blog' });
    }
    // A bare path is located as on the default host.
    expect(locate('/').store.key).toBe('it');
  });

  it("keeps each storefront's own paths on every host: the Dutch paths work on localhost as before", () => {
    expect(at('http://localhost:3000/cadeaubonnen/')).toEqual({ store: 'nl', language: 'nl', screen: 'productList' });
    expect(at('http://127.0.0.1:3322/en/cadeaubonnen/')).toEqual({ store: 'nl', language: 'en', screen: 'productList' });
    expect(at('http://localhost:3000/privacy/')).toEqual({ store: 'nl', language: 'nl', screen: 'privacy' });
    expect(at('http://nl.localhost:3000/carrello/')).toEqual({ store: 'it', language: 'it', screen: 'basket' });
    // English is Dutch-storefront only: /en/ is its home wherever it is asked for.
    expect(at('http://localhost:3000/en/')).toEqual({ store: 'nl', language: 'en', screen: 'home' });
  });

  it('reads loader-data requests as their page, and a path no route has as the host storefront', () => {
    expect(at('http://nl.localhost:3000/_root.data')).toEqual({ store: 'nl', language: 'nl', screen: 'home' });
    expect(at('http://nl.localhost:3000/blog.data')).toMatchObject({ store: 'nl', screen: 'blog' });
    expect(at('http://nl.localhost:3000/a/b/c/d/')).toEqual({ store: 'nl', language: 'nl', screen: null });
    expect(at('http://localhost:3000/a/b/c/d/')).toEqual({ store: 'it', language: 'it', screen: null });
  });

  it("follows the operator's extra hosts once the server hands them over", () => {
    expect(at('http://winkel.example.test/')).toMatchObject({ store: 'it' });
    configureStorefrontHosts({ nl: ['winkel.example.test'] });
    expect(at('http://winkel.example.test/')).toEqual({ store: 'nl', language: 'nl', screen: 'home' });
    expect(storefrontLinks(new URL('http://winkel.example.test/'))).toEqual({ it: 'https://www.donami.it', nl: 'http://winkel.example.test' });
  });
});

describe('links between storefronts', () => {
  it('stay relative where this host serves the storefront the link is for', () => {
    expect(storefrontHref(new URL('http://nl.localhost:3000/'), nl, '/')).toBe('/');
    expect(storefrontHref(new URL('http://localhost:3000/cadeaubonnen/'), nl, '/winkelmandje/')).toBe('/winkelmandje/');
    expect(storefrontHref(new URL('https://www.donami.it/'), it_, '/blog/')).toBe('/blog/');
  });

  it("are absolute, on the other storefront's origin, where this host serves another storefront there", () => {
    expect(storefrontHref(new URL('http://localhost:3000/cadeaubonnen/'), nl, '/')).toBe('http://nl.localhost:3000/');
    expect(storefrontHref(new URL('http://nl.localhost:3000/carrello/'), it_, '/blog/')).toBe('http://localhost:3000/blog/');
    expect(storefrontHref(new URL('https://www.donami.it/privacy/'), nl, '/404/')).toBe('https://www.donami.nl/404/');
  });
});
