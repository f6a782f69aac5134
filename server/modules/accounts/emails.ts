// The account e-mails: the "forgot password" link. Pure (locale, data) => { subject, text, html },
// in the shop's e-mail frame.
import { button, escapeHtml, footerText, greeting, layout, paragraph, type Locale, type RenderedEmail } from '../notifications/index.ts';

export type PasswordResetData = { firstName: string | null; resetUrl: string; validMinutes: number };

const copy = {
  it: {
    subject: 'Scegli una nuova password',
    hello: 'Ciao',
    intro: 'abbiamo ricevuto la richiesta di scegliere una nuova password per il tuo account Donami.',
    button: 'Scegli una nuova password',
    linkText: (url: string) => `Scegli una nuova password: ${url}`,
    validity: (m: number) => `Il link è valido per ${m} minuti e si può usare una sola volta.`,
    ignore: 'Se non sei stato tu a chiederlo, ignora questa email: la tua password resta quella di prima.',
  },
  nl: {
    subject: 'Kies een nieuw wachtwoord',
    hello: 'Hoi',
    intro: 'we hebben een verzoek ontvangen om een nieuw wachtwoord te kiezen voor je Donami-account.',
    button: 'Kies een nieuw wachtwoord',
    linkText: (url: string) => `Kies een nieuw wachtwoord: ${url}`,
    validity: (m: number) => `De link is ${m} minuten geldig en werkt maar één keer.`,
    ignore: 'Heb je dit niet zelf gevraagd? Negeer dan deze e-mail: je wachtwoord blijft zoals het was.',
  },
  en: {
    subject: 'Choose a new password',
    hello: 'Hi',
    intro: 'we received a request to choose a new password for your Donami account.',
    button: 'Choose a new password',
    linkText: (url: string) => `Choose a new password: ${url}`,
    validity: (m: number) => `The link is valid for ${m} minutes and works only once.`,
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it was.',
  },
} satisfies Record<Locale, unknown>;

export function passwordResetEmail(locale: Locale, d: PasswordResetData): RenderedEmail {
  const c = copy[locale];
  const hello = greeting(c.hello, d.firstName);
  const text = [`${hello.text} ${c.intro}`, '', c.linkText(d.resetUrl), '', c.validity(d.validMinutes), c.ignore, '', footerText(locale)].join('\n');
  const bodyHtml =
    paragraph(`${hello.html} ${escapeHtml(c.intro)}`) +
    button(d.resetUrl, c.button) +
    paragraph(escapeHtml(c.validity(d.validMinutes))) +
    paragraph(escapeHtml(c.ignore));
  return { subject: c.subject, text, html: layout(locale, { title: c.subject, preheader: c.intro, bodyHtml }) };
}
