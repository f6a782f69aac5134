// Donami wordmark and the multi-brand "Tutto-in-uno" card.
import { giftMark } from './card.ts';
import { FONT_FAMILY, PALETTE, esc, parseColor, svgOpen, toHex } from './util.ts';

/** Donami wordmark with a small gift mark. With `color`, the logo is monochrome. */
export function logoSvg(o: { color?: string } = {}): string {
  const parsed = parseColor(o.color);
  const mono = parsed ? toHex(parsed) : null;
  const markColour = mono ?? PALETTE.brand;
  const textColour = mono ?? PALETTE.ink;
  return (
    svgOpen(140, 36, 'Donami') +
    giftMark(3, 4, 26, markColour) +
    `<text x="37" y="27" font-family="${FONT_FAMILY}" font-size="23" font-weight="800" letter-spacing="-0.6" fill="${textColour}">Donami</text>` +
    `</svg>`
  );
}

/** Inner markup (0 0 320 202) of the all-in-one card; `id` prefixes its defs. */
export function choiceCardBody(id = 'dn-choice'): string {
  const blobs: Array<[number, number, number, string]> = [
    [262, 30, 78, PALETTE.brand],
    [318, 138, 70, PALETTE.amber],
    [214, 190, 64, PALETTE.teal],
    [150, -10, 52, PALETTE.violet],
    [300, 230, 40, PALETTE.sky],
  ];
  const circles = blobs.map(([cx, cy, r, c]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${c}"/>`).join('');
  return (
    `<defs><clipPath id="${id}-c"><rect width="320" height="202" rx="14"/></clipPath>` +
    `<filter id="${id}-b" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>` +
    `<linearGradient id="${id}-g" x1="0" y1="0" x2="1" y2="0"><stop offset="0.35" stop-color="${PALETTE.ink}"/>` +
    `<stop offset="1" stop-color="${PALETTE.ink}" stop-opacity="0"/></linearGradient></defs>` +
    `<g clip-path="url(#${id}-c)"><rect width="320" height="202" fill="${PALETTE.ink}"/>` +
    `<g filter="url(#${id}-b)" opacity="0.95">${circles}</g>` +
    `<rect width="320" height="202" fill="url(#${id}-g)" opacity="0.55"/>` +
    // Small tiles suggesting many brands in one card.
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${212 + i * 28}" y="${26 + (i % 2) * 6}" width="22" height="22" rx="6" fill="#fff" fill-opacity="${0.22 + i * 0.08}" transform="rotate(${-8 + i * 8} ${223 + i * 28} ${37 + (i % 2) * 6})"/>`,
      )
      .join('') +
    `</g>` +
    `<rect x="0.5" y="0.5" width="319" height="201" rx="13.5" fill="none" stroke="#fff" stroke-opacity="0.14"/>` +
    `<g font-family="${FONT_FAMILY}" fill="#fff">` +
    giftMark(24, 24, 20, '#fff') +
    `<text x="52" y="42" font-size="16" font-weight="800" letter-spacing="-0.2">Donami</text>` +
    `<text x="24" y="122" font-size="30" font-weight="800" letter-spacing="-0.6">${esc('Tutto-in-uno')}</text>` +
    `<text x="24" y="144" font-size="12.5" fill-opacity="0.85">Una gift card, centinaia di marchi</text>` +
    `<rect x="24" y="166" width="86" height="20" rx="10" fill="#fff" fill-opacity="0.18"/>` +
    `<text x="67" y="180" text-anchor="middle" font-size="10" font-weight="700" letter-spacing="0.6">GIFT CARD</text>` +
    `</g>`
  );
}

/** The all-in-one gift card (redeemable at many brands). */
export function choiceCardSvg(): string {
  return `${svgOpen(320, 202, 'Donami Tutto-in-uno – Gift card')}${choiceCardBody()}</svg>`;
}
