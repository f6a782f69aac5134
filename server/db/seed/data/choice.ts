import type { SeedProduct } from './types.ts';

export const CHOICE_CARD_SLUG = 'gift-card-tutto-in-uno';

/** The shop's own all-in-one card: redeemable for any product with `choiceOption: true`. */
export const choiceCard: SeedProduct = {
  slug: CHOICE_CARD_SLUG,
  title: 'Gift card Tutto-in-uno Donami',
  brand: 'Donami',
  description:
    'Con la gift card Tutto-in-uno Donami la scelta spetta a chi la riceve: il credito si trasforma in oltre 120 gift card di ristoranti, negozi, esperienze e donazioni. ' +
    'Il saldo si controlla e si riscatta in pochi clic dalla pagina Controlla il credito, anche in più volte. ' +
    "La versione digitale arriva via e-mail entro un'ora, quella fisica parte il giorno stesso se ordini entro le 17:00 di un giorno lavorativo.",
  productType: 'GIFTCARD_DIGITAL',
  categories: ['esperienze', 'ristoranti', 'moda'],
  types: ['a-scelta', 'digitale', 'fisica'],
  backgroundColor: '#5f0f40',
  textColor: '#ffffff',
  showHand: true,
  showShadow: true,
  digital: { fixedValues: [25, 50, 75, 100, 150], min: 25, max: 150 },
  physical: { fixedValues: null, min: 10, max: 500 },
  thirdParty: false,
  containsWine: false,
  choiceOption: false,
  redeem: null,
  popularity: 1000,
  testCard: false,
  outOfStock: false,
  locations: [],
};
