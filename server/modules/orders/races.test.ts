import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { freshPostgresUrl } from '../../../tests/helpers/db.ts';
import { apiClient, italianUser } from '../../../tests/helpers/api.ts';
import { startApiServer, race, type ApiServer, shopCaller } from '../../../tests/helpers/api-servers.ts';
import { ADD, DELIVERY, DETAILS, PLACE, pay, privateBuyer, readyBasket, runDeliveries } from '../../../tests/helpers/checkout.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { ledgerEntries } from '../giftcards/tables.ts';
import { codeStock, digitalDeliveries } from '../fulfilment/tables.ts';
import { getCatalogue } from '../catalog/index.ts';
import { storefrontById } from '../../../common/storefronts.ts';
import { orderView } from './view.ts';
import { contextForOrder } from './context.ts';
import * as t from './tables.ts';
import { must } from '../../../common/must.ts';

// Issue 11: every change of a basket races its placement on a second web process, 20 times with
// the change sent 0 to 30 ms after (or before) the placement. Whatever wins, the order that was
// charged is the order that is delivered: its frozen lines add up to what was charged, every
// digital card of them goes out, and no delivery is left waiting.

const url = process.env.TEST_DATABASE_URL;
const TRIALS = 20;
const CHOICE = { productId: 'gift-card-tutto-in-uno', variationType: 'digital', value: '25', quantity: 1 };
const BRAND = { productId: 'gift-card-viaggi-orizzonte', variationType: 'digital', value: '100', quantity: 1 };

const delayOf = (i: number) => (i * 3) % 31;

describe.skipIf(!url)('basket changes racing placement, two web processes, PostgreSQL', () => {
  let database: Database;
  let servers: ApiServer[] = [];
  let local: ReturnType<typeof apiClient>;
  const over = shopCaller;
  let buyer = 0;
  const nextBuyer = () => {
    buyer++;
    return { ...privateBuyer, email: `racer${buyer}@example.it`, confirmEmail: `racer${buyer}@example.it` };
  };

  beforeAll(async () => {
    const databaseUrl = await freshPostgresUrl(url!);
    database = await openDatabase({ url: databaseUrl });
    local = apiClient(database);
    // Codes enough for every trial of every race (the seed stocks 40).
    const brand = (await getCatalogue({ db: database.db, store: storefrontById(53)! })).bySlug.get(BRAND.productId)!;
    await database.db
      .insert(codeStock)
      .values(Array.from({ length: 200 }, (_, i) => ({ variationId: brand.digital!.id, code: `RACE-${i}-${crypto.randomUUID()}` })));
    servers = await Promise.all([startApiServer(databaseUrl), startApiServer(databaseUrl)]);
  }, 60_000);
  afterAll(async () => {
    for (const s of servers) s.child.kill();
    await database?.close();
  });

  /** Pays every placed order, runs the deliveries, and checks each order's promise. */
  async function settle(placed: { uuid: string; redirectUrl: string }[]) {
    for (const p of placed) await pay(database, local, p.redirectUrl, 'paid');
    await runDeliveries(database);
    for (const p of placed) {
      const order = must((await database.db.select().from(t.orders).where(eq(t.orders.uuid, p.uuid)))[0], 'order exists');
      expect(order.status).toBe('completed');
      const view = await orderView(contextForOrder(database.db, order), order);
      // Charged = the frozen lines' total.
      expect(view.totals.grandTotal).toBe(order.grandTotalCents);
      const digital = view.packages.filter((x) => x.kind === 'digital');
      const choiceCards = digital.filter((x) => x.product.slug === 'gift-card-tutto-in-uno').reduce((s, x) => s + x.quantity, 0);
      const { issued } = must(
        (
          await database.db
            .select({ issued: sql<number>`count(*)`.mapWith(Number) })
            .from(ledgerEntries)
            .where(and(eq(ledgerEntries.kind, 'issue'), like(ledgerEntries.idempotencyKey, `order:${order.id}:package:%`)))
        )[0],
        'the query gives one row',
      );
      expect(issued).toBe(choiceCards);
      const deliveries = await database.db.select().from(digitalDeliveries).where(eq(digitalDeliveries.orderId, order.id));
      expect(deliveries.map((d) => d.status).sort()).toEqual(digital.map(() => 'sent'));
      expect(deliveries.map((d) => d.packageId).sort()).toEqual(digital.map((x) => x.id).sort());
    }
  }

  type Change = (s: ApiServer, basket: { uuid: string; ids: string[] }) => Promise<unknown>;
  const changes: Record<string, Change> = {
    'updateGiftcardPackageQuantity to 100': (s, b) =>
      s.call(
        `mutation($u: UserData!, $o: String, $p: ID!) { updateGiftcardPackageQuantity(userData: $u, orderUuid: $o, packageId: $p, quantity: 100) { errors { code } } }`,
        { u: italianUser, o: b.uuid, p: b.ids[0] },
      ),
    'addGiftcardPackage to the basket': (s, b) => s.call(ADD, { userData: italianUser, orderUuid: b.uuid, package: { ...CHOICE, value: '50', quantity: 40 } }),
    deleteGiftcardPackageGroup: (s, b) =>
      s.call(
        `mutation($u: UserData!, $o: String, $p: ID) { deleteGiftcardPackageGroup(userData: $u, orderUuid: $o, shipmentTag: "digital-1", packageId: $p) { errors { code } } }`,
        { u: italianUser, o: b.uuid, p: b.ids[0] },
      ),
    setCheckoutDetails: (s, b) =>
      s.call(DETAILS, {
        userData: italianUser,
        orderUuid: b.uuid,
        details: { ...privateBuyer, customerType: 'BUSINESS', companyName: 'Ditta Veloce', vatNumber: '01234567897', sdiCode: 'M5UXCR1' },
      }),
    'setCheckoutDelivery with a receiver': (s, b) =>
      s.call(DELIVERY, {
        userData: italianUser,
        orderUuid: b.uuid,
        delivery: { addresses: [], physical: [], digital: [{ packageId: b.ids[0], name: 'Luca', email: 'luca@example.it' }] },
      }),
  };

  for (const [name, change] of Object.entries(changes)) {
    it(`${name} racing placeOrder: what is charged is what is delivered`, async () => {
      const placed: { uuid: string; redirectUrl: string }[] = [];
      for (let i = 0; i < TRIALS; i++) {
        const basket = await readyBasket(over(must(servers[0], 'the servers started')), [CHOICE, BRAND], { buyer: nextBuyer() });
        const place = () =>
          must(servers[0], 'the servers started').call(PLACE, {
            userData: italianUser,
            orderUuid: basket.uuid,
            payment: { method: 'card', termsAccepted: true },
          });
        const other = () => change(must(servers[1], 'the servers started'), basket);
        const [answer] = i % 2 === 0 ? await race(place, other, delayOf(i)) : ((await race(other, place, delayOf(i))).reverse() as [any, unknown]);
        const result = answer.placeOrder;
        if (result.redirectUrl) placed.push({ uuid: basket.uuid, redirectUrl: result.redirectUrl });
        else expect(result.errors.length > 0 || result.totalsChanged).toBe(true);
      }
      expect(placed.length).toBeGreaterThan(0);
      await settle(placed);
      // Nothing is left waiting anywhere in the shop.
      const waiting = await database.db
        .select()
        .from(digitalDeliveries)
        .where(inArray(digitalDeliveries.status, ['scheduled', 'needs-attention']));
      expect(waiting).toEqual([]);
    }, 180_000);
  }
});
