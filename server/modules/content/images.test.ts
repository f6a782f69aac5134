import sharp from 'sharp';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { freshPglite } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { ADMIN_ERR, staffClient } from '../../../tests/helpers/admin.ts';
import { must } from '../../../common/must.ts';
import { IMAGE_LIMITS, prepareImage } from './images.ts';
import { pages } from './tables.ts';

// Issue 18 / decision 065: an editor uploads a picture for a page; the shop keeps it drawn again at
// the widths browsers ask for, without the camera's metadata, and the page shows it once published.

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png', exif = false) => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 60 } } });
  const withMeta = exif ? image.withExif({ IFD0: { Copyright: 'Fotografo', Artist: 'Via Roma 1, Milano' } }) : image;
  return withMeta.toFormat(format).toBuffer();
};

const UPLOAD = `mutation U($storeId: Int!, $data: String!, $reason: String!) { uploadContentImage(storeId: $storeId, data: $data, reason: $reason) { image { id width height src } ${ADMIN_ERR} } }`;
const SAVE = `mutation S($pageId: Int!, $fields: AdminPageFieldsInput!, $reason: String!) { savePageDraft(pageId: $pageId, fields: $fields, reason: $reason) { page { image { id alt } } versions { id fields } ${ADMIN_ERR} } }`;
const PUBLISH = `mutation P($pageId: Int!, $versionId: Int!, $reason: String!) { publishPageVersion(pageId: $pageId, versionId: $versionId, reason: $reason) { page { image { id alt width height } } ${ADMIN_ERR} } }`;
const SHOP_PAGE =
  'query Q($userData: UserData!, $slug: String!) { page(userData: $userData, kind: blog, slug: $slug) { title image { src srcset width height alt } } }';
const italian = { language: 'it', storeID: 53, countryCode: 'IT', redeemToken: null };
const codes = (r: { errors: { code: number }[] }) => r.errors.map((e) => e.code);

describe('a picture drawn for the storefront', () => {
  it('is drawn as WebP at 480, 960 and 1600 pixels across, never larger than it was, without its metadata', async () => {
    const done = await prepareImage(await picture(2400, 1200, 'jpeg', true));
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    expect(done.image.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 240],
      [960, 480],
      [1600, 800],
    ]);
    for (const v of done.image.variants) {
      const meta = await sharp(v.data).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
    }
    const small = await prepareImage(await picture(700, 350, 'webp'));
    expect(small.ok && small.image.variants.map((v) => v.width)).toEqual([480, 700]);
  });

  it('refuses what is no JPEG, PNG or WebP, and a picture too narrow, too heavy or too large', async () => {
    expect(await prepareImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({ ok: false, refusal: 'not-an-image' });
    expect(await prepareImage(await picture(800, 600, 'gif'))).toEqual({ ok: false, refusal: 'not-an-image' });
    expect(await prepareImage(Buffer.from('not a picture at all'))).toEqual({ ok: false, refusal: 'not-an-image' });
    expect(await prepareImage(await picture(IMAGE_LIMITS.minWidth - 1, 300))).toEqual({ ok: false, refusal: 'size' });
    expect((await prepareImage(await picture(IMAGE_LIMITS.minWidth, 300))).ok).toBe(true);
    expect(await prepareImage(Buffer.alloc(IMAGE_LIMITS.maxBytes + 1, 1))).toEqual({ ok: false, refusal: 'size' });
    // Over 40 megapixels, however small the file.
    expect(await prepareImage(await picture(8000, 5001))).toEqual({ ok: false, refusal: 'size' });
  });
});

describe('pictures uploaded in the back office', () => {
  let database: Database;
  let shop: ReturnType<typeof apiClient>;
  let ops: ReturnType<typeof staffClient>;
  let page: { id: number; slug: string; title: string; body: string[] };
  beforeAll(async () => {
    database = await freshPglite();
    shop = apiClient(database);
    ops = staffClient(database);
    await ops.logIn('operations');
    const [first] = await database.db
      .select()
      .from(pages)
      .where(and(eq(pages.storeId, 53), eq(pages.kind, 'blog')))
      .limit(1);
    page = must(first, 'the Italian storefront has blog articles');
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps a picture, puts it on a page once published, and serves each drawing for a year', async () => {
    const data = (await picture(2000, 1000)).toString('base64');
    const support = staffClient(database);
    await support.logIn('support');
    expect(codes((await support.admin(UPLOAD, { storeId: 53, data, reason: 'x' })).data.uploadContentImage)).toEqual([5004]);
    const up = (await ops.admin(UPLOAD, { storeId: 53, data, reason: 'foto di copertina' })).data.uploadContentImage;
    expect(up.errors).toEqual([]);
    expect(up.image).toMatchObject({ width: 1600, height: 800, src: `/media/${up.image.id}/480.webp` });

    const fields = { title: page.title, body: page.body, image: { id: up.image.id, alt: '  Una tavola apparecchiata  ' } };
    const saved = (await ops.admin(SAVE, { pageId: page.id, fields, reason: 'copertina' })).data.savePageDraft;
    expect(saved.errors).toEqual([]);
    expect(saved.versions[0].fields.image).toEqual({ id: up.image.id, alt: 'Una tavola apparecchiata', width: 1600, height: 800 });
    const visitor = async () => (await shop.graphql<any>(SHOP_PAGE, { userData: italian, slug: page.slug })).data.page.image;
    expect(await visitor()).toBeNull();
    const published = (await ops.admin(PUBLISH, { pageId: page.id, versionId: saved.versions[0].id, reason: 'via' })).data.publishPageVersion;
    expect(published.errors).toEqual([]);
    const shown = await visitor();
    expect(shown).toEqual({
      src: `/media/${up.image.id}/1600.webp`,
      srcset: `/media/${up.image.id}/480.webp 480w, /media/${up.image.id}/960.webp 960w, /media/${up.image.id}/1600.webp 1600w`,
      width: 1600,
      height: 800,
      alt: 'Una tavola apparecchiata',
    });

    const res = await shop.app.request(`/media/${up.image.id}/960.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(960);
    expect((await shop.app.request(`/media/${up.image.id}/700.webp`)).status).toBe(404);
    expect((await shop.app.request('/media/AAAAAAAAAAAAAAAA/480.webp')).status).toBe(404);
    const audits = await database.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.target, `image:${up.image.id}`));
    expect(audits[0]?.n).toBe(1);
  });

  it('refuses a file that is no picture (5069), one too small (5082), and a page naming an unknown picture or none of its text (5083)', async () => {
    const upload = async (data: string) => (await ops.admin(UPLOAD, { storeId: 53, data, reason: 'r' })).data.uploadContentImage;
    expect(codes(await upload(Buffer.from('hello').toString('base64')))).toEqual([5069]);
    expect(codes(await upload('%%% not base64'))).toEqual([5069]);
    expect(codes(await upload((await picture(300, 200)).toString('base64')))).toEqual([5082]);
    expect(codes((await ops.admin(UPLOAD, { storeId: 99, data: 'AA==', reason: 'r' })).data.uploadContentImage)).toEqual([9002]);
    const good = await upload((await picture(800, 400)).toString('base64'));
    const save = async (image: object) =>
      (await ops.admin(SAVE, { pageId: page.id, fields: { title: page.title, body: page.body, image }, reason: 'r' })).data.savePageDraft.errors;
    expect(await save({ id: 'AAAAAAAAAAAAAAAA', alt: 'x' })).toEqual([expect.objectContaining({ code: 5083, referencedRequestParameter: 'fields.image' })]);
    expect(await save({ id: good.image.id, alt: '   ' })).toEqual([expect.objectContaining({ code: 5083 })]);
    // A picture of the Italian storefront is not the Dutch storefront's to show.
    const [dutch] = await database.db.select().from(pages).where(eq(pages.storeId, 1)).limit(1);
    const other = (
      await ops.admin(SAVE, { pageId: dutch!.id, fields: { title: dutch!.title, body: dutch!.body, image: { id: good.image.id, alt: 'x' } }, reason: 'r' })
    ).data.savePageDraft.errors;
    expect(codes({ errors: other })).toEqual([5083]);
  });
});
