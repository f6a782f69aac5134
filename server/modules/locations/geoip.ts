// The country of an internet address, for the store-switcher banner (§4) and GET /ip. The table is
// the regional registries' allocations with geofeeds and ASN data (`@ip-location-db/
// geo-whois-asn-country`: CC0 in the package, CC BY 4.0 NRO statistics), read from node_modules
// on the first question and kept in typed arrays (a few MB); nothing is downloaded at run time.
// Private, loopback, link-local and documentation addresses have no country.
// Decision: docs/decisions/021-places-and-geoip.md.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';

const PACKAGE = '@ip-location-db/geo-whois-asn-country';

const reserved = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  reserved.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  reserved.addSubnet(net, bits, 'ipv6');

/** Is the address one no registry gives a country (private, loopback, documentation…)? */
export function isReservedAddress(address: string): boolean {
  const family = isIP(address);
  if (!family) return true;
  return reserved.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

type Table<T> = { starts: T; ends: T; countries: Uint16Array; codes: string[] };

function fileOf(name: string): string {
  const require = createRequire(import.meta.url);
  // The package has no entry point: find its folder through its package.json.
  const dir = require.resolve(`${PACKAGE}/package.json`).replace(/package\.json$/, '');
  return readFileSync(`${dir}${name}`, 'utf8');
}

function codeIndex(codes: string[], lookup: Map<string, number>, code: string): number {
  let i = lookup.get(code);
  if (i === undefined) {
    i = codes.length;
    codes.push(code);
    lookup.set(code, i);
  }
  return i;
}

let v4: Table<Uint32Array> | undefined;
let v6: Table<BigUint64Array> | undefined;

/**
 * Reads a table's rows `first,last,CC` (ascending) into typed arrays made by `make`, walking the
 * text: an array of its lines would be half a million strings held at once (the IPv6 file is 17 MB).
 */
function readTable<T extends Uint32Array | BigUint64Array>(name: string, make: (rows: number) => T, value: (text: string) => T[number]): Table<T> {
  const text = fileOf(name);
  let rows = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) rows++;
  if (text.length && !text.endsWith('\n')) rows++;
  const starts = make(rows);
  const ends = make(rows);
  const countries = new Uint16Array(rows);
  const codes: string[] = [];
  const lookup = new Map<string, number>();
  let i = 0;
  for (let at = 0; at < text.length && i < rows;) {
    const newline = text.indexOf('\n', at);
    const end = newline === -1 ? text.length : newline;
    const a = text.indexOf(',', at);
    const b = a === -1 ? -1 : text.indexOf(',', a + 1);
    if (a > at && b > a && b < end) {
      starts[i] = value(text.slice(at, a));
      ends[i] = value(text.slice(a + 1, b));
      countries[i] = codeIndex(codes, lookup, text.slice(b + 1, end).trim());
      i++;
    }
    at = end + 1;
  }
  return { starts: starts.subarray(0, i) as T, ends: ends.subarray(0, i) as T, countries: countries.subarray(0, i), codes };
}

/** The IPv4 ranges, the addresses as numbers. */
function ipv4Table(): Table<Uint32Array> {
  v4 ??= readTable('geo-whois-asn-country-ipv4-num.csv', (n) => new Uint32Array(n), Number);
  return v4;
}

/**
 * The IPv6 ranges by their first 64 bits (the network part): registries allocate /64 or wider,
 * so the host half never decides the country.
 */
function ipv6Table(): Table<BigUint64Array> {
  v6 ??= readTable(
    'geo-whois-asn-country-ipv6-num.csv',
    (n) => new BigUint64Array(n),
    (v) => BigInt(v) >> 64n,
  );
  return v6;
}

function find<T extends Uint32Array | BigUint64Array>(table: Table<T>, value: T[number]): string | null {
  const { starts, ends, countries, codes } = table;
  let lo = 0;
  let hi = starts.length - 1;
  let at = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (starts[mid]! <= value) {
      at = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (at < 0 || ends[at]! < value) return null;
  const code = codes[countries[at]!];
  return code !== undefined && /^[A-Z]{2}$/.test(code) ? code : null;
}

function ipv4Number(address: string): number {
  return address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

/** The first 64 bits of an IPv6 address (`2001:db8::1`, `::ffff:1.2.3.4`) as a number. */
function ipv6Network(address: string): bigint {
  let [text = ''] = address.toLowerCase().split('%'); // split gives at least one part
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.slice(1).map(Number); // the four groups always match
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === null ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.slice(0, 4).reduce((n, g) => (n << 16n) | BigInt(parseInt(g || '0', 16)), 0n);
}

/** The ISO country of a public address, or null (unknown, reserved or not an address). */
export function countryOfAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  const family = isIP(address);
  if (!family || isReservedAddress(address)) return null;
  if (family === 4) return find(ipv4Table(), ipv4Number(address));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return countryOfAddress(mapped[1]);
  return find(ipv6Table(), ipv6Network(address));
}
