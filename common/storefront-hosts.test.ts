import { describe, expect, it } from 'vitest';
import { hostnameOf, isLocalHost, parseStorefrontHosts, storefrontOfHost, storefrontOrigins } from './storefront-hosts.ts';

const keyOf = (host: string | null, extra = {}) => storefrontOfHost(host, extra)?.key ?? null;

describe('which storefront a host serves (decision 022)', () => {
  it('reads a Host header as a bare name', () => {
    expect(hostnameOf('NL.localhost:3000')).toBe('nl.localhost');
    expect(hostnameOf('www.donami.nl.')).toBe('www.donami.nl');
    expect(hostnameOf('[::1]:3000')).toBe('[::1]');
    expect(hostnameOf('127.0.0.1')).toBe('127.0.0.1');
  });

  it('knows the configured hosts, with and without www', () => {
    expect(keyOf('www.donami.nl')).toBe('nl');
    expect(keyOf('donami.nl:443')).toBe('nl');
    expect(keyOf('www.donami.it')).toBe('it');
    expect(keyOf('donami.it')).toBe('it');
  });

  it('serves a storefront at <key>.localhost on one machine without DNS', () => {
    expect(keyOf('nl.localhost:3000')).toBe('nl');
    expect(keyOf('it.localhost:3000')).toBe('it');
    expect(keyOf('NL.LOCALHOST')).toBe('nl');
    expect(keyOf('de.localhost:3000')).toBeNull();
  });

  it('names no storefront for localhost, an address or a stranger: the default storefront serves the shared paths there', () => {
    for (const host of ['localhost:3000', 'localhost', '127.0.0.1:3322', '[::1]:3000', 'shop.example.com', 'www.donami.nl.evil.example', '', null]) {
      expect(keyOf(host), String(host)).toBeNull();
    }
  });

  it("takes the operator's extra hosts first", () => {
    const extra = { nl: ['winkel.example.test'], it: ['negozio.example.test', 'nl.localhost'] };
    expect(keyOf('winkel.example.test:8080', extra)).toBe('nl');
    expect(keyOf('negozio.example.test', extra)).toBe('it');
    expect(keyOf('nl.localhost:3000', extra)).toBe('it');
    expect(keyOf('www.donami.nl', extra)).toBe('nl');
  });

  it('tells this machine from the rest', () => {
    for (const h of ['localhost', 'nl.localhost', '127.0.0.1', '127.1.2.3', '[::1]']) expect(isLocalHost(h), h).toBe(true);
    for (const h of ['www.donami.nl', 'localhost.example.com', '10.0.0.1', 'mylocalhost']) expect(isLocalHost(h), h).toBe(false);
  });
});

describe('where a link to each storefront points', () => {
  it('from a configured host: the configured origins', () => {
    expect(storefrontOrigins('https://www.donami.nl/winkelmandje/')).toEqual({ it: 'https://www.donami.it', nl: 'https://www.donami.nl' });
    expect(storefrontOrigins('http://donami.it/')).toEqual({ it: 'https://www.donami.it', nl: 'https://www.donami.nl' });
  });

  it('from this machine: localhost for the default storefront, <key>.localhost for the others, on the same port', () => {
    expect(storefrontOrigins('http://localhost:3000/')).toEqual({ it: 'http://localhost:3000', nl: 'http://nl.localhost:3000' });
    expect(storefrontOrigins('http://nl.localhost:3000/blog/')).toEqual({ it: 'http://localhost:3000', nl: 'http://nl.localhost:3000' });
    // The storefront the host serves stays where the visitor is.
    expect(storefrontOrigins('http://it.localhost:3000/')).toEqual({ it: 'http://it.localhost:3000', nl: 'http://nl.localhost:3000' });
    expect(storefrontOrigins('http://127.0.0.1:3322/cadeaubonnen/')).toEqual({ it: 'http://127.0.0.1:3322', nl: 'http://nl.localhost:3322' });
    expect(storefrontOrigins('https://localhost/')).toEqual({ it: 'https://localhost', nl: 'https://nl.localhost' });
  });

  it("from an operator's extra host: each storefront's first extra host, on the request's scheme and port", () => {
    const extra = { nl: ['winkel.example.test', 'shop.example.nl'], it: ['negozio.example.test'] };
    expect(storefrontOrigins('http://negozio.example.test:8080/', extra)).toEqual({
      it: 'http://negozio.example.test:8080',
      nl: 'http://winkel.example.test:8080',
    });
    expect(storefrontOrigins('https://shop.example.nl/', extra)).toEqual({ it: 'https://negozio.example.test', nl: 'https://shop.example.nl' });
    // A storefront the operator gave no host keeps its configured origin.
    expect(storefrontOrigins('https://shop.example.nl/', { nl: ['shop.example.nl'] })).toEqual({ it: 'https://www.donami.it', nl: 'https://shop.example.nl' });
  });

  it('from a host that names no storefront: the default storefront where the visitor is, the others configured', () => {
    expect(storefrontOrigins('https://shop.example.com/')).toEqual({ it: 'https://shop.example.com', nl: 'https://www.donami.nl' });
  });
});

describe('STOREFRONT_HOSTS', () => {
  it('reads storefront keys and their hosts', () => {
    expect(parseStorefrontHosts('nl=winkel.example.test, Shop.Example.NL ; it=negozio.example.test;')).toEqual({
      hosts: { nl: ['winkel.example.test', 'shop.example.nl'], it: ['negozio.example.test'] },
    });
    expect(parseStorefrontHosts('nl=a.test,a.test')).toEqual({ hosts: { nl: ['a.test'] } });
  });

  it('refuses what it cannot read, saying why', () => {
    const problem = (v: string) => ('problem' in parseStorefrontHosts(v) ? (parseStorefrontHosts(v) as { problem: string }).problem : null);
    expect(problem('nl:winkel.example.test')).toMatch(/must read like/);
    expect(problem('de=winkel.example.de')).toMatch(/names no storefront: "de" \(the storefronts are it, nl\)/);
    expect(problem('nl=https://winkel.example.test')).toMatch(/not a host name/);
    expect(problem('nl=winkel.example.test:8080')).toMatch(/not a host name/);
    expect(problem('nl=same.test;it=same.test')).toMatch(/gives same\.test to two storefronts \(nl and it\)/);
    expect(problem('nl=')).toMatch(/gives storefront nl no host/);
    expect(problem('nl=a=b')).toMatch(/must read like/);
  });
});
