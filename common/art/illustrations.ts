// Larger illustrations: 404 page, home hero and empty basket.
import type { CardOptions } from './card.ts';
import { cardBody } from './card.ts';
import { choiceCardBody } from './logo.ts';
import { PALETTE, n, svgOpen } from './util.ts';

function sparkle(x: number, y: number, s: number, c: string): string {
  return `<path d="M${x} ${n(y - s)}Q${x} ${y} ${n(x + s)} ${y}Q${x} ${y} ${x} ${n(y + s)}Q${x} ${y} ${n(x - s)} ${y}Q${x} ${y} ${x} ${n(y - s)}Z" fill="${c}"/>`;
}

function bow(cx: number, cy: number, s: number, c: string): string {
  return (
    `<path d="M${cx} ${cy}c${n(-6 * s)} ${n(-14 * s)} ${n(-24 * s)} ${n(-16 * s)} ${n(-22 * s)} ${n(-4 * s)}c${n(1 * s)} ${n(6 * s)} ${n(12 * s)} ${n(6 * s)} ${n(22 * s)} ${n(4 * s)}z` +
    `M${cx} ${cy}c${n(6 * s)} ${n(-14 * s)} ${n(24 * s)} ${n(-16 * s)} ${n(22 * s)} ${n(-4 * s)}c${n(-1 * s)} ${n(6 * s)} ${n(-12 * s)} ${n(6 * s)} ${n(-22 * s)} ${n(4 * s)}z" fill="${c}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${n(4.5 * s)}" fill="${c}"/>`
  );
}

/** A Dutch windmill: tower, cap and four sails, at (x, y) the hub. */
function windmill(x: number, y: number): string {
  const sail = (deg: number) =>
    `<g transform="rotate(${deg} ${x} ${y})"><rect x="${x - 2.5}" y="${y - 38}" width="5" height="38" rx="2" fill="${PALETTE.muted}"/>` +
    `<rect x="${x + 2.5}" y="${y - 36}" width="10" height="28" fill="${PALETTE.paper}" stroke="${PALETTE.muted}" stroke-width="1.5"/></g>`;
  return (
    `<path d="M${x - 16} 198 ${x - 9} ${y + 6}h18l7 ${198 - y - 6}z" fill="${PALETTE.teal}"/>` +
    `<path d="M${x - 6} 198v-16a6 6 0 0 1 12 0v16z" fill="${PALETTE.ink}" opacity="0.5"/>` +
    `<path d="M${x - 12} ${y + 8}q12-18 24 0z" fill="${PALETTE.ink}" opacity="0.85"/>` +
    sail(20) +
    sail(110) +
    sail(200) +
    sail(290) +
    `<circle cx="${x}" cy="${y}" r="4.5" fill="${PALETTE.ink}"/>`
  );
}

/** What each storefront's 404 adds to the empty box (§2: an illustration per storefront). */
const notFoundScenes: Record<string, { title: string; scene: string }> = {
  it: { title: 'Pagina non trovata: un pacco regalo aperto e vuoto', scene: sparkle(70, 140, 7, PALETTE.amber) },
  nl: { title: 'Pagina niet gevonden: een lege, open cadeaudoos naast een molen', scene: windmill(272, 132) },
};

/** 404: an open, empty gift box with a question mark, beside the storefront's own scene (Italian by default). */
export function notFoundSvg(storeKey = 'it'): string {
  const { title, scene } = notFoundScenes[storeKey] ?? notFoundScenes.it!;
  return (
    svgOpen(320, 220, title) +
    `<circle cx="160" cy="112" r="96" fill="${PALETTE.paper}"/>` +
    `<circle cx="160" cy="112" r="96" fill="${PALETTE.brand}" opacity="0.05"/>` +
    `<ellipse cx="160" cy="198" rx="92" ry="9" fill="${PALETTE.ink}" opacity="0.08"/>` +
    // Box: inside wall, front, ribbon.
    `<path d="M104 120 116 100h88l12 20z" fill="${PALETTE.brandDark}"/>` +
    `<path d="M116 100h88l-6 10h-76z" fill="${PALETTE.ink}" opacity="0.25"/>` +
    `<rect x="100" y="118" width="120" height="78" rx="6" fill="${PALETTE.brand}"/>` +
    `<rect x="100" y="118" width="120" height="10" fill="${PALETTE.ink}" opacity="0.08"/>` +
    `<rect x="151" y="118" width="18" height="78" fill="${PALETTE.amber}"/>` +
    `<rect x="151" y="118" width="18" height="10" fill="${PALETTE.ink}" opacity="0.08"/>` +
    // Lid, lifted and tilted.
    `<g transform="rotate(-16 92 78)"><rect x="44" y="66" width="132" height="24" rx="6" fill="${PALETTE.brand}"/>` +
    `<rect x="44" y="84" width="132" height="6" fill="${PALETTE.ink}" opacity="0.1"/>` +
    `<rect x="101" y="66" width="18" height="24" fill="${PALETTE.amber}"/>${bow(110, 66, 0.9, PALETTE.amber)}</g>` +
    // Question mark rising from the box.
    `<path d="M238 52a16 16 0 1 1 22 15c-4 1.6-6 4.4-6 8.6v4" fill="none" stroke="${PALETTE.violet}" stroke-width="10" stroke-linecap="round"/>` +
    `<circle cx="254" cy="98" r="6" fill="${PALETTE.violet}"/>` +
    `<path d="M186 86q14-10 30-14M196 100q12-4 24-2" fill="none" stroke="${PALETTE.muted}" stroke-opacity="0.4" stroke-width="2.5" stroke-linecap="round" stroke-dasharray="1 7"/>` +
    sparkle(232, 140, 5, PALETTE.teal) +
    sparkle(204, 34, 5, PALETTE.brand) +
    `<circle cx="80" cy="40" r="3" fill="${PALETTE.teal}"/><circle cx="262" cy="176" r="3.5" fill="${PALETTE.brand}" opacity="0.6"/>` +
    scene +
    `</svg>`
  );
}

const HERO_CARDS: readonly [CardOptions, CardOptions, CardOptions, CardOptions] = [
  { brand: 'Bottega Lina', title: 'Moda e accessori', backgroundColor: '#1f6f6a', textColor: '#ffffff', productType: 'GIFTCARD_DIGITAL', seed: 'hero-1' },
  { brand: 'Trattoria Sole', title: 'Ristoranti', backgroundColor: '#f4a83a', textColor: '#231a33', productType: 'GIFTCARD_DIGITAL', seed: 'hero-2' },
  { brand: 'Viaggi Aurora', title: 'Esperienze', backgroundColor: '#5b4bb7', textColor: '#ffffff', productType: 'GIFTCARD_PHYSICAL', seed: 'hero-5' },
  { brand: 'Pixel Casa', title: 'Tecnologia', backgroundColor: '#eae4da', textColor: '#231a33', productType: 'GIFTCARD_DIGITAL', seed: 'hero-4' },
];

/** Home hero: a fan of gift cards on a soft backdrop. */
export function heroSvg(): string {
  const S = 0.74;
  const pivotX = 280;
  const pivotY = 418;
  const reach = 190; // distance from the pivot to the bottom edge of each card
  const place = (body: string, angle: number) =>
    `<g transform="rotate(${angle} ${pivotX} ${pivotY})"><g filter="url(#dn-hero-s)" transform="translate(${n(pivotX - 160 * S)} ${n(pivotY - reach - 202 * S)}) scale(${S})">${body}</g></g>`;
  const angles = [-26, -13, 13, 26] as const;
  const order = [0, 3, 1, 2] as const; // outer cards first, inner ones on top
  const cards = order.map((i) => place(cardBody(HERO_CARDS[i], `dn-hero-${i}`), angles[i])).join('');
  return (
    svgOpen(560, 360, 'Gift card Donami di tanti marchi, a ventaglio') +
    `<defs><filter id="dn-hero-s" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="8" stdDeviation="9" flood-color="${PALETTE.ink}" flood-opacity="0.2"/></filter></defs>` +
    `<ellipse cx="280" cy="188" rx="240" ry="148" fill="${PALETTE.paper}"/>` +
    `<circle cx="118" cy="92" r="64" fill="${PALETTE.amber}" opacity="0.13"/>` +
    `<circle cx="446" cy="110" r="80" fill="${PALETTE.brand}" opacity="0.09"/>` +
    `<ellipse cx="280" cy="312" rx="200" ry="12" fill="${PALETTE.ink}" opacity="0.07"/>` +
    cards +
    place(choiceCardBody('dn-hero-c'), 0) +
    sparkle(52, 210, 9, PALETTE.amber) +
    sparkle(512, 60, 8, PALETTE.brand) +
    sparkle(520, 252, 5, PALETTE.violet) +
    sparkle(172, 24, 5, PALETTE.teal) +
    `<circle cx="400" cy="22" r="4" fill="${PALETTE.teal}" opacity="0.7"/><circle cx="36" cy="120" r="3" fill="${PALETTE.brand}" opacity="0.6"/>` +
    `</svg>`
  );
}

/** Empty basket: a basket with nothing inside and a few floating sparkles. */
export function emptyBasketSvg(): string {
  const slats = [99, 120, 141].map((x) => `<path d="M${x} 108v44" stroke="#fff" stroke-opacity="0.55" stroke-width="4" stroke-linecap="round"/>`).join('');
  return (
    svgOpen(240, 180, 'Carrello vuoto') +
    `<circle cx="120" cy="96" r="76" fill="${PALETTE.paper}"/>` +
    `<circle cx="120" cy="96" r="76" fill="${PALETTE.teal}" opacity="0.05"/>` +
    `<ellipse cx="120" cy="168" rx="70" ry="7" fill="${PALETTE.ink}" opacity="0.08"/>` +
    `<path d="M88 92C88 34 152 34 152 92" stroke="${PALETTE.ink}" stroke-width="7" stroke-linecap="round" fill="none"/>` +
    `<path d="M74 96h92l-10 58a8 8 0 0 1-8 7H92a8 8 0 0 1-8-7z" fill="${PALETTE.teal}"/>` +
    `<rect x="64" y="86" width="112" height="16" rx="8" fill="${PALETTE.ink}"/>` +
    slats +
    `<path d="M168 44q10 -6 20 0" fill="none" stroke="${PALETTE.muted}" stroke-opacity="0.45" stroke-width="2.5" stroke-linecap="round" stroke-dasharray="1 6"/>` +
    sparkle(52, 60, 7, PALETTE.amber) +
    sparkle(190, 120, 6, PALETTE.brand) +
    `<circle cx="196" cy="70" r="3.5" fill="${PALETTE.violet}" opacity="0.6"/><circle cx="46" cy="130" r="3" fill="${PALETTE.teal}"/>` +
    `</svg>`
  );
}
