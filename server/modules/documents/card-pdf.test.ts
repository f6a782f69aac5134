import { describe, expect, it } from 'vitest';
import { renderCardPdf, type CardPdfInput } from './card-pdf.ts';
import { pdfSafe } from './pdf-style.ts';
import { pdfText } from '../../../tests/helpers/pdf-text.ts';

const aurora: CardPdfInput = {
  locale: 'it',
  storeBrand: 'Donami',
  productTitle: 'Libreria Aurora gift card',
  brand: 'Libreria Aurora',
  backgroundColor: '#1f8a84',
  textColor: '#ffffff',
  valueCents: 5000,
  currency: 'EUR',
  code: 'AUR-7H2K-99QX-LM3P',
  expiresOn: '2027-11-23',
  note: 'Buon compleanno, Giulia!',
  senderName: 'Marco',
};

describe('renderCardPdf', () => {
  it('writes a PDF with the value, the code, the expiry and the note, labelled in Italian', async () => {
    const pdf = await renderCardPdf(aurora, { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('AUR-7H2K-99QX-LM3P');
    expect(text).toContain('50 €');
    expect(text).toContain('Buon compleanno, Giulia!');
    expect(text).toContain('Un messaggio da Marco');
    expect(text).toContain('CODICE');
    expect(text).toContain('VALIDO FINO AL');
    expect(text).toContain('23 novembre 2027');
    expect(text).toContain('Libreria Aurora');
    expect(text).toContain('Come usarla');
    expect(text).not.toContain('NUMERO CARTA');
  });

  it('shows number and PIN for a card redeemed on the shop, and no code', async () => {
    const pdf = await renderCardPdf({ ...aurora, code: null, number: '6280531234567890128', pin: '482913', note: null, valueCents: 2550 }, { compress: false });
    const text = pdfText(pdf);
    expect(text).toContain('NUMERO CARTA');
    expect(text).toContain('6280 5312 3456 7890 128');
    expect(text).toContain('PIN');
    expect(text).toContain('482913');
    expect(text).toContain('25,50 €');
    expect(text).toContain('/controlla-il-credito/');
    expect(text).not.toContain('CODICE');
    expect(text).not.toContain('Un messaggio');
  });

  it('sets the document title', async () => {
    const pdf = await renderCardPdf(aurora, { compress: false });
    const utf16 = Buffer.from('Libreria Aurora gift card - Gift card 50', 'utf16le').swap16();
    expect(pdf.includes(utf16)).toBe(true);
  });

  it('compresses by default, so the code is not readable in the file', async () => {
    const pdf = await renderCardPdf(aurora);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/FlateDecode');
    expect(pdfText(pdf)).not.toContain('AUR-7H2K');
  });

  it('labels the card in Dutch for the Dutch storefront', async () => {
    const text = pdfText(await renderCardPdf({ ...aurora, locale: 'nl' }, { compress: false }));
    expect(text).toContain('GELDIG TOT');
    expect(text).toContain('23 november 2027');
  });

  it('drops characters the PDF font cannot draw instead of printing garbage', () => {
    expect(pdfSafe('Auguri zażółć 🎁 ciao')).toBe('Auguri zazólc ciao');
    expect(pdfSafe('Perché no? 10 €')).toBe('Perché no? 10 €');
  });
});
