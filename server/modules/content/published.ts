import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pageVersions, type PageFields } from './tables.ts';

// What each process knows of the pages editors changed (decision 063), as for the toggles (decision
// 052): a process looks every second for a newer saved version (one `max(id)` query when nothing
// changed) and at once after its own change. A change empties the content cache and the page cache
// (their `onContentChanged` listeners); the drafts that can still be previewed are kept by their
// preview secret.

type Draft = { pageId: number; storeId: number; fields: PageFields };
type Known = { latestId: number; drafts: Map<string, Draft> };

const known = new WeakMap<object, Known>();
const listeners = new Set<() => void>();

/** Runs `listener` after every change this process learns of. */
export function onContentChanged(listener: () => void): void {
  listeners.add(listener);
}

/** Reads the saved versions again when one was saved since; true when something changed. */
export async function refreshContent(db: Executor): Promise<boolean> {
  const [row] = await db.select({ latest: sql<number>`coalesce(max(${pageVersions.id}), 0)::int` }).from(pageVersions);
  const latestId = row?.latest ?? 0;
  const before = known.get(db);
  if (before && before.latestId === latestId) return false;
  // The drafts newer than their page's latest publication: an older one is history, not a preview.
  const rows = await db.execute(sql`
    select d.id, d.page_id, d.store_id, d.fields, d.preview_token from ${pageVersions} d
    where d.state = 'draft' and d.preview_token is not null
      and d.id > coalesce((select max(p.id) from ${pageVersions} p where p.page_id = d.page_id and p.state = 'published'), 0)
    order by d.id desc limit 100`);
  const drafts = new Map<string, Draft>();
  for (const r of rows.rows) drafts.set(String(r.preview_token), { pageId: Number(r.page_id), storeId: Number(r.store_id), fields: r.fields as PageFields });
  known.set(db, { latestId, drafts });
  for (const listener of listeners) listener();
  return true;
}

/** The draft a preview secret names, on the storefront asked for; null otherwise. */
export function previewedDraft(db: object, storeId: number, token: string | null | undefined): Draft | null {
  if (!token) return null;
  const draft = known.get(db)?.drafts.get(token);
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
