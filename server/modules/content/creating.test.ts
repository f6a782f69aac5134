import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { freshPglite } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { ADMIN_ERR, staffClient } from '../../../tests/helpers/admin.ts';
import { italianUser } from '../../../tests/helpers/api.ts';

// Issue 18: besides blog articles, an editor makes a new landing page (at /<slug>/, never over one
// of the shop's own addresses) and a new giving moment with its cards and colour; each is hidden
// until published, and a moment's cards must be sold in its storefront and language.

const DETAIL = `page { id kind slug path title productSlugs backgroundColor hidden } versions { id state previewToken } ${ADMIN_ERR}`;
const CREATE = `mutation C($storeId: Int!, $language: String!, $kind: String!, $slug: String!, $fields: AdminPageFieldsInput!, $reason: String!) {
  createPage(storeId: $storeId, language: $language, kind: $kind, slug: $slug, fields: $fields, reason: $reason) { ${DETAIL} } }`;
const SAVE = `mutation S($pageId: Int!, $fields: AdminPageFieldsInput!, $reason: String!) { savePageDraft(pageId: $pageId, fields: $fields, reason: $reason) { ${DETAIL} } }`;
const PUBLISH = `mutation P($pageId: Int!, $versionId: Int!, $reason: String!) { publishPageVersion(pageId: $pageId, versionId: $versionId, reason: $reason) { ${DETAIL} } }`;
const MOMENT = `query M($userData: UserData!, $slug: String!) {
  page(userData: $userData, kind: givingMoment, slug: $slug) { title }
  givingMoments(userData: $userData) { slug backgroundColor path }
  products(userData: $userData, filters: { filterByPage: { pageType: "givingMoment", pageId: $slug, fieldName: "products" } }, paging: { itemsPerPage: 24, pageNumber: 1 }) { items { slug } } }`;
const LANDING = 'query L($userData: UserData!, $slug: String!) { page(userData: $userData, kind: landing, slug: $slug) { title path } }';
const codes = (r: { errors: { code: number; referencedRequestParameter?: string }[] }) => r.errors.map((e) => `${e.code} ${e.referencedRequestParameter}`);
const moment = { title: 'Laurea', heroTitle: 'Per chi si laurea', excerpt: 'Un regalo per il giorno della tesi.', body: ['Auguri, dottoressa.'] };

describe('landing pages and giving moments made in the back office', () => {
  let database: Database;
  let shop: ReturnType<typeof apiClient>;
  let ops: ReturnType<typeof staffClient>;
  const create = async (vars: object) =>
    (await ops.admin(CREATE, { storeId: 53, language: 'it', kind: 'givingMoment', slug: 'tesi-di-laurea', fields: moment, reason: 'new', ...vars })).data
      .createPage;
  beforeAll(async () => {
    database = await freshPglite();
    shop = apiClient(database);
    ops = staffClient(database);
    await ops.logIn('operations');
  });
  afterAll(async () => {
    await database.close();
  });

  it('a giving moment: refused without cards, with a card not sold here or a colour not #rrggbb; made hidden, published with its cards', async () => {
    expect(codes(await create({}))).toEqual(['5086 fields.productSlugs']);
    const cards = ['gift-card-tutto-in-uno', 'gift-card-streetwear-quartiere'];
    expect(codes(await create({ fields: { ...moment, productSlugs: [...cards, 'cadeaubon-streetwear-quartiere'], backgroundColor: '#1d3557' } }))).toEqual([
      '5086 fields.productSlugs',
    ]);
    expect(codes(await create({ fields: { ...moment, productSlugs: [cards[0], cards[0]], backgroundColor: '#1d3557' } }))).toEqual([
      '5086 fields.productSlugs',
    ]);
    expect(codes(await create({ fields: { ...moment, productSlugs: cards, backgroundColor: 'blue' } }))).toEqual(['5087 fields.backgroundColor']);
    const made = await create({ fields: { ...moment, productSlugs: cards, backgroundColor: '#1D3557' } });
    expect(made.errors).toEqual([]);
    expect(made.page).toMatchObject({ kind: 'givingMoment', hidden: true, productSlugs: cards, backgroundColor: '#1d3557' });
    const read = async () => (await shop.graphql<any>(MOMENT, { userData: italianUser, slug: 'tesi-di-laurea' })).data;
    expect((await read()).page).toBeNull();
    expect((await read()).givingMoments.map((m: { slug: string }) => m.slug)).not.toContain('tesi-di-laurea');

    // The editor changes its cards in a new draft, then publishes it: visitors get the moment and those cards.
    const saved = (
      await ops.admin(SAVE, { pageId: made.page.id, fields: { ...moment, productSlugs: [cards[1]!], backgroundColor: '#2a9d8f' }, reason: 'one card' })
    ).data.savePageDraft;
    expect(saved.errors).toEqual([]);
    const published = (await ops.admin(PUBLISH, { pageId: made.page.id, versionId: saved.versions[0].id, reason: 'go' })).data.publishPageVersion;
    expect(published.page).toMatchObject({ hidden: false, productSlugs: [cards[1]], backgroundColor: '#2a9d8f' });
    const visible = await read();
    expect(visible.page.title).toBe('Laurea');
    expect(visible.givingMoments).toContainEqual(expect.objectContaining({ slug: 'tesi-di-laurea', backgroundColor: '#2a9d8f' }));
    expect(visible.products.items.map((p: { slug: string }) => p.slug)).toEqual([cards[1]]);
    // Its cards cannot be emptied by a later draft either.
    expect(
      codes(
        (await ops.admin(SAVE, { pageId: made.page.id, fields: { ...moment, productSlugs: [], backgroundColor: '#2a9d8f' }, reason: 'r' })).data.savePageDraft,
      ),
    ).toEqual(['5086 fields.productSlugs']);
  });

  it('a landing page lives at /<slug>/, never over one of the shop’s own addresses; a blog article’s fields ignore a moment’s', async () => {
    const landing = { title: 'Regali aziendali di Natale', body: ['Per il tuo team.'] };
    const make = async (slug: string) =>
      (await ops.admin(CREATE, { storeId: 53, language: 'it', kind: 'landing', slug, fields: landing, reason: 'new' })).data.createPage;
    for (const taken of ['blog', 'admin', 'media', 'en']) expect(codes(await make(taken)), taken).toEqual(['5084 slug']);
    const made = await make('natale-aziende');
    expect(made.page).toMatchObject({ kind: 'landing', path: '/natale-aziende/', hidden: true, productSlugs: null });
    expect((await shop.graphql<any>(LANDING, { userData: italianUser, slug: 'natale-aziende' })).data.page).toBeNull();
    await ops.admin(PUBLISH, { pageId: made.page.id, versionId: made.versions[0].id, reason: 'go' });
    expect((await shop.graphql<any>(LANDING, { userData: italianUser, slug: 'natale-aziende' })).data.page).toEqual({
      title: landing.title,
      path: '/natale-aziende/',
    });
    const article = (
      await ops.admin(CREATE, {
        storeId: 53,
        language: 'it',
        kind: 'blog',
        slug: 'idee',
        fields: { ...landing, productSlugs: ['x'], backgroundColor: 'no' },
        reason: 'r',
      })
    ).data.createPage;
    expect(article.errors).toEqual([]);
    expect(article.page).toMatchObject({ productSlugs: null, backgroundColor: null });
  });
});
