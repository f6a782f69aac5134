import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { storefronts, type StorefrontConfig, type Toggles } from '../../../common/storefronts.ts';
import { storefrontToggleVersions as versions } from './tables.ts';

// What each process knows of the toggles staff set (decision 052): per database, the latest
// published set of each storefront and the drafts that can still be previewed. Requests read it
// without waiting (`withToggles`); a process looks for a newer set every second (`watchToggles`)
// and at once after its own change, so a change reaches every process within a second.

type Known = { latestId: number; published: Map<number, Toggles>; drafts: Map<string, { storeId: number; toggles: Toggles }> };

const known = new WeakMap<object, Known>();
const overlaid = new Map<string, StorefrontConfig>();
const listeners = new Set<() => void>();
let changes = 0;

/** Runs `listener` after every change this process learns of (the page cache is emptied so). */
export function onTogglesChanged(listener: () => void): void {
  listeners.add(listener);
}

const HEADER_VERSIONS = ['v1', 'v2', 'v3'] as const;

/** A stored set as the storefront's toggles: only the toggles the storefront has, each of its own type. */
export function togglesFrom(stored: Record<string, unknown>, base: Toggles): Toggles {
  const next: Record<string, unknown> = { ...base };
  for (const [name, value] of Object.entries(base)) {
    const given = stored[name];
    if (name === 'headerVersion') next[name] = HEADER_VERSIONS.includes(given as 'v1') ? given : value;
    else if (typeof given === 'boolean') next[name] = given;
  }
  return next as Toggles;
}

const configOf = (storeId: number) => storefronts.find((s) => s.id === storeId);

/** Reads the latest sets again when one was saved since; true when something changed. */
export async function refreshToggles(db: Executor): Promise<boolean> {
  const [row] = await db.select({ latest: sql<number>`coalesce(max(${versions.id}), 0)::int` }).from(versions);
  const latestId = row?.latest ?? 0;
  const before = known.get(db);
  if (before && before.latestId === latestId) return false;
  const published = new Map<number, Toggles>();
  const publishedId = new Map<number, number>();
  const rows = await db.selectDistinctOn([versions.storeId]).from(versions).where(eq(versions.state, 'published')).orderBy(versions.storeId, desc(versions.id));
  for (const r of rows) {
    const store = configOf(r.storeId);
    if (!store) continue;
    published.set(r.storeId, togglesFrom(r.toggles, store.toggles));
    publishedId.set(r.storeId, r.id);
  }
  const drafts = new Map<string, { storeId: number; toggles: Toggles }>();
  const open = await db.select().from(versions).where(eq(versions.state, 'draft')).orderBy(desc(versions.id)).limit(50);
  for (const d of open) {
    const store = configOf(d.storeId);
    // A draft older than the storefront's published set is history: its link no longer previews.
    if (store && d.previewToken && d.id > (publishedId.get(d.storeId) ?? 0))
      drafts.set(d.previewToken, { storeId: d.storeId, toggles: togglesFrom(d.toggles, store.toggles) });
  }
  known.set(db, { latestId, published, drafts });
  changes += 1;
  overlaid.clear();
  for (const listener of listeners) listener();
  return true;
}

/** Moves on with every change any database's toggles went through (the response cache's key). */
export function togglesVersion(): number {
  return changes;
}

/**
 * The storefront as it is now: its configured toggles with the published set over them, or with
 * the draft a valid preview token names (only on that draft's storefront).
 */
export function withToggles(db: object, store: StorefrontConfig, previewToken?: string | null): StorefrontConfig {
  const state = known.get(db);
  if (!state) return store;
  const draft = previewToken ? state.drafts.get(previewToken) : undefined;
  const set = draft?.storeId === store.id ? draft.toggles : state.published.get(store.id);
  if (!set) return store;
  const key = `${store.id}|${changes}|${draft ? previewToken : ''}`;
  let found = overlaid.get(key);
  if (!found) {
    found = { ...store, toggles: set };
    if (overlaid.size > 100) overlaid.clear();
    overlaid.set(key, found);
  }
  return found;
}

/** Looks for newer sets every second (never keeping the process alive). */
export async function watchToggles(db: Executor, everyMs = 1000): Promise<() => void> {
  await refreshToggles(db);
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    refreshToggles(db)
      .catch(() => undefined)
      .finally(() => (busy = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The cookie a draft's preview link sets on the storefront's host. */
export const PREVIEW_COOKIE = 'donami_toggles_preview';
