// Previews of what a physical card comes in (§3 order lines WRAPPER and GIFT_PACKING): the
// envelope, the box and the gift packing, drawn by the shop. Shown in the gift packing preview.
import { giftMark } from './card.ts';
import { PALETTE, svgOpen } from './util.ts';

export const PACKINGS = ['giftPacking', 'envelope', 'box'] as const;
export type Packing = (typeof PACKINGS)[number];

const W = 320;
const H = 220;

/** A small card (the gift card itself) at x, y, rotated by `deg`. */
function card(x: number, y: number, deg: number): string {
  return (
    `<g transform="translate(${x} ${y}) rotate(${deg})">` +
    `<rect width="120" height="76" rx="8" fill="${PALETTE.brand}"/>` +
    `<rect x="10" y="10" width="22" height="22" rx="6" fill="#fff" fill-opacity="0.85"/>` +
    `<rect x="10" y="44" width="64" height="8" rx="4" fill="#fff" fill-opacity="0.85"/>` +
    giftMark(10, 58, 10, '#fff') +
    `</g>`
  );
}

const shadow = `<ellipse cx="160" cy="204" rx="120" ry="8" fill="${PALETTE.ink}" opacity="0.1"/>`;

const ART: Record<Packing, string> = {
  // A box in the shop's paper, tied with a ribbon and a bow, the card slipped under the ribbon.
  giftPacking:
    shadow +
    `<rect x="60" y="70" width="200" height="130" rx="10" fill="${PALETTE.violet}"/>` +
    `<g fill="#fff" fill-opacity="0.18">${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${82 + i * 34}" cy="${95 + (i % 2) * 60}" r="7"/>`).join('')}</g>` +
    `<rect x="48" y="52" width="224" height="36" rx="8" fill="${PALETTE.violet}"/>` +
    `<rect x="48" y="52" width="224" height="36" rx="8" fill="#000" fill-opacity="0.12"/>` +
    `<rect x="148" y="52" width="24" height="148" fill="${PALETTE.amber}"/>` +
    `<rect x="60" y="126" width="200" height="20" fill="${PALETTE.amber}"/>` +
    `<path d="M160 52c-12-30-52-36-46-10 3 12 30 14 46 10zM160 52c12-30 52-36 46-10-3 12-30 14-46 10z" fill="${PALETTE.amber}" stroke="#d98b17" stroke-width="2"/>` +
    `<circle cx="160" cy="52" r="9" fill="#d98b17"/>` +
    `<g transform="translate(182 138) rotate(-8)"><rect width="70" height="44" rx="6" fill="#fff"/>` +
    `<rect x="8" y="10" width="40" height="5" rx="2.5" fill="${PALETTE.muted}"/><rect x="8" y="21" width="52" height="5" rx="2.5" fill="${PALETTE.line}"/>` +
    `<rect x="8" y="31" width="30" height="5" rx="2.5" fill="${PALETTE.line}"/></g>`,
  // An envelope, open, the card halfway out.
  envelope:
    shadow +
    `<rect x="50" y="90" width="220" height="110" rx="8" fill="${PALETTE.paper}" stroke="${PALETTE.line}" stroke-width="2"/>` +
    `<path d="M52 92 160 30l108 62" fill="${PALETTE.paper}" stroke="${PALETTE.line}" stroke-width="2" stroke-linejoin="round"/>` +
    card(100, 56, -4) +
    `<path d="M50 110 160 168l110-58v84a6 6 0 0 1-6 6H56a6 6 0 0 1-6-6z" fill="#fff" stroke="${PALETTE.line}" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M50 200 140 150M270 200l-90-50" stroke="${PALETTE.line}" stroke-width="2"/>` +
    giftMark(148, 172, 24, PALETTE.brand),
  // A rigid box with its lid lifted, the card on a bed of tissue paper.
  box:
    shadow +
    `<path d="M40 120h240l-16 80H56z" fill="${PALETTE.ink}"/>` +
    `<path d="M56 120h208l-6 20H62z" fill="#fff" fill-opacity="0.9"/>` +
    card(102, 76, -2) +
    `<path d="M40 120h240l-4 18H44z" fill="${PALETTE.ink}" fill-opacity="0.85"/>` +
    `<g transform="rotate(-12 70 40)"><rect x="36" y="24" width="248" height="30" rx="6" fill="${PALETTE.ink}"/>` +
    `<rect x="36" y="24" width="248" height="30" rx="6" fill="#fff" fill-opacity="0.1"/>${giftMark(150, 28, 22, '#fff')}</g>`,
};

/** A 320 x 220 preview of a packing; `title` names it for those who cannot see it. */
export function packingSvg(packing: Packing, title: string): string {
  return `${svgOpen(W, H, title)}<rect width="${W}" height="${H}" rx="16" fill="#f4efe6"/>${ART[packing]}</svg>`;
}
