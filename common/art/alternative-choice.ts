// The alternative all-in-one choice's image (§3 brand settings "alternative all-in-one choice
// image"): the company version of the all-in-one card, a fan of cards whose front one shows the
// icons of the categories it is spent in. No words: the same image serves every language.
import { giftMark } from './card.ts';
import { icons } from './icons.ts';
import { FONT_FAMILY, PALETTE, svgOpen } from './util.ts';

const W = 360;
const H = 240;

const back = (deg: number, fill: string) => `<g transform="rotate(${deg} 180 200)"><rect x="64" y="40" width="232" height="146" rx="12" fill="${fill}"/></g>`;

/** A briefcase: the card is given by a company. */
const briefcase =
  `<g transform="translate(258 54)" fill="none" stroke="#fff" stroke-width="2.4" stroke-linejoin="round">` +
  `<rect x="0" y="8" width="30" height="20" rx="3"/><path d="M10 8V4h10v4M0 16h30"/></g>`;

/** The image, with the icons (category icon names) of the categories the card is spent in. */
export function alternativeChoiceSvg(title: string, categoryIcons: readonly string[]): string {
  const shown = categoryIcons.filter((i) => Object.hasOwn(icons, i)).slice(0, 5);
  const tiles = shown
    .map(
      (name, i) =>
        `<g transform="translate(${84 + i * 40} 142)"><rect width="32" height="32" rx="8" fill="#fff" fill-opacity="0.16"/>` +
        `<g transform="translate(4 4)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${icons[name]}</g></g>`,
    )
    .join('');
  return (
    svgOpen(W, H, title) +
    `<ellipse cx="180" cy="222" rx="130" ry="8" fill="${PALETTE.ink}" opacity="0.1"/>` +
    back(-9, PALETTE.teal) +
    back(7, PALETTE.amber) +
    `<g transform="rotate(-2 180 120)">` +
    `<rect x="64" y="44" width="232" height="146" rx="12" fill="${PALETTE.ink}"/>` +
    `<circle cx="276" cy="60" r="56" fill="${PALETTE.brand}" opacity="0.55"/>` +
    `<rect x="64" y="44" width="232" height="146" rx="12" fill="none" stroke="#fff" stroke-opacity="0.14"/>` +
    giftMark(84, 62, 20, '#fff') +
    `<text x="112" y="79" font-family="${FONT_FAMILY}" font-size="16" font-weight="800" fill="#fff">Donami</text>` +
    briefcase +
    `<rect x="84" y="104" width="120" height="8" rx="4" fill="#fff" fill-opacity="0.7"/>` +
    `<rect x="84" y="120" width="80" height="6" rx="3" fill="#fff" fill-opacity="0.4"/>` +
    tiles +
    `</g></svg>`
  );
}
