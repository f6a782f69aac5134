// The storefront's store-wide data as the footer reads it: payment icons only of methods it offers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import type { Database } from '../../db/client.ts';

const ICONS = `query S($userData: UserData!) { storeData(userData: $userData) { paymentIcons { id label } } }`;
const MARKS = `query S($userData: UserData!) { storeData(userData: $userData) { trustMarks { id label link } footerMenu { menuItems { path { href } } } } }`;

describe('the payment icons of storeData', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshPglite();
  });
  afterAll(async () => {
    await database.close();
  });

  it('shows the icons of the methods checkout offers, and no "instant payment" that it does not', async () => {
    const api = apiClient(database);
    for (const userData of [undefined, { language: 'nl', storeID: 1, countryCode: 'NL', redeemToken: null }]) {
      const icons = (await api.graphql(ICONS, userData ? { userData } : {})).data.storeData.paymentIcons as { id: string; label: string }[];
      expect(icons.map((i) => i.id)).toEqual(['card', 'wallet', 'bankredirect', 'banktransfer', 'invoice', 'secure']);
    }
  });

  it('claims no rating and no certificate the shop does not have, and links no made-up review site', async () => {
    const api = apiClient(database);
    const data = (await api.graphql(MARKS)).data.storeData as {
      trustMarks: { id: string; label: string }[];
      footerMenu: { menuItems: { path: { href: string } }[] }[];
    };
    expect(data.trustMarks.map((m) => m.id)).toEqual(['consegna-rapida', 'spedizione-oggi', 'pagamenti-protetti']);
    expect(data.trustMarks.map((m) => m.label).join(' ')).not.toMatch(/\d,\d su 5|certificat/);
    const hrefs = data.footerMenu.flatMap((s) => s.menuItems.map((c) => c.path.href));
    expect(hrefs.filter((h) => /\.example\//.test(h))).toEqual([]);
  });
});
