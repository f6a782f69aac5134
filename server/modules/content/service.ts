import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import * as t from './tables.ts';
import { translationLanguage } from '../../../common/storefronts.ts';
import { onContentChanged, previewedDocument, previewedDraft } from './published.ts';

export type PageKind = 'landing' | 'blog' | 'givingMoment';
export type PageView = typeof t.pages.$inferSelect;

type Ctx = Pick<RequestContext, 'db' | 'store' | 'locale' | 'preview'>;

// Content changes rarely and is read on every page: cached per store, cleared by invalidateContent.
const cache = new Map<string, Promise<unknown>>();

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  let entry = cache.get(key) as Promise<T> | undefined;
  if (!entry) {
    entry = load();
    entry.catch(() => cache.delete(key));
    cache.set(key, entry);
  }
  return entry;
}

let version = 0;

export function invalidateContent(): void {
  cache.clear();
  version++;
}

// A page an editor published (decision 063), in this process or another: read again.
onContentChanged(invalidateContent);

/** Moves on with each invalidateContent: answers kept under an older version are out of date. */
export function contentVersion(): number {
  return version;
}

const dbKeys = new WeakMap<object, string>();
let nextDbKey = 1;
function k(ctx: Ctx, ...parts: string[]): string {
  if (!dbKeys.has(ctx.db)) dbKeys.set(ctx.db, String(nextDbKey++));
  return [dbKeys.get(ctx.db), ctx.store.id, translation(ctx), ...parts].join('|');
}

/** The language whose translations the reader gets: '' when they read the storefront's own language. */
function translation(ctx: Ctx): string {
  return translationLanguage(ctx.store, ctx.locale);
}

/** The languages a read takes rows of: the storefront's own, and the reader's translation. */
function languages(ctx: Ctx): string[] {
  return [...new Set(['', translation(ctx)])];
}

/**
 * One piece per identity (a page's slug, a document's key): the reader's translation where there is
 * one, else the storefront's own; in the order of the storefront's own pieces, translations of
 * nothing after them.
 */
function translated<R extends { language: string }>(rows: R[], id: (r: R) => string): R[] {
  const chosen = new Map<string, R>();
  for (const row of rows) if (row.language === '') chosen.set(id(row), row);
  // Setting a key again keeps its place in the map: a translation takes its original's.
  for (const row of rows) if (row.language !== '') chosen.set(id(row), row);
  return [...chosen.values()];
}

export async function listPages(ctx: Ctx, kind: PageKind): Promise<PageView[]> {
  const pages = await publishedPages(ctx, kind);
  // The draft this browser previews, in place of its page (never cached: the preview is its own);
  // a page visitors cannot open yet (a new article) joins the list for that browser alone.
  const draft = previewedDraft(ctx.db, ctx.store.id, ctx.preview);
  if (!draft) return pages;
  if (pages.some((p) => p.id === draft.pageId)) return pages.map((p) => (p.id === draft.pageId ? { ...p, ...draft.fields } : p));
  const [hidden] = await ctx.db
    .select()
    .from(t.pages)
    .where(and(eq(t.pages.id, draft.pageId), eq(t.pages.storeId, ctx.store.id), eq(t.pages.kind, kind), inArray(t.pages.language, languages(ctx))));
  return hidden ? [...pages, { ...hidden, ...draft.fields }] : pages;
}

function publishedPages(ctx: Ctx, kind: PageKind): Promise<PageView[]> {
  // An async function: a drizzle query is a thenable that runs again each time it is awaited, a promise is not.
  return cached(k(ctx, 'pages', kind), async () => {
    const rows = await ctx.db
      .select()
      .from(t.pages)
      .where(and(eq(t.pages.storeId, ctx.store.id), eq(t.pages.kind, kind), inArray(t.pages.language, languages(ctx)), eq(t.pages.hidden, false)))
      .orderBy(asc(t.pages.id));
    return translated(rows, (p) => p.slug);
  });
}

export async function pageBySlug(ctx: Ctx, kind: PageKind, slug: string): Promise<PageView | null> {
  return (await listPages(ctx, kind)).find((p) => p.slug === slug) ?? null;
}

export function storeDocument<T>(ctx: Ctx, key: string): Promise<T | null> {
  // The draft this browser previews, in its own language (never cached: the preview is its own).
  const draft = previewedDocument(ctx.db, ctx.store.id, ctx.preview);
  if (draft && draft.key === key && draft.language === translation(ctx)) return Promise.resolve(draft.data as T);
  return cached(k(ctx, 'doc', key), async () => {
    const rows = await ctx.db
      .select()
      .from(t.documents)
      .where(and(eq(t.documents.storeId, ctx.store.id), eq(t.documents.key, key), inArray(t.documents.language, languages(ctx))));
    return (translated(rows, (d) => d.key)[0]?.data as T) ?? null;
  });
}

export type BlockView = { id: number; kind: string; position: number; data: unknown };

export function blocksQueue(ctx: Ctx, queueId: string, taxonomy?: string | null): Promise<BlockView[]> {
  return cached(k(ctx, 'blocks', queueId, taxonomy ?? ''), async () => {
    const rows = await ctx.db
      .select()
      .from(t.blocks)
      .where(and(eq(t.blocks.storeId, ctx.store.id), eq(t.blocks.queueId, queueId), inArray(t.blocks.language, languages(ctx))))
      .orderBy(asc(t.blocks.position));
    // A queue is translated whole: the reader's language's blocks when it has any, else the storefront's own.
    const own = rows.filter((r) => r.language === translation(ctx));
    return (own.length ? own : rows.filter((r) => r.language === ''))
      .filter((r) => !taxonomy || r.taxonomy === null || r.taxonomy === taxonomy)
      .map((r) => ({ id: r.id, kind: r.kind, position: r.position, data: r.data }));
  });
}
