import type { OfferedMethod, PaymentMethod } from '../provider.ts';

// The sandbox's catalogue of methods. The banks are fictional, so no real bank's name appears.

export const sandboxBanks: { id: string; issuer: string }[] = [
  { id: 'banca_serenissima', issuer: 'Banca Serenissima' },
  { id: 'credito_appenninico', issuer: 'Credito Appenninico' },
  { id: 'banca_del_lario', issuer: 'Banca del Lario' },
  { id: 'cassa_dolomiti', issuer: 'Cassa di Risparmio delle Dolomiti' },
  { id: 'popolare_vesuviana', issuer: 'Banca Popolare Vesuviana' },
  { id: 'istituto_etrusco', issuer: 'Istituto Bancario Etrusco' },
];

export const methodLabels: Record<PaymentMethod, string> = {
  card: 'Carta di credito o debito',
  wallet: 'Wallet digitale',
  bank_redirect: 'Bonifico online dalla tua banca',
  bank_transfer: 'Bonifico bancario',
  invoice: 'Fattura a 30 giorni',
};

/** Where the payer sends a bank transfer; the IBAN is the standard documentation example. */
export const transferAccount = {
  beneficiary: 'Sandbox Pay S.r.l.',
  iban: 'IT60 X054 2811 1010 0000 0123 456',
  bic: 'SBXPITM1XXX',
};

export function bankIssuer(id: string | null): string | null {
  return sandboxBanks.find((b) => b.id === id)?.issuer ?? null;
}

/**
 * Both storefronts (Italian 53, Dutch 1) offer the same set for now. Invoice is listed for all;
 * the checkout offers it to business customers only.
 */
export function sandboxMethods(_storeId: number): OfferedMethod[] {
  return [{ id: 'card' }, { id: 'wallet' }, { id: 'bank_redirect', banks: sandboxBanks.map((b) => ({ ...b })) }, { id: 'bank_transfer' }, { id: 'invoice' }];
}
