import { describe, it, expect } from 'vitest';
import type { CardOptions, ProductType } from './index.ts';
import {
  PATTERNS,
  cardSvg,
  choiceCardSvg,
  emptyBasketSvg,
  escapeXml,
  heroSvg,
  iconSvg,
  icons,
  logoSvg,
  notFoundSvg,
  patternForSeed,
  paymentMarkSvg,
  socialMarkSvg,
  socialNetworkName,
  trustMarkSvg,
} from './index.ts';
import { must } from '../must.ts';

const base: CardOptions = {
  brand: 'Bottega Lina',
  title: 'Moda e accessori',
  backgroundColor: '#1f6f6a',
  textColor: '#ffffff',
  productType: 'GIFTCARD_DIGITAL',
  seed: 'product-1',
};

/** Well-formed-ish: one root svg with viewBox, size, role and a non-empty title. */
function expectAccessibleSvg(svg: string): void {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).toMatch(/^<svg[^>]* viewBox="0 0 [\d.]+ [\d.]+"/);
  expect(svg).toMatch(/^<svg[^>]* width="[\d.]+" height="[\d.]+"/);
  expect(svg).toMatch(/^<svg[^>]* role="img"/);
  expect(svg).toMatch(/^<svg[^>]*><title>[^<]+<\/title>/);
  // Tags are balanced for the elements we open with a body.
  for (const tag of ['svg', 'g', 'text', 'title', 'defs', 'clipPath', 'linearGradient', 'filter']) {
    const open = svg.match(new RegExp(`<${tag}[\\s>]`, 'g'))?.length ?? 0;
    const close = svg.match(new RegExp(`</${tag}>`, 'g'))?.length ?? 0;
    expect(close, `<${tag}> balance`).toBe(open);
  }
  // Nothing unescaped in text content.
  for (const m of svg.matchAll(/>([^<]*)</g)) expect(m[1]).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
}

function brandFontSize(svg: string): number {
  const m = /<text x="24" y="\d+" font-size="([\d.]+)" font-weight="700"/.exec(svg);
  if (!m) throw new Error('brand text not found');
  return Number(m[1]);
}

describe('cardSvg', () => {
  const types: ProductType[] = ['GIFTCARD_DIGITAL', 'GIFTCARD_PHYSICAL', 'GIFTCARD_BLANK', 'DONATION'];

  it('produces an accessible SVG for every product type, with and without hand', () => {
    for (const productType of types) {
      for (const showHand of [false, true]) {
        const svg = cardSvg({ ...base, productType, showHand });
        expectAccessibleSvg(svg);
        expect(svg).toContain(showHand ? 'viewBox="0 0 360 260"' : 'viewBox="0 0 320 202"');
      }
    }
  });

  it('marks product types visibly', () => {
    expect(cardSvg({ ...base, productType: 'GIFTCARD_BLANK' })).toContain('Da attivare');
    expect(cardSvg({ ...base, productType: 'DONATION' })).toContain('DONAZIONE');
    expect(cardSvg({ ...base, productType: 'GIFTCARD_DIGITAL' })).toContain('GIFT CARD');
    expect(cardSvg({ ...base, productType: 'GIFTCARD_PHYSICAL' })).toContain('#e2c27a'); // chip
  });

  it('escapes brand and title text', () => {
    const svg = cardSvg({ ...base, brand: 'Caffè & "Co" <b>', title: "L'ora del caffè" });
    expectAccessibleSvg(svg);
    expect(svg).not.toContain('<b>');
    expect(svg).not.toContain('"Co"');
    expect(svg).toContain('Caffè &amp; &quot;Co&quot; &lt;b&gt;');
    expect(svg).toContain('L&#39;ora del caffè');
    expect(escapeXml(`<a href="x">&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;');
  });

  it('does not let colours inject markup', () => {
    const svg = cardSvg({ ...base, backgroundColor: '"/><script>alert(1)</script>', textColor: 'red" onload="x' });
    expectAccessibleSvg(svg);
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('onload');
  });

  it('is deterministic', () => {
    expect(cardSvg(base)).toBe(cardSvg({ ...base }));
    expect(cardSvg({ ...base, showHand: true })).toBe(cardSvg({ ...base, showHand: true }));
    expect(heroSvg()).toBe(heroSvg());
  });

  it('chooses among several patterns depending on the seed', () => {
    expect(PATTERNS.length).toBeGreaterThanOrEqual(6);
    const seen = new Set<string>();
    const markup = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const svg = cardSvg({ ...base, seed: `seed-${i}` });
      const m = /data-pattern="(\w+)"/.exec(svg);
      expect(m?.[1]).toBe(patternForSeed(`seed-${i}`));
      seen.add(must(m?.[1], 'the card names its pattern'));
      markup.add(svg);
    }
    expect(seen.size).toBeGreaterThanOrEqual(4);
    expect(markup.size).toBe(20);
  });

  it('shrinks the font size for long brand names, and keeps them inside the card', () => {
    const fits = (svg: string) => {
      for (const m of svg.matchAll(/<text x="24" y="[\d.]+" font-size="([\d.]+)" font-weight="700"[^>]*>([^<]*)<\/text>/g)) {
        const [, size, text] = m;
        const chars = Array.from(must(text, 'the pattern has a text group').replace(/&[a-z#0-9]+;/g, '_')).length;
        expect(0.6 * Number(size) * chars).toBeLessThanOrEqual(272);
      }
    };
    const short = brandFontSize(cardSvg({ ...base, brand: 'Zeno' }));
    const mediumSvg = cardSvg({ ...base, brand: 'Fondazione Mare Pulito Onlus' });
    const longSvg = cardSvg({ ...base, brand: 'Libreria delle Meraviglie e dei Sogni Antichi di Roma' });
    const hugeSvg = cardSvg({ ...base, brand: 'Supercalifragilistichespiralidoso'.repeat(3) });
    expect(short).toBe(26);
    expect(brandFontSize(mediumSvg)).toBeLessThan(short);
    expect(brandFontSize(longSvg)).toBeLessThan(brandFontSize(mediumSvg));
    expect(brandFontSize(hugeSvg)).toBe(12);
    expect(hugeSvg).toContain('…');
    for (const svg of [mediumSvg, longSvg, hugeSvg]) fits(svg);
  });
});

describe('logo, illustrations and marks', () => {
  it('are accessible SVGs', () => {
    const all = [
      logoSvg(),
      logoSvg({ color: '#ffffff' }),
      choiceCardSvg(),
      notFoundSvg(),
      notFoundSvg('nl'),
      heroSvg(),
      emptyBasketSvg(),
      trustMarkSvg('secure', 'Pagamenti sicuri'),
      trustMarkSvg('rating', 'Clienti soddisfatti 4,8/5'),
      socialMarkSvg('instagram'),
      ...(['card', 'wallet', 'bankredirect', 'instant', 'banktransfer', 'invoice', 'secure'] as const).map((id) => paymentMarkSvg(id, `Metodo ${id}`)),
    ];
    for (const svg of all) expectAccessibleSvg(svg);
    expect(choiceCardSvg()).toContain('Tutto-in-uno');
    // Each storefront's 404 has its own scene, named in its language.
    expect(notFoundSvg('nl')).not.toBe(notFoundSvg('it'));
    expect(notFoundSvg('nl')).toContain('Pagina niet gevonden');
    expect(notFoundSvg('it')).toContain('Pagina non trovata');
    expect(logoSvg({ color: '#ffffff' })).not.toContain('#d9415d');
  });

  it('escapes labels and network names', () => {
    expect(trustMarkSvg('x', 'A & <B>')).toContain('A &amp; &lt;B&gt;');
    expect(paymentMarkSvg('card', 'Carta "X"')).toContain('<title>Carta &quot;X&quot;</title>');
    const social = socialMarkSvg('<evil>');
    expectAccessibleSvg(social);
    expect(social).not.toContain('<evil>');
  });

  it("draws a social network's own mark in its colour, and the initial for one it has no mark of", () => {
    const instagram = socialMarkSvg('instagram');
    expect(instagram).toContain('<title>Instagram</title>');
    expect(instagram).toMatch(/<path transform="[^"]+" fill="#fff" d="M[^"]{100,}"/);
    expect(instagram).not.toContain('<text');
    expect(socialMarkSvg('youtube')).toContain('fill="#FF0000"');
    expect(['facebook', 'linkedin', 'tiktok', 'youtube', 'mastodon'].map(socialNetworkName)).toEqual(['Facebook', 'LinkedIn', 'TikTok', 'YouTube', 'Mastodon']);
    const linkedin = socialMarkSvg('linkedin');
    expect(linkedin).toContain('<title>LinkedIn</title>');
    expect(linkedin).toMatch(/<text[^>]*>L<\/text>/);
  });
});

describe('icons', () => {
  const required = [
    'search',
    'close',
    'menu',
    'basket',
    'user',
    'chevron-down',
    'chevron-right',
    'chevron-left',
    'arrow-up',
    'gift',
    'check',
    'info',
    'alert',
    'globe',
    'phone',
    'mail',
    'map-pin',
    'trash',
    'plus',
    'minus',
    'heart',
    'truck',
    'clock',
    'shield',
    'card',
    'lock',
    'star',
    'fashion',
    'restaurant',
    'travel',
    'tech',
    'sport',
    'beauty',
    'book',
    'experience',
    'home',
    'kids',
    'entertainment',
    'wellness',
    'food',
    'donation',
    'music',
    'pets',
  ];

  it('has every required icon', () => {
    for (const name of required) expect(icons[name], name).toMatch(/^<(path|circle|rect)/);
  });

  it('wraps an icon in a hidden, sized svg', () => {
    const svg = iconSvg('search', 20);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('viewBox="0 0 24 24"');
    expect(svg).toContain('width="20" height="20"');
    expect(svg).toContain('aria-hidden="true"');
    expect(svg).toContain('focusable="false"');
    expect(svg).toContain('stroke="currentColor"');
    expect(iconSvg('constructor')).not.toContain('function');
  });
});
