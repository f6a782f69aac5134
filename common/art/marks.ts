// Generic payment and trust marks (abstract drawings, no real logos), and the social networks' own
// marks (simple-icons) for the links to the shop's pages there.
import { siFacebook, siInstagram, siPinterest, siTiktok, siX, siYoutube } from 'simple-icons';
import { FONT_FAMILY, PALETTE, esc, hash, n, svgOpen } from './util.ts';

export type PaymentMarkId = 'card' | 'wallet' | 'bankredirect' | 'instant' | 'banktransfer' | 'invoice' | 'secure';

const bank = (x: number, y: number, s: number, c: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${c}"><path d="M10 0 20 5.5H0z"/>` +
  `<rect x="2" y="7" width="2.6" height="8"/><rect x="6.6" y="7" width="2.6" height="8"/><rect x="10.8" y="7" width="2.6" height="8"/>` +
  `<rect x="15.4" y="7" width="2.6" height="8"/><rect x="0" y="16" width="20" height="2.4" rx="0.6"/></g>`;

const PAYMENT: Record<PaymentMarkId, string> = {
  card:
    `<rect x="10" y="7" width="28" height="18" rx="3" fill="${PALETTE.sky}"/><rect x="10" y="11" width="28" height="3.6" fill="${PALETTE.ink}" opacity="0.55"/>` +
    `<rect x="13.5" y="18.5" width="8" height="2.4" rx="1.2" fill="#fff" opacity="0.85"/><circle cx="31" cy="20" r="2.6" fill="#fff" opacity="0.55"/><circle cx="33.8" cy="20" r="2.6" fill="#fff" opacity="0.85"/>`,
  wallet:
    `<path d="M12 10.5 29 6.5a2 2 0 0 1 2.4 1.6l.5 2.4" fill="none" stroke="${PALETTE.teal}" stroke-width="1.8" stroke-linejoin="round"/>` +
    `<rect x="10" y="10" width="28" height="16" rx="3" fill="${PALETTE.teal}"/><rect x="28" y="14.5" width="11" height="7" rx="2.4" fill="#fff"/><circle cx="31.5" cy="18" r="1.5" fill="${PALETTE.teal}"/>`,
  bankredirect:
    bank(9, 7, 1, PALETTE.violet) +
    `<path d="M31 16h9M36.5 12.5 40 16l-3.5 3.5" fill="none" stroke="${PALETTE.brand}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`,
  instant: `<path d="M26.5 5 16 18h7l-2 9 11-13.5h-7z" fill="${PALETTE.amber}" stroke="#d98b17" stroke-width="1" stroke-linejoin="round"/>`,
  banktransfer: bank(13, 6.5, 1.1, PALETTE.ink),
  invoice:
    `<path d="M16 5h11l6 6v16a1 1 0 0 1-1 1H16a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" fill="#fff" stroke="${PALETTE.ink}" stroke-width="1.6" stroke-linejoin="round"/>` +
    `<path d="M27 5v6h6" fill="none" stroke="${PALETTE.ink}" stroke-width="1.6" stroke-linejoin="round"/>` +
    `<path d="M19 15h10M19 19h10M19 23h6" stroke="${PALETTE.brand}" stroke-width="1.6" stroke-linecap="round"/>`,
  secure:
    `<path d="M19 14v-3a5 5 0 0 1 10 0v3" fill="none" stroke="${PALETTE.teal}" stroke-width="2.4"/>` +
    `<rect x="15.5" y="14" width="17" height="13" rx="2.5" fill="${PALETTE.teal}"/><circle cx="24" cy="19.5" r="2" fill="#fff"/><rect x="23.1" y="20" width="1.8" height="4" rx="0.9" fill="#fff"/>`,
};

/** Small 48 x 32 badge for a payment method family. */
export function paymentMarkSvg(id: PaymentMarkId, label: string): string {
  const art = Object.hasOwn(PAYMENT, id) ? PAYMENT[id] : PAYMENT.card;
  return svgOpen(48, 32, label) + `<rect x="0.5" y="0.5" width="47" height="31" rx="5" fill="#fff" stroke="${PALETTE.line}"/>${art}</svg>`;
}

// Inner glyphs for the trust seal, drawn around (0, 0) in white.
const SEAL_GLYPHS = {
  lock: '<path d="M-4 -1v-3a4 4 0 0 1 8 0v3" fill="none" stroke="#fff" stroke-width="2"/><rect x="-6" y="-1" width="12" height="9" rx="2" fill="#fff"/>',
  star: '<path d="m0 -8 2.35 4.8 5.25.75-3.8 3.7.9 5.25L0 4 -4.7 6.5l.9-5.25-3.8-3.7 5.25-.75z" fill="#fff"/>',
  bolt: '<path d="M2 -9-5 1h4.5l-1.5 8 7-10H.5z" fill="#fff"/>',
  chat: '<path d="M-7 -5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2h-5l-4 3.5V3h-1a2 2 0 0 1-2-2z" fill="#fff"/>',
  check: '<path d="m-5.5 0 3.8 3.8L6 -4" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>',
  gift: '<rect x="-6.5" y="-3" width="13" height="10" rx="1.5" fill="#fff"/><path d="M0 -3C-1.5 -7 -6 -7 -4.5 -4.5M0 -3c1.5-4 6-4 4.5-1.5" fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round"/>',
};

function sealGlyph(id: string): { glyph: string; colour: string } {
  const key = id.toLowerCase();
  if (/secur|safe|pay|sicur|lock/.test(key)) return { glyph: SEAL_GLYPHS.lock, colour: PALETTE.teal };
  if (/rating|review|satisf|star|client|recens/.test(key)) return { glyph: SEAL_GLYPHS.star, colour: PALETTE.amber };
  if (/deliver|instant|fast|email|consegn|rapid/.test(key)) return { glyph: SEAL_GLYPHS.bolt, colour: PALETTE.violet };
  if (/support|help|assist|chat/.test(key)) return { glyph: SEAL_GLYPHS.chat, colour: PALETTE.sky };
  if (/gift|brand|regal|choice/.test(key)) return { glyph: SEAL_GLYPHS.gift, colour: PALETTE.brand };
  return { glyph: SEAL_GLYPHS.check, colour: PALETTE.brand };
}

function rosette(cx: number, cy: number, inner: number, outer: number, count: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const a0 = (i / count) * Math.PI * 2;
    const am = ((i + 0.5) / count) * Math.PI * 2;
    const a1 = ((i + 1) / count) * Math.PI * 2;
    if (i === 0) d += `M${n(cx + Math.cos(a0) * inner)} ${n(cy + Math.sin(a0) * inner)}`;
    d += `Q${n(cx + Math.cos(am) * outer)} ${n(cy + Math.sin(am) * outer)} ${n(cx + Math.cos(a1) * inner)} ${n(cy + Math.sin(a1) * inner)}`;
  }
  return `${d}Z`;
}

/** Splits a label in up to two balanced lines. */
function twoLines(label: string): string[] {
  const words = label.trim().split(/\s+/);
  if (label.length <= 18 || words.length < 2) return [label.trim()];
  let best = 1;
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const diff = Math.abs(words.slice(0, i).join(' ').length - words.slice(i).join(' ').length);
    if (diff < bestDiff) [best, bestDiff] = [i, diff];
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

/** A seal with the label text beside it, e.g. "Pagamenti sicuri". */
export function trustMarkSvg(id: string, label: string): string {
  const { glyph, colour } = sealGlyph(id);
  const lines = twoLines(label);
  const size = 12.5;
  const textW = Math.max(...lines.map((l) => 0.6 * size * Array.from(l).length));
  const w = Math.ceil(56 + textW + 12);
  const h = 48;
  const y0 = lines.length === 1 ? 28.5 : 21.5;
  return (
    svgOpen(w, h, label) +
    `<rect x="0.5" y="0.5" width="${w - 1}" height="${h - 1}" rx="12" fill="#fff" stroke="${PALETTE.line}"/>` +
    `<path d="${rosette(26, 24, 16.5, 19.5, 14)}" fill="${colour}"/>` +
    `<circle cx="26" cy="24" r="13" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="1" stroke-dasharray="2 2"/>` +
    `<g transform="translate(26 24)">${glyph}</g>` +
    `<g font-family="${FONT_FAMILY}" font-size="${size}" fill="${PALETTE.ink}">` +
    lines.map((l, i) => `<text x="54" y="${n(y0 + i * 15)}"${i === 0 ? ' font-weight="700"' : ` fill="${PALETTE.muted}"`}>${esc(l)}</text>`).join('') +
    `</g></svg>`
  );
}

const SOCIAL_COLOURS = [PALETTE.brand, PALETTE.violet, PALETTE.teal, PALETTE.sky, PALETTE.ink, '#c2410c'];

/** A 24 x 24 social network mark: the network's own in a rounded square of its colour, else its initial. */
const SOCIAL_ICONS: Record<string, { hex: string; path: string }> = {
  facebook: siFacebook,
  instagram: siInstagram,
  youtube: siYoutube,
  tiktok: siTiktok,
  pinterest: siPinterest,
  x: siX,
};
/** The social networks the shop can link to, each with its mark. */
export const socialNetworks = ['facebook', 'instagram', 'linkedin', 'youtube', 'tiktok', 'pinterest', 'x'] as const;

const SOCIAL_NAMES: Record<(typeof socialNetworks)[number], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  x: 'X',
};

/** A social network's name as people write it ("linkedin" -> "LinkedIn"): the link's accessible name and the mark's title. */
export function socialNetworkName(network: string): string {
  const name = network.trim() || '?';
  return (SOCIAL_NAMES as Record<string, string>)[name.toLowerCase()] ?? name.charAt(0).toUpperCase() + name.slice(1);
}

export function socialMarkSvg(network: string): string {
  const name = network.trim() || '?';
  const title = socialNetworkName(name);
  const brand = SOCIAL_ICONS[name.toLowerCase()];
  // The network's own mark (simple-icons, CC0), white on its colour; a network it lacks gets its initial.
  if (brand)
    return (
      svgOpen(24, 24, title) +
      `<rect width="24" height="24" rx="7" fill="#${brand.hex}"/>` +
      `<path transform="translate(5 5) scale(0.5833)" fill="#fff" d="${brand.path}"/></svg>`
    );
  const letter = (Array.from(name.replace(/[^\p{L}\p{N}]/gu, ''))[0] ?? '?').toUpperCase();
  const colour = SOCIAL_COLOURS[hash(`social:${name.toLowerCase()}`) % SOCIAL_COLOURS.length];
  return (
    svgOpen(24, 24, title) +
    `<rect width="24" height="24" rx="7" fill="${colour}"/>` +
    `<text x="12" y="16.6" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="13" font-weight="800" fill="#fff">${esc(letter)}</text></svg>`
  );
}
