import type { Locale } from '../../../common/storefronts.ts';

// The doubler's own field message (the shared validation keys have no consent to the draw e-mails).
const consent: Record<Locale, string> = {
  it: 'Per partecipare devi acconsentire a ricevere le e-mail sull’estrazione',
  nl: 'Geef toestemming voor e-mails over de trekking om mee te doen',
  en: 'To take part, please agree to receive e-mails about the draw',
};

export function consentRequired(locale: Locale): string {
  return consent[locale] ?? consent.it;
}
