import { describe, expect, it } from 'vitest';
import { content } from './data/content.ts';
import { dutchContent } from './dutch.ts';

describe('the Dutch storefront content', () => {
  const nl = dutchContent(content, []);

  it('names every payment mark and trust mark in Dutch, none in Italian', () => {
    const italian = new Set([...content.paymentIcons.map((i) => i.label), ...content.trustMarks.map((m) => m.label)]);
    for (const label of [...nl.paymentIcons.map((i) => i.label), ...nl.trustMarks.map((m) => m.label)]) expect(italian.has(label), label).toBe(false);
    expect(nl.trustMarks.find((m) => m.id === 'consegna-rapida')).toMatchObject({ label: 'Digitale levering binnen 1 uur', link: '/delivery/' });
  });
});
