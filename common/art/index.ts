// Public API of the SVG artwork (pure, isomorphic string builders).
export type { CardOptions, ProductType } from './card.ts';
export { cardSvg } from './card.ts';
export { logoSvg, choiceCardSvg } from './logo.ts';
export { icons, iconSvg } from './icons.ts';
export type { PaymentMarkId } from './marks.ts';
export { paymentMarkSvg, trustMarkSvg, socialMarkSvg, socialNetworkName } from './marks.ts';
export { notFoundSvg, heroSvg, emptyBasketSvg } from './illustrations.ts';
export { PATTERNS, patternForSeed } from './patterns.ts';
export { esc as escapeXml } from './util.ts';
export { brandLogoSvg } from './brand-logo.ts';
export { PACKINGS, packingSvg } from './packing.ts';
export { alternativeChoiceSvg } from './alternative-choice.ts';
