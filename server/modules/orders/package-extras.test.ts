// The gift packing preview (§2, §3 order lines WRAPPER and GIFT_PACKING): the extras a package may
// have, with the prices the basket charges and a picture of each physical one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import type { Database } from '../../db/client.ts';

const EXTRAS = `query E($userData: UserData!) {
  packageExtras(userData: $userData) { id kind title price { currency value } image { url { href } alt } }
  product(userData: $userData, slug: "gift-card-tutto-in-uno") { packageExtras { id price { value } } }
}`;

describe('package extras', () => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await freshPglite();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });

  it('names each extra, its order line kind, its price and its picture; the same prices as on a product', async () => {
    const { data } = await api.graphql(EXTRAS);
    expect(data.packageExtras).toEqual([
      {
        id: 'envelope',
        kind: 'WRAPPER',
        title: 'Busta regalo',
        price: { currency: 'EUR', value: 1.5 },
        image: { url: { href: '/img/packing/envelope.svg' }, alt: 'Busta regalo' },
      },
      {
        id: 'box',
        kind: 'WRAPPER',
        title: 'Scatola regalo',
        price: { currency: 'EUR', value: 3.95 },
        image: { url: { href: '/img/packing/box.svg' }, alt: 'Scatola regalo' },
      },
      { id: 'digital-card', kind: 'DIGITAL_WRAPPER', title: 'Biglietto digitale illustrato', price: { currency: 'EUR', value: 0.95 }, image: null },
      {
        id: 'giftPacking',
        kind: 'GIFT_PACKING',
        title: 'Confezione regalo',
        price: { currency: 'EUR', value: 2.95 },
        image: { url: { href: '/img/packing/giftPacking.svg' }, alt: 'Confezione regalo' },
      },
    ]);
    expect(data.product.packageExtras).toEqual(
      data.packageExtras.map((e: { id: string; price: { value: number } }) => ({ id: e.id, price: { value: e.price.value } })),
    );
  });

  it('draws the pictures, titled as asked, and nothing for an unknown one', async () => {
    const res = await api.app.request('/img/packing/giftPacking.svg?label=Confezione%20regalo');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Confezione regalo</title>');
    expect((await api.app.request('/img/packing/digital-card.svg')).status).toBe(404);
  });

  it('speaks the language asked for', async () => {
    const { data } = await api.graphql(EXTRAS, { userData: { language: 'en', storeID: 1, countryCode: 'NL', redeemToken: null } });
    expect(data.packageExtras.find((e: { id: string }) => e.id === 'giftPacking').title).toMatch(/gift/i);
  });
});
