import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { PLACE, privateBuyer, readyBasket } from '../../../tests/helpers/checkout.ts';
import { sandbox, type Hook } from '../../../tests/helpers/payment-drivers.ts';
import { cardsIssuedUnder, setStatus } from '../giftcards/index.ts';
import { outbox } from '../notifications/tables.ts';
import type { Database } from '../../db/client.ts';
import { orders } from './tables.ts';
import { must } from '../../../common/must.ts';

// Issue 19: a chargeback blocks the cards its order issued while the bank decides; won, the shop
// lifts its own blocks (not an operator's); lost, they stay blocked. The operators' alert says so.

const twoCards = { productId: 'gift-card-tutto-in-uno', variationType: 'digital', value: '25', quantity: 2 };
const run = (hooks: Hook[]) => Promise.all(hooks.map((h) => h()));

describe.each(databaseKinds)('a disputed order’s cards on $kind', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  const driver = sandbox(() => ({ database, api }));
  beforeAll(async () => {
    database = await open();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });

  let n = 0;
  async function paidOrder() {
    const email = `contestata${++n}@example.it`;
    const { uuid } = await readyBasket(api, [twoCards], { buyer: { ...privateBuyer, email, confirmEmail: email } });
    const placed = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'card', termsAccepted: true } })).data.placeOrder;
    const ref = driver.refOf(placed.redirectUrl);
    await run(await driver.paid(ref));
    const id = must((await database.db.select({ id: orders.id }).from(orders).where(eq(orders.uuid, uuid)))[0], 'the order').id;
    const cards = async () => (await cardsIssuedUnder(database.db, `order:${id}:`)).map((c) => c.status);
    const alerts = async () =>
      (await database.db.select().from(outbox).where(eq(outbox.orderId, id))).filter((m) => m.kind === 'dispute-alert').map((m) => m.text);
    const dispute = async (status: 'open' | 'won' | 'lost') => run(await driver.dispute(ref, status));
    return { id, ref, cards, alerts, dispute };
  }

  it('open: both cards blocked; won: unblocked, except the one an operator blocked since', async () => {
    const o = await paidOrder();
    expect(await o.cards()).toEqual(['active', 'active']);
    await o.dispute('open');
    expect(await o.cards()).toEqual(['blocked', 'blocked']);
    expect((await o.alerts())[0]).toContain('Carte dell’ordine: 2 bloccate ora, finché la contestazione è aperta');
    // An operator blocks the second card for a reason of their own while the dispute is open.
    const [, second] = await cardsIssuedUnder(database.db, `order:${o.id}:`);
    await setStatus(database.db, second!.id, 'active', 'checked');
    await setStatus(database.db, second!.id, 'blocked', 'stolen phone reported by the holder');
    await o.dispute('won');
    expect(await o.cards()).toEqual(['active', 'blocked']);
    expect((await o.alerts())[1]).toContain('Carte dell’ordine: 1 sbloccate (erano bloccate per la contestazione)');
  });

  it('lost: the cards stay blocked, and a dispute first told as lost blocks them', async () => {
    const o = await paidOrder();
    await o.dispute('open');
    await o.dispute('lost');
    expect(await o.cards()).toEqual(['blocked', 'blocked']);
    expect((await o.alerts())[1]).toContain('nessuna da bloccare (già bloccate o non emesse); restano bloccate');
    const late = await paidOrder();
    await late.dispute('lost');
    expect(await late.cards()).toEqual(['blocked', 'blocked']);
  });
});
