import { describe, expect, it } from 'vitest';
import { boundsAround, formatCoordinate, inBounds, parseBounds, validBounds, withBounds } from './location-bounds.ts';

const params = (s: string) => new URLSearchParams(s);

describe('the location finder’s area in the address (§2 latmin, latmax, lonmin, lonmax)', () => {
  it('writes coordinates with exactly 5 decimals, rounding, with no "-0.00000"', () => {
    expect(formatCoordinate(45.4642)).toBe('45.46420');
    expect(formatCoordinate(9.189999999)).toBe('9.19000');
    expect(formatCoordinate(-0.000001)).toBe('0.00000');
    expect(formatCoordinate(-3.5)).toBe('-3.50000');
  });

  it('reads the four parameters, rounded to 5 decimals', () => {
    expect(parseBounds(params('latmin=45.4&latmax=45.52&lonmin=9.1&lonmax=9.27'))).toEqual({ latMin: 45.4, latMax: 45.52, lonMin: 9.1, lonMax: 9.27 });
    expect(parseBounds(params('latmin=45.123456789&latmax=46&lonmin=-9.0000049&lonmax=9'))).toEqual({ latMin: 45.12346, latMax: 46, lonMin: -9, lonMax: 9 });
  });

  it.each([
    ['one missing', 'latmin=45&latmax=46&lonmin=9'],
    ['empty', 'latmin=&latmax=46&lonmin=9&lonmax=10'],
    ['not a number', 'latmin=abc&latmax=46&lonmin=9&lonmax=10'],
    ['an exponent', 'latmin=4.5e1&latmax=46&lonmin=9&lonmax=10'],
    ['hexadecimal', 'latmin=0x2d&latmax=46&lonmin=9&lonmax=10'],
    ['Infinity', 'latmin=-Infinity&latmax=46&lonmin=9&lonmax=10'],
    ['a latitude beyond 90', 'latmin=45&latmax=91&lonmin=9&lonmax=10'],
    ['a longitude beyond 180', 'latmin=45&latmax=46&lonmin=-181&lonmax=10'],
    ['minimum above maximum', 'latmin=46&latmax=45&lonmin=9&lonmax=10'],
    ['a comma for the decimal point', 'latmin=45,1&latmax=46&lonmin=9&lonmax=10'],
  ])('ignores an invalid area (%s)', (_, search) => {
    expect(parseBounds(params(search))).toBeNull();
  });

  it('writes the area into the address, keeping other parameters and replacing an older area', () => {
    const next = withBounds(params('q=Milano+%28MI%29&latmin=1&latmax=2&lonmin=3&lonmax=4'), { latMin: 45.4, latMax: 45.5, lonMin: 9.1, lonMax: 9.2 });
    expect(next.toString()).toBe('q=Milano+%28MI%29&latmin=45.40000&latmax=45.50000&lonmin=9.10000&lonmax=9.20000');
    expect(withBounds(next, null).toString()).toBe('q=Milano+%28MI%29');
  });

  it('reads back what it writes', () => {
    const b = { latMin: 45.40001, latMax: 45.50002, lonMin: 9.10003, lonMax: 9.20004 };
    expect(parseBounds(withBounds(new URLSearchParams(), b))).toEqual(b);
  });

  it('puts a chosen place in the middle of an area of about 8 km each way', () => {
    const b = boundsAround({ lat: 45.46427, lon: 9.18951 });
    expect(validBounds(b)).toBe(true);
    expect((b.latMin + b.latMax) / 2).toBeCloseTo(45.46427, 4);
    expect((b.lonMin + b.lonMax) / 2).toBeCloseTo(9.18951, 4);
    expect(b.latMax - b.latMin).toBeCloseTo(16 / 111.32, 3);
    expect(inBounds(b, { lat: 45.5, lon: 9.2 })).toBe(true);
    expect(inBounds(b, { lat: 45.07, lon: 7.68 })).toBe(false); // Torino
  });

  it('refuses areas the API cannot use', () => {
    expect(validBounds({ latMin: 1, latMax: 0, lonMin: 0, lonMax: 1 })).toBe(false);
    expect(validBounds({ latMin: 0, latMax: 1, lonMin: 0, lonMax: Number.NaN })).toBe(false);
    expect(validBounds({ latMin: -91, latMax: 1, lonMin: 0, lonMax: 1 })).toBe(false);
  });
});
