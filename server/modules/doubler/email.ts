import { dateFormat, intlLocales } from '../../../common/intl.ts';
import { button, capitalise, escapeHtml, footerText, layout, money, paragraph, type Locale, type RenderedEmail } from '../notifications/index.ts';

// The winner's e-mail: which card won which month, the prize and the new balance, and where the
// draw can be checked.

export type WinnerEmailData = {
  month: string;
  maskedNumber: string;
  prizeCents: number;
  balanceAfterCents: number;
  currency: string;
  capped: boolean;
  capCents: number;
  doublerUrl: string;
};

function monthName(month: string, locale: Locale): string {
  const date = new Date(`${month}-15T12:00:00Z`);
  return dateFormat(intlLocales[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

const copy = {
  it: {
    subject: (m: string) => `Hai vinto il doppiatore di ${m}!`,
    hello: 'Ciao,',
    intro: (card: string, m: string) => `la tua carta ${card} è stata estratta nel doppiatore del saldo di ${m}.`,
    prize: (prize: string, balance: string) => `Abbiamo aggiunto ${prize} alla carta: il nuovo saldo è ${balance}.`,
    capped: (cap: string) => `Il premio è raddoppiato fino al massimo di ${cap} per estrazione.`,
    verify: 'Il seme dell’estrazione ora è pubblico: sulla pagina del doppiatore puoi ricalcolare tu stesso il vincitore.',
    view: 'Vedi l’estrazione',
  },
  nl: {
    subject: (m: string) => `Je hebt de saldoverdubbelaar van ${m} gewonnen!`,
    hello: 'Hoi,',
    intro: (card: string, m: string) => `je kaart ${card} is getrokken in de saldoverdubbelaar van ${m}.`,
    prize: (prize: string, balance: string) => `We hebben ${prize} op de kaart gezet: het nieuwe saldo is ${balance}.`,
    capped: (cap: string) => `De prijs verdubbelt tot ten hoogste ${cap} per trekking.`,
    verify: 'Het zaad van de trekking is nu openbaar: op de pagina van de verdubbelaar kun je de winnaar zelf narekenen.',
    view: 'Bekijk de trekking',
  },
  en: {
    subject: (m: string) => `You won the ${m} balance doubler!`,
    hello: 'Hi,',
    intro: (card: string, m: string) => `your card ${card} was drawn in the balance doubler of ${m}.`,
    prize: (prize: string, balance: string) => `We have added ${prize} to the card: its new balance is ${balance}.`,
    capped: (cap: string) => `The prize doubles a balance up to at most ${cap} per draw.`,
    verify: 'The draw’s seed is now public: on the doubler page you can recompute the winner yourself.',
    view: 'See the draw',
  },
} satisfies Record<Locale, unknown>;

export function winnerEmail(locale: Locale, d: WinnerEmailData): RenderedEmail {
  const c = copy[locale];
  const month = monthName(d.month, locale);
  const intro = c.intro(d.maskedNumber, month);
  const lines = [
    c.prize(money(d.prizeCents, d.currency, locale), money(d.balanceAfterCents, d.currency, locale)),
    ...(d.capped ? [c.capped(money(d.capCents, d.currency, locale))] : []),
    c.verify,
  ];
  const subject = c.subject(month);
  const text = [c.hello, '', intro, '', ...lines.flatMap((l) => [l, '']), `${c.view}: ${d.doublerUrl}`, '', footerText(locale)].join('\n');
  const bodyHtml = paragraph(c.hello) + paragraph(escapeHtml(intro)) + lines.map((l) => paragraph(escapeHtml(l))).join('') + button(d.doublerUrl, c.view);
  return { subject, text, html: layout(locale, { title: subject, preheader: capitalise(intro), bodyHtml }) };
}
