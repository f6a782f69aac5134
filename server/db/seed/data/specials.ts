import type { SeedProduct } from './types.ts';
import { blankConfig } from './prices.ts';

/** Blank stock cards: bought physically, activated later with the 19-digit card number. */
export const blankCards: SeedProduct[] = [
  {
    slug: 'gift-card-in-bianco-tavole-d-italia',
    title: "Gift card in bianco Tavole d'Italia",
    brand: "Tavole d'Italia",
    description:
      'Una carta in bianco da tenere pronta per ogni occasione: vale in una rete di trattorie, osterie e ristoranti in tutta Italia. ' +
      "Si attiva sulla pagina Attivare inserendo il numero di 19 cifre e l'importo scelto, e il credito è disponibile entro 24 ore. " +
      'Ideale per le aziende che vogliono avere sempre qualche regalo a portata di mano.',
    productType: 'GIFTCARD_BLANK',
    categories: ['ristoranti', 'cibo-e-vino'],
    types: ['in-bianco', 'fisica', 'aziende'],
    backgroundColor: '#9a031e',
    textColor: '#ffffff',
    showHand: false,
    showShadow: true,
    digital: null,
    physical: blankConfig(),
    thirdParty: false,
    containsWine: false,
    choiceOption: false,
    redeem: null,
    popularity: 411,
    testCard: false,
    outOfStock: false,
    locations: [],
  },
  {
    slug: 'gift-card-in-bianco-shopping-citta',
    title: 'Gift card in bianco Shopping Città',
    brand: 'Shopping Città',
    description:
      'La carta in bianco Shopping Città si acquista senza importo e si attiva solo quando serve, con un valore da 10 a 250 euro. ' +
      'Il credito vale in negozi di moda, accessori e arredamento che aderiscono al circuito. ' +
      "L'attivazione con il numero di 19 cifre richiede al massimo 24 ore.",
    productType: 'GIFTCARD_BLANK',
    categories: ['moda', 'casa'],
    types: ['in-bianco', 'fisica', 'negozio'],
    backgroundColor: '#14213d',
    textColor: '#ffffff',
    showHand: true,
    showShadow: false,
    digital: null,
    physical: blankConfig(),
    thirdParty: false,
    containsWine: false,
    choiceOption: false,
    redeem: null,
    popularity: 375,
    testCard: false,
    outOfStock: false,
    locations: [],
  },
  {
    slug: 'gift-card-in-bianco-tempo-libero',
    title: 'Gift card in bianco Tempo Libero',
    brand: 'Tempo Libero Italia',
    description:
      'Una scorta di carte regalo sempre pronta per premi, ringraziamenti e feste aziendali. ' +
      'Ogni carta si attiva online con il numero di 19 cifre e un importo a scelta, e vale per esperienze, cinema e spettacoli. ' +
      "Il credito diventa spendibile entro 24 ore dall'attivazione.",
    productType: 'GIFTCARD_BLANK',
    categories: ['esperienze', 'intrattenimento'],
    types: ['in-bianco', 'fisica', 'aziende'],
    backgroundColor: '#ffb703',
    textColor: '#1a1a1a',
    showHand: false,
    showShadow: true,
    digital: null,
    physical: blankConfig(),
    thirdParty: false,
    containsWine: false,
    choiceOption: false,
    redeem: null,
    popularity: 354,
    testCard: false,
    outOfStock: false,
    locations: [],
  },
];

/** The one test card: never listed, cannot be added to the basket. */
export const testCard: SeedProduct = {
  slug: 'gift-card-test',
  title: 'Gift card Test Donami',
  brand: 'Donami Test',
  description: 'Carta di prova usata solo per i controlli interni del negozio. Non è in vendita e non compare negli elenchi.',
  productType: 'GIFTCARD_DIGITAL',
  categories: ['intrattenimento'],
  types: ['digitale'],
  backgroundColor: '#e5e5e5',
  textColor: '#1a1a1a',
  showHand: false,
  showShadow: false,
  digital: { fixedValues: [10, 25], min: 10, max: 25 },
  physical: null,
  thirdParty: false,
  containsWine: false,
  choiceOption: false,
  redeem: null,
  popularity: 1,
  testCard: true,
  outOfStock: false,
  locations: [],
};
