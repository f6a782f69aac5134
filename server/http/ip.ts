import { settings } from '../settings.ts';
import { storefronts } from '../../common/storefronts.ts';
import { countryOfAddress } from '../modules/locations/index.ts';
import { clientAddressOf, fromTrustedProxy } from './client-address.ts';

// The visitor's country for GET /ip and the store-switcher banner. The proxy in front of the shop
// may tell it (TRUSTED_COUNTRY_HEADER), and it is believed only from a trusted proxy
// (TRUSTED_PROXIES): a visitor's own header is not. Otherwise the country comes from the client's
// address (client-address.ts: the socket's, or the hop the trusted proxies vouch for) in the
// offline GeoIP table (modules/locations/geoip.ts). Private and loopback addresses: null.

/** The country the trusted proxy names, or null (no trusted proxy, no header, XX or T1 for unknown and Tor). */
function proxyCountry(request: Request): string | null {
  if (!fromTrustedProxy(request)) return null;
  const v = request.headers.get(settings().trustedCountryHeader)?.trim().toUpperCase();
  return v && /^[A-Z]{2}$/.test(v) && v !== 'XX' ? v : null;
}

export function clientCountry(request: Request): string | null {
  return proxyCountry(request) ?? countryOfAddress(clientAddressOf(request));
}

export type IpAnswer = {
  country_code: string | null;
  /** The storefront of that country, when the shop has one: the banner offers only those. */
  storefront: { store_id: number; country: string; language: string; url: string } | null;
};

/** The answer of GET /ip (§7: `country_code`), with the storefront the banner may offer. */
export function ipAnswer(request: Request): IpAnswer {
  const country = clientCountry(request);
  const store = country ? storefronts.find((s) => s.country === country) : undefined;
  return {
    country_code: country,
    storefront: store ? { store_id: store.id, country: store.country, language: store.language, url: store.origin } : null,
  };
}
