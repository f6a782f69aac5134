import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { freshPglite } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { ADMIN_ERR, staffClient } from '../../../tests/helpers/admin.ts';
import { must } from '../../../common/must.ts';
import { checkDocument, DOCUMENT_LIMITS } from './document-shapes.ts';

// Issue 18 / decision 064: an editor changes a storefront's trust marks, menus and social links in
// the back office, previews the draft, publishes it for every visitor and goes back to before.

const DETAIL = `document { id key language homePath data } versions { id state data previewToken byStaff reason } ${ADMIN_ERR}`;
const LIST = `query L($storeId: Int!) { contentDocuments(storeId: $storeId) { documents { id key language homePath } ${ADMIN_ERR} } }`;
const READ = `query R($documentId: Int!) { contentDocument(documentId: $documentId) { ${DETAIL} } }`;
const SAVE = `mutation S($documentId: Int!, $data: JSON!, $reason: String!) { saveDocumentDraft(documentId: $documentId, data: $data, reason: $reason) { ${DETAIL} } }`;
const PUBLISH = `mutation P($documentId: Int!, $versionId: Int!, $reason: String!) { publishDocumentVersion(documentId: $documentId, versionId: $versionId, reason: $reason) { ${DETAIL} } }`;
const SHOP = `query Q($userData: UserData!) { storeData(userData: $userData) { trustMarks { id label placement link } footerMenu { title menuItems { title path { href } } } } }`;
const dutch = { language: 'nl', storeID: 1, countryCode: 'NL', redeemToken: null };
const italian = { language: 'it', storeID: 53, countryCode: 'IT', redeemToken: null };
const codes = (r: { errors: { code: number }[] }) => r.errors.map((e) => e.code);
type Mark = { id: string; label: string; placement: string; width: number; link: string | null };

describe('menus, trust marks and social links edited in the back office', () => {
  let database: Database;
  let shop: ReturnType<typeof apiClient>;
  let ops: ReturnType<typeof staffClient>;
  let marks: { id: number; data: Mark[] };
  const auditRows = async () =>
    must(
      (
        await database.db
          .select({ n: count() })
          .from(auditLog)
          .where(eq(auditLog.target, `document:${marks.id}`))
      )[0],
      'one row',
    ).n;
  const labels = async (userData: object, cookie?: string) =>
    ((await shop.graphql<any>(SHOP, { userData }, cookie ? { cookie } : {})).data.storeData.trustMarks as Mark[]).map((m) => m.label);
  beforeAll(async () => {
    database = await freshPglite();
    shop = apiClient(database);
    ops = staffClient(database);
    await ops.logIn('operations');
    const list = (await ops.admin(LIST, { storeId: 1 })).data.contentDocuments;
    const found = list.documents.find((d: { key: string; language: string }) => d.key === 'trustMarks' && d.language === 'nl');
    marks = (await ops.admin(READ, { documentId: must(found, 'the Dutch trust marks').id })).data.contentDocument.document;
  });
  afterAll(async () => {
    await database.close();
  });

  it('refuses nobody logged in (5003) and a role without the right (5004), changing nothing', async () => {
    expect(codes((await staffClient(database).admin(READ, { documentId: marks.id })).data.contentDocument)).toEqual([5003]);
    const support = staffClient(database);
    await support.logIn('support');
    expect(codes((await support.admin(LIST, { storeId: 1 })).data.contentDocuments)).toEqual([5004]);
    expect(codes((await support.admin(SAVE, { documentId: marks.id, data: marks.data, reason: 'x' })).data.saveDocumentDraft)).toEqual([5004]);
    expect(await auditRows()).toBe(0);
  });

  it('lists the four documents of each language of a storefront, and refuses an unknown storefront or document', async () => {
    const list = (await ops.admin(LIST, { storeId: 1 })).data.contentDocuments;
    const nl = list.documents.filter((d: { language: string }) => d.language === 'nl').map((d: { key: string }) => d.key);
    expect(nl.sort()).toEqual(['businessMenu', 'footerMenu', 'socialLinks', 'trustMarks']);
    expect(list.documents.find((d: { language: string }) => d.language === 'en')).toMatchObject({ homePath: '/en/' });
    expect(codes((await ops.admin(LIST, { storeId: 99 })).data.contentDocuments)).toEqual([9002]);
    expect(codes((await ops.admin(READ, { documentId: 999999 })).data.contentDocument)).toEqual([5067]);
  });

  it('saves a draft only its preview shows, publishes it for everyone, and goes back to the marks before', async () => {
    const original = await labels(dutch);
    expect(original).toEqual(marks.data.map((m) => m.label));
    const changed = marks.data.map((m, i) => (i === 0 ? { ...m, label: '  Binnen 10 minuten in je mailbox  ' } : m));
    expect(codes((await ops.admin(SAVE, { documentId: marks.id, data: changed, reason: ' ' })).data.saveDocumentDraft)).toEqual([5005]);
    const saved = (await ops.admin(SAVE, { documentId: marks.id, data: changed, reason: 'sneller' })).data.saveDocumentDraft;
    expect(saved.errors).toEqual([]);
    const [draft, before] = saved.versions;
    expect(draft).toMatchObject({ state: 'draft', byStaff: true, reason: 'sneller' });
    expect(draft.data[0].label).toBe('Binnen 10 minuten in je mailbox');
    expect(before).toMatchObject({ state: 'published', byStaff: false, data: marks.data });

    // Visitors read the marks as they were; the preview's browser reads the draft, on its storefront only.
    const cookie = `donami_toggles_preview=${draft.previewToken}`;
    expect(await labels(dutch)).toEqual(original);
    expect((await labels(dutch, cookie))[0]).toBe('Binnen 10 minuten in je mailbox');
    expect(await labels(italian, cookie)).not.toContain('Binnen 10 minuten in je mailbox');
    expect(await labels({ ...dutch, language: 'en' }, cookie)).not.toContain('Binnen 10 minuten in je mailbox');

    const published = (await ops.admin(PUBLISH, { documentId: marks.id, versionId: draft.id, reason: 'live' })).data.publishDocumentVersion;
    expect(published.errors).toEqual([]);
    expect((await labels(dutch))[0]).toBe('Binnen 10 minuten in je mailbox');

    const restored = (await ops.admin(PUBLISH, { documentId: marks.id, versionId: before.id, reason: 'terug' })).data.publishDocumentVersion;
    expect(restored.errors).toEqual([]);
    expect(await labels(dutch)).toEqual(original);
    expect(restored.versions.map((v: { state: string }) => v.state)).toEqual(['published', 'published', 'draft', 'published']);
    expect(await auditRows()).toBe(3);
  });

  it('refuses a row breaking its rule (5068, named), an unknown version (5067), changing nothing', async () => {
    const versions = async () => (await ops.admin(READ, { documentId: marks.id })).data.contentDocument.versions.length;
    const had = await versions();
    const audits = await auditRows();
    const refusal = async (data: unknown) => (await ops.admin(SAVE, { documentId: marks.id, data, reason: 'r' })).data.saveDocumentDraft.errors;
    const second = (m: Partial<Mark>) => marks.data.map((x, i) => (i === 1 ? { ...x, ...m } : x));
    expect(await refusal(second({ label: '' }))).toEqual([expect.objectContaining({ code: 5068, referencedRequestParameter: 'data.1.label' })]);
    expect(await refusal(second({ link: 'javascript:alert(1)' }))).toEqual([
      expect.objectContaining({ code: 5068, referencedRequestParameter: 'data.1.link' }),
    ]);
    expect(await refusal(second({ placement: 'sidebar' }))).toEqual([expect.objectContaining({ code: 5068, referencedRequestParameter: 'data.1.placement' })]);
    expect(await refusal('not a list')).toEqual([expect.objectContaining({ code: 5068, referencedRequestParameter: 'data' })]);
    expect(codes((await ops.admin(PUBLISH, { documentId: marks.id, versionId: 999999, reason: 'r' })).data.publishDocumentVersion)).toEqual([5067]);
    expect(codes((await ops.admin(SAVE, { documentId: 999999, data: [], reason: 'r' })).data.saveDocumentDraft)).toEqual([5067]);
    expect(await versions()).toBe(had);
    expect(await auditRows()).toBe(audits);
  });

  it('publishes a footer column renamed with a link added, read by the storefront in that shape', async () => {
    const list = (await ops.admin(LIST, { storeId: 53 })).data.contentDocuments;
    const footer = (await ops.admin(READ, { documentId: list.documents.find((d: { key: string }) => d.key === 'footerMenu').id })).data.contentDocument
      .document;
    const columns = footer.data as { title: string; path: string; children: { title: string; path: string }[] }[];
    const data = columns.map((c, i) => (i === 0 ? { ...c, title: 'Le nostre carte', children: [...c.children, { title: 'Novità', path: '/blog/' }] } : c));
    const saved = (await ops.admin(SAVE, { documentId: footer.id, data, reason: 'novità' })).data.saveDocumentDraft;
    expect(saved.errors).toEqual([]);
    expect((await ops.admin(PUBLISH, { documentId: footer.id, versionId: saved.versions[0].id, reason: 'live' })).data.publishDocumentVersion.errors).toEqual(
      [],
    );
    const menu = (await shop.graphql<any>(SHOP, { userData: italian })).data.storeData.footerMenu;
    expect(menu[0].title).toBe('Le nostre carte');
    expect(menu[0].menuItems.at(-1)).toEqual({ title: 'Novità', path: { href: '/blog/' } });
  });
});

describe('the rules of a document', () => {
  const link = (title: string, path: string) => ({ title, path });
  it('trims texts and keeps only the shape’s fields', () => {
    expect(checkDocument('socialLinks', [{ network: 'instagram', url: ' https://www.instagram.com/donami.it ', hidden: false, extra: 1 }])).toEqual({
      ok: true,
      data: [{ network: 'instagram', url: 'https://www.instagram.com/donami.it', hidden: false }],
    });
  });
  it('holds each limit at its edge, and refuses a network or a mark twice', () => {
    const menu = (links: number, title = 'T') => ({ title, path: '/azienda/', children: Array.from({ length: links }, (_, i) => link(`L${i}`, `/p${i}/`)) });
    expect(checkDocument('businessMenu', menu(DOCUMENT_LIMITS.links)).ok).toBe(true);
    expect(checkDocument('businessMenu', menu(DOCUMENT_LIMITS.links + 1)).ok).toBe(false);
    expect(checkDocument('businessMenu', menu(1, 'x'.repeat(DOCUMENT_LIMITS.title))).ok).toBe(true);
    expect(checkDocument('businessMenu', menu(1, 'x'.repeat(DOCUMENT_LIMITS.title + 1)))).toEqual({ ok: false, field: 'data.title' });
    expect(checkDocument('businessMenu', { ...menu(1), children: [link('A', '//evil.example')] })).toEqual({ ok: false, field: 'data.children.0.path' });
    expect(checkDocument('businessMenu', { ...menu(1), children: [link('A', 'http://plain.example')] }).ok).toBe(false);
    const social = { network: 'x', url: 'https://x.com/donami', hidden: true };
    expect(checkDocument('socialLinks', [social, social]).ok).toBe(false);
    expect(checkDocument('socialLinks', [{ ...social, network: 'myspace' }])).toEqual({ ok: false, field: 'data.0.network' });
    const mark = { id: 'a', label: 'A', placement: 'header', width: 80, link: null };
    expect(checkDocument('trustMarks', [mark, mark]).ok).toBe(false);
    expect(
      checkDocument(
        'trustMarks',
        Array.from({ length: DOCUMENT_LIMITS.marks + 1 }, (_, i) => ({ ...mark, id: `m${i}` })),
      ).ok,
    ).toBe(false);
  });
});
