import {
  ACCENT_DARK,
  button,
  capitalise,
  escapeHtml,
  facts,
  footerText,
  greeting,
  layout,
  money,
  paragraph,
  type Locale,
  type RenderedEmail,
} from './layout.ts';

type BankTransferInstructionsData = {
  orderNumber: string;
  customerName: string;
  grandTotalCents: number;
  currency: string;
  iban: string;
  bic: string;
  beneficiary: string;
  /** The payment reference the transfer must carry, so the shop can match it to the order. */
  reference: string;
  orderUrl: string;
};

const copy = {
  it: {
    subject: (n: string) => `Istruzioni per il bonifico: ordine ${n}`,
    hello: 'Ciao',
    intro: (n: string) => `grazie per il tuo ordine ${n}. Per completarlo, fai un bonifico con questi dati:`,
    amount: 'Importo',
    beneficiary: 'Beneficiario',
    reference: 'Causale',
    mind: (r: string) => `Scrivi esattamente la causale ${r}: così riconosciamo subito il tuo pagamento.`,
    pending:
      'L’ordine resta in attesa finché il bonifico non arriva (di solito 1 o 2 giorni lavorativi). Appena lo riceviamo ti mandiamo un’e-mail di conferma e prepariamo le tue gift card.',
    view: 'Vedi il tuo ordine',
  },
  nl: {
    subject: (n: string) => `Gegevens voor je overboeking: bestelling ${n}`,
    hello: 'Hoi',
    intro: (n: string) => `bedankt voor je bestelling ${n}. Maak het bedrag over met deze gegevens om je bestelling af te ronden:`,
    amount: 'Bedrag',
    beneficiary: 'Begunstigde',
    reference: 'Omschrijving',
    mind: (r: string) => `Vermeld precies de omschrijving ${r}, dan herkennen we je betaling meteen.`,
    pending:
      'Je bestelling blijft in afwachting tot de overboeking binnen is (meestal 1 of 2 werkdagen). Zodra we het bedrag hebben ontvangen, sturen we je een bevestiging per e-mail en maken we je cadeaukaarten klaar.',
    view: 'Bekijk je bestelling',
  },
  en: {
    subject: (n: string) => `Bank transfer details: order ${n}`,
    hello: 'Hi',
    intro: (n: string) => `thank you for your order ${n}. To complete it, please make a bank transfer with these details:`,
    amount: 'Amount',
    beneficiary: 'Beneficiary',
    reference: 'Reference',
    mind: (r: string) => `Please use exactly the reference ${r} so we can match your payment straight away.`,
    pending:
      'Your order stays pending until the transfer arrives (usually 1 or 2 working days). As soon as we receive it, we will send you a confirmation e-mail and prepare your gift cards.',
    view: 'View your order',
  },
} satisfies Record<Locale, unknown>;

/** IBANs are read aloud and typed by hand: groups of four are easier on the eye. */
export function groupIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/** How to pay by bank transfer; the order waits until the money arrives. */
export function bankTransferInstructions(locale: Locale, d: BankTransferInstructionsData): RenderedEmail {
  const c = copy[locale];
  const hi = greeting(c.hello, d.customerName);
  const total = money(d.grandTotalCents, d.currency, locale);
  const rows: [string, string][] = [
    [c.amount, total],
    ['IBAN', groupIban(d.iban)],
    ['BIC', d.bic],
    [c.beneficiary, d.beneficiary],
    [c.reference, d.reference],
  ];
  const subject = c.subject(d.orderNumber);
  const text = [
    hi.text,
    '',
    c.intro(d.orderNumber),
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    c.mind(d.reference),
    '',
    c.pending,
    '',
    `${c.view}: ${d.orderUrl}`,
    '',
    footerText(locale),
  ].join('\n');
  const bodyHtml =
    paragraph(hi.html) +
    paragraph(escapeHtml(c.intro(d.orderNumber))) +
    facts(rows.map(([k, v]) => [k, k === c.reference ? `<span style="color:${ACCENT_DARK}">${escapeHtml(v)}</span>` : escapeHtml(v)])) +
    paragraph(escapeHtml(c.mind(d.reference))) +
    paragraph(escapeHtml(c.pending)) +
    button(d.orderUrl, c.view);
  return { subject, text, html: layout(locale, { title: subject, preheader: capitalise(c.intro(d.orderNumber)), bodyHtml }) };
}
