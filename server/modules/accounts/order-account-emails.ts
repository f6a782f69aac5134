// The e-mails of "create an account with this order" (§6): the checkout answers the same for
// every e-mail, so what happened is told here, to the mailbox's owner only. Pure
// (locale, data) => { subject, text, html }, in the shop's e-mail frame.
import { ACCENT_DARK, button, escapeHtml, footerText, greeting, layout, paragraph, safeUrl, type Locale, type RenderedEmail } from '../notifications/index.ts';

/** An unknown e-mail: the link that makes the account with the password chosen at checkout. */
export type ConfirmAccountData = { firstName: string | null; confirmUrl: string; validHours: number };
/** A known e-mail: its owner learns of the request, and how to join the order to the account. */
export type AccountExistsData = { firstName: string | null; joinUrl: string; forgotUrl: string; validHours: number };

const copy = {
  it: {
    hello: 'Ciao',
    confirmSubject: 'Conferma il tuo account Donami',
    confirmIntro: 'hai chiesto di creare un account Donami con il tuo ordine. Manca solo un passo: conferma che questo indirizzo email è tuo.',
    confirmButton: 'Conferma il mio account',
    confirmAfter: 'Dopo la conferma accedi con la password che hai scelto alla cassa e trovi il tuo ordine nel tuo account.',
    confirmIgnore: 'Se non sei stato tu, ignora questa email: senza conferma nessun account viene creato.',
    existsSubject: 'Hai già un account Donami',
    existsIntro:
      'durante un ordine qualcuno ha chiesto di creare un account Donami con questo indirizzo email. Esiste già un account con questo indirizzo, quindi non ne abbiamo creato un altro e la tua password non è cambiata.',
    existsJoin: "Se l'ordine è tuo, accedi dal link qui sotto: l'ordine verrà collegato al tuo account.",
    existsButton: "Accedi e collega l'ordine",
    existsForgot: (url: string) => `Non ricordi la password? Scegline una nuova: ${url}`,
    existsForgotLink: 'Non ricordi la password? Scegline una nuova',
    existsIgnore: "Se non sei stato tu, ignora questa email: il tuo account resta com'era.",
    link: (label: string, url: string) => `${label}: ${url}`,
    validity: (h: number) => `Il link è valido per ${h} ore e si può usare una sola volta.`,
  },
  nl: {
    hello: 'Hoi',
    confirmSubject: 'Bevestig je Donami-account',
    confirmIntro: 'je hebt gevraagd om bij je bestelling een Donami-account aan te maken. Nog één stap: bevestig dat dit e-mailadres van jou is.',
    confirmButton: 'Bevestig mijn account',
    confirmAfter: 'Na de bevestiging log je in met het wachtwoord dat je bij het afrekenen koos, en vind je je bestelling in je account.',
    confirmIgnore: 'Was jij dit niet? Negeer dan deze e-mail: zonder bevestiging wordt er geen account aangemaakt.',
    existsSubject: 'Je hebt al een Donami-account',
    existsIntro:
      'bij een bestelling vroeg iemand om een Donami-account aan te maken met dit e-mailadres. Er bestaat al een account met dit adres, dus we hebben geen nieuw account gemaakt en je wachtwoord is niet veranderd.',
    existsJoin: 'Is de bestelling van jou? Log dan in via de link hieronder: de bestelling wordt aan je account gekoppeld.',
    existsButton: 'Log in en koppel de bestelling',
    existsForgot: (url: string) => `Wachtwoord vergeten? Kies een nieuw: ${url}`,
    existsForgotLink: 'Wachtwoord vergeten? Kies een nieuw',
    existsIgnore: 'Was jij dit niet? Negeer dan deze e-mail: je account blijft zoals het was.',
    link: (label: string, url: string) => `${label}: ${url}`,
    validity: (h: number) => `De link is ${h} uur geldig en werkt maar één keer.`,
  },
  en: {
    hello: 'Hi',
    confirmSubject: 'Confirm your Donami account',
    confirmIntro: 'you asked to create a Donami account with your order. One step is left: confirm that this e-mail address is yours.',
    confirmButton: 'Confirm my account',
    confirmAfter: 'Once confirmed, you log in with the password you chose at checkout and find your order in your account.',
    confirmIgnore: 'If this was not you, ignore this e-mail: without confirmation no account is created.',
    existsSubject: 'You already have a Donami account',
    existsIntro:
      'during an order someone asked to create a Donami account with this e-mail address. An account with this address already exists, so we did not create another one and your password has not changed.',
    existsJoin: 'If the order is yours, log in through the link below: the order will be added to your account.',
    existsButton: 'Log in and add the order',
    existsForgot: (url: string) => `Forgot your password? Choose a new one: ${url}`,
    existsForgotLink: 'Forgot your password? Choose a new one',
    existsIgnore: 'If this was not you, ignore this e-mail: your account stays as it was.',
    link: (label: string, url: string) => `${label}: ${url}`,
    validity: (h: number) => `The link is valid for ${h} hours and works only once.`,
  },
} satisfies Record<Locale, unknown>;

export function confirmAccountEmail(locale: Locale, d: ConfirmAccountData): RenderedEmail {
  const c = copy[locale];
  const hello = greeting(c.hello, d.firstName);
  const text = [
    `${hello.text} ${c.confirmIntro}`,
    '',
    c.link(c.confirmButton, d.confirmUrl),
    '',
    c.validity(d.validHours),
    c.confirmAfter,
    c.confirmIgnore,
    '',
    footerText(locale),
  ].join('\n');
  const bodyHtml =
    paragraph(`${hello.html} ${escapeHtml(c.confirmIntro)}`) +
    button(d.confirmUrl, c.confirmButton) +
    paragraph(escapeHtml(c.validity(d.validHours))) +
    paragraph(escapeHtml(c.confirmAfter)) +
    paragraph(escapeHtml(c.confirmIgnore));
  return { subject: c.confirmSubject, text, html: layout(locale, { title: c.confirmSubject, preheader: c.confirmIntro, bodyHtml }) };
}

export function accountExistsEmail(locale: Locale, d: AccountExistsData): RenderedEmail {
  const c = copy[locale];
  const hello = greeting(c.hello, d.firstName);
  const text = [
    `${hello.text} ${c.existsIntro}`,
    '',
    c.existsJoin,
    c.link(c.existsButton, d.joinUrl),
    c.validity(d.validHours),
    '',
    c.existsForgot(d.forgotUrl),
    '',
    c.existsIgnore,
    '',
    footerText(locale),
  ].join('\n');
  const bodyHtml =
    paragraph(`${hello.html} ${escapeHtml(c.existsIntro)}`) +
    paragraph(escapeHtml(c.existsJoin)) +
    button(d.joinUrl, c.existsButton) +
    paragraph(escapeHtml(c.validity(d.validHours))) +
    paragraph(`<a href="${escapeHtml(safeUrl(d.forgotUrl))}" style="color:${ACCENT_DARK}">${escapeHtml(c.existsForgotLink)}</a>`) +
    paragraph(escapeHtml(c.existsIgnore));
  return { subject: c.existsSubject, text, html: layout(locale, { title: c.existsSubject, preheader: c.existsIntro, bodyHtml }) };
}
