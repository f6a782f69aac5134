import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import type { Audit } from '../../staff-action.ts';
import { refreshContent } from './published.ts';
import { storeImage } from './images.ts';
import { utcToRomeLocal } from '../../../common/rome-time.ts';
import { storefrontById } from '../../../common/storefronts.ts';
import { pages, pageVersions, type PageFields, type PageVersion } from './tables.ts';
import type { PageKind, PageView } from './service.ts';
import { checkMomentFields, unknownProduct, type KnownProducts } from './moment-fields.ts';

// Editors change a storefront's pages in the back office (issue 18, decision 063): landing pages,
// blog articles and giving moments share one shape. A draft is saved whole and previewed through
// its link; publishing a draft, or an older version to go back, writes the page's row that visitors
// read, in one transaction with its version row and its audit row. The page is locked meanwhile,
// so two publications of one page follow each other.

export type PageRefusal = 'unknown-page' | 'unknown-version' | 'title' | 'body' | 'too-long' | 'image' | 'slug' | 'language' | 'products' | 'colour' | 'kind';

export type Outcome = { ok: true; version: PageVersion } | { ok: false; refusal: PageRefusal; field?: string };

export const PAGE_LIMITS = { title: 200, heroTitle: 200, excerpt: 1000, metaTitle: 200, metaDescription: 500, paragraph: 5000, paragraphs: 100, imageAlt: 200 };

/** A storefront's pages, of one kind or all, in the order the storefront lists them. */
export function storePages(db: Executor, storeId: number, kind?: PageKind): Promise<PageView[]> {
  return db
    .select()
    .from(pages)
    .where(and(eq(pages.storeId, storeId), kind ? eq(pages.kind, kind) : undefined))
    .orderBy(asc(pages.kind), asc(pages.language), asc(pages.id));
}

export async function storePage(db: Executor, pageId: number): Promise<PageView | null> {
  const [page] = await db.select().from(pages).where(eq(pages.id, pageId));
  return page ?? null;
}

/** The fields of a page as its row holds them. */
export function fieldsOf(page: PageView): PageFields {
  return {
    title: page.title,
    heroTitle: page.heroTitle,
    excerpt: page.excerpt,
    body: page.body,
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
    image: page.image ?? null,
    ...(page.kind === 'givingMoment' ? { productSlugs: page.productSlugs ?? [], backgroundColor: page.backgroundColor } : {}),
  };
}

const optional = (value: unknown): string | null => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text ? text : null;
};

type Checked = { ok: true; fields: PageFields } | { ok: false; refusal: PageRefusal; field: string };

/**
 * The fields of a page of this kind as given, trimmed, or the first rule they break; a giving
 * moment's cards are checked against what its storefront sells in the page's language (`known`).
 */
export async function checkFor(
  kind: string,
  given: Record<string, unknown>,
  place: { storeId: number; language: string },
  known?: KnownProducts,
): Promise<Checked> {
  const checked = checkPageFields(given);
  if (!checked.ok || kind !== 'givingMoment') return checked;
  const moment = checkMomentFields(given);
  if (!moment.ok) return { ok: false, refusal: moment.field === 'productSlugs' ? 'products' : 'colour', field: moment.field };
  const fields = { ...checked.fields, ...moment.fields };
  const store = storefrontById(place.storeId);
  const unknown = await unknownProduct(fields, known, place.storeId, place.language || (store?.language ?? ''));
  return unknown ? { ok: false, refusal: 'products', field: 'productSlugs' } : { ok: true, fields };
}

/** The fields every page has, as given, trimmed, or the first rule they break. */
export function checkPageFields(given: Record<string, unknown>): Checked {
  const title = typeof given.title === 'string' ? given.title.trim() : '';
  if (!title || title.length > PAGE_LIMITS.title) return { ok: false, refusal: 'title', field: 'title' };
  const body = (Array.isArray(given.body) ? given.body : []).map((p) => (typeof p === 'string' ? p.trim() : '')).filter(Boolean);
  if (!body.length || body.length > PAGE_LIMITS.paragraphs || body.some((p) => p.length > PAGE_LIMITS.paragraph))
    return { ok: false, refusal: 'body', field: 'body' };
  const fields: PageFields = {
    title,
    heroTitle: optional(given.heroTitle),
    excerpt: optional(given.excerpt),
    body,
    metaTitle: optional(given.metaTitle),
    metaDescription: optional(given.metaDescription),
  };
  for (const name of ['heroTitle', 'excerpt', 'metaTitle', 'metaDescription'] as const)
    if ((fields[name]?.length ?? 0) > PAGE_LIMITS[name]) return { ok: false, refusal: 'too-long', field: name };
  // The picture is named by its public id with its alternative text; its size is the upload's (set on saving).
  const image = given.image as { id?: unknown; alt?: unknown } | null | undefined;
  if (image) {
    const alt = typeof image.alt === 'string' ? image.alt.trim() : '';
    if (typeof image.id !== 'string' || !alt || alt.length > PAGE_LIMITS.imageAlt) return { ok: false, refusal: 'image', field: 'image' };
    fields.image = { id: image.id, alt, width: 0, height: 0 };
  } else fields.image = null;
  return { ok: true, fields };
}

/** The page, locked for this transaction; with its versions, the page as it was before any change is kept first. */
async function lockPage(tx: Tx, pageId: number): Promise<PageView | null> {
  const [page] = await tx.select().from(pages).where(eq(pages.id, pageId)).for('update');
  if (!page) return null;
  const [any] = await tx.select({ id: pageVersions.id }).from(pageVersions).where(eq(pageVersions.pageId, pageId)).limit(1);
  if (!any) await tx.insert(pageVersions).values({ pageId, storeId: page.storeId, state: 'published', fields: fieldsOf(page), staffId: null, reason: '' });
  return page;
}

/** A draft version of the page, with the secret of its preview link. */
export async function insertDraft(tx: Tx, page: PageView, fields: PageFields, staff: { id: number }, reason: string): Promise<PageVersion> {
  const [row] = await tx
    .insert(pageVersions)
    .values({ pageId: page.id, storeId: page.storeId, state: 'draft', fields, previewToken: randomBytes(18).toString('base64url'), staffId: staff.id, reason })
    .returning();
  return row!;
}

/** Saves a draft of the page's fields, with the secret of its preview link. */
export async function savePageDraft(
  db: Db,
  staff: { id: number },
  audit: Audit,
  pageId: number,
  given: Record<string, unknown>,
  reason: string,
  known?: KnownProducts,
): Promise<Outcome> {
  // A page's kind, storefront and language never change: read before the transaction, which the catalogue's check stays out of.
  const before = await storePage(db, pageId);
  if (!before) return { ok: false, refusal: 'unknown-page' };
  const checked = await checkFor(before.kind, given, before, known);
  if (!checked.ok) return checked;
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const page = await lockPage(tx, pageId);
    if (!page) return { ok: false, refusal: 'unknown-page' };
    if (checked.fields.image) {
      const upload = await storeImage(tx, page.storeId, checked.fields.image.id);
      if (!upload) return { ok: false, refusal: 'image', field: 'image' };
      checked.fields.image = { ...checked.fields.image, width: upload.width, height: upload.height };
    }
    const row = await insertDraft(tx, page, checked.fields, staff, reason);
    await audit(tx, { action: 'content.draft', target: `page:${pageId}`, before: fieldsOf(page), after: checked.fields, reason });
    return { ok: true, version: row };
  });
  if (outcome.ok) await refreshContent(db);
  return outcome;
}

/** Publishes a saved version of the page (a draft, or an older one to go back to): visitors read it now. */
export async function publishPageVersion(db: Db, staff: { id: number }, audit: Audit, pageId: number, versionId: number, reason: string): Promise<Outcome> {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const page = await lockPage(tx, pageId);
    if (!page) return { ok: false, refusal: 'unknown-page' };
    const [chosen] = await tx
      .select()
      .from(pageVersions)
      .where(and(eq(pageVersions.id, versionId), eq(pageVersions.pageId, pageId)));
    if (!chosen) return { ok: false, refusal: 'unknown-version' };
    const [row] = await tx
      .insert(pageVersions)
      .values({ pageId, storeId: page.storeId, state: 'published', fields: chosen.fields, staffId: staff.id, reason })
      .returning();
    // A published page is one visitors open: a new article gets its date with its first publication.
    const firstDay = page.kind === 'blog' && !page.publishedOn ? { publishedOn: utcToRomeLocal(new Date()).slice(0, 10) } : {};
    await tx
      .update(pages)
      .set({ ...chosen.fields, image: chosen.fields.image ?? null, hidden: false, ...firstDay })
      .where(eq(pages.id, pageId));
    await audit(tx, { action: 'content.publish', target: `page:${pageId}`, before: fieldsOf(page), after: chosen.fields, reason });
    return { ok: true, version: row! };
  });
  if (outcome.ok) await refreshContent(db);
  return outcome;
}

export const SLUG_RULE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Takes a page off the storefront (visitors get "not found"), kept as a version of its own so every
 * process sees the change; publishing a version of the page puts it back.
 */
export async function withdrawPage(db: Db, staff: { id: number }, audit: Audit, pageId: number, reason: string): Promise<Outcome> {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const page = await lockPage(tx, pageId);
    if (!page) return { ok: false, refusal: 'unknown-page' };
    const [row] = await tx
      .insert(pageVersions)
      .values({ pageId, storeId: page.storeId, state: 'withdrawn', fields: fieldsOf(page), staffId: staff.id, reason })
      .returning();
    await tx.update(pages).set({ hidden: true }).where(eq(pages.id, pageId));
    await audit(tx, { action: 'content.withdraw', target: `page:${pageId}`, before: { hidden: page.hidden }, after: { hidden: true }, reason });
    return { ok: true, version: row! };
  });
  if (outcome.ok) await refreshContent(db);
  return outcome;
}
