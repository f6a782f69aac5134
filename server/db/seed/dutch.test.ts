import { describe, expect, it } from 'vitest';
import { content } from './data/content.ts';
import { dutchContent, dutchPages, dutchProducts } from './dutch.ts';
import { products } from './data/index.ts';
import { storefrontByKey } from '../../../common/storefronts.ts';

describe('the Dutch storefront content', () => {
  const nl = dutchContent(content, []);

  it('names every payment mark and trust mark in Dutch, none in Italian', () => {
    const italian = new Set([...content.paymentIcons.map((i) => i.label), ...content.trustMarks.map((m) => m.label)]);
    for (const label of [...nl.paymentIcons.map((i) => i.label), ...nl.trustMarks.map((m) => m.label)]) expect(italian.has(label), label).toBe(false);
    expect(nl.trustMarks.find((m) => m.id === 'consegna-rapida')).toMatchObject({ label: 'Digitale levering binnen 1 uur', link: '/delivery/' });
  });

  it("has a page for every Dutch legal and service path, of the Italian pages' length, with the Dutch shop's contact details", () => {
    const paths = storefrontByKey('nl')!.paths;
    const slugOf = (p: string) => p.split('/').filter(Boolean).join('-');
    const wanted = [paths.terms!, paths.privacy!, paths.contact!, paths.delivery!, paths.cancelationPolicy!, '/cookieverklaring/'].map(slugOf);
    expect(dutchPages.map((p) => p.slug).sort()).toEqual([...wanted].sort());
    for (const page of dutchPages) {
      expect(page.body.length, page.slug).toBeGreaterThanOrEqual(3);
      expect(page.body.length, page.slug).toBeLessThanOrEqual(6);
      expect(page.metaTitle, page.slug).toMatch(/ \| Donami$/);
      expect(JSON.stringify(page), page.slug).not.toMatch(/donami\.it|assistenza|Condizioni|Carrello|\+39/);
    }
    const text = (slug: string) => dutchPages.find((p) => p.slug === slug)!.body.join(' ');
    for (const needle of ['14 dagen', '21% btw', 'vóór 17:00', '98%', '5 werkdagen', '300 euro', 'wijn', 'aangetekend', '500 euro', 'klantenservice@donami.nl'])
      expect(text('algemene-voorwaarden')).toContain(needle);
    for (const needle of ['klantenservice@donami.nl', '+31 20 555 0134', 'van 09:00 tot 17:30']) expect(text('klantenservice-contact')).toContain(needle);
  });

  it('describes the all-in-one card as the choice it is, not as a card of one brand', () => {
    const choice = dutchProducts(products).find((p) => p.slug === 'alles-in-een-cadeaubon');
    expect(choice?.title).toBe('Donami Alles-in-één cadeaubon');
    expect(choice?.description).toMatch(/^Met de Donami Alles-in-één cadeaubon kiest de ontvanger zelf/);
  });
});
