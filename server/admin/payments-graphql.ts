// What the back office's banner says of payments (issue 19): each storefront's provider and whether
// it takes real money (live), test money (a provider's test keys) or none (the sandbox). Any member
// of staff sees it: a shop on test keys must be obvious to whoever works in it.
import { adminBuilder } from './builder.ts';
import { storefronts } from '../../common/storefronts.ts';
import { paymentSetup, settings } from '../settings.ts';

type StorefrontPayments = { storeId: number; storefront: string; provider: string; mode: 'live' | 'test' | 'sandbox' };

const StorefrontPaymentsRef = adminBuilder.objectRef<StorefrontPayments>('AdminStorefrontPayments').implement({
  fields: (t) => ({
    storeId: t.exposeInt('storeId'),
    storefront: t.exposeString('storefront', { description: 'The brand and country, e.g. "Donami IT".' }),
    provider: t.exposeString('provider', { description: 'sandbox, mollie or stripe' }),
    mode: t.exposeString('mode', { description: 'live (real money), test (a provider’s test keys) or sandbox (no money)' }),
  }),
});

adminBuilder.queryField('paymentModes', (t) =>
  t.field({
    type: [StorefrontPaymentsRef],
    description: "Each storefront's payment provider and mode; empty for a visitor who is not logged in.",
    resolve: async (_r, _a, context) => {
      if (!(await context.staff())) return [];
      const s = settings();
      return storefronts.map((store) => {
        const setup = paymentSetup(s, store.id);
        const provider = setup.provider ?? 'sandbox';
        return {
          storeId: store.id,
          storefront: `${store.brand} ${store.country}`,
          provider,
          mode: provider === 'sandbox' ? 'sandbox' : setup.live ? 'live' : 'test',
        };
      });
    },
  }),
);
