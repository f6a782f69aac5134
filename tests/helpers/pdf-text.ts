import { must } from '../../common/must.ts';
/**
 * The text drawn on the pages of an uncompressed pdfkit file (Helvetica text is hex in TJ arrays),
 * one shown string per line. WinAnsi 0x80 is the euro sign, 0x92 the typographic apostrophe;
 * no-break spaces from Intl read as spaces.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const shown = [...source.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\] TJ/g)].map((m) =>
    [...must(m[1], 'the pattern has one group').matchAll(/<([0-9a-f]*)>/g)]
      .map((h) => Buffer.from(must(h[1], 'the pattern has one group'), 'hex').toString('latin1'))
      .join(''),
  );
  return shown
    .join('\n')
    .replace(/\x80/g, '€')
    .replace(/\x92/g, '’')
    .replace(/\u00a0/g, ' ');
}
