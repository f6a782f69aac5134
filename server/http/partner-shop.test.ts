import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../tests/helpers/db.ts';
import { apiClient } from '../../tests/helpers/api.ts';
import type { Database } from '../db/client.ts';

describe('partner brand shops (giftCardBrand)', () => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await freshPglite();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });
  const brandOf = async (slug: string) =>
    (
      await api.graphql(
        `query($userData: UserData!, $slug: String!) { product(userData: $userData, slug: $slug) {
    giftCardBrand { id iframeUrl redirectLink redirectTime externalProductLink { title url } } } }`,
        { slug },
      )
    ).data.product.giftCardBrand;

  it('an iframe brand names its shop, which the shop alone may frame', async () => {
    const brand = await brandOf('gift-card-hotel-collezione-ninfea');
    expect(brand).toMatchObject({ iframeUrl: '/negozio-partner/gift-card-hotel-collezione-ninfea/', redirectLink: null });
    const res = await api.app.request(brand.iframeUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(await res.text()).toContain('Una notte in camera Classic per due');
    const page = await api.app.request('/healthz');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('a redirect brand gives its link, its time and the product there; other brands have none', async () => {
    expect(await brandOf('gift-card-rifugi-d-alta-quota')).toMatchObject({
      iframeUrl: null,
      redirectTime: 5,
      externalProductLink: { title: 'Mezza pensione in rifugio' },
    });
    expect(await brandOf('gift-card-sushi-onda-calma')).toBeNull();
    expect((await api.app.request('/negozio-partner/nessuno/')).status).toBe(404);
  });
});
