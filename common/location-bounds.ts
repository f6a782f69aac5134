// The location finder's visible area (§2 "Location search: latmax, latmin, lonmax, lonmin,
// coordinates written with 5 decimals"): read from a page address, written back to it when the map
// moves, and used by the API to keep the locations inside. Decision: docs/decisions/027-location-map-tiles.md.

export type Bounds = { latMin: number; latMax: number; lonMin: number; lonMax: number };

/** The four query parameters, in the order the page writes them. */
export const BOUNDS_PARAMS = ['latmin', 'latmax', 'lonmin', 'lonmax'] as const;

const DECIMALS = 5;

/** A coordinate as the address writes it: always 5 decimals ("45.46420"). */
export function formatCoordinate(value: number): string {
  const fixed = value.toFixed(DECIMALS);
  return fixed === `-${(0).toFixed(DECIMALS)}` ? fixed.slice(1) : fixed;
}

function coordinate(text: string | null, limit: number): number | null {
  if (text === null) return null;
  // Plain decimals only: no exponents, hex, spaces or empty strings (Number('') is 0).
  if (!/^-?\d{1,3}(\.\d{1,10})?$/.test(text.trim())) return null;
  const value = Number(text);
  return Math.abs(value) <= limit ? Math.round(value * 10 ** DECIMALS) / 10 ** DECIMALS : null;
}

/**
 * The area the address asks for, or null when any of the four is missing or invalid (not a number,
 * out of range, minimum above maximum): an invalid area is ignored, never an error page. A box
 * across the antimeridian (lonmin > lonmax) is not supported: the shop's places are in Europe.
 */
export function parseBounds(params: URLSearchParams): Bounds | null {
  const latMin = coordinate(params.get('latmin'), 90);
  const latMax = coordinate(params.get('latmax'), 90);
  const lonMin = coordinate(params.get('lonmin'), 180);
  const lonMax = coordinate(params.get('lonmax'), 180);
  if (latMin === null || latMax === null || lonMin === null || lonMax === null) return null;
  if (latMin > latMax || lonMin > lonMax) return null;
  return { latMin, latMax, lonMin, lonMax };
}

/** Whether an area's numbers are usable (the API checks its input with this). */
export function validBounds(b: Bounds): boolean {
  const finite = [b.latMin, b.latMax, b.lonMin, b.lonMax].every(Number.isFinite);
  return (
    finite &&
    Math.abs(b.latMin) <= 90 &&
    Math.abs(b.latMax) <= 90 &&
    Math.abs(b.lonMin) <= 180 &&
    Math.abs(b.lonMax) <= 180 &&
    b.latMin <= b.latMax &&
    b.lonMin <= b.lonMax
  );
}

/** The address's search with the area written in (5 decimals), other parameters kept. */
export function withBounds(search: URLSearchParams, b: Bounds | null): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const p of BOUNDS_PARAMS) next.delete(p);
  if (!b) return next;
  next.set('latmin', formatCoordinate(b.latMin));
  next.set('latmax', formatCoordinate(b.latMax));
  next.set('lonmin', formatCoordinate(b.lonMin));
  next.set('lonmax', formatCoordinate(b.lonMax));
  return next;
}

export function inBounds(b: Bounds, p: { lat: number; lon: number }): boolean {
  return p.lat >= b.latMin && p.lat <= b.latMax && p.lon >= b.lonMin && p.lon <= b.lonMax;
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function centreOf(b: Bounds): { lat: number; lon: number } {
  return { lat: (b.latMin + b.latMax) / 2, lon: (b.lonMin + b.lonMax) / 2 };
}

/**
 * The area around a chosen place: about `km` kilometres each way, so the map opens on the town
 * and the list holds what is near it.
 */
export function boundsAround(p: { lat: number; lon: number }, km = 8): Bounds {
  const dLat = km / 111.32;
  const dLon = km / (111.32 * Math.max(0.2, Math.cos((p.lat * Math.PI) / 180)));
  const r = (v: number) => Math.round(v * 10 ** DECIMALS) / 10 ** DECIMALS;
  return { latMin: r(p.lat - dLat), latMax: r(p.lat + dLat), lonMin: r(p.lon - dLon), lonMax: r(p.lon + dLon) };
}
