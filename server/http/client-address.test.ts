import { describe, expect, it } from 'vitest';
import {
  admitRequest,
  carryFacts,
  clientAddressOf,
  isSecureRequest,
  normaliseAddress,
  parseTrustedProxies,
  publicRequest,
  requestIdOf,
  resolveClient,
  resolveProto,
} from './client-address.ts';

const none = parseTrustedProxies(undefined);
const one = parseTrustedProxies('1');
const two = parseTrustedProxies('2');
const ranges = parseTrustedProxies('10.0.0.0/8, 192.0.2.7, 2001:db8::/32');

describe('the client address', () => {
  it('is the socket address when no proxy is trusted: a forged X-Forwarded-For changes nothing', () => {
    expect(resolveClient('198.51.100.4', '203.0.113.9', none)).toEqual({ address: '198.51.100.4', hops: 0 });
    expect(resolveClient('198.51.100.4', null, none).address).toBe('198.51.100.4');
    expect(resolveClient(null, '203.0.113.9', none).address).toBeNull();
  });

  it('is the hop the trusted proxies vouch for: the right-most untrusted one, whatever the caller wrote left of it', () => {
    // The caller wrote 1.2.3.4; the proxy appended the address it saw (203.0.113.9).
    expect(resolveClient('10.0.0.2', '1.2.3.4, 203.0.113.9', one)).toEqual({ address: '203.0.113.9', hops: 1 });
    expect(resolveClient('10.0.0.2', '1.2.3.4, 203.0.113.9, 10.0.0.1', two)).toEqual({ address: '203.0.113.9', hops: 2 });
    // Fewer hops than trusted: the left-most one is all there is.
    expect(resolveClient('10.0.0.2', null, one).address).toBe('10.0.0.2');
    expect(resolveClient(null, '203.0.113.9', one).address).toBe('203.0.113.9');
  });

  it('walks past the listed proxies and ranges, and believes nothing when the socket is no listed proxy', () => {
    expect(resolveClient('10.1.2.3', '1.2.3.4, 203.0.113.9, 192.0.2.7', ranges)).toEqual({ address: '203.0.113.9', hops: 2 });
    expect(resolveClient('198.51.100.4', '203.0.113.9', ranges)).toEqual({ address: '198.51.100.4', hops: 0 });
    expect(resolveClient('2001:db8::5', '203.0.113.9', ranges).address).toBe('203.0.113.9');
    expect(resolveClient('10.1.2.3', '10.9.9.9', ranges).address).toBe('10.9.9.9');
  });

  it('is an address or nothing', () => {
    expect(normaliseAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(normaliseAddress('[2001:DB8::1]')).toBe('2001:db8::1');
    expect(normaliseAddress("' OR 1=1 --")).toBeNull();
    expect(resolveClient('10.0.0.2', 'not-an-address', one).address).toBeNull();
  });

  it('reads TRUSTED_PROXIES as a count or a list, and refuses anything else', () => {
    expect(parseTrustedProxies('')).toEqual({ hops: 0 });
    expect(parseTrustedProxies('3')).toEqual({ hops: 3 });
    for (const bad of ['abc', '10.0.0.0/33', '10.0.0.1/8/2', '100', '10.0.0.x']) expect(() => parseTrustedProxies(bad), bad).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('the scheme', () => {
  it('is https when the request is, or when a trusted hop says so', () => {
    expect(resolveProto('https:', null, 0)).toBe('https');
    expect(resolveProto('http:', 'https', 0)).toBe('http');
    expect(resolveProto('http:', 'https', 1)).toBe('https');
    expect(resolveProto('http:', 'http, https', 1)).toBe('https');
    expect(resolveProto('http:', 'https, http', 1)).toBe('http');
  });

  it('makes the request https for the pages and the API behind a trusted proxy, keeping its client', () => {
    const forged = new Request('http://shop.test/cassa/', { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' } });
    admitRequest(forged, '198.51.100.4', none);
    expect(isSecureRequest(forged)).toBe(false);
    expect(publicRequest(forged)).toBe(forged);

    const proxied = new Request('http://shop.test:80/cassa/?a=1', { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' } });
    const id = admitRequest(proxied, '10.0.0.2', one);
    expect(isSecureRequest(proxied)).toBe(true);
    const seen = publicRequest(proxied);
    expect(seen.url).toBe('https://shop.test/cassa/?a=1');
    expect(clientAddressOf(seen)).toBe('203.0.113.9');
    expect(requestIdOf(seen)).toBe(id);
    expect(requestIdOf(carryFacts(seen, new Request(seen.url)))).toBe(id);
  });
});
