import { settings } from '../settings.ts';
import { fromTrustedProxy } from './client-address.ts';

// The visitor's country, as the proxy in front of the shop tells it (TRUSTED_COUNTRY_HEADER), and
// only a trusted proxy (TRUSTED_PROXIES): a visitor's own header is not believed. Without one the
// country is unknown (null). The visitor's address: client-address.ts.

export function clientCountry(request: Request): string | null {
  if (!fromTrustedProxy(request)) return null;
  const v = request.headers.get(settings().trustedCountryHeader)?.trim().toUpperCase();
  return v && /^[A-Z]{2}$/.test(v) && v !== 'XX' ? v : null;
}
