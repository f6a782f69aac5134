import type { OfferedMethod } from '../provider.ts';
import { storefrontById } from '../../../../common/storefronts.ts';

// The sandbox's catalogue of methods. The banks are fictional, so no real bank's name appears.

/** The banks the sandbox knows, each of its country: a storefront offers its own country's banks. */
export const sandboxBanks: { id: string; issuer: string; country: string }[] = [
  { id: 'banca_serenissima', issuer: 'Banca Serenissima', country: 'IT' },
  { id: 'credito_appenninico', issuer: 'Credito Appenninico', country: 'IT' },
  { id: 'banca_del_lario', issuer: 'Banca del Lario', country: 'IT' },
  { id: 'cassa_dolomiti', issuer: 'Cassa di Risparmio delle Dolomiti', country: 'IT' },
  { id: 'popolare_vesuviana', issuer: 'Banca Popolare Vesuviana', country: 'IT' },
  { id: 'istituto_etrusco', issuer: 'Istituto Bancario Etrusco', country: 'IT' },
  { id: 'polderbank', issuer: 'Polderbank', country: 'NL' },
  { id: 'grachtenbank', issuer: 'Grachtenbank', country: 'NL' },
  { id: 'zuiderzee_spaarbank', issuer: 'Zuiderzee Spaarbank', country: 'NL' },
  { id: 'molenwiek_bank', issuer: 'Molenwiek Bank', country: 'NL' },
  { id: 'duinstreek_bank', issuer: 'Duinstreek Bank', country: 'NL' },
];

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
 * Both storefronts (Italian 53, Dutch 1) offer the same methods; online banking lists the banks of
 * the storefront's country. Invoice is listed for all; the checkout offers it to business customers only.
 */
export function sandboxMethods(storeId: number): OfferedMethod[] {
  const country = storefrontById(storeId)?.country;
  const banks = sandboxBanks.filter((b) => b.country === country).map(({ id, issuer }) => ({ id, issuer }));
  return [{ id: 'card' }, { id: 'wallet' }, { id: 'bank_redirect', banks }, { id: 'bank_transfer' }, { id: 'invoice' }];
}
