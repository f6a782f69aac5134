import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { freshPostgresUrl } from '../../../tests/helpers/db.ts';
import { startApiServer, race, type ApiServer } from '../../../tests/helpers/api-servers.ts';
import { DELIVER, PLACE_REDEEM, PUT, REMOVE, holder, testCard } from '../../../tests/helpers/redeem.ts';
import { runDeliveries } from '../../../tests/helpers/checkout.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { cardById } from '../giftcards/index.ts';
import { ledgerEntries } from '../giftcards/tables.ts';
import { codeStock, digitalDeliveries } from '../fulfilment/tables.ts';
import { orderView, contextForOrder } from '../orders/index.ts';
import { orders } from '../orders/tables.ts';
import { getCatalogue } from '../catalog/index.ts';
import { storefrontById } from '../../../common/storefronts.ts';
import { addCard, openSession } from './session.ts';
import { redeemDebits } from './tables.ts';
import { must } from '../../../common/must.ts';

// Issue 11: every change of a redeem basket races its placement on a second web process, 20
// times, 0 to 30 ms apart. The balance taken from the card is exactly what the delivered cards
// are worth, the card's balance is the sum of its ledger, and no order is left undelivered.

const url = process.env.TEST_DATABASE_URL;
const TRIALS = 20;
const BALANCE_EUROS = 100;
const delayOf = (i: number) => (i * 3) % 31;

describe.skipIf(!url)('redeem basket changes racing placement, two web processes, PostgreSQL', () => {
  let database: Database;
  let servers: ApiServer[] = [];
  let product: string;
  beforeAll(async () => {
    const databaseUrl = await freshPostgresUrl(url!);
    database = await openDatabase({ url: databaseUrl });
    servers = await Promise.all([startApiServer(databaseUrl), startApiServer(databaseUrl)]);
    const sushi = (await getCatalogue({ db: database.db, store: storefrontById(53)! })).bySlug.get('gift-card-sushi-onda-calma')!;
    await database.db
      .insert(codeStock)
      .values(Array.from({ length: 300 }, (_, i) => ({ variationId: sushi.digital!.id, code: `RACE-R-${i}-${crypto.randomUUID()}` })));
    product = (
      await must(servers[0], 'the servers started').call(`query($u: UserData!) { product(userData: $u, slug: "gift-card-sushi-onda-calma") { id } }`, {
        u: { language: 'it', storeID: 53, countryCode: 'IT' },
      })
    ).product.id;
  }, 60_000);
  afterAll(async () => {
    for (const s of servers) s.child.kill();
    await database?.close();
  });

  /** A holder with a fresh card of 100 euro and a basket of one 30 euro choice, ready to place. */
  async function readyHolder() {
    const card = await testCard(database, { euros: BALANCE_EUROS });
    const { token, session } = await openSession(database.db, 53, null);
    await addCard(database.db, session.id, card.id);
    const userData = { language: 'it', storeID: 53, countryCode: 'IT', redeemToken: token };
    const put = (await must(servers[0], 'the servers started').call(PUT, { userData, input: { productId: product, amount: 30 } })).addOrUpdateRedeemPackage;
    expect(put.errors).toEqual([]);
    expect((await must(servers[0], 'the servers started').call(DELIVER, { userData, input: holder })).setRedeemDelivery.errors).toEqual([]);
    return { card, userData, packageId: put.order.shipments[0].packages[0].id as string };
  }

  async function check(placedUuids: string[], cards: number[]) {
    await runDeliveries(database);
    for (const uuid of placedUuids) {
      const order = must((await database.db.select().from(orders).where(eq(orders.uuid, uuid)))[0], 'order exists');
      expect(order.status).toBe('completed');
      const view = await orderView(contextForOrder(database.db, order), order);
      const debits = await database.db
        .select()
        .from(redeemDebits)
        .where(and(eq(redeemDebits.orderId, order.id), eq(redeemDebits.refunded, false)));
      const debited = debits.reduce((s, d) => s + d.amountCents, 0);
      // Debited = the frozen lines' total = what was charged.
      expect(debited).toBe(order.grandTotalCents);
      expect(view.totals.grandTotal).toBe(order.grandTotalCents);
      const quantity = view.packages.reduce((s, p) => s + p.quantity, 0);
      const delivered = await database.db.select().from(codeStock).where(eq(codeStock.orderId, order.id));
      expect(delivered.filter((c) => c.deliveredAt)).toHaveLength(quantity);
    }
    for (const id of cards) {
      const card = await cardById(database.db, id);
      const { sum } = must(
        (
          await database.db
            .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
            .from(ledgerEntries)
            .where(eq(ledgerEntries.giftcardId, id))
        )[0],
        'the query gives one row',
      );
      expect(Number(sum)).toBe(card!.balanceCents);
    }
    const waiting = await database.db
      .select()
      .from(digitalDeliveries)
      .where(inArray(digitalDeliveries.status, ['scheduled', 'needs-attention']));
    expect(waiting).toEqual([]);
  }

  type Holder = Awaited<ReturnType<typeof readyHolder>>;
  const changes: Record<string, (s: ApiServer, h: Holder) => Promise<unknown>> = {
    'addOrUpdateRedeemPackage to 90 euro': (s, h) => s.call(PUT, { userData: h.userData, input: { packageId: h.packageId, productId: product, amount: 90 } }),
    'addOrUpdateRedeemPackage, a second choice': (s, h) => s.call(PUT, { userData: h.userData, input: { productId: product, amount: 40 } }),
    deleteRedeemPackage: (s, h) => s.call(REMOVE, { userData: h.userData, packageId: h.packageId }),
    setRedeemDelivery: (s, h) =>
      s.call(DELIVER, { userData: h.userData, input: { ...holder, firstName: 'Altro', email: 'altro@example.it', emailConfirmation: 'altro@example.it' } }),
  };

  for (const [name, change] of Object.entries(changes)) {
    it(`${name} racing placeRedeemOrder: the balance taken is what is delivered`, async () => {
      const placed: string[] = [];
      const cards: number[] = [];
      for (let i = 0; i < TRIALS; i++) {
        const h = await readyHolder();
        cards.push(h.card.id);
        const place = () => must(servers[0], 'the servers started').call(PLACE_REDEEM, { userData: h.userData, input: { termsAccepted: true } });
        const other = () => change(must(servers[1], 'the servers started'), h);
        const [answer] = i % 2 === 0 ? await race(place, other, delayOf(i)) : ((await race(other, place, delayOf(i))).reverse() as [any, unknown]);
        const result = answer.placeRedeemOrder;
        if (result.order.status === 'COMPLETED') placed.push(result.order.id);
        else expect(result.errors.length > 0 || result.totalsChanged).toBe(true);
      }
      expect(placed.length).toBeGreaterThan(0);
      await check(placed, cards);
    }, 180_000);
  }
});
