import { button, capitalise, escapeHtml, footerText, greeting, layout, longDate, money, paragraph, type Locale, type RenderedEmail } from './layout.ts';

type PaymentReceivedData = {
  orderNumber: string;
  customerName: string;
  grandTotalCents: number;
  currency: string;
  orderUrl: string;
  /** Gift cards going out by e-mail (donations do not count: they are no card). */
  digitalCount: number;
  /** Donations in the order: made now, their certificate e-mailed to the buyer. */
  donationCount?: number;
  physicalCount: number;
  /** ISO date the physical cards leave the warehouse, when known. */
  physicalDispatchDate: string | null;
};

const copy = {
  it: {
    subject: (n: string) => `Pagamento ricevuto: ordine ${n}`,
    hello: 'Ciao',
    intro: (total: string, n: string) => `abbiamo ricevuto il tuo pagamento di ${total} per l’ordine ${n}. Grazie!`,
    digital: (k: number) =>
      k === 1
        ? 'La gift card digitale parte via e-mail entro un’ora, all’indirizzo che hai indicato.'
        : `Le ${k} gift card digitali partono via e-mail entro un’ora, agli indirizzi che hai indicato.`,
    donation: (k: number) =>
      k === 1
        ? 'La donazione è fatta: l’attestato di donazione arriva via e-mail entro un’ora.'
        : `Le ${k} donazioni sono fatte: gli attestati di donazione arrivano via e-mail entro un’ora.`,
    physical: (k: number, date: string | null) => {
      const when = date ? date : 'a breve';
      return k === 1 ? `La carta fisica verrà spedita ${when}.` : `Le ${k} carte fisiche verranno spedite ${when}.`;
    },
    view: 'Vedi il tuo ordine',
  },
  nl: {
    subject: (n: string) => `Betaling ontvangen: bestelling ${n}`,
    hello: 'Hoi',
    intro: (total: string, n: string) => `we hebben je betaling van ${total} voor bestelling ${n} ontvangen. Dank je wel!`,
    digital: (k: number) =>
      k === 1
        ? 'De digitale cadeaukaart wordt binnen een uur gemaild naar het adres dat je hebt opgegeven.'
        : `De ${k} digitale cadeaukaarten worden binnen een uur gemaild naar de adressen die je hebt opgegeven.`,
    donation: (k: number) =>
      k === 1
        ? 'Je donatie is gedaan: het donatiebewijs komt binnen een uur per e-mail.'
        : `Je ${k} donaties zijn gedaan: de donatiebewijzen komen binnen een uur per e-mail.`,
    physical: (k: number, date: string | null) => {
      const when = date ? `op ${date}` : 'binnenkort';
      return k === 1 ? `De fysieke kaart wordt ${when} verzonden.` : `De ${k} fysieke kaarten worden ${when} verzonden.`;
    },
    view: 'Bekijk je bestelling',
  },
  en: {
    subject: (n: string) => `Payment received: order ${n}`,
    hello: 'Hi',
    intro: (total: string, n: string) => `we've received your payment of ${total} for order ${n}. Thank you!`,
    digital: (k: number) =>
      k === 1
        ? 'The digital gift card will be e-mailed within an hour to the address you gave.'
        : `The ${k} digital gift cards will be e-mailed within an hour to the addresses you gave.`,
    donation: (k: number) =>
      k === 1
        ? 'Your donation is made: the donation certificate arrives by e-mail within an hour.'
        : `Your ${k} donations are made: the donation certificates arrive by e-mail within an hour.`,
    physical: (k: number, date: string | null) => {
      const when = date ? `on ${date}` : 'shortly';
      return k === 1 ? `The physical card will be dispatched ${when}.` : `The ${k} physical cards will be dispatched ${when}.`;
    },
    view: 'View your order',
  },
} satisfies Record<Locale, unknown>;

/** "We received your payment": sent when an order is paid, with what happens next. */
export function paymentReceived(locale: Locale, d: PaymentReceivedData): RenderedEmail {
  const c = copy[locale];
  const hi = greeting(c.hello, d.customerName);
  const intro = c.intro(money(d.grandTotalCents, d.currency, locale), d.orderNumber);
  const notes: string[] = [];
  if (d.digitalCount > 0) notes.push(c.digital(d.digitalCount));
  if (d.donationCount) notes.push(c.donation(d.donationCount));
  if (d.physicalCount > 0) notes.push(c.physical(d.physicalCount, d.physicalDispatchDate ? longDate(d.physicalDispatchDate, locale) : null));
  const subject = c.subject(d.orderNumber);
  const text = [hi.text, '', intro, '', ...notes.flatMap((n) => [n, '']), `${c.view}: ${d.orderUrl}`, '', footerText(locale)].join('\n');
  const bodyHtml = paragraph(hi.html) + paragraph(escapeHtml(intro)) + notes.map((n) => paragraph(escapeHtml(n))).join('') + button(d.orderUrl, c.view);
  return { subject, text, html: layout(locale, { title: subject, preheader: capitalise(intro), bodyHtml }) };
}
