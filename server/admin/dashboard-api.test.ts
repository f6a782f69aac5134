import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { stockThresholds } from '../db/schema.ts';
import { freshPglite } from '../../tests/helpers/db.ts';
import { apiClient } from '../../tests/helpers/api.ts';
import { staffClient } from '../../tests/helpers/admin.ts';
import { placeOrder } from '../../tests/helpers/staff.ts';

// Issue 18: the back office's dashboard, block by block as each role may see it.

const DASHBOARD = `query { dashboard {
  today { store orders paidOrders revenueCents cardsRedeemed }
  stockAlerts { store sku free threshold }
  jobs { unrelayed troubles { name } }
  transfers { count orders { number } }
  errors { code } } }`;

describe('the dashboard', () => {
  let database: Database;
  let paidTotal: number;
  let waiting: string;
  beforeAll(async () => {
    database = await freshPglite();
    const api = apiClient(database);
    paidTotal = (await placeOrder(database, api, { outcome: 'paid' })).grandTotalCents ?? 0;
    waiting = (await placeOrder(database, api, { method: 'bank_transfer', outcome: 'pending' })).number ?? '';
  });
  afterAll(async () => {
    await database.close();
  });

  it("shows finance today's orders and revenue per storefront and the orders waiting on a transfer, not stock or jobs", async () => {
    const finance = staffClient(database);
    await finance.logIn('finance');
    const d = (await finance.admin(DASHBOARD)).data.dashboard;
    expect(d.errors).toEqual([]);
    expect(d.today).toEqual([
      // The seeded cards' own redemptions are dated when the database was made: today.
      { store: 'it', orders: 2, paidOrders: 1, revenueCents: paidTotal, cardsRedeemed: expect.any(Number) },
      { store: 'nl', orders: 0, paidOrders: 0, revenueCents: 0, cardsRedeemed: expect.any(Number) },
    ]);
    expect(d.transfers).toEqual({ count: 1, orders: [{ number: waiting }] });
    expect(d.stockAlerts).toBeNull();
    expect(d.jobs).toBeNull();
  });

  it('shows operations the stock below its threshold and the jobs, not the money', async () => {
    const operations = staffClient(database);
    await operations.logIn('operations');
    await database.db.update(stockThresholds).set({ threshold: 100_000 });
    let d = (await operations.admin(DASHBOARD)).data.dashboard;
    expect(d.today).toBeNull();
    expect(d.transfers).toBeNull();
    expect(d.jobs).toEqual({ unrelayed: 0, troubles: [] });
    const thresholds = await database.db.select().from(stockThresholds);
    expect(d.stockAlerts).toHaveLength(thresholds.length);
    if (thresholds[0]) {
      await database.db.update(stockThresholds).set({ threshold: 0 }).where(eq(stockThresholds.variationId, thresholds[0].variationId));
      d = (await operations.admin(DASHBOARD)).data.dashboard;
      expect(d.stockAlerts).toHaveLength(thresholds.length - 1);
    }
  });

  it('refuses nobody logged in (5003)', async () => {
    expect((await staffClient(database).admin(DASHBOARD)).data.dashboard).toMatchObject({ today: null, errors: [{ code: 5003 }] });
  });
});
