// Decorative, subtle background patterns for the gift cards (320 x 202 space).
import type { Rgb } from './util.ts';
import { darken, hash, lighten, luminance, n, rng, toHex } from './util.ts';
import { must } from '../must.ts';

export type Tones = {
  /** Soft shift away from the background luminance. */
  soft: string;
  /** Stronger shift away from the background luminance. */
  strong: string;
  /** Shift in the other direction, for depth. */
  deep: string;
};

export const PATTERNS = ['circles', 'waves', 'stripes', 'dots', 'bands', 'confetti', 'facets', 'rays'] as const;
type PatternName = (typeof PATTERNS)[number];

const W = 320;
const H = 202;

export function tonesFor(bg: Rgb): Tones {
  const lum = luminance(bg);
  if (lum > 0.6) {
    // Light backgrounds: decorate with darker shades, depth with white.
    return { soft: toHex(darken(bg, 0.05)), strong: toHex(darken(bg, 0.1)), deep: toHex(lighten(bg, 0.45)) };
  }
  if (lum > 0.25) {
    return { soft: toHex(lighten(bg, 0.1)), strong: toHex(lighten(bg, 0.18)), deep: toHex(darken(bg, 0.1)) };
  }
  return { soft: toHex(lighten(bg, 0.07)), strong: toHex(lighten(bg, 0.13)), deep: toHex(darken(bg, 0.18)) };
}

/** Deterministically picks the pattern for a seed. */
export function patternForSeed(seed: string): PatternName {
  return must(PATTERNS[hash(`pattern:${seed}`) % PATTERNS.length], 'an index modulo the length is in the list');
}

type Draw = (r: () => number, t: Tones) => string;

const circles: Draw = (r, t) => {
  const cx = 250 + r() * 60;
  const cy = 150 + r() * 60;
  const step = 26 + r() * 10;
  let out = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(step * 5.2)}" fill="${t.deep}" opacity="0.35"/>`;
  for (let i = 1; i <= 6; i++) {
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(step * i)}" fill="none" stroke="${i % 2 ? t.strong : t.soft}" stroke-width="${n(step * 0.32)}"/>`;
  }
  out += `<circle cx="${n(20 + r() * 40)}" cy="${n(-10 + r() * 20)}" r="${n(40 + r() * 20)}" fill="${t.soft}"/>`;
  return out;
};

const waves: Draw = (r, t) => {
  let out = '';
  const colours = [t.deep, t.soft, t.strong, t.soft];
  for (let i = 0; i < 4; i++) {
    const base = 104 + i * 26 + r() * 8;
    const amp = 8 + r() * 10;
    const phase = r() * 160;
    const len = 200 + r() * 80;
    let d = `M${n(-20 - phase)} ${n(base)} q${n(len / 4)} ${n(-amp)} ${n(len / 2)} 0`;
    for (let x = -20 - phase + len / 2; x <= W + 40; x += len / 2) d += ` t${n(len / 2)} 0`;
    d += ` L${W + 40} ${H + 20} L-20 ${H + 20}Z`;
    out += `<path d="${d}" fill="${colours[i]}" opacity="${i === 0 ? 0.5 : 0.75}"/>`;
  }
  return out;
};

const stripes: Draw = (r, t) => {
  const angle = -30 + Math.floor(r() * 3) * 15;
  const start = 150 + r() * 40;
  let out = `<g transform="rotate(${angle} 240 100)">`;
  let x = start;
  for (let i = 0; i < 14; i++) {
    const w = 3 + r() * 9;
    out += `<rect x="${n(x)}" y="-160" width="${n(w)}" height="520" fill="${i % 3 === 0 ? t.strong : t.soft}"/>`;
    x += w + 6 + r() * 10;
  }
  return out + '</g>';
};

const dots: Draw = (r, t) => {
  const gap = 13;
  const ox = r() > 0.5;
  let out = '';
  for (let y = 8; y < H; y += gap) {
    for (let x = 8; x < W; x += gap) {
      // Halftone: dots grow towards one corner.
      const fx = ox ? x / W : 1 - x / W;
      const f = Math.max(0, fx * 0.75 + (y / H) * 0.45 - 0.35);
      if (f <= 0.02) continue;
      out += `<circle cx="${x}" cy="${y}" r="${n(Math.min(4.6, f * 5.4))}"/>`;
    }
  }
  return `<g fill="${t.strong}">${out}</g>`;
};

const bands: Draw = (r, t) => {
  const slope = 70 + r() * 60;
  let out = '';
  let x = 110 + r() * 50;
  const colours = [t.soft, t.deep, t.strong];
  for (let i = 0; i < 3; i++) {
    const w = 28 + r() * 40;
    out += `<path d="M${n(x)} ${H + 10} L${n(x + slope)} -10 L${n(x + slope + w)} -10 L${n(x + w)} ${H + 10}Z" fill="${colours[i]}" opacity="${i === 1 ? 0.55 : 0.9}"/>`;
    x += w + 10 + r() * 26;
  }
  return out;
};

const confetti: Draw = (r, t) => {
  let out = '';
  const colours = [t.soft, t.strong, t.deep];
  for (let i = 0; i < 20; i++) {
    // Keep most pieces away from the text on the left.
    const x = 130 + r() * 180;
    const y = 10 + r() * (H - 20);
    const c = colours[i % 3];
    const rot = Math.round(r() * 180);
    const kind = i % 3;
    // Leave the corner badge (chip, heart) and the bottom label clean.
    if ((y < 66 && x > 236) || (y > 154 && x > 196)) continue;
    if (kind === 0) out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(2.5 + r() * 3)}" fill="${c}"/>`;
    else if (kind === 1)
      out += `<rect x="${n(x)}" y="${n(y)}" width="${n(10 + r() * 6)}" height="4" rx="2" fill="${c}" transform="rotate(${rot} ${n(x)} ${n(y)})"/>`;
    else out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(4 + r() * 3)}" fill="none" stroke="${c}" stroke-width="2.2"/>`;
  }
  return out;
};

const facets: Draw = (r, t) => {
  const colours = [t.soft, t.strong, t.deep, t.soft, t.strong];
  const px = 200 + r() * 50;
  const py = 70 + r() * 40;
  const corners: Array<[number, number]> = [
    [W + 10, -10],
    [W + 10, 70 + r() * 30],
    [W + 10, H + 10],
    [240 + r() * 40, H + 10],
    [140 + r() * 50, H + 10],
  ];
  let out = '';
  for (let i = 0; i < corners.length - 1; i++) {
    const [ax, ay] = corners[i]!;
    const [bx, by] = corners[i + 1]!;
    out += `<path d="M${n(px)} ${n(py)}L${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}Z" fill="${colours[i]}"/>`;
  }
  out += `<path d="M${n(px)} ${n(py)}L${n(px + 40)} -10L${W + 10} -10Z" fill="${colours[4]}" opacity="0.6"/>`;
  return out;
};

const rays: Draw = (r, t) => {
  const cx = W + 20 - r() * 40;
  const cy = H + 20 - r() * 30;
  const count = 14;
  let out = '';
  for (let i = 0; i < count; i++) {
    const a0 = Math.PI + (i / count) * (Math.PI / 2);
    const a1 = a0 + (Math.PI / 2 / count) * 0.5;
    const R = 420;
    out += `<path d="M${n(cx)} ${n(cy)}L${n(cx + Math.cos(a0) * R)} ${n(cy + Math.sin(a0) * R)}L${n(cx + Math.cos(a1) * R)} ${n(cy + Math.sin(a1) * R)}Z"/>`;
  }
  return `<g fill="${t.soft}">${out}</g><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(60 + r() * 20)}" fill="${t.strong}"/>`;
};

const DRAW: Record<PatternName, Draw> = { circles, waves, stripes, dots, bands, confetti, facets, rays };

/** Pattern markup for the 320 x 202 card space (the caller clips it). */
export function patternMarkup(name: PatternName, seed: string, bg: Rgb): string {
  return DRAW[name](rng(hash(`params:${seed}`)), tonesFor(bg));
}
