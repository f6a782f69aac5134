// Credit-card-shaped gift card artwork (320 x 202, ratio 1.586).
import type { Rgb } from './util.ts';
import { AA_TEXT_CONTRAST, BLACK, FONT_FAMILY, PALETTE, WHITE, contrastRatio, contrastText, esc, fitText, hash, initials } from './util.ts';
import { lighten, luminance, mix, n, parseColor, svgOpen, toHex } from './util.ts';
import { patternForSeed, patternMarkup } from './patterns.ts';
import { handBack, handFront } from './hand.ts';

export type ProductType = 'GIFTCARD_DIGITAL' | 'GIFTCARD_PHYSICAL' | 'GIFTCARD_BLANK' | 'DONATION';

export type CardOptions = {
  brand: string;
  title: string;
  backgroundColor: string;
  textColor: string;
  productType: ProductType;
  seed: string;
  showHand?: boolean;
};

const CARD_W = 320;
const CARD_H = 202;
const RADIUS = 14;
const FALLBACK_BG = '#3a3550';

const LABELS: Record<ProductType, string> = {
  GIFTCARD_DIGITAL: 'Gift card',
  GIFTCARD_PHYSICAL: 'Gift card',
  GIFTCARD_BLANK: 'Gift card',
  DONATION: 'Donazione',
};

/** The brand's monogram (its initials on one of four shapes, chosen by its name) centred at cx, cy; the brand logo draws the same. */
export function monogram(brand: string, fg: string, bg: string, cx = 46, cy = 44): string {
  const letters = initials(brand);
  const size = letters.length > 1 ? 16 : 20;
  let shape: string;
  switch (hash(`shape:${brand}`) % 4) {
    case 0:
      shape = `<circle cx="${cx}" cy="${cy}" r="22"/>`;
      break;
    case 1:
      shape = `<rect x="${cx - 21}" y="${cy - 21}" width="42" height="42" rx="11"/>`;
      break;
    case 2:
      shape = `<path d="M${cx} ${cy - 24}l20.8 12v24L${cx} ${cy + 24}l-20.8-12v-24z" stroke-linejoin="round" stroke-width="4" stroke="${fg}"/>`;
      break;
    default:
      shape = `<rect x="${cx - 17}" y="${cy - 17}" width="34" height="34" rx="7" transform="rotate(45 ${cx} ${cy})"/>`;
  }
  return (
    `<g fill="${fg}">${shape}</g>` +
    `<text x="${cx}" y="${cy + size * 0.36}" text-anchor="middle" font-size="${size}" font-weight="800" fill="${bg}" letter-spacing="0.5">${esc(letters)}</text>`
  );
}

/** Small Donami gift mark (lid, box, ribbon gap and a bow) in an s x s square at x, y. */
export function giftMark(x: number, y: number, s: number, fill: string): string {
  const g = s * 0.14;
  const half = (s - g) / 2;
  const inset = s * 0.07;
  const bodyHalf = half - inset;
  const r = n(s * 0.07);
  const rect = (rx: number, ry: number, w: number, h: number) => `<rect x="${n(rx)}" y="${n(ry)}" width="${n(w)}" height="${n(h)}" rx="${r}"/>`;
  const cx = x + s / 2;
  const by = y + s * 0.24;
  const loop = (dir: number) =>
    `M${n(cx)} ${n(by)}c${n(dir * -0.06 * s)} ${n(-0.2 * s)} ${n(dir * -0.34 * s)} ${n(-0.3 * s)} ${n(dir * -0.34 * s)} ${n(-0.12 * s)}` +
    `c0 ${n(0.1 * s)} ${n(dir * 0.2 * s)} ${n(0.12 * s)} ${n(dir * 0.34 * s)} ${n(0.12 * s)}z`;
  return (
    `<g fill="${fill}">` +
    rect(x, y + s * 0.26, half, s * 0.22) +
    rect(x + half + g, y + s * 0.26, half, s * 0.22) +
    rect(x + inset, y + s * 0.52, bodyHalf, s * 0.48) +
    rect(x + half + g, y + s * 0.52, bodyHalf, s * 0.48) +
    `<path d="${loop(1)}${loop(-1)}"/></g>`
  );
}

function corner(type: ProductType, fg: string): string {
  if (type === 'GIFTCARD_PHYSICAL') {
    // Generic contact chip.
    return (
      `<g transform="translate(252 26)"><rect width="42" height="32" rx="6" fill="#e2c27a" stroke="#b8934a" stroke-width="1"/>` +
      `<path d="M0 11h13M0 21h13M29 11h13M29 21h13M13 0v32M29 0v32M13 16h16" stroke="#b8934a" stroke-width="1" fill="none"/></g>`
    );
  }
  if (type === 'GIFTCARD_BLANK') {
    return (
      `<rect x="206" y="30" width="90" height="24" rx="12" fill="none" stroke="${fg}" stroke-opacity="0.7" stroke-dasharray="4 3"/>` +
      `<text x="251" y="46" text-anchor="middle" font-size="11" font-weight="700" fill="${fg}" letter-spacing="0.3">Da attivare</text>`
    );
  }
  if (type === 'DONATION') {
    return `<path d="M273 58c-10-7.5-17-13-17-19.6 0-4.6 3.6-8.2 8-8.2 3.4 0 6.4 2.1 9 5.4 2.6-3.3 5.6-5.4 9-5.4 4.4 0 8 3.6 8 8.2 0 6.6-7 12.1-17 19.6z" fill="${fg}" opacity="0.92"/>`;
  }
  return '';
}

/** What the card's words stand on: its colour, and the sheen's lighter end over the upper left where the brand is. */
function surfaces(bg: Rgb): Rgb[] {
  return [bg, lighten(bg, 0.07)];
}

/** The weakest contrast of a text colour over every surface of the card. */
function weakest(fg: Rgb, on: Rgb[]): number {
  return Math.min(...on.map((s) => contrastRatio(fg, s)));
}

/**
 * The card's colours. The catalogue's text colour is kept when it is readable (WCAG AA, 4.5:1)
 * wherever the words stand; otherwise the first of ink, white and black that is (white words on the
 * pale "Matrimonio" card were unreadable), or the one that reads best.
 */
function colours(o: CardOptions): { bg: Rgb; fg: Rgb } {
  const bg = parseColor(o.backgroundColor) ?? parseColor(FALLBACK_BG)!;
  const on = surfaces(bg);
  const wanted = parseColor(o.textColor);
  if (wanted && weakest(wanted, on) >= AA_TEXT_CONTRAST) return { bg, fg: wanted };
  const choices = [contrastText(bg), parseColor(PALETTE.ink)!, WHITE, BLACK];
  const fg = choices.find((c) => weakest(c, on) >= AA_TEXT_CONTRAST) ?? choices.reduce((best, c) => (weakest(c, on) > weakest(best, on) ? c : best));
  return { bg, fg };
}

/** The type label's pill: a tint of the words' colour where the label stays readable on it, else solid, the label in the card's colour. */
function labelPill(fg: Rgb, bg: Rgb): { fill: string; opacity: string; text: string } {
  return contrastRatio(fg, mix(bg, fg, 0.16)) >= AA_TEXT_CONTRAST
    ? { fill: toHex(fg), opacity: '0.16', text: toHex(fg) }
    : { fill: toHex(fg), opacity: '1', text: toHex(bg) };
}

/** The title is a little softer than the brand where that stays readable, else as strong. */
function titleOpacity(fg: Rgb, bg: Rgb): string {
  return weakest(mix(bg, fg, 0.82), surfaces(bg)) >= AA_TEXT_CONTRAST ? '0.82' : '1';
}

/** Unique-ish id prefix so several cards can live in the same HTML document. */
function uid(o: CardOptions): string {
  const key = [o.brand, o.title, o.backgroundColor, o.textColor, o.productType, o.seed, o.showHand ? 1 : 0].join('|');
  return `dn${hash(key).toString(36)}`;
}

/** Inner markup of a card in the 0 0 320 202 space (includes its own defs). */
export function cardBody(o: CardOptions, id = uid(o)): string {
  const { bg, fg } = colours(o);
  const bgHex = toHex(bg);
  const fgHex = toHex(fg);
  const pattern = patternForSeed(o.seed);
  const edge = luminance(bg) > 0.6 ? '#000' : '#fff';
  const brand = brandLines(o.brand);
  const sameTitle = o.title.trim().toLowerCase() === o.brand.trim().toLowerCase();
  const title = sameTitle ? { text: '', size: 12 } : fitText(o.title, 272, 12.5, 10);
  const brandY = title.text ? 124 : 132;
  const brandText = brand.lines
    .map((line, i) => {
      const y = brandY - (brand.lines.length - 1 - i) * brand.size * 1.12;
      return `<text x="24" y="${n(y)}" font-size="${n(brand.size)}" font-weight="700" fill="${fgHex}" letter-spacing="-0.2">${esc(line)}</text>`;
    })
    .join('');
  const label = o.productType === 'GIFTCARD_BLANK' ? LABELS.GIFTCARD_BLANK : LABELS[o.productType];
  const labelW = textWidth10(label);
  const pill = labelPill(fg, bg);
  return (
    `<defs><clipPath id="${id}-c"><rect width="${CARD_W}" height="${CARD_H}" rx="${RADIUS}"/></clipPath>` +
    `<linearGradient id="${id}-g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/>` +
    `<stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.14"/></linearGradient></defs>` +
    `<rect width="${CARD_W}" height="${CARD_H}" rx="${RADIUS}" fill="${bgHex}"/>` +
    `<g clip-path="url(#${id}-c)" data-pattern="${pattern}">${patternMarkup(pattern, o.seed, bg)}</g>` +
    `<rect width="${CARD_W}" height="${CARD_H}" rx="${RADIUS}" fill="url(#${id}-g)"/>` +
    `<rect x="0.5" y="0.5" width="${CARD_W - 1}" height="${CARD_H - 1}" rx="${RADIUS - 0.5}" fill="none" stroke="${edge}" stroke-opacity="0.12"/>` +
    `<g font-family="${FONT_FAMILY}">` +
    monogram(o.brand, fgHex, bgHex) +
    corner(o.productType, fgHex) +
    brandText +
    (title.text
      ? `<text x="24" y="${n(124 + 8 + title.size)}" font-size="${n(title.size)}" fill="${fgHex}" fill-opacity="${titleOpacity(fg, bg)}">${esc(title.text)}</text>`
      : '') +
    giftMark(24, 169, 13, fgHex) +
    `<text x="42" y="181" font-size="12" font-weight="800" fill="${fgHex}" letter-spacing="0.2">Donami</text>` +
    `<rect x="${n(296 - labelW - 18)}" y="166" width="${n(labelW + 18)}" height="20" rx="10" fill="${pill.fill}" fill-opacity="${pill.opacity}"/>` +
    `<text x="${n(296 - 9)}" y="180" text-anchor="end" font-size="10" font-weight="700" fill="${pill.text}" letter-spacing="0.6">${esc(label.toUpperCase())}</text>` +
    `</g>`
  );
}

/**
 * Brand name on one line, shrunk to fit (0.6 em per character); names that would
 * become too small are split on two lines when that allows a larger size.
 */
export function brandLines(brand: string): { lines: string[]; size: number } {
  const one = fitText(brand, 272, 26, 12);
  const words = brand.trim().split(/\s+/);
  if (one.size >= 17 || words.length < 2) return { lines: [one.text], size: one.size };
  let best: { lines: [string] | [string, string]; size: number } = { lines: [one.text], size: one.size };
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const longest = Math.max(Array.from(a).length, Array.from(b).length);
    const size = Math.min(22, Math.floor((272 / (0.6 * longest)) * 10) / 10);
    if (size > best.size) best = { lines: [a, b], size };
  }
  if (best.lines.length === 2 && best.size < 12) {
    // Even two lines are too long: keep the first line whole, truncate the second.
    const second = fitText(best.lines[1], 272, 12, 12);
    const first = fitText(best.lines[0], 272, 12, 12);
    return { lines: [first.text, second.text], size: 12 };
  }
  return best;
}

function textWidth10(label: string): number {
  // Uppercase with letter spacing: a bit wider than the 0.6 em estimate.
  return Array.from(label).length * (10 * 0.68 + 0.6);
}

export function cardSvg(o: CardOptions): string {
  const id = uid(o);
  const typeText = o.productType === 'DONATION' ? 'Donazione' : 'Gift card';
  const heading = [o.brand, o.title && o.title !== o.brand ? o.title : '', typeText].filter(Boolean).join(' – ');
  const attrs = ` data-pattern="${patternForSeed(o.seed)}"`;
  if (!o.showHand) {
    return `${svgOpen(CARD_W, CARD_H, heading, attrs)}${cardBody(o, id)}</svg>`;
  }
  // Card held by a stylised hand: larger canvas, card slightly rotated.
  return (
    svgOpen(360, 260, heading, attrs) +
    `<ellipse cx="160" cy="240" rx="130" ry="7" fill="#231a33" opacity="0.08"/>` +
    `<g transform="translate(24 44) rotate(-7 160 101) scale(0.8)">` +
    handBack() +
    `<g>${cardBody(o, id)}</g>` +
    handFront() +
    `</g></svg>`
  );
}
