import type { Executor } from '../client.ts';
import { donations } from '../schema.ts';
import { romeLocalToUtc } from '../../../common/rome-time.ts';

// The back office's example donations (issue 18, decision 050), seeded with the test cards (the
// local shop and the tests, never a real shop): October 2026 owed to three charities, so finance
// has a month to pay and the journey one charity per width (desktop, mobile). Their order and
// package ids are out of the orders' range: examples, not orders.
export const seedDonationMonth = '2026-10';

const examples: [charity: string, euros: number, day: string][] = [
  ['Associazione Alberi per Domani', 25, '03'],
  ['Associazione Alberi per Domani', 15, '17'],
  ['Rifugio Zampe Felici', 30, '09'],
  ['Fondazione Nonni Insieme', 20, '21'],
  ['Fondazione Nonni Insieme', 10, '31'],
];

export async function seedExampleDonations(db: Executor): Promise<void> {
  await db.insert(donations).values(
    examples.map(([charity, euros, day], i) => ({
      reference: `DON-ESEMPIO-${i + 1}`,
      ...{ storeId: 53, orderId: 900_000_000 + i, packageId: 900_000_000 + i, productId: 0 },
      ...{ charity, amountCents: euros * 100, currency: 'EUR', donorName: 'Esempio', createdAt: romeLocalToUtc(`${seedDonationMonth}-${day}T12:00`)! },
    })),
  );
}
