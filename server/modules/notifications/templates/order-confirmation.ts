import {
  INK,
  LINE,
  MUTED,
  button,
  capitalise,
  escapeHtml,
  footerText,
  greeting,
  layout,
  longDate,
  money,
  paragraph,
  type Locale,
  type RenderedEmail,
} from './layout.ts';

export type OrderConfirmationData = {
  orderNumber: string;
  customerName: string;
  lines: { title: string; quantity: number; unitCents: number; totalCents: number }[];
  adjustments: { title: string; cents: number }[];
  grandTotalCents: number;
  currency: string;
  paymentMethodLabel: string;
  /** Gift cards go out by e-mail (donations do not count: they are no card). */
  digitalPromise: boolean;
  /** Donations in the order: made on payment, their certificate e-mailed to the buyer. */
  donationCount?: number;
  /** ISO date the physical cards leave the warehouse. */
  physicalDispatchDate: string | null;
  registeredMail: boolean;
  orderUrl: string;
};

const copy = {
  it: {
    subject: (n: string) => `Abbiamo ricevuto il tuo ordine ${n}`,
    hello: 'Ciao',
    intro: (n: string) => `grazie per aver scelto Donami! Abbiamo ricevuto il tuo ordine ${n} e ce ne stiamo già occupando.`,
    product: 'Prodotto',
    quantity: 'Qtà',
    price: 'Prezzo',
    total: 'Totale',
    payment: (m: string) => `Metodo di pagamento: ${m}`,
    digital: 'Le gift card digitali arrivano via e-mail entro un’ora dalla conferma del pagamento (o alla data di consegna che hai scelto).',
    donation: (k: number) =>
      k === 1
        ? 'La donazione è fatta appena l’ordine è pagato: l’attestato di donazione arriva via e-mail entro un’ora.'
        : 'Le donazioni sono fatte appena l’ordine è pagato: gli attestati di donazione arrivano via e-mail entro un’ora.',
    dispatch: (d: string) => `Le carte fisiche partono ${d}.`,
    registered: 'Per la tua sicurezza le spediamo con posta raccomandata.',
    view: 'Vedi il tuo ordine',
  },
  nl: {
    subject: (n: string) => `We hebben je bestelling ${n} ontvangen`,
    hello: 'Hoi',
    intro: (n: string) => `bedankt voor je bestelling bij Donami! We hebben bestelling ${n} ontvangen en gaan er meteen mee aan de slag.`,
    product: 'Product',
    quantity: 'Aantal',
    price: 'Prijs',
    total: 'Totaal',
    payment: (m: string) => `Betaalmethode: ${m}`,
    digital: 'Digitale cadeaukaarten ontvang je binnen een uur na de betaling per e-mail (of op de bezorgdatum die je hebt gekozen).',
    donation: (k: number) =>
      k === 1
        ? 'De donatie is gedaan zodra de bestelling betaald is: het donatiebewijs komt binnen een uur per e-mail.'
        : 'De donaties zijn gedaan zodra de bestelling betaald is: de donatiebewijzen komen binnen een uur per e-mail.',
    dispatch: (d: string) => `De fysieke kaarten worden verzonden op ${d}.`,
    registered: 'Voor de zekerheid versturen we ze aangetekend.',
    view: 'Bekijk je bestelling',
  },
  en: {
    subject: (n: string) => `We've received your order ${n}`,
    hello: 'Hi',
    intro: (n: string) => `thank you for shopping at Donami! We've received your order ${n} and are already working on it.`,
    product: 'Product',
    quantity: 'Qty',
    price: 'Price',
    total: 'Total',
    payment: (m: string) => `Payment method: ${m}`,
    digital: 'Digital gift cards arrive by e-mail within an hour of payment (or on the delivery date you chose).',
    donation: (k: number) =>
      k === 1
        ? 'The donation is made as soon as the order is paid: the donation certificate arrives by e-mail within an hour.'
        : 'The donations are made as soon as the order is paid: the donation certificates arrive by e-mail within an hour.',
    dispatch: (d: string) => `The physical cards will be dispatched on ${d}.`,
    registered: 'To keep them safe, we send them by registered mail.',
    view: 'View your order',
  },
} satisfies Record<Locale, unknown>;

function linesTable(locale: Locale, d: OrderConfirmationData): string {
  const c = copy[locale];
  const th = (label: string, align: string) =>
    `<th scope="col" align="${align}" style="padding:8px 4px;font-size:13px;font-weight:600;color:${MUTED};border-bottom:1px solid ${LINE}">${label}</th>`;
  const td = (html: string, align: string, extra = '') =>
    `<td align="${align}" style="padding:10px 4px;font-size:15px;color:${INK};border-bottom:1px solid ${LINE};${extra}">${html}</td>`;
  const lines = d.lines
    .map(
      (l) =>
        `<tr>${td(escapeHtml(l.title), 'left')}${td(String(l.quantity), 'center')}` +
        `${td(money(l.unitCents, d.currency, locale), 'right', 'white-space:nowrap')}${td(money(l.totalCents, d.currency, locale), 'right', 'white-space:nowrap')}</tr>`,
    )
    .join('');
  const adjustments = d.adjustments
    .map(
      (a) =>
        `<tr><td colspan="3" style="padding:8px 4px;font-size:14px;color:${MUTED}">${escapeHtml(a.title)}</td>` +
        `<td align="right" style="padding:8px 4px;font-size:14px;color:${MUTED};white-space:nowrap">${money(a.cents, d.currency, locale)}</td></tr>`,
    )
    .join('');
  const total =
    `<tr><td colspan="3" style="padding:12px 4px;font-size:17px;font-weight:800;color:${INK}">${c.total}</td>` +
    `<td align="right" style="padding:12px 4px;font-size:17px;font-weight:800;color:${INK};white-space:nowrap">${money(d.grandTotalCents, d.currency, locale)}</td></tr>`;
  return (
    `<table cellpadding="0" cellspacing="0" width="100%" style="margin:0 0 20px;border-collapse:collapse">` +
    `<thead><tr>${th(c.product, 'left')}${th(c.quantity, 'center')}${th(c.price, 'right')}${th(c.total, 'right')}</tr></thead>` +
    `<tbody>${lines}${adjustments}${total}</tbody></table>`
  );
}

function deliveryNotes(locale: Locale, d: OrderConfirmationData): string[] {
  const c = copy[locale];
  const notes: string[] = [];
  if (d.digitalPromise) notes.push(c.digital);
  if (d.donationCount) notes.push(c.donation(d.donationCount));
  if (d.physicalDispatchDate) notes.push(`${c.dispatch(longDate(d.physicalDispatchDate, locale))}${d.registeredMail ? ` ${c.registered}` : ''}`);
  return notes;
}

/** "We received your order": what was bought, what it cost, and when it arrives. */
export function orderConfirmation(locale: Locale, d: OrderConfirmationData): RenderedEmail {
  const c = copy[locale];
  const hi = greeting(c.hello, d.customerName);
  const notes = deliveryNotes(locale, d);
  const subject = c.subject(d.orderNumber);
  const textLines = d.lines.map((l) => `- ${l.quantity} × ${l.title}: ${money(l.totalCents, d.currency, locale)}`);
  const textAdjustments = d.adjustments.map((a) => `- ${a.title}: ${money(a.cents, d.currency, locale)}`);
  const text = [
    hi.text,
    '',
    c.intro(d.orderNumber),
    '',
    ...textLines,
    ...textAdjustments,
    `${c.total}: ${money(d.grandTotalCents, d.currency, locale)}`,
    '',
    c.payment(d.paymentMethodLabel),
    '',
    ...notes.flatMap((n) => [n, '']),
    `${c.view}: ${d.orderUrl}`,
    '',
    footerText(locale),
  ].join('\n');
  const bodyHtml =
    paragraph(hi.html) +
    paragraph(escapeHtml(c.intro(d.orderNumber))) +
    linesTable(locale, d) +
    paragraph(escapeHtml(c.payment(d.paymentMethodLabel))) +
    notes.map((n) => paragraph(escapeHtml(n))).join('') +
    button(d.orderUrl, c.view);
  return { subject, text, html: layout(locale, { title: subject, preheader: capitalise(c.intro(d.orderNumber)), bodyHtml }) };
}
