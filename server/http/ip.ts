// The shop runs behind a proxy that tells the visitor's address and country. Only the headers
// named here are believed; without a proxy the country is unknown (null).
const countryHeader = (process.env.TRUSTED_COUNTRY_HEADER ?? 'x-client-country').toLowerCase();
const addressHeader = (process.env.TRUSTED_ADDRESS_HEADER ?? 'x-forwarded-for').toLowerCase();

export function clientCountry(request: Request): string | null {
  const v = request.headers.get(countryHeader)?.trim().toUpperCase();
  return v && /^[A-Z]{2}$/.test(v) && v !== 'XX' ? v : null;
}

export function clientAddress(request: Request): string | null {
  const v = request.headers.get(addressHeader)?.split(',')[0]?.trim();
  return v || null;
}
