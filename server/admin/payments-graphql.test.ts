import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshPglite } from '../../tests/helpers/db.ts';
import { staffClient } from '../../tests/helpers/admin.ts';
import type { Database } from '../db/client.ts';

// Issue 19: the back office's banner says, storefront by storefront, whether the shop takes real
// money: its provider, and live, test keys or the sandbox.

const MODES = 'query { paymentModes { storeId storefront provider mode } }';

describe('the payment modes the back office shows', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshPglite();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await database.close();
  });

  it('tells a logged-in member of staff, and nobody else', async () => {
    const anyone = staffClient(database);
    expect((await anyone.admin(MODES)).data.paymentModes).toEqual([]);
    const support = staffClient(database);
    await support.logIn('support');
    expect((await support.admin(MODES)).data.paymentModes).toEqual([
      { storeId: 53, storefront: 'Donami IT', provider: 'sandbox', mode: 'sandbox' },
      { storeId: 1, storefront: 'Donami NL', provider: 'sandbox', mode: 'sandbox' },
    ]);
    // The Italian storefront on Mollie's live key, the Dutch one on Stripe's test key.
    vi.stubEnv('PAYMENTS', 'mollie,1=stripe');
    vi.stubEnv('MOLLIE_API_KEY', 'live_abcdefghijklmnopqrstuvwxyz12');
    vi.stubEnv('STRIPE_SECRET_KEY', '1=sk_test_abcdefghijklmnopqrst');
    expect((await support.admin(MODES)).data.paymentModes).toEqual([
      { storeId: 53, storefront: 'Donami IT', provider: 'mollie', mode: 'live' },
      { storeId: 1, storefront: 'Donami NL', provider: 'stripe', mode: 'test' },
    ]);
  });
});
