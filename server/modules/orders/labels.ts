import type { Locale } from '../../../common/storefronts.ts';

// The few texts the order service itself writes (adjustment titles, receiver titles, line
// titles of the extras): they travel in the API answer, so they are translated here.
const labels = {
  it: {
    SERVICE_FEE: 'Costi di servizio',
    SHIPPING: 'Spedizione con posta ordinaria',
    REGISTERED_MAIL: 'Spedizione con raccomandata',
    digitalReceiver: 'Consegna digitale',
    digitalReceiverHint: 'Per e-mail entro 1 ora dal pagamento',
    physicalReceiver: 'Spedizione postale',
    physicalReceiverHint: 'Spedita oggi se ordini entro le 17:00 di un giorno lavorativo',
    card: 'Carta di credito o debito',
    wallet: 'Wallet digitale',
    bank_redirect: 'Bonifico online dalla tua banca',
    bank_transfer: 'Bonifico bancario',
    invoice: 'Fattura (aziende)',
    envelope: 'Busta regalo',
    box: 'Scatola regalo',
    'digital-card': 'Biglietto digitale illustrato',
    giftPacking: 'Confezione regalo',
    message: 'Messaggio personale',
  },
  nl: {
    SERVICE_FEE: 'Servicekosten',
    SHIPPING: 'Verzending per post',
    REGISTERED_MAIL: 'Verzending aangetekend',
    digitalReceiver: 'Digitale levering',
    digitalReceiverHint: 'Per e-mail binnen 1 uur na betaling',
    physicalReceiver: 'Verzending per post',
    physicalReceiverHint: 'Vandaag verzonden bij bestelling voor 17:00 op een werkdag',
    card: 'Creditcard of debitkaart',
    wallet: 'Digitale wallet',
    bank_redirect: 'Online bankieren',
    bank_transfer: 'Bankoverschrijving',
    invoice: 'Op factuur (zakelijk)',
    envelope: 'Cadeau-envelop',
    box: 'Cadeaudoos',
    'digital-card': 'Digitale wenskaart',
    giftPacking: 'Cadeauverpakking',
    message: 'Persoonlijke boodschap',
  },
  en: {
    SERVICE_FEE: 'Service fee',
    SHIPPING: 'Standard post',
    REGISTERED_MAIL: 'Registered mail',
    digitalReceiver: 'Digital delivery',
    digitalReceiverHint: 'By e-mail within 1 hour of payment',
    physicalReceiver: 'Postal delivery',
    physicalReceiverHint: 'Shipped today when ordered before 17:00 on a working day',
    card: 'Credit or debit card',
    wallet: 'Digital wallet',
    bank_redirect: 'Online banking',
    bank_transfer: 'Bank transfer',
    invoice: 'Invoice (business)',
    envelope: 'Gift envelope',
    box: 'Gift box',
    'digital-card': 'Illustrated digital card',
    giftPacking: 'Gift packing',
    message: 'Personal message',
  },
} as const;

export type LabelKey = keyof (typeof labels)['it'];

export function label(locale: Locale, key: LabelKey | string): string {
  const set = (labels[locale] ?? labels.it) as Record<string, string>;
  return set[key] ?? key;
}
