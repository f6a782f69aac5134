import { describe, expect, it } from 'vitest';
import {
  bankTransferInstructions,
  cardDelivery,
  escapeHtml,
  orderConfirmation,
  paymentReceived,
  type CardDeliveryData,
  type OrderConfirmationData,
} from './index.ts';

// Intl puts a no-break space between amount and euro sign; people read it as a space.
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

const order: OrderConfirmationData = {
  orderNumber: 'DN-2026-000123',
  customerName: 'Giulia Bianchi',
  lines: [
    { title: 'Libreria Aurora gift card', quantity: 2, unitCents: 1000, totalCents: 2000 },
    { title: 'Gift card Tutto-in-uno', quantity: 1, unitCents: 500, totalCents: 500 },
  ],
  adjustments: [{ title: 'Spese di spedizione', cents: 0 }],
  grandTotalCents: 2500,
  currency: 'EUR',
  paymentMethodLabel: 'Carta di credito',
  digitalPromise: true,
  physicalDispatchDate: '2026-11-23',
  registeredMail: true,
  orderUrl: 'https://www.donami.it/cassa/grazie/?order=DN-2026-000123',
};

describe('orderConfirmation', () => {
  it('tells an Italian customer in Italian what was ordered, the total and when it ships', () => {
    const mail = orderConfirmation('it', order);
    expect(mail.subject).toBe('Abbiamo ricevuto il tuo ordine DN-2026-000123');
    for (const body of [plain(mail.text), plain(mail.html)]) {
      expect(body).toContain('DN-2026-000123');
      expect(body).toContain('25,00 €');
      expect(body).toContain('Libreria Aurora gift card');
      expect(body).toContain('lunedì 23 novembre 2026');
      expect(body).toContain('raccomandata');
      expect(body).toContain('entro un’ora');
      expect(body).toContain('Carta di credito');
    }
    expect(mail.html).toContain('lang="it"');
    expect(mail.html).toContain('href="https://www.donami.it/cassa/grazie/?order=DN-2026-000123"');
    expect(plain(mail.text)).toContain('2 × Libreria Aurora gift card: 20,00 €');
  });

  it('leaves out the delivery promises that do not apply', () => {
    const mail = orderConfirmation('it', { ...order, digitalPromise: false, physicalDispatchDate: null, registeredMail: false });
    expect(mail.text).not.toContain('entro un’ora');
    expect(mail.text).not.toContain('partono');
    expect(mail.text).not.toContain('raccomandata');
  });

  it('escapes what the customer typed, so a name cannot inject markup', () => {
    const mail = orderConfirmation('it', {
      ...order,
      customerName: '<script>alert(1)</script>',
      lines: [{ title: 'A & B "<b>"', quantity: 1, unitCents: 100, totalCents: 100 }],
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('A &amp; B &quot;&lt;b&gt;&quot;');
    expect(mail.text).toContain('<script>alert(1)</script>');
  });

  it('refuses a non-web order link', () => {
    const mail = orderConfirmation('it', { ...order, orderUrl: 'javascript:alert(1)' });
    expect(mail.html).not.toContain('javascript:');
  });

  it('speaks Dutch and English with their own money and dates', () => {
    const nl = orderConfirmation('nl', order);
    expect(nl.subject).toBe('We hebben je bestelling DN-2026-000123 ontvangen');
    expect(plain(nl.text)).toContain('€ 25,00');
    expect(nl.text).toContain('maandag 23 november 2026');
    expect(nl.html).toContain('lang="nl"');
    const en = orderConfirmation('en', order);
    expect(en.subject).toBe("We've received your order DN-2026-000123");
    expect(en.text).toContain('€25.00');
    expect(en.text).toContain('Monday, 23 November 2026');
  });
});

describe('paymentReceived', () => {
  const data = {
    orderNumber: 'DN-7',
    customerName: 'Giulia',
    grandTotalCents: 12550,
    currency: 'EUR',
    orderUrl: 'https://www.donami.it/o/7',
    digitalCount: 2,
    physicalCount: 1,
    physicalDispatchDate: '2026-11-24',
  };
  it('confirms the amount and says what comes next, with counts', () => {
    const mail = paymentReceived('it', data);
    expect(mail.subject).toBe('Pagamento ricevuto: ordine DN-7');
    expect(plain(mail.text)).toContain('125,50 €');
    expect(mail.text).toContain('Le 2 gift card digitali partono via e-mail entro un’ora');
    expect(mail.text).toContain('La carta fisica verrà spedita martedì 24 novembre 2026.');
  });
  it('says nothing about digital cards when there are none, and "a breve" without a date', () => {
    const mail = paymentReceived('it', { ...data, digitalCount: 0, physicalCount: 3, physicalDispatchDate: null });
    expect(mail.text).not.toContain('digitali');
    expect(mail.text).toContain('Le 3 carte fisiche verranno spedite a breve.');
  });
});

describe('bankTransferInstructions', () => {
  const data = {
    orderNumber: 'DN-9',
    customerName: 'Luca',
    grandTotalCents: 30000,
    currency: 'EUR',
    iban: 'IT60X0542811101000000123456',
    bic: 'BPMOIT22XXX',
    beneficiary: 'Donami S.r.l.',
    reference: 'DN-9-4KQ2',
    orderUrl: 'https://www.donami.it/o/9',
  };
  it('gives the transfer details and explains the order waits for the money', () => {
    const mail = bankTransferInstructions('it', data);
    expect(mail.subject).toContain('DN-9');
    const text = plain(mail.text);
    expect(text).toContain('Importo: 300,00 €');
    expect(text).toContain('IBAN: IT60 X054 2811 1010 0000 0123 456');
    expect(text).toContain('BIC: BPMOIT22XXX');
    expect(text).toContain('Beneficiario: Donami S.r.l.');
    expect(text).toContain('Causale: DN-9-4KQ2');
    expect(text).toContain('resta in attesa');
    expect(text).toContain('e-mail di conferma');
    expect(mail.html).toContain('IT60 X054 2811 1010 0000 0123 456');
  });
});

describe('cardDelivery', () => {
  const gift: CardDeliveryData = {
    receiverName: 'Giulia',
    senderName: 'Marco',
    productTitle: 'Libreria Aurora',
    valueCents: 5000,
    currency: 'EUR',
    note: 'Buon compleanno!\nUn abbraccio <3',
    cards: [{ code: 'AUR-7H2K-99QX', expiresOn: '2027-11-23' }],
  };
  it('tells the receiver who sent it, shows the note and the code', () => {
    const mail = cardDelivery('it', gift);
    expect(mail.subject).toBe('Marco ti ha regalato una gift card Libreria Aurora');
    expect(plain(mail.text)).toContain('Marco ti ha regalato una gift card Libreria Aurora da 50,00 €.');
    expect(mail.text).toContain('> Buon compleanno!');
    expect(mail.text).toContain('Codice: AUR-7H2K-99QX');
    expect(mail.text).toContain('Valido fino al: 23 novembre 2027');
    expect(mail.text).toContain('In allegato trovi la gift card in PDF');
    expect(mail.html).toContain('Buon compleanno!<br>Un abbraccio &lt;3');
    expect(mail.html).toContain('AUR-7H2K-99QX');
  });
  it('shows number and PIN for each of several cards', () => {
    const mail = cardDelivery('it', {
      ...gift,
      senderName: '',
      note: null,
      cards: [
        { number: '6280531234567890128', pin: '111111' },
        { number: '6280531234567890136', pin: '222222' },
      ],
    });
    expect(mail.subject).toBe('La tua gift card Libreria Aurora è arrivata');
    expect(mail.text).toContain('ecco le tue 2 gift card');
    expect(mail.text).toContain('Gift card 2');
    expect(mail.text).toContain('Numero carta: 6280 5312 3456 7890 136');
    expect(mail.text).toContain('PIN: 222222');
    expect(mail.text).not.toContain('Codice:');
    expect(mail.html).not.toContain('<blockquote');
  });
  it('escapes a hostile sender name everywhere in the HTML', () => {
    const mail = cardDelivery('it', { ...gift, senderName: '<img src=x onerror=alert(1)>' });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;');
  });
});
