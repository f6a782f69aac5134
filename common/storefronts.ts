// Storefront configuration: every difference between storefronts is data here (DESIGN.md principle 8).
// The route table (app/routes.ts), the API's store check and the path builders all read it.
import { itPaths, nlPaths } from './storefront-paths.ts';

export type Locale = 'it' | 'nl' | 'en';

export type Screen =
  | 'home'
  | 'productList'
  | 'product'
  | 'choiceCard'
  | 'locations'
  | 'location'
  | 'category'
  | 'allCategories'
  | 'basket'
  | 'checkout'
  | 'confirmation'
  | 'confirmationV2'
  | 'paymentProcessing'
  | 'delivery'
  | 'accountIdentify'
  | 'login'
  | 'register'
  | 'registerSuccess'
  | 'forgotPassword'
  | 'forgotPasswordSuccess'
  | 'newPassword'
  | 'newPasswordSuccess'
  | 'accountConfirm'
  | 'accountOverview'
  | 'accountOrders'
  | 'accountData'
  | 'addressBook'
  | 'activation'
  | 'activationThanks'
  | 'activationVoucherData'
  | 'redeemCheck'
  | 'redeemInfo'
  | 'redeemShop'
  | 'redeemBusinessShop'
  | 'redeemCheckout'
  | 'redeemTerms'
  | 'redeemPrivacy'
  | 'doubler'
  | 'doublerThanks'
  | 'reorder'
  | 'business'
  | 'businessQuote'
  | 'logout'
  | 'blog'
  | 'blogArticle'
  | 'givingMoments'
  | 'givingMoment'
  | 'contact'
  | 'helpdesk'
  | 'terms'
  | 'termsAlt'
  | 'privacy'
  | 'cancelationPolicy'
  | 'notFound'
  | 'blankCards'
  | 'promotion'
  | 'landing';

export type Toggles = {
  headerVersion: 'v1' | 'v2' | 'v3';
  checkoutV2: boolean;
  businessPageV3: boolean;
  languageSwitcher: boolean;
  errorMessages: boolean;
  retryPayment: boolean;
  delayWarning: boolean;
  hardcodeNoindex: boolean;
  noindex: boolean;
  hideChoiceCardLink: boolean;
  /** The second home layout (§2 "home (two versions)"), built from the same blocks as the first. */
  homeV2: boolean;
};

/** The company that sells and invoices (fictional): its data on every invoice and e-invoice (decision 046). */
export type Seller = {
  name: string;
  /** Partita IVA, 11 digits (it is also the company's codice fiscale). */
  vatNumber: string;
  street: string;
  houseNumber: string;
  postCode: string;
  city: string;
  /** Sigla della provincia. */
  province: string;
  countryCode: string;
  /** Registro delle imprese (REA): the chamber's province and the number. */
  rea: { office: string; number: string };
  /** FatturaPA RegimeFiscale: RF01 is the ordinary regime. */
  taxRegime: 'RF01';
};

/** The one Italian company behind every storefront: it sells and invoices on each. */
const donami: Seller = {
  name: 'Donami S.r.l.',
  vatNumber: '10836401520',
  street: 'Via dei Tigli',
  houseNumber: '14',
  postCode: '20121',
  city: 'Milano',
  province: 'MI',
  countryCode: 'IT',
  rea: { office: 'MI', number: '2087341' },
  taxRegime: 'RF01',
};

export type StorefrontConfig = {
  id: number;
  key: string;
  brand: string;
  country: string;
  language: Locale;
  languages: Locale[];
  currency: string;
  intlLocale: string;
  /** The storefront's clock: cut-offs, dispatch and delivery dates, expiry days, invoice dates. */
  timeZone: string;
  /** Whose public holidays are not working days (date-holidays' country code). */
  holidayCountry: string;
  /** The VAT rate included in fees, wrappers and shipping (gift cards are exempt). */
  vatRatePercent: number;
  /** The shop's all-in-one "choice" card on this storefront (its product slug). */
  choiceCardSlug: string;
  /** Where the shop's own people are told what needs a hand (a late payment to refund). */
  operatorEmail: string;
  /** The public address: canonical URLs, sitemaps, e-mails and links from the other storefront. */
  origin: string;
  /**
   * The hosts that serve this storefront (the origin's first). On one machine without DNS,
   * `<key>.localhost` serves it too; STOREFRONT_HOSTS adds more (common/storefront-hosts.ts).
   */
  hosts: string[];
  /** Route patterns in React Router syntax; `?` marks an optional segment. */
  paths: Partial<Record<Screen, string>>;
  toggles: Toggles;
  officeHours: string;
  phone: string;
  email: string;
  /** Who sells here and issues the invoices; each storefront has its own series of invoice numbers. */
  seller: Seller;
};

const baseToggles: Toggles = {
  headerVersion: 'v3',
  checkoutV2: false,
  businessPageV3: false,
  languageSwitcher: true,
  errorMessages: true,
  retryPayment: true,
  delayWarning: false,
  hardcodeNoindex: false,
  noindex: false,
  hideChoiceCardLink: false,
  homeV2: false,
};

export const storefronts: [StorefrontConfig, ...StorefrontConfig[]] = [
  {
    id: 53,
    key: 'it',
    brand: 'Donami',
    country: 'IT',
    language: 'it',
    languages: ['it'],
    currency: 'EUR',
    intlLocale: 'it-IT',
    timeZone: 'Europe/Rome',
    holidayCountry: 'IT',
    vatRatePercent: 22,
    choiceCardSlug: 'gift-card-tutto-in-uno',
    operatorEmail: 'ordini@donami.it',
    origin: 'https://www.donami.it',
    hosts: ['www.donami.it', 'donami.it'],
    paths: itPaths,
    toggles: { ...baseToggles },
    officeHours: 'Lu-Ve 09:00-17:30',
    phone: '+39 02 8734 1190',
    email: 'assistenza@donami.it',
    seller: donami,
  },
  {
    id: 1,
    key: 'nl',
    brand: 'Donami',
    country: 'NL',
    language: 'nl',
    languages: ['nl', 'en'],
    currency: 'EUR',
    intlLocale: 'nl-NL',
    timeZone: 'Europe/Amsterdam',
    holidayCountry: 'NL',
    vatRatePercent: 21,
    choiceCardSlug: 'alles-in-een-cadeaubon',
    operatorEmail: 'orders@donami.nl',
    origin: 'https://www.donami.nl',
    hosts: ['www.donami.nl', 'donami.nl'],
    paths: nlPaths,
    toggles: { ...baseToggles, headerVersion: 'v2', businessPageV3: true, homeV2: true, checkoutV2: true },
    officeHours: 'Ma-Vr 09:00-17:30',
    phone: '+31 20 555 0134',
    email: 'klantenservice@donami.nl',
    seller: donami,
  },
];

export const defaultStorefront: StorefrontConfig = storefronts[0];

/**
 * The language a reader's texts are translated into: `language` when it is one of the storefront's
 * other languages, '' for its own language or one it does not speak (decisions 032 and 062).
 */
export function translationLanguage(store: StorefrontConfig, language: string | null | undefined): '' | Locale {
  return store.languages.find((l) => l === language && l !== store.language) ?? '';
}

export function storefrontById(id: number): StorefrontConfig | undefined {
  return storefronts.find((s) => s.id === id);
}

export function storefrontByKey(key: string): StorefrontConfig | undefined {
  return storefronts.find((s) => s.key === key);
}

/** Countries offered in the store switcher, with their languages (the first is the default). */
export const countriesCombinations = storefronts.map((s) => ({
  country: s.country,
  url: s.origin,
  languagesCombinations: s.languages.map((l, i) => ({ languageCode: l, isDefault: i === 0, currency: s.currency })),
}));
