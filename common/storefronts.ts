// Storefront configuration: every difference between storefronts is data here (DESIGN.md principle 8).
// The route table (app/routes.ts), the API's store check and the path builders all read it.

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
};

const itPaths: Partial<Record<Screen, string>> = {
  home: '/',
  productList: '/carte-regalo/:page?',
  choiceCard: '/carte-regalo/gift-card-tutto-in-uno/',
  product: '/carte-regalo/:product/',
  locations: '/carte-regalo/:product/posizione/',
  location: '/carte-regalo/:product/posizione/:location/',
  allCategories: '/categoria/tutti-i-biglietti-regalo/',
  category: '/categoria/:url/:page?/',
  basket: '/carrello/',
  checkout: '/cassa/',
  confirmationV2: '/cassa/grazie/',
  paymentProcessing: '/cassa/elaborazione-pagamento/',
  confirmation: '/cassa/:uuid/',
  delivery: '/consegna/',
  accountIdentify: '/conto/',
  login: '/conto/accesso/',
  register: '/conto/registrazione/',
  registerSuccess: '/conto/registrazione/esito-positivo/',
  forgotPassword: '/conto/password-dimenticata/',
  forgotPasswordSuccess: '/conto/password-dimenticata/esito-positivo/',
  newPassword: '/conto/nuova-password/',
  newPasswordSuccess: '/conto/nuova-password/esito-positivo/',
  accountConfirm: '/conto/conferma-account/',
  accountOverview: '/conto/overview/',
  accountOrders: '/conto/orders/',
  accountData: '/conto/dettagli-personali/',
  logout: '/conto/esci/',
  addressBook: '/conto/lista/contatti/',
  activation: '/attivare/',
  activationThanks: '/attivare/grazie/',
  activationVoucherData: '/daticarta/',
  redeemCheck: '/controlla-il-credito/',
  redeemInfo: '/controlla-il-credito/info/:pageId/',
  redeemShop: '/controlla-il-credito/risultato/:page/',
  redeemBusinessShop: '/controlla-il-credito/risultato/:pageId/:page/',
  redeemCheckout: '/controlla-il-credito/cassa/',
  doubler: '/doppiatore/',
  doublerThanks: '/doppiatore/grazie/:product/',
  reorder: '/riordino/',
  business: '/azienda/:product?',
  blog: '/blog/',
  blogArticle: '/blog/:path/',
  givingMoments: '/occasioni-per-donare/',
  givingMoment: '/occasioni-per-donare/:product/',
  contact: '/contattaci/',
  helpdesk: '/helpdesk/',
  terms: '/termini-e-condizioni/',
  termsAlt: '/termini-condizioni/',
  privacy: '/cookie-informativa-privacy/',
  notFound: '/404/',
  landing: '/:path/',
};

const nlPaths: Partial<Record<Screen, string>> = {
  home: '/',
  productList: '/cadeaubonnen/:page?',
  choiceCard: '/cadeaubonnen/alles-in-een-cadeaubon/',
  product: '/cadeaubonnen/:product/',
  locations: '/cadeaubonnen/:product/locaties/',
  location: '/cadeaubonnen/:product/locaties/:location/',
  basket: '/winkelmandje/',
  checkout: '/bestellen/',
  confirmationV2: '/bestellen/gelukt/',
  paymentProcessing: '/bestellen/betaling-verwerken/',
  confirmation: '/bestellen/:uuid/',
  redeemCheck: '/saldocheck/',
  redeemShop: '/saldocheck/inwisselen/:page?',
  redeemBusinessShop: '/saldocheck/inwisselen/:pageId/:page?',
  redeemInfo: '/saldocheck/info/:pageId/',
  redeemCheckout: '/saldocheck/checkout/',
  givingMoments: '/geefmomenten/',
  givingMoment: '/geefmomenten/:product/',
  business: '/zakelijk/:product?',
  businessQuote: '/business/request-a-quote/',
  terms: '/algemene-voorwaarden/',
  privacy: '/privacy/',
  helpdesk: '/helpdesk/',
  contact: '/klantenservice/contact/',
  blog: '/blog/',
  blogArticle: '/blog/:path/',
  allCategories: '/categorie/alle-cadeaubonnen/',
  category: '/categorie/:url/:page?',
  doubler: '/verdubbelaar/',
  doublerThanks: '/verdubbelaar/bedankt/:product?',
  accountIdentify: '/account/',
  login: '/account/login/',
  register: '/account/registreren/',
  registerSuccess: '/account/registreren/gelukt/',
  forgotPassword: '/account/wachtwoord-vergeten/',
  forgotPasswordSuccess: '/account/wachtwoord-vergeten/gelukt/',
  newPassword: '/account/nieuw-wachtwoord/',
  newPasswordSuccess: '/account/nieuw-wachtwoord/succes/',
  accountConfirm: '/account/bevestigen/',
  accountOverview: '/account/overzicht/',
  accountOrders: '/account/bestellingen/',
  addressBook: '/account/adresboek/',
  accountData: '/account/gegevens/',
  logout: '/account/uitloggen/',
  activation: '/activeren/',
  activationThanks: '/activeren/gelukt/',
  notFound: '/404/',
  reorder: '/nabestellen/',
  delivery: '/delivery/',
  cancelationPolicy: '/cancelation-policy/',
  landing: '/:path/',
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
    toggles: { ...baseToggles, headerVersion: 'v2', businessPageV3: true, checkoutV2: true },
    officeHours: 'Ma-Vr 09:00-17:30',
    phone: '+31 20 555 0134',
    email: 'klantenservice@donami.nl',
  },
];

export const defaultStorefront: StorefrontConfig = storefronts[0];

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
