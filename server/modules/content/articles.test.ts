import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { freshPglite } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { ADMIN_ERR, staffClient } from '../../../tests/helpers/admin.ts';
import { utcToRomeLocal } from '../../../common/rome-time.ts';

// Issue 18 / decision 063: an editor writes a new blog article, which no visitor can open before it
// is published; and takes a page off the storefront, which publishing a version of it puts back.

const DETAIL = `page { id slug language path title hidden } versions { id state previewToken } ${ADMIN_ERR}`;
const CREATE = `mutation C($storeId: Int!, $language: String!, $kind: String!, $slug: String!, $fields: AdminPageFieldsInput!, $reason: String!) {
  createPage(storeId: $storeId, language: $language, kind: $kind, slug: $slug, fields: $fields, reason: $reason) { ${DETAIL} } }`;
const PUBLISH = `mutation P($pageId: Int!, $versionId: Int!, $reason: String!) { publishPageVersion(pageId: $pageId, versionId: $versionId, reason: $reason) { ${DETAIL} } }`;
const WITHDRAW = `mutation W($pageId: Int!, $reason: String!) { withdrawPage(pageId: $pageId, reason: $reason) { ${DETAIL} } }`;
const SHOP_PAGE = 'query Q($userData: UserData!, $slug: String!) { page(userData: $userData, kind: blog, slug: $slug) { title publishedOn path } }';
const SHOP_PAGES = 'query Q($userData: UserData!) { pages(userData: $userData, kind: blog) { title } }';
const english = { language: 'en', storeID: 1, countryCode: 'NL', redeemToken: null };
const dutch = { ...english, language: 'nl' };
const fields = { title: 'Gift ideas for the winter', body: ['A first paragraph.', 'A second one.'] };
const codes = (r: { errors: { code: number }[] }) => r.errors.map((e) => e.code);

describe('blog articles written and withdrawn in the back office', () => {
  let database: Database;
  let shop: ReturnType<typeof apiClient>;
  let ops: ReturnType<typeof staffClient>;
  const reads = async (slug: string, userData = english, cookie?: string) =>
    (await shop.graphql<any>(SHOP_PAGE, { userData, slug }, cookie ? { cookie } : {})).data.page as {
      title: string;
      publishedOn: string | null;
      path: string;
    } | null;
  const listed = async (cookie?: string) =>
    ((await shop.graphql<any>(SHOP_PAGES, { userData: english }, cookie ? { cookie } : {})).data.pages as { title: string }[]).map((p) => p.title);
  beforeAll(async () => {
    database = await freshPglite();
    shop = apiClient(database);
    ops = staffClient(database);
    await ops.logIn('operations');
  });
  afterAll(async () => {
    await database.close();
  });

  it('creates an article no visitor opens, previews it, publishes it with its date, withdraws it and puts it back', async () => {
    const created = (await ops.admin(CREATE, { storeId: 1, language: 'en', kind: 'blog', slug: 'winter-gift-ideas', fields, reason: 'new' })).data.createPage;
    expect(created.errors).toEqual([]);
    expect(created.page).toMatchObject({ slug: 'winter-gift-ideas', language: 'en', path: '/en/blog/winter-gift-ideas/', hidden: true });
    const [draft] = created.versions;
    expect(draft.state).toBe('draft');
    expect(await reads('winter-gift-ideas')).toBeNull();
    expect(await listed()).not.toContain(fields.title);
    // The preview's browser reads it, in its language only.
    const cookie = `donami_toggles_preview=${draft.previewToken}`;
    expect((await reads('winter-gift-ideas', english, cookie))?.title).toBe(fields.title);
    expect(await listed(cookie)).toContain(fields.title);
    expect(await reads('winter-gift-ideas', dutch, cookie)).toBeNull();

    const published = (await ops.admin(PUBLISH, { pageId: created.page.id, versionId: draft.id, reason: 'go' })).data.publishPageVersion;
    expect(published.page.hidden).toBe(false);
    expect(await reads('winter-gift-ideas')).toEqual({
      title: fields.title,
      publishedOn: utcToRomeLocal(new Date()).slice(0, 10),
      path: '/blog/winter-gift-ideas/',
    });

    const withdrawn = (await ops.admin(WITHDRAW, { pageId: created.page.id, reason: 'out of date' })).data.withdrawPage;
    expect(withdrawn.errors).toEqual([]);
    expect(withdrawn.page.hidden).toBe(true);
    expect(withdrawn.versions[0].state).toBe('withdrawn');
    expect(await reads('winter-gift-ideas')).toBeNull();
    const back = (await ops.admin(PUBLISH, { pageId: created.page.id, versionId: withdrawn.versions[0].id, reason: 'back' })).data.publishPageVersion;
    expect(back.page.hidden).toBe(false);
    expect((await reads('winter-gift-ideas'))?.title).toBe(fields.title);
    const audits = await database.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.target, `page:${created.page.id}`));
    expect(audits[0]?.n).toBe(4);
  });

  it('refuses an address taken or not valid (5084), a language of another storefront (9004), an unknown storefront (9002) or role (5004), creating nothing', async () => {
    const create = async (vars: object, client = ops) =>
      (await client.admin(CREATE, { storeId: 1, language: 'nl', kind: 'blog', slug: 'nieuw-artikel', fields, reason: 'r', ...vars })).data.createPage;
    expect(await create({ slug: 'Nieuw Artikel' })).toMatchObject({ errors: [expect.objectContaining({ code: 5084, referencedRequestParameter: 'slug' })] });
    expect(codes(await create({ slug: 'ab' }))).toEqual([5084]);
    expect(codes(await create({ slug: 'a'.repeat(81) }))).toEqual([5084]);
    expect(codes(await create({ language: 'it' }))).toEqual([9004]);
    expect(await create({ kind: 'product' })).toMatchObject({ errors: [expect.objectContaining({ code: 9004, referencedRequestParameter: 'kind' })] });
    expect(codes(await create({ storeId: 99 }))).toEqual([9002]);
    expect(codes(await create({ reason: ' ' }))).toEqual([5005]);
    const support = staffClient(database);
    await support.logIn('support');
    expect(codes(await create({}, support))).toEqual([5004]);
    expect((await create({})).errors).toEqual([]);
    // The same address a second time, even at once.
    const twice = await Promise.all([create({ slug: 'dubbel' }), create({ slug: 'dubbel' })]);
    expect(twice.map((r) => codes(r)).sort()).toEqual([[], [5084]]);
    expect(codes(await create({}))).toEqual([5084]);
    expect(codes((await ops.admin(WITHDRAW, { pageId: 999999, reason: 'r' })).data.withdrawPage)).toEqual([5063]);
  });
});
