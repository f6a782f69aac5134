import { must } from '../must.ts';
// Shared helpers for the SVG artwork: escaping, hashing, colours and text fitting.
// Pure and isomorphic: no DOM, no Node APIs.

export type Rgb = { r: number; g: number; b: number };

export const FONT_FAMILY = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';

/** Brand palette of Donami itself. */
export const PALETTE = {
  ink: '#231a33',
  brand: '#d9415d',
  brandDark: '#a82a47',
  amber: '#f4a83a',
  teal: '#1f8a84',
  violet: '#5b4bb7',
  sky: '#3d7fd9',
  paper: '#fbf7f2',
  line: '#e4dfe8',
  muted: '#6b6478',
} as const;

// Characters that are not allowed in XML 1.0 documents.
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Escapes text for use inside SVG/XML text content and attribute values. */
export function esc(value: unknown): string {
  return String(value ?? '')
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** 32-bit FNV-1a hash of a string (by UTF-16 code unit), unsigned. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Small deterministic PRNG (mulberry32) returning floats in [0, 1). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds to at most 2 decimals, so that the markup stays short and stable. */
export function n(value: number): string {
  const r = Math.round(value * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

export function parseColor(input: string | undefined | null): Rgb | null {
  if (!input) return null;
  const s = input.trim().toLowerCase();
  let m = /^#([0-9a-f]{3,4})$/.exec(s);
  if (m) {
    const hex = must(m[1], 'the pattern has one group');
    const channel = (i: number) => parseInt(hex.charAt(i).repeat(2), 16);
    return { r: channel(0), g: channel(1), b: channel(2) };
  }
  m = /^#([0-9a-f]{6})([0-9a-f]{2})?$/.exec(s);
  if (m) {
    const v = parseInt(must(m[1], 'the pattern has a first group'), 16);
    return { r: (v >> 16) & 255, g: (v >> 8) & 255, b: v & 255 };
  }
  m = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/.exec(s);
  if (m) {
    const channel = (x: string | undefined) => Math.min(255, Number(x));
    return { r: channel(m[1]), g: channel(m[2]), b: channel(m[3]) };
  }
  if (s === 'white') return { r: 255, g: 255, b: 255 };
  if (s === 'black') return { r: 0, g: 0, b: 0 };
  return null;
}

export function toHex(c: Rgb): string {
  const h = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${h(c.r)}${h(c.g)}${h(c.b)}`;
}

/** Linear mix of two colours, t = 0 gives a, t = 1 gives b. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return { r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t };
}

export const WHITE: Rgb = { r: 255, g: 255, b: 255 };
export const BLACK: Rgb = { r: 0, g: 0, b: 0 };

export function lighten(c: Rgb, t: number): Rgb {
  return mix(c, WHITE, t);
}

export function darken(c: Rgb, t: number): Rgb {
  return mix(c, BLACK, t);
}

/** WCAG relative luminance in [0, 1]. */
export function luminance(c: Rgb): number {
  const ch = (v: number) => {
    const x = v / 255;
    return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * ch(c.r) + 0.7152 * ch(c.g) + 0.0722 * ch(c.b);
}

/** WCAG contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for normal-size text. */
export const AA_TEXT_CONTRAST = 4.5;

/** A readable text colour (near-white or near-black) for a background. */
export function contrastText(bg: Rgb): Rgb {
  return luminance(bg) > 0.42 ? parseColor(PALETTE.ink)! : WHITE;
}

/**
 * Chooses a font size so that `text` fits `maxWidth`, between `min` and `max`.
 * If the text does not fit even at `min`, it is truncated with an ellipsis.
 */
export function fitText(text: string, maxWidth: number, max: number, min: number): { text: string; size: number } {
  const chars = Array.from(text.trim().replace(/\s+/g, ' '));
  if (chars.length === 0) return { text: '', size: max };
  const ideal = maxWidth / (0.6 * chars.length);
  const size = Math.max(min, Math.min(max, Math.floor(ideal * 10) / 10));
  if (ideal >= min) return { text: chars.join(''), size };
  const keep = Math.max(1, Math.floor(maxWidth / (0.6 * min)) - 1);
  return { text: chars.slice(0, keep).join('').trimEnd() + '…', size: min };
}

/** Up to two initials for a monogram ("Caffè del Corso" -> "CD"). */
export function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .map((w) => Array.from(w.replace(/[^\p{L}\p{N}]/gu, '')))
    .filter((w) => w.length > 0);
  const [first, second] = words;
  if (!first) return '?';
  const letters = second ? [first[0], second[0]] : [first[0]];
  return letters.join('').toUpperCase();
}

/** Opening tag of an accessible standalone SVG with a title. */
export function svgOpen(w: number, h: number, title: string, extra = '', size?: { width: number; height: number }): string {
  const width = size ? size.width : w;
  const height = size ? size.height : h;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${n(width)}" height="${n(height)}" role="img"${extra}>` +
    `<title>${esc(title)}</title>`
  );
}
