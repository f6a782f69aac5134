// The back office's words (issue 17), in Italian and English: the staff member's language, or on the
// login page the one the switch chose (?lang=en). Refusals come from the API's error catalogue.
import { togglesEn, togglesIt } from './toggles-messages.ts';
import { ordersEn, ordersIt } from './orders-messages.ts';
import { stockEn, stockIt } from './stock-messages.ts';
import { moneyEn, moneyIt } from './money-messages.ts';
import { peopleEn, peopleIt } from './people-messages.ts';
import { pagesEn, pagesIt } from './pages-messages.ts';
import { documentsEn, documentsIt } from './documents-messages.ts';

const coreIt = {
  title: 'Back office',
  skip: 'Vai al contenuto',
  'payments.label': 'Pagamenti',
  'payments.live': 'incassi reali',
  'payments.test': 'chiavi di prova, nessun incasso',
  'payments.sandbox': 'nessun incasso',
  'nav.label': 'Back office',
  'nav.cards': 'Carte',
  'nav.audit': 'Registro attività',
  logout: 'Esci',
  'role.support': 'Assistenza',
  'role.finance': 'Amministrazione',
  'role.operations': 'Operazioni',
  'role.admin': 'Amministratore',
  'login.title': 'Accesso al back office',
  'login.email': 'E-mail',
  'login.password': 'Password',
  'login.code': 'Codice di verifica',
  'login.codeHint': "Le 6 cifre dell'app di autenticazione.",
  'login.submit': 'Accedi',
  'login.otherLanguage': 'English',
  'cards.title': 'Carte',
  'cards.number': 'Numero della carta',
  'cards.find': 'Cerca',
  'cards.status': 'Stato',
  'cards.balance': 'Saldo',
  'cards.expires': 'Scadenza',
  'cards.programme': 'Programma',
  'cards.store': 'Negozio',
  'cards.ledger': 'Movimenti',
  'cards.when': 'Quando',
  'cards.kind': 'Tipo',
  'cards.amount': 'Importo',
  'cards.after': 'Saldo dopo',
  'cards.reason': 'Motivo',
  'cards.reference': 'Riferimento',
  'cards.block': 'Blocca',
  'cards.unblock': 'Sblocca',
  'cards.blockTitle': 'Blocca o sblocca',
  'cards.adjustTitle': 'Rettifica il saldo',
  'cards.adjustAmount': 'Importo in euro (negativo per togliere)',
  'cards.adjust': 'Rettifica',
  'cards.done': 'Fatto: la carta è aggiornata.',
  'status.active': 'attiva',
  'status.blocked': 'bloccata',
  'status.blank': 'da attivare',
  'status.expired': 'scaduta',
  'kind.issue': 'emissione',
  'kind.redeem': 'riscatto',
  'kind.adjust': 'rettifica',
  'kind.refund': 'rimborso',
  'kind.doubler': 'raddoppio',
  'kind.activate': 'attivazione',
  'kind.status': 'cambio di stato',
  'audit.title': 'Registro attività',
  'audit.when': 'Quando',
  'audit.who': 'Chi',
  'audit.action': 'Azione',
  'audit.target': 'Oggetto',
  'audit.change': 'Prima → dopo',
  'audit.reason': 'Motivo',
  'audit.empty': 'Ancora nessuna attività.',
};

// Each screen's own words live beside it in app/admin/<area>-messages.ts ({ it, en }) and are
// joined here, so two screens never edit the same lines.
const coreEn: Record<keyof typeof coreIt, string> = {
  title: 'Back office',
  skip: 'Skip to content',
  'payments.label': 'Payments',
  'payments.live': 'real money',
  'payments.test': 'test keys, no money taken',
  'payments.sandbox': 'no money taken',
  'nav.label': 'Back office',
  'nav.cards': 'Cards',
  'nav.audit': 'Audit log',
  logout: 'Log out',
  'role.support': 'Support',
  'role.finance': 'Finance',
  'role.operations': 'Operations',
  'role.admin': 'Admin',
  'login.title': 'Back office login',
  'login.email': 'E-mail',
  'login.password': 'Password',
  'login.code': 'Verification code',
  'login.codeHint': 'The 6 digits of your authenticator app.',
  'login.submit': 'Log in',
  'login.otherLanguage': 'Italiano',
  'cards.title': 'Cards',
  'cards.number': 'Card number',
  'cards.find': 'Find',
  'cards.status': 'Status',
  'cards.balance': 'Balance',
  'cards.expires': 'Expires',
  'cards.programme': 'Programme',
  'cards.store': 'Store',
  'cards.ledger': 'Ledger',
  'cards.when': 'When',
  'cards.kind': 'Kind',
  'cards.amount': 'Amount',
  'cards.after': 'Balance after',
  'cards.reason': 'Reason',
  'cards.reference': 'Reference',
  'cards.block': 'Block',
  'cards.unblock': 'Unblock',
  'cards.blockTitle': 'Block or unblock',
  'cards.adjustTitle': 'Adjust the balance',
  'cards.adjustAmount': 'Amount in euros (negative to take off)',
  'cards.adjust': 'Adjust',
  'cards.done': 'Done: the card is updated.',
  'status.active': 'active',
  'status.blocked': 'blocked',
  'status.blank': 'not activated',
  'status.expired': 'expired',
  'kind.issue': 'issue',
  'kind.redeem': 'redemption',
  'kind.adjust': 'adjustment',
  'kind.refund': 'refund',
  'kind.doubler': 'doubler',
  'kind.activate': 'activation',
  'kind.status': 'status change',
  'audit.title': 'Audit log',
  'audit.when': 'When',
  'audit.who': 'Who',
  'audit.action': 'Action',
  'audit.target': 'Target',
  'audit.change': 'Before → after',
  'audit.reason': 'Reason',
  'audit.empty': 'No activity yet.',
};

const it = { ...coreIt, ...togglesIt, ...ordersIt, ...moneyIt, ...stockIt, ...peopleIt, ...pagesIt, ...documentsIt };
const en: Record<keyof typeof it, string> = { ...coreEn, ...togglesEn, ...ordersEn, ...moneyEn, ...stockEn, ...peopleEn, ...pagesEn, ...documentsEn };

type Key = keyof typeof it;

export type AdminLanguage = 'it' | 'en';

export function adminT(language: AdminLanguage) {
  const messages = language === 'en' ? en : it;
  return (key: Key) => messages[key];
}

const ledgerKinds = ['issue', 'redeem', 'adjust', 'refund', 'doubler', 'activate', 'status'] as const;

/** A ledger entry's kind in the staff member's language (a kind this screen does not know yet, as stored). */
export function kindText(t: ReturnType<typeof adminT>, kind: string): string {
  const known = ledgerKinds.find((k) => k === kind);
  return known ? t(`kind.${known}`) : kind;
}

export function moneyText(cents: number, currency: string, language: AdminLanguage): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-IE' : 'it-IT', { style: 'currency', currency }).format(cents / 100);
}

export function timeText(iso: string, language: AdminLanguage): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'it-IT', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Rome' }).format(
    new Date(iso),
  );
}
