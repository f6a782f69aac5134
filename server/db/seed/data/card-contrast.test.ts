// Issue 16: the "Matrimonio" giving moment's card had white words on a near-white picture. Every card
// the shop draws (each product and giving moment of both storefronts, as /img/card/ and
// /img/moment/ draw them) now has words that reach WCAG AA (4.5:1) against the card's colour.
import { describe, expect, it } from 'vitest';
import { cardSvg } from '../../../../common/art/index.ts';
import { contrastRatio, parseColor, PALETTE } from '../../../../common/art/util.ts';
import { products } from './products.ts';
import { givingMoments } from './moments.ts';
import { dutchGivingMoments } from './moments-nl.ts';
import { dutchProducts } from '../dutch.ts';

/**
 * The card's colour and the colours of the words drawn on it (brand, title, label, "Donami"); the
 * monogram's letters, in the card's colour on a shape of the words' colour, are not on the card.
 */
function drawn(svg: string) {
  const background = /<rect width="320" height="202" rx="14" fill="(#[0-9a-f]{6})"\/>/.exec(svg)![1]!;
  const words = [...svg.matchAll(/<text [^>]*?fill="(#[0-9a-f]{6})"(?: fill-opacity="([\d.]+)")?/g)]
    .map((m) => ({ fill: m[1]!, opacity: Number(m[2] ?? 1) }))
    .filter((w) => w.fill !== background);
  return { background: parseColor(background)!, words };
}

/** What the moment image route draws for a giving moment (server/http/images.ts). */
function momentCard(m: { slug: string; title: string; heroTitle: string; backgroundColor: string }) {
  return cardSvg({
    brand: m.heroTitle,
    title: m.title,
    backgroundColor: m.backgroundColor,
    textColor: '#ffffff',
    productType: 'GIFTCARD_DIGITAL',
    seed: m.slug,
  });
}

function weakestWords(svg: string): number {
  const { background, words } = drawn(svg);
  expect(words.length).toBeGreaterThan(0);
  // A softened word is its colour blended into the card's: what the eye gets.
  return Math.min(
    ...words.map((w) => {
      const c = parseColor(w.fill)!;
      const seen = {
        r: background.r + (c.r - background.r) * w.opacity,
        g: background.g + (c.g - background.g) * w.opacity,
        b: background.b + (c.b - background.b) * w.opacity,
      };
      return contrastRatio(seen, background);
    }),
  );
}

describe('the words on the drawn cards', () => {
  it('draws the Matrimonio card with dark words that read at 4.5:1 or more (they were white on #f2e9e4)', () => {
    const matrimonio = givingMoments.find((m) => m.slug === 'matrimonio')!;
    const svg = momentCard(matrimonio);
    expect(drawn(svg).words.every((w) => w.fill === PALETTE.ink)).toBe(true);
    expect(weakestWords(svg)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps every giving moment card of both storefronts readable', () => {
    const moments = [...givingMoments, ...dutchGivingMoments(dutchProducts(products))];
    const weak = moments.map((m) => [m.slug, weakestWords(momentCard(m))] as const).filter(([, ratio]) => ratio < 4.5);
    expect(weak).toEqual([]);
  });

  it('keeps every product card readable, and the catalogue’s own text colour wherever it already was', () => {
    const weak: string[] = [];
    for (const p of [...products, ...dutchProducts(products)]) {
      if (p.slug === 'gift-card-tutto-in-uno') continue; // drawn by its own artwork
      const svg = cardSvg({
        brand: p.brand,
        title: p.title,
        backgroundColor: p.backgroundColor,
        textColor: p.textColor,
        productType: p.productType,
        seed: p.slug,
      });
      const ratio = weakestWords(svg);
      if (ratio < 4.5) weak.push(`${p.slug}: ${ratio.toFixed(2)}`);
    }
    expect(weak).toEqual([]);
    // A dark card keeps its white words.
    const night = cardSvg({ brand: 'Notte', title: 'Notte', backgroundColor: '#14213d', textColor: '#ffffff', productType: 'GIFTCARD_DIGITAL', seed: 'notte' });
    expect(drawn(night).words.every((w) => w.fill === '#ffffff')).toBe(true);
  });
});
