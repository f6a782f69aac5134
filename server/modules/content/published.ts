import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { documentVersions, documents, pageVersions, type PageFields } from './tables.ts';

// What each process knows of the pages and documents editors changed (decisions 063 and 064), as
// for the toggles (decision 052): a process looks every second for a newer saved version (one
// query of two `max(id)` when nothing changed) and at once after its own change. A change empties the content cache and the page cache
// (their `onContentChanged` listeners); the drafts that can still be previewed are kept by their
// preview secret.

type Draft = { pageId: number; storeId: number; fields: PageFields };
/** A document's draft: its key and language say which document of the storefront it replaces. */
type DocumentDraft = { documentId: number; storeId: number; key: string; language: string; data: unknown };
type Known = { latest: string; drafts: Map<string, Draft>; documentDrafts: Map<string, DocumentDraft> };

const known = new WeakMap<object, Known>();
const listeners = new Set<() => void>();

/** Runs `listener` after every change this process learns of. */
export function onContentChanged(listener: () => void): void {
  listeners.add(listener);
}

/** Reads the saved versions again when one was saved since; true when something changed. */
export async function refreshContent(db: Executor): Promise<boolean> {
  const { rows: now } = await db.execute<{ latest: string }>(sql`
    select coalesce((select max(id) from ${pageVersions}), 0) || ':' || coalesce((select max(id) from ${documentVersions}), 0) as latest`);
  const latest = String(now[0]?.latest ?? '');
  const before = known.get(db);
  if (before && before.latest === latest) return false;
  // The drafts newer than their page's latest publication: an older one is history, not a preview.
  const rows = await db.execute(sql`
    select d.id, d.page_id, d.store_id, d.fields, d.preview_token from ${pageVersions} d
    where d.state = 'draft' and d.preview_token is not null
      and d.id > coalesce((select max(p.id) from ${pageVersions} p where p.page_id = d.page_id and p.state = 'published'), 0)
    order by d.id desc limit 100`);
  const drafts = new Map<string, Draft>();
  for (const r of rows.rows) drafts.set(String(r.preview_token), { pageId: Number(r.page_id), storeId: Number(r.store_id), fields: r.fields as PageFields });
  const docs = await db.execute(sql`
    select d.document_id, d.store_id, d.data, d.preview_token, c.key, c.language from ${documentVersions} d
    join ${documents} c on c.id = d.document_id
    where d.state = 'draft' and d.preview_token is not null
      and d.id > coalesce((select max(p.id) from ${documentVersions} p where p.document_id = d.document_id and p.state = 'published'), 0)
    order by d.id desc limit 100`);
  const documentDrafts = new Map<string, DocumentDraft>();
  for (const r of docs.rows)
    documentDrafts.set(String(r.preview_token), {
      documentId: Number(r.document_id),
      storeId: Number(r.store_id),
      key: String(r.key),
      language: String(r.language),
      data: r.data,
    });
  known.set(db, { latest, drafts, documentDrafts });
  for (const listener of listeners) listener();
  return true;
}

/** The draft a preview secret names, on the storefront asked for; null otherwise. */
export function previewedDraft(db: object, storeId: number, token: string | null | undefined): Draft | null {
  if (!token) return null;
  const draft = known.get(db)?.drafts.get(token);
  return draft && draft.storeId === storeId ? draft : null;
}

/** The document draft a preview secret names, on the storefront asked for; null otherwise. */
export function previewedDocument(db: object, storeId: number, token: string | null | undefined): DocumentDraft | null {
  if (!token) return null;
  const draft = known.get(db)?.documentDrafts.get(token);
  return draft && draft.storeId === storeId ? draft : null;
}

/** Looks for newer versions every second (never keeping the process alive). */
export async function watchContent(db: Executor, everyMs = 1000): Promise<() => void> {
  await refreshContent(db);
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    refreshContent(db)
      .catch(() => undefined)
      .finally(() => (busy = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** A page's saved versions, newest first. */
export function pageVersionsOf(db: Executor, pageId: number, limit = 20) {
  return db.select().from(pageVersions).where(eq(pageVersions.pageId, pageId)).orderBy(desc(pageVersions.id)).limit(limit);
}
