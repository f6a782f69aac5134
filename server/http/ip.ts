import { settings } from '../settings.ts';

// The shop runs behind a proxy that tells the visitor's address and country. Only the headers
// named here are believed; without a proxy the country is unknown (null).

export function clientCountry(request: Request): string | null {
  const v = request.headers.get(settings().trustedCountryHeader)?.trim().toUpperCase();
  return v && /^[A-Z]{2}$/.test(v) && v !== 'XX' ? v : null;
}

export function clientAddress(request: Request): string | null {
  const v = request.headers.get(settings().trustedAddressHeader)?.split(',')[0]?.trim();
  return v || null;
}
