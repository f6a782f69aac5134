import type { PaymentLocale, PaymentMethod, ProviderStatus } from '../provider.ts';
import type { SandboxOutcome } from './books.ts';

// The words of the sandbox's hosted payment page in each language the shop asks for (the payment's
// locale), as a real provider's page speaks the payer's language. Italian is the reference: its
// object's shape is the type the others must match, so a missing text fails the typecheck. Amounts
// and times come in already formatted. The operator page stays Italian: it is the shop's own desk.

type Outcome = Exclude<ProviderStatus, 'open'>;
/** A failure that is not a decline: its own ending on the page. */
type Failure = 'error' | 'fraud';
type Ending = { title: string; text: string };

const it = {
  sandboxBadge: 'Ambiente di test',
  footer: 'Sandbox Pay è un fornitore di pagamento fittizio per le prove: nessun importo viene addebitato.',
  outcomes: {
    paid: 'Pagato',
    failed: 'Fallito',
    error: 'Errore tecnico',
    fraud: 'Frode sospetta',
    canceled: 'Annullato',
    pending: 'In attesa',
    expired: 'Scaduto',
  } satisfies Record<SandboxOutcome, string>,
  primary: {
    card: (amount: string) => `Paga ${amount}`,
    wallet: (_amount: string) => 'Paga con Wallet',
    bank_redirect: (amount: string) => `Autorizza il pagamento di ${amount}`,
    bank_transfer: (_amount: string) => 'Ho preso nota, pagherò con bonifico',
    invoice: (_amount: string) => 'Accetta e paga con fattura',
  } satisfies Record<PaymentMethod, (amount: string) => string>,
  pay: 'Paga',
  methods: {
    card: 'Carta di credito o debito',
    wallet: 'Wallet digitale',
    bank_redirect: 'Bonifico online dalla tua banca',
    bank_transfer: 'Bonifico bancario',
    invoice: 'Fattura a 30 giorni',
  } satisfies Record<PaymentMethod, string>,
  errors: {
    cardholder: 'Inserisci il nome del titolare.',
    cardNumber: 'Inserisci un numero di carta di 12–19 cifre.',
    expMonth: 'Inserisci il mese di scadenza (01–12).',
    expYear: "Inserisci l'anno di scadenza (AA).",
    cvc: 'Inserisci il CVC di 3 o 4 cifre.',
    acceptInvoice: 'Accetta il pagamento con fattura a 30 giorni.',
    bank: 'Scegli la tua banca.',
  },
  checkDetails: 'Controlla i dati inseriti',
  summary: { title: 'Riepilogo del pagamento', payee: 'Pagamento a favore di', method: 'Metodo', bank: 'Banca', reference: 'Riferimento' },
  transfer: { beneficiary: 'Beneficiario', reference: 'Causale', amount: 'Importo' },
  card: {
    title: 'Dati della carta',
    hint: 'Carte di prova: 4242 4242 4242 4242 oppure 5555 5555 5555 4444, con una scadenza futura qualsiasi e CVC 123. Con 4000 0000 0000 0002 il pagamento è rifiutato, con 4000 0000 0000 0119 dà un errore tecnico, con 4100 0000 0000 0019 è bloccato come frode sospetta.',
    cardholder: 'Titolare della carta',
    cardNumber: 'Numero della carta',
    expMonth: 'Mese (MM)',
    expYear: 'Anno (AA)',
    cvc: 'CVC',
  },
  wallet: { title: 'Wallet digitale', text: 'Conferma il pagamento con il wallet collegato al tuo telefono.' },
  bankRedirect: { yourBank: 'La tua banca', text: "Hai effettuato l'accesso alla tua banca. Autorizza il pagamento per tornare al negozio." },
  bankTransfer: {
    title: 'Coordinate per il bonifico',
    text: 'Effettua un bonifico con questi dati. Il pagamento resta in attesa finché il bonifico non arriva (di solito 1–3 giorni lavorativi).',
  },
  invoice: {
    title: 'Fattura a 30 giorni',
    text: 'Riceverai la fattura via e-mail e pagherai entro 30 giorni dalla data della fattura.',
    accept: 'Accetto di pagare con fattura a 30 giorni',
  },
  bankChoice: { title: 'Scegli la tua banca', legend: 'Banca', next: 'Continua', cancel: 'Annulla e torna al negozio' },
  testTools: {
    title: 'Strumenti di test',
    outcome: 'Esito del pagamento',
    options: 'Opzioni di test',
    duplicate: 'Invia il webhook due volte (duplicato)',
    outOfOrder: 'Invia anche un evento precedente dopo quello finale (fuori ordine)',
    delay: 'Ritarda il webhook di (secondi)',
  },
  complete: 'Completa il pagamento',
  payment: 'Pagamento',
  expiresAt: (time: string) => `Il pagamento scade alle ${time}.`,
  transferTakes: 'Dopo la conferma fai il bonifico con i dati qui sopra: di solito arriva in 1–3 giorni lavorativi, e il negozio ti scrive appena lo riceve.',
  endings: {
    paid: { title: 'Pagamento riuscito', text: 'Il pagamento è stato completato.' },
    failed: { title: 'Pagamento non riuscito', text: 'Il pagamento è stato rifiutato. Nessun importo è stato addebitato.' },
    canceled: { title: 'Pagamento annullato', text: 'Hai annullato il pagamento. Nessun importo è stato addebitato.' },
    expired: { title: 'Pagamento scaduto', text: 'Il tempo per completare il pagamento è scaduto. Nessun importo è stato addebitato.' },
    pending: { title: 'Pagamento in attesa', text: 'Il pagamento sarà confermato quando riceveremo i fondi.' },
  } satisfies Record<Outcome, Ending>,
  failureEndings: {
    error: { title: 'Pagamento non riuscito', text: 'Si è verificato un errore tecnico durante il pagamento. Nessun importo è stato addebitato.' },
    fraud: { title: 'Pagamento bloccato', text: 'I nostri controlli di sicurezza hanno bloccato il pagamento. Nessun importo è stato addebitato.' },
  } satisfies Record<Failure, Ending>,
  outcome: 'Esito',
  backToShop: 'Torna al negozio',
  notFound: { title: 'Pagamento non trovato', text: 'Il link di pagamento non è valido. Torna al negozio e riprova.' },
};

export type SandboxCopy = typeof it;

const nl: SandboxCopy = {
  sandboxBadge: 'Testomgeving',
  footer: 'Sandbox Pay is een fictieve betaalprovider om mee te testen: er wordt niets afgeschreven.',
  outcomes: {
    paid: 'Betaald',
    failed: 'Mislukt',
    error: 'Technische fout',
    fraud: 'Vermoedelijke fraude',
    canceled: 'Geannuleerd',
    pending: 'In behandeling',
    expired: 'Verlopen',
  },
  primary: {
    card: (amount) => `Betaal ${amount}`,
    wallet: () => 'Betaal met Wallet',
    bank_redirect: (amount) => `Keur de betaling van ${amount} goed`,
    bank_transfer: () => 'Genoteerd, ik betaal per overschrijving',
    invoice: () => 'Akkoord en betalen op factuur',
  },
  pay: 'Betaal',
  methods: {
    card: 'Creditcard of debitkaart',
    wallet: 'Digitale wallet',
    bank_redirect: 'Online bankieren bij je eigen bank',
    bank_transfer: 'Bankoverschrijving',
    invoice: 'Factuur binnen 30 dagen',
  },
  errors: {
    cardholder: 'Vul de naam van de kaarthouder in.',
    cardNumber: 'Vul een kaartnummer van 12–19 cijfers in.',
    expMonth: 'Vul de vervalmaand in (01–12).',
    expYear: 'Vul het vervaljaar in (JJ).',
    cvc: 'Vul de CVC van 3 of 4 cijfers in.',
    acceptInvoice: 'Ga akkoord met betalen op factuur binnen 30 dagen.',
    bank: 'Kies je bank.',
  },
  checkDetails: 'Controleer de ingevulde gegevens',
  summary: { title: 'Overzicht van de betaling', payee: 'Betaling aan', method: 'Methode', bank: 'Bank', reference: 'Referentie' },
  transfer: { beneficiary: 'Begunstigde', reference: 'Omschrijving', amount: 'Bedrag' },
  card: {
    title: 'Kaartgegevens',
    hint: 'Testkaarten: 4242 4242 4242 4242 of 5555 5555 5555 4444, met een willekeurige vervaldatum in de toekomst en CVC 123. Met 4000 0000 0000 0002 wordt de betaling geweigerd, met 4000 0000 0000 0119 geeft ze een technische fout, met 4100 0000 0000 0019 wordt ze geblokkeerd als vermoedelijke fraude.',
    cardholder: 'Naam van de kaarthouder',
    cardNumber: 'Kaartnummer',
    expMonth: 'Maand (MM)',
    expYear: 'Jaar (JJ)',
    cvc: 'CVC',
  },
  wallet: { title: 'Digitale wallet', text: 'Bevestig de betaling met de wallet die aan je telefoon is gekoppeld.' },
  bankRedirect: { yourBank: 'Je bank', text: 'Je bent ingelogd bij je bank. Keur de betaling goed om terug te gaan naar de winkel.' },
  bankTransfer: {
    title: 'Gegevens voor de overschrijving',
    text: 'Maak het bedrag over met deze gegevens. De betaling blijft in behandeling tot de overschrijving binnen is (meestal 1–3 werkdagen).',
  },
  invoice: {
    title: 'Factuur binnen 30 dagen',
    text: 'Je ontvangt de factuur per e-mail en betaalt binnen 30 dagen na de factuurdatum.',
    accept: 'Ik ga akkoord met betalen op factuur binnen 30 dagen',
  },
  bankChoice: { title: 'Kies je bank', legend: 'Bank', next: 'Verder', cancel: 'Annuleren en terug naar de winkel' },
  testTools: {
    title: 'Testhulpmiddelen',
    outcome: 'Uitkomst van de betaling',
    options: 'Testopties',
    duplicate: 'Verstuur de webhook twee keer (dubbel)',
    outOfOrder: 'Verstuur na de laatste ook een eerdere gebeurtenis (verkeerde volgorde)',
    delay: 'Vertraag de webhook met (seconden)',
  },
  complete: 'Rond de betaling af',
  payment: 'Betaling',
  expiresAt: (time) => `De betaling verloopt om ${time}.`,
  transferTakes:
    'Maak na de bevestiging het bedrag over met de gegevens hierboven: een overschrijving komt meestal binnen 1–3 werkdagen binnen, en de winkel mailt je zodra die er is.',
  endings: {
    paid: { title: 'Betaling gelukt', text: 'De betaling is voltooid.' },
    failed: { title: 'Betaling mislukt', text: 'De betaling is geweigerd. Er is niets afgeschreven.' },
    canceled: { title: 'Betaling geannuleerd', text: 'Je hebt de betaling geannuleerd. Er is niets afgeschreven.' },
    expired: { title: 'Betaling verlopen', text: 'De tijd om de betaling af te ronden is voorbij. Er is niets afgeschreven.' },
    pending: { title: 'Betaling in behandeling', text: 'De betaling wordt bevestigd zodra we het geld hebben ontvangen.' },
  },
  failureEndings: {
    error: { title: 'Betaling mislukt', text: 'Er is een technische fout opgetreden tijdens de betaling. Er is niets afgeschreven.' },
    fraud: { title: 'Betaling geblokkeerd', text: 'Onze veiligheidscontroles hebben de betaling geblokkeerd. Er is niets afgeschreven.' },
  },
  outcome: 'Uitkomst',
  backToShop: 'Terug naar de winkel',
  notFound: { title: 'Betaling niet gevonden', text: 'De betaallink is ongeldig. Ga terug naar de winkel en probeer het opnieuw.' },
};

const en: SandboxCopy = {
  sandboxBadge: 'Test environment',
  footer: 'Sandbox Pay is a fictitious payment provider for testing: no money is ever charged.',
  outcomes: {
    paid: 'Paid',
    failed: 'Failed',
    error: 'Technical error',
    fraud: 'Suspected fraud',
    canceled: 'Cancelled',
    pending: 'Pending',
    expired: 'Expired',
  },
  primary: {
    card: (amount) => `Pay ${amount}`,
    wallet: () => 'Pay with Wallet',
    bank_redirect: (amount) => `Authorise the payment of ${amount}`,
    bank_transfer: () => 'Noted, I will pay by bank transfer',
    invoice: () => 'Accept and pay by invoice',
  },
  pay: 'Pay',
  methods: {
    card: 'Credit or debit card',
    wallet: 'Digital wallet',
    bank_redirect: 'Online banking with your bank',
    bank_transfer: 'Bank transfer',
    invoice: 'Invoice, 30 days',
  },
  errors: {
    cardholder: 'Enter the cardholder’s name.',
    cardNumber: 'Enter a card number of 12–19 digits.',
    expMonth: 'Enter the expiry month (01–12).',
    expYear: 'Enter the expiry year (YY).',
    cvc: 'Enter the 3- or 4-digit CVC.',
    acceptInvoice: 'Accept payment by invoice within 30 days.',
    bank: 'Choose your bank.',
  },
  checkDetails: 'Check the details you entered',
  summary: { title: 'Payment summary', payee: 'Payment to', method: 'Method', bank: 'Bank', reference: 'Reference' },
  transfer: { beneficiary: 'Beneficiary', reference: 'Payment reference', amount: 'Amount' },
  card: {
    title: 'Card details',
    hint: 'Test cards: 4242 4242 4242 4242 or 5555 5555 5555 4444, with any future expiry date and CVC 123. With 4000 0000 0000 0002 the payment is declined, with 4000 0000 0000 0119 it meets a technical error, with 4100 0000 0000 0019 it is blocked as suspected fraud.',
    cardholder: 'Cardholder name',
    cardNumber: 'Card number',
    expMonth: 'Month (MM)',
    expYear: 'Year (YY)',
    cvc: 'CVC',
  },
  wallet: { title: 'Digital wallet', text: 'Confirm the payment with the wallet linked to your phone.' },
  bankRedirect: { yourBank: 'Your bank', text: 'You are signed in to your bank. Authorise the payment to return to the shop.' },
  bankTransfer: {
    title: 'Bank transfer details',
    text: 'Make a bank transfer with these details. The payment stays pending until the transfer arrives (usually 1–3 working days).',
  },
  invoice: {
    title: 'Invoice, 30 days',
    text: 'You will receive the invoice by e-mail and pay within 30 days of the invoice date.',
    accept: 'I agree to pay by invoice within 30 days',
  },
  bankChoice: { title: 'Choose your bank', legend: 'Bank', next: 'Continue', cancel: 'Cancel and return to the shop' },
  testTools: {
    title: 'Test tools',
    outcome: 'Payment outcome',
    options: 'Test options',
    duplicate: 'Send the webhook twice (duplicate)',
    outOfOrder: 'Also send an earlier event after the final one (out of order)',
    delay: 'Delay the webhook by (seconds)',
  },
  complete: 'Complete the payment',
  payment: 'Payment',
  expiresAt: (time) => `The payment expires at ${time}.`,
  transferTakes:
    'After confirming, make the transfer with the details above: it usually arrives within 1–3 working days, and the shop writes as soon as it does.',
  endings: {
    paid: { title: 'Payment successful', text: 'The payment has been completed.' },
    failed: { title: 'Payment failed', text: 'The payment was declined. No money has been charged.' },
    canceled: { title: 'Payment cancelled', text: 'You cancelled the payment. No money has been charged.' },
    expired: { title: 'Payment expired', text: 'The time to complete the payment has run out. No money has been charged.' },
    pending: { title: 'Payment pending', text: 'The payment will be confirmed when we receive the funds.' },
  },
  failureEndings: {
    error: { title: 'Payment failed', text: 'A technical error occurred during the payment. No money has been charged.' },
    fraud: { title: 'Payment blocked', text: 'Our security checks blocked the payment. No money has been charged.' },
  },
  outcome: 'Outcome',
  backToShop: 'Return to the shop',
  notFound: { title: 'Payment not found', text: 'The payment link is not valid. Return to the shop and try again.' },
};

const copies: Record<PaymentLocale, SandboxCopy> = { it, nl, en };

/** The payment's language: Italian for a payment opened without one (before the shop sent it) or with one the sandbox does not speak. */
export function pageLocale(locale: string | null | undefined): PaymentLocale {
  return locale && Object.hasOwn(copies, locale) ? (locale as PaymentLocale) : 'it';
}

export function copyFor(locale: string | null | undefined): SandboxCopy {
  return copies[pageLocale(locale)];
}

/** The Italian words: the operator page's (it is the shop's own desk, not the payer's page). */
export const italianCopy = it;
