import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { freshPglite } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { ADMIN_ERR, staffClient } from '../../../tests/helpers/admin.ts';
import { must } from '../../../common/must.ts';
import { checkPageFields, PAGE_LIMITS } from './editing.ts';
import { pages } from './tables.ts';

// Issue 18 / decision 063: an editor changes a page of a storefront in the back office, previews
// the draft, publishes it for every visitor and goes back to the text before.

const DETAIL = `page { id title body path language } versions { id state fields previewToken byStaff reason } ${ADMIN_ERR}`;
const LIST = `query L($storeId: Int!, $kind: String) { contentPages(storeId: $storeId, kind: $kind) { pages { id kind slug language path title } ${ADMIN_ERR} } }`;
const READ = `query R($pageId: Int!) { contentPage(pageId: $pageId) { ${DETAIL} } }`;
const SAVE = `mutation S($pageId: Int!, $fields: AdminPageFieldsInput!, $reason: String!) { savePageDraft(pageId: $pageId, fields: $fields, reason: $reason) { ${DETAIL} } }`;
const PUBLISH = `mutation P($pageId: Int!, $versionId: Int!, $reason: String!) { publishPageVersion(pageId: $pageId, versionId: $versionId, reason: $reason) { ${DETAIL} } }`;
const SHOP_PAGE = 'query Q($userData: UserData!, $slug: String!) { page(userData: $userData, kind: blog, slug: $slug) { title body } }';
const SHOP_PAGES = 'query Q($userData: UserData!) { pages(userData: $userData, kind: blog) { title } }';
const dutch = { language: 'nl', storeID: 1, countryCode: 'NL', redeemToken: null };
const codes = (r: { errors: { code: number; referencedRequestParameter?: string }[] }) => r.errors.map((e) => e.code);
const fields = (title: string, body = ['Eerste alinea.', 'Tweede alinea.']) => ({
  title,
  body,
  heroTitle: '',
  excerpt: 'Kort',
  metaTitle: null,
  metaDescription: null,
});

describe('pages edited in the back office', () => {
  let database: Database;
  let shop: ReturnType<typeof apiClient>;
  let page: { id: number; slug: string; title: string; body: string[] };
  const auditRows = async () =>
    must(
      (
        await database.db
          .select({ n: count() })
          .from(auditLog)
          .where(eq(auditLog.target, `page:${page.id}`))
      )[0],
      'one row',
    ).n;
  const visitorReads = async (cookie?: string) =>
    (await shop.graphql<any>(SHOP_PAGE, { userData: dutch, slug: page.slug }, cookie ? { cookie } : {})).data.page as { title: string; body: string[] };
  beforeAll(async () => {
    database = await freshPglite();
    shop = apiClient(database);
    const [first] = await database.db
      .select()
      .from(pages)
      .where(and(eq(pages.storeId, 1), eq(pages.kind, 'blog'), eq(pages.language, '')))
      .limit(1);
    page = must(first, 'the Dutch storefront has blog articles');
  });
  afterAll(async () => {
    await database.close();
  });

  it('refuses nobody logged in (5003), a role without the right (5004), and changes nothing', async () => {
    expect(codes((await staffClient(database).admin(READ, { pageId: page.id })).data.contentPage)).toEqual([5003]);
    const support = staffClient(database);
    await support.logIn('support');
    expect(codes((await support.admin(LIST, { storeId: 1 })).data.contentPages)).toEqual([5004]);
    expect(codes((await support.admin(SAVE, { pageId: page.id, fields: fields('Nieuw'), reason: 'test' })).data.savePageDraft)).toEqual([5004]);
    expect(await auditRows()).toBe(0);
  });

  it('lists a storefront’s pages by kind with their address, and refuses an unknown storefront or page', async () => {
    const ops = staffClient(database);
    await ops.logIn('operations');
    const list = (await ops.admin(LIST, { storeId: 1, kind: 'blog' })).data.contentPages;
    expect(list.errors).toEqual([]);
    expect(list.pages.map((p: { kind: string }) => p.kind)).toEqual(list.pages.map(() => 'blog'));
    expect(list.pages).toContainEqual(expect.objectContaining({ id: page.id, language: 'nl', path: `/blog/${page.slug}/` }));
    // Its English translation lives under /en/.
    expect(list.pages.some((p: { language: string; path: string }) => p.language === 'en' && p.path.startsWith('/en/blog/'))).toBe(true);
    expect(codes((await ops.admin(LIST, { storeId: 99 })).data.contentPages)).toEqual([9002]);
    expect(codes((await ops.admin(READ, { pageId: 999999 })).data.contentPage)).toEqual([5063]);
  });

  it('saves a draft only its preview shows, publishes it for everyone, and goes back to the text before', async () => {
    const ops = staffClient(database);
    await ops.logIn('operations');
    const original = await visitorReads();
    expect(original.title).toBe(page.title);
    expect(codes((await ops.admin(SAVE, { pageId: page.id, fields: fields('Nieuw'), reason: '  ' })).data.savePageDraft)).toEqual([5005]);

    const saved = (await ops.admin(SAVE, { pageId: page.id, fields: fields('  Cadeautips voor de winter  '), reason: 'winter' })).data.savePageDraft;
    expect(saved.errors).toEqual([]);
    // The page as it was is kept first, then the draft; both newest first.
    const [draft, before] = saved.versions;
    expect(draft).toMatchObject({
      state: 'draft',
      reason: 'winter',
      byStaff: true,
      fields: { title: 'Cadeautips voor de winter', excerpt: 'Kort', heroTitle: null },
    });
    expect(before).toMatchObject({ state: 'published', byStaff: false, fields: { title: page.title, body: page.body } });
    expect(draft.previewToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    // Visitors read the page as it was; the preview's browser reads the draft, in the list too.
    expect(await visitorReads()).toEqual(original);
    const cookie = `donami_toggles_preview=${draft.previewToken}`;
    expect(await visitorReads(cookie)).toEqual({ title: 'Cadeautips voor de winter', body: ['Eerste alinea.', 'Tweede alinea.'] });
    const listed = (await shop.graphql<any>(SHOP_PAGES, { userData: dutch }, { cookie })).data.pages.map((p: { title: string }) => p.title);
    expect(listed).toContain('Cadeautips voor de winter');
    // Not on another storefront, whatever the cookie.
    const italian = { language: 'it', storeID: 53, countryCode: 'IT', redeemToken: null };
    const it = (await shop.graphql<any>(SHOP_PAGES, { userData: italian }, { cookie })).data.pages.map((p: { title: string }) => p.title);
    expect(it).not.toContain('Cadeautips voor de winter');

    const published = (await ops.admin(PUBLISH, { pageId: page.id, versionId: draft.id, reason: 'go' })).data.publishPageVersion;
    expect(published.errors).toEqual([]);
    expect(published.page.title).toBe('Cadeautips voor de winter');
    expect(await visitorReads()).toEqual({ title: 'Cadeautips voor de winter', body: ['Eerste alinea.', 'Tweede alinea.'] });
    // A draft older than the publication previews nothing more than what everyone reads.
    expect(await visitorReads(cookie)).toEqual(await visitorReads());

    // Going back: the text before, published again as a new version; the history only grows.
    const restored = (await ops.admin(PUBLISH, { pageId: page.id, versionId: before.id, reason: 'back' })).data.publishPageVersion;
    expect(restored.errors).toEqual([]);
    expect(await visitorReads()).toEqual(original);
    expect(restored.versions.map((v: { state: string }) => v.state)).toEqual(['published', 'published', 'draft', 'published']);
    expect(await auditRows()).toBe(3);
  });

  it('refuses a missing title (5064), no text (5065), a field too long (5066) and an unknown version (5063), changing nothing', async () => {
    const ops = staffClient(database);
    await ops.logIn('operations');
    const versions = async () => (await ops.admin(READ, { pageId: page.id })).data.contentPage.versions.length;
    const had = await versions();
    const audits = await auditRows();
    const refusal = async (f: object) => (await ops.admin(SAVE, { pageId: page.id, fields: f, reason: 'r' })).data.savePageDraft.errors;
    expect(await refusal(fields('  '))).toEqual([expect.objectContaining({ code: 5064, referencedRequestParameter: 'fields.title' })]);
    expect(await refusal(fields('Titel', ['  ', '']))).toEqual([expect.objectContaining({ code: 5065, referencedRequestParameter: 'fields.body' })]);
    expect(await refusal({ ...fields('Titel'), metaDescription: 'x'.repeat(501) })).toEqual([
      expect.objectContaining({ code: 5066, referencedRequestParameter: 'fields.metaDescription' }),
    ]);
    expect(codes((await ops.admin(PUBLISH, { pageId: page.id, versionId: 999999, reason: 'r' })).data.publishPageVersion)).toEqual([5063]);
    expect(codes((await ops.admin(SAVE, { pageId: 999999, fields: fields('Titel'), reason: 'r' })).data.savePageDraft)).toEqual([5063]);
    expect(await versions()).toBe(had);
    expect(await auditRows()).toBe(audits);
  });
});

describe('the rules of a page’s fields', () => {
  it('trims, drops empty paragraphs and empties optional fields to nothing', () => {
    expect(checkPageFields({ title: ' T ', body: [' a ', '', 'b'], heroTitle: '  ', excerpt: 3 })).toEqual({
      ok: true,
      fields: { title: 'T', body: ['a', 'b'], heroTitle: null, excerpt: null, metaTitle: null, metaDescription: null, image: null },
    });
  });
  it('holds each limit at its edge', () => {
    const ok = (f: object) => checkPageFields({ title: 'T', body: ['b'], ...f }).ok;
    expect(ok({ title: 'x'.repeat(PAGE_LIMITS.title) })).toBe(true);
    expect(ok({ title: 'x'.repeat(PAGE_LIMITS.title + 1) })).toBe(false);
    expect(ok({ body: Array(PAGE_LIMITS.paragraphs).fill('p') })).toBe(true);
    expect(ok({ body: Array(PAGE_LIMITS.paragraphs + 1).fill('p') })).toBe(false);
    expect(ok({ body: ['x'.repeat(PAGE_LIMITS.paragraph + 1)] })).toBe(false);
    expect(ok({ excerpt: 'x'.repeat(PAGE_LIMITS.excerpt) })).toBe(true);
    expect(ok({ excerpt: 'x'.repeat(PAGE_LIMITS.excerpt + 1) })).toBe(false);
    expect(ok({ body: 'not a list' })).toBe(false);
  });
});
