import { settings } from '../settings.ts';

// The visitor's country, as the proxy in front of the shop tells it (TRUSTED_COUNTRY_HEADER);
// without a proxy it is unknown (null). The visitor's address: client-address.ts.

export function clientCountry(request: Request): string | null {
  const v = request.headers.get(settings().trustedCountryHeader)?.trim().toUpperCase();
  return v && /^[A-Z]{2}$/.test(v) && v !== 'XX' ? v : null;
}
