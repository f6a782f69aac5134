// A catalogue brand's logo (the brands modal): its monogram, the same shape as on its cards, beside
// its name, on the brand's colour. The brands are fictional; the shop draws every logo itself.
import { monogram } from './card.ts';
import { FONT_FAMILY, contrastText, esc, fitText, n, parseColor, svgOpen, toHex } from './util.ts';

export type BrandLogoOptions = { name: string; backgroundColor: string; textColor: string };

const W = 240;
const H = 96;

/** The name on one line, or on two when that reads larger. */
function nameLines(name: string): { lines: string[]; size: number } {
  const one = fitText(name, 140, 20, 10);
  const words = name.trim().split(/\s+/);
  if (one.size >= 17 || words.length < 2) return { lines: [one.text], size: one.size };
  let best = { lines: [one.text], size: one.size };
  for (let i = 1; i < words.length; i++) {
    const a = fitText(words.slice(0, i).join(' '), 140, 18, 10);
    const b = fitText(words.slice(i).join(' '), 140, 18, 10);
    const size = Math.min(a.size, b.size);
    if (size > best.size) best = { lines: [a.text, b.text], size };
  }
  return best;
}

/** A 240 x 96 logo: monogram at the left, the name at the right. */
export function brandLogoSvg(o: BrandLogoOptions): string {
  const bg = parseColor(o.backgroundColor) ?? parseColor('#3a3550')!;
  const fg = parseColor(o.textColor) ?? contrastText(bg);
  const bgHex = toHex(bg);
  const fgHex = toHex(fg);
  const { lines, size } = nameLines(o.name);
  const top = H / 2 - ((lines.length - 1) * size * 1.15) / 2 + size * 0.35;
  const text = lines
    .map((line, i) => `<text x="88" y="${n(top + i * size * 1.15)}" font-size="${n(size)}" font-weight="700" fill="${fgHex}">${esc(line)}</text>`)
    .join('');
  return (
    svgOpen(W, H, o.name) +
    `<rect width="${W}" height="${H}" rx="14" fill="${bgHex}"/>` +
    `<g font-family="${FONT_FAMILY}">${monogram(o.name, fgHex, bgHex, 46, 48)}${text}</g>` +
    `</svg>`
  );
}
