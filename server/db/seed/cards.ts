import type { Executor } from '../client.ts';
import { debit, issueCard, setStatus, type Programme } from '../../modules/giftcards/index.ts';

// Test cards with fixed numbers and PINs, one for every path a holder can take (README "Test cards").
// Numbers carry the programme prefixes of numbers.ts and a valid check digit. A PIN is 25, then 0
// (choice) or 1 (blank), then the three digits before the number's check digit: easy to type from
// memory, and far from the common PINs a guessing test tries.
// Issued through the ledger like any card, under fixed idempotency keys: seeding twice changes nothing.

type SeedCardSpec = {
  /** How tests and the README name the card. */
  key: string;
  /** What the card shows when checked. */
  label: string;
  number: string;
  pin: string;
  storeId: 53 | 1;
  programme: Programme;
  valueCents: number;
  activationValueCents?: number;
  shopPage?: string;
  /** What happens to the card after its issue: expired (expiry in the past), blocked, or spent to zero. */
  then?: 'expired' | 'blocked' | 'spent';
};

/** Past expiry of the expired card: the end of 31 December 2025 in Rome. */
const PAST_EXPIRY = new Date('2025-12-31T22:59:59.999Z');

export const seedCards = [
  { key: 'active25', label: 'active, 25 €', number: '6390530000000000255', pin: '250025', storeId: 53, programme: 'choice', valueCents: 2500 },
  { key: 'active100', label: 'active, 100 €', number: '6390530000000001006', pin: '250100', storeId: 53, programme: 'choice', valueCents: 10000 },
  {
    key: 'active200',
    label: 'active, 200 € (above 150 €: split across cards of one brand)',
    number: '6390530000000002004',
    pin: '250200',
    storeId: 53,
    programme: 'choice',
    valueCents: 20000,
  },
  {
    key: 'expired',
    label: 'expired (31/12/2025) with 50 € left',
    number: '6390530000000009017',
    pin: '250901',
    storeId: 53,
    programme: 'choice',
    valueCents: 5000,
    then: 'expired',
  },
  { key: 'blocked', label: 'blocked, 50 €', number: '6390530000000009025', pin: '250902', storeId: 53, programme: 'choice', valueCents: 5000, then: 'blocked' },
  {
    key: 'zero',
    label: 'active, balance 0 € (25 € spent)',
    number: '6390530000000009033',
    pin: '250903',
    storeId: 53,
    programme: 'choice',
    valueCents: 2500,
    then: 'spent',
  },
  {
    key: 'business',
    label: 'business card, 150 €, redeem shop page "regali-aziendali"',
    number: '6390530000000001501',
    pin: '250150',
    storeId: 53,
    programme: 'choice',
    valueCents: 15000,
    shopPage: 'regali-aziendali',
  },
  {
    key: 'blank',
    label: 'blank, not activated (50 € on activation)',
    number: '6391530000000000501',
    pin: '251050',
    storeId: 53,
    programme: 'blank',
    valueCents: 0,
    activationValueCents: 5000,
  },
  {
    key: 'blankJourney',
    label: 'blank, not activated (50 € on activation): for the activation journey',
    number: '6391530000000000519',
    pin: '251051',
    storeId: 53,
    programme: 'blank',
    valueCents: 0,
    activationValueCents: 5000,
  },
  {
    key: 'dutch',
    label: 'active, 50 €, Dutch storefront (store 1): wrong store on the Italian shop',
    number: '6390010000000000502',
    pin: '250050',
    storeId: 1,
    programme: 'choice',
    valueCents: 5000,
  },
  {
    key: 'browser1',
    label: 'active, 100 €: reserved for the browser journeys (redeem)',
    number: '6390530000000001014',
    pin: '250101',
    storeId: 53,
    programme: 'choice',
    valueCents: 10000,
  },
  {
    key: 'browser2',
    label: 'active, 100 €: reserved for the browser journeys (redeem with extra payment)',
    number: '6390530000000001022',
    pin: '250102',
    storeId: 53,
    programme: 'choice',
    valueCents: 10000,
  },
  {
    key: 'browser3',
    label: 'active, 100 €: reserved for the browser journeys (doubler)',
    number: '6390530000000001030',
    pin: '250103',
    storeId: 53,
    programme: 'choice',
    valueCents: 10000,
  },
  {
    key: 'browser4',
    label: 'active, 100 €: reserved for the browser journeys (redeem, desktop)',
    number: '6390530000000001048',
    pin: '250104',
    storeId: 53,
    programme: 'choice',
    valueCents: 10000,
  },
  {
    key: 'browser5',
    label: 'active, 200 €: reserved for the browser journeys (redeem above 150 € and pay the extra, desktop)',
    number: '6390530000000001055',
    pin: '250105',
    storeId: 53,
    programme: 'choice',
    valueCents: 20000,
  },
  {
    key: 'browser6',
    label: 'active, 100 €: reserved for the browser journeys (donation, mobile)',
    number: '6390530000000001063',
    pin: '250106',
    storeId: 53,
    programme: 'choice',
    valueCents: 10000,
  },
  {
    key: 'browser7',
    label: 'active, 100 €: reserved for the browser journeys (donation, desktop)',
    number: '6390530000000001071',
    pin: '250107',
    storeId: 53,
    programme: 'choice',
    valueCents: 10000,
  },
  {
    key: 'browserAdmin',
    label: 'active, 100 €: reserved for the browser journeys (the back office adjusts it)',
    number: '6390530000000001089',
    pin: '250110',
    storeId: 53,
    programme: 'choice',
    valueCents: 10000,
  },
  {
    key: 'browserNl',
    label: 'active, 50 €, Dutch storefront: reserved for the browser journeys (a Dutch holder redeems)',
    number: '6390010000000001062',
    pin: '250108',
    storeId: 1,
    programme: 'choice',
    valueCents: 5000,
  },
  {
    key: 'browserNl2',
    label: 'active, 40 €, Dutch storefront: reserved for the browser journeys (a Dutch holder enters the doubler)',
    number: '6390010000000001070',
    pin: '250109',
    storeId: 1,
    programme: 'choice',
    valueCents: 4000,
  },
] as const satisfies readonly SeedCardSpec[];

export type SeedCardKey = (typeof seedCards)[number]['key'];

/** The seeded card named `key` (tests and journeys use these rather than copying numbers). */
export function seedCard(key: SeedCardKey): SeedCardSpec {
  const card = seedCards.find((c) => c.key === key);
  if (!card) throw new Error(`no seeded test card "${key}"`);
  return card;
}

/** Issues the test cards that are missing; a card issued before is left as it is now (an operator may have unblocked it). */
export async function seedTestCards(db: Executor): Promise<number> {
  let created = 0;
  for (const spec of seedCards as readonly SeedCardSpec[]) {
    const card = await issueCard(db, {
      storeId: spec.storeId,
      programme: spec.programme,
      valueCents: spec.valueCents,
      currency: 'EUR',
      idempotencyKey: `seed:card:${spec.number}`,
      reason: `test card: ${spec.label}`,
      reference: 'seed',
      activationValueCents: spec.activationValueCents,
      shopPage: spec.shopPage,
      fixed: { number: spec.number, pin: spec.pin },
      expiresAt: spec.then === 'expired' ? PAST_EXPIRY : undefined,
    });
    if (!card.created) continue;
    created++;
    if (spec.then === 'expired') await setStatus(db, card.id, 'expired', 'test card: expiry date passed');
    if (spec.then === 'blocked') await setStatus(db, card.id, 'blocked', 'test card: reported lost');
    if (spec.then === 'spent') {
      await debit(db, {
        giftcardId: card.id,
        amountCents: spec.valueCents,
        idempotencyKey: `seed:card:${spec.number}:spent`,
        reason: 'test card: spent in full',
        reference: 'seed',
      });
    }
  }
  return created;
}
