import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { freshPglite } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { ADMIN_ERR, staffClient } from '../../../tests/helpers/admin.ts';
import { must } from '../../../common/must.ts';
import { refreshToggles } from './toggles.ts';
import { storefrontToggleVersions } from './tables.ts';

// Issue 18 / decision 052: a storefront's toggles set in the back office, previewed, published,
// restored; what the shop's API tells visitors follows at once.

const VIEW = `storeId toggles versions { id state toggles previewToken reason } ${ADMIN_ERR}`;
const READ = `query R($storeId: Int!) { storefrontToggles(storeId: $storeId) { ${VIEW} } }`;
const SAVE = `mutation S($storeId: Int!, $toggles: JSON!, $reason: String!) { saveToggleDraft(storeId: $storeId, toggles: $toggles, reason: $reason) { ${VIEW} } }`;
const PUBLISH = `mutation P($storeId: Int!, $versionId: Int!, $reason: String!) { publishToggles(storeId: $storeId, versionId: $versionId, reason: $reason) { ${VIEW} } }`;
const STORE_TOGGLES = 'query T($userData: UserData!) { storeData(userData: $userData) { toggles } }';
const dutch = { language: 'nl', storeID: 1, countryCode: 'NL', redeemToken: null };
const codes = (r: { errors: { code: number }[] }) => r.errors.map((e) => e.code);

describe('storefront toggles in the back office', () => {
  let database: Database;
  let shop: ReturnType<typeof apiClient>;
  const auditRows = async () => must((await database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.target, 'storefront:1')))[0], 'one row').n;
  const visitorSees = async (cookie?: string) =>
    (await shop.graphql<any>(STORE_TOGGLES, { userData: dutch }, cookie ? { cookie } : {})).data.storeData.toggles as Record<string, unknown>;
  beforeAll(async () => {
    database = await freshPglite();
    shop = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });

  it('refuses nobody logged in (5003) and a role without the right (5004)', async () => {
    expect(codes((await staffClient(database).admin(READ, { storeId: 1 })).data.storefrontToggles)).toEqual([5003]);
    const support = staffClient(database);
    await support.logIn('support');
    expect(codes((await support.admin(READ, { storeId: 1 })).data.storefrontToggles)).toEqual([5004]);
    const saved = (await support.admin(SAVE, { storeId: 1, toggles: { errorMessages: false }, reason: 'test' })).data.saveToggleDraft;
    expect(codes(saved)).toEqual([5004]);
    expect(await auditRows()).toBe(0);
  });

  it('saves a draft that only its preview shows, publishes it for everyone, and restores the previous set', async () => {
    const ops = staffClient(database);
    await ops.logIn('operations');
    expect(codes((await ops.admin(READ, { storeId: 99 })).data.storefrontToggles)).toEqual([9002]);
    expect(codes((await ops.admin(SAVE, { storeId: 1, toggles: { errorMessages: false }, reason: '  ' })).data.saveToggleDraft)).toEqual([5005]);

    const draft = (
      await ops.admin(SAVE, { storeId: 1, toggles: { errorMessages: false, delayWarning: true, headerVersion: 'v9', unknown: 1 }, reason: 'generic errors' })
    ).data.saveToggleDraft;
    expect(draft.errors).toEqual([]);
    const [saved] = draft.versions;
    expect(saved).toMatchObject({ state: 'draft', reason: 'generic errors' });
    // Only the storefront's toggles, each of its type: an unknown header version keeps the current one.
    expect(saved.toggles).toMatchObject({ errorMessages: false, delayWarning: true, headerVersion: 'v2' });
    expect(saved.toggles).not.toHaveProperty('unknown');
    expect(await auditRows()).toBe(1);

    expect((await visitorSees()).errorMessages).toBe(true);
    expect((await visitorSees(`donami_toggles_preview=${saved.previewToken}`)).errorMessages).toBe(false);
    // The Italian storefront is not previewed with the Dutch draft.
    const italian = (await shop.graphql<any>(STORE_TOGGLES, {}, { cookie: `donami_toggles_preview=${saved.previewToken}` })).data.storeData.toggles;
    expect(italian.errorMessages).toBe(true);

    expect(codes((await ops.admin(PUBLISH, { storeId: 1, versionId: 999_999, reason: 'x' })).data.publishToggles)).toEqual([9003]);
    const published = (await ops.admin(PUBLISH, { storeId: 1, versionId: saved.id, reason: 'go live' })).data.publishToggles;
    expect(published.errors).toEqual([]);
    expect(published.toggles).toMatchObject({ errorMessages: false, delayWarning: true });
    expect(await visitorSees()).toMatchObject({ errorMessages: false, delayWarning: true });
    expect(await auditRows()).toBe(2);
    // A draft older than what is published no longer previews anything of its own.
    expect(published.versions.find((v: { id: number }) => v.id === saved.id).previewToken).toBe(saved.previewToken);

    // Going back: publish the starting set again through a draft of it.
    const back = (await ops.admin(SAVE, { storeId: 1, toggles: { errorMessages: true, delayWarning: false }, reason: 'back' })).data.saveToggleDraft;
    const restored = (await ops.admin(PUBLISH, { storeId: 1, versionId: back.versions[0].id, reason: 'restore' })).data.publishToggles;
    expect(restored.toggles).toMatchObject({ errorMessages: true, delayWarning: false });
    expect((await visitorSees()).errorMessages).toBe(true);
    // Restoring an older published version works the same way.
    const again = (await ops.admin(PUBLISH, { storeId: 1, versionId: published.versions[0].id, reason: 'again' })).data.publishToggles;
    expect(again.toggles.errorMessages).toBe(false);
    expect(await auditRows()).toBe(5);
  });

  it('a fixed noindex published for the Dutch storefront closes its robots.txt and marks its pages noindex', async () => {
    const ops = staffClient(database);
    await ops.logIn('operations');
    const robots = async () => (await shop.app.request('/robots.txt', { headers: { host: 'nl.localhost:3000' } })).text();
    const productNoindex = async () => {
      const list = await shop.graphql<any>('query L($userData: UserData!) { products(userData: $userData) { items { slug } } }', { userData: dutch });
      const slug = list.data.products.items[0].slug as string;
      return (
        await shop.graphql<any>('query P($userData: UserData!, $slug: String!) { product(userData: $userData, slug: $slug) { metadata { noindex } } }', {
          userData: dutch,
          slug,
        })
      ).data.product.metadata.noindex as boolean;
    };
    expect(await robots()).toContain('Sitemap: https://www.donami.nl/sitemap.xml');
    expect(await productNoindex()).toBe(false);
    const draft = (await ops.admin(SAVE, { storeId: 1, toggles: { hardcodeNoindex: true }, reason: 'staging' })).data.saveToggleDraft;
    await ops.admin(PUBLISH, { storeId: 1, versionId: draft.versions[0].id, reason: 'staging' });
    expect(await robots()).toBe('User-agent: *\nDisallow: /\n');
    expect(await productNoindex()).toBe(true);
    // The Italian storefront stays open.
    expect(await (await shop.app.request('/robots.txt', { headers: { host: 'localhost:3000' } })).text()).toContain('Sitemap: https://www.donami.it/');
    const open = (await ops.admin(SAVE, { storeId: 1, toggles: { hardcodeNoindex: false }, reason: 'live' })).data.saveToggleDraft;
    await ops.admin(PUBLISH, { storeId: 1, versionId: open.versions[0].id, reason: 'live' });
    expect(await robots()).toContain('Sitemap: https://www.donami.nl/sitemap.xml');
  });

  it('a set another process published is seen once this process reads again (its watcher does every second)', async () => {
    expect(await refreshToggles(database.db)).toBe(false);
    const toggles = { ...(await visitorSees()), languageSwitcher: false };
    await database.db.insert(storefrontToggleVersions).values({ storeId: 1, state: 'published', toggles, staffId: 1, reason: 'elsewhere' });
    expect((await visitorSees()).languageSwitcher).toBe(true);
    expect(await refreshToggles(database.db)).toBe(true);
    expect((await visitorSees()).languageSwitcher).toBe(false);
  });
});
