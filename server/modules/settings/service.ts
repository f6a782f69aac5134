import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import type { Audit } from '../../staff-action.ts';
import { storefrontById, type Toggles } from '../../../common/storefronts.ts';
import { storefrontToggleVersions as versions, type ToggleVersion } from './tables.ts';
import { refreshToggles, togglesFrom, withToggles } from './toggles.ts';

// Saving, publishing and going back to a storefront's toggles (decision 052). Each is one
// transaction with its audit row (the `audit` writer the back office passes, decision 042); the storefront's versions are locked while a set is published,
// so two publications follow each other. After the commit this process reads the sets again at
// once; the others within a second.

export type ToggleRefusal = 'unknown-store' | 'unknown-version';

type Outcome = { ok: true; version: ToggleVersion } | { ok: false; refusal: ToggleRefusal };

/** The storefront's toggles as visitors see them now. */
export function publishedToggles(db: Db, storeId: number): Toggles | null {
  const store = storefrontById(storeId);
  return store ? withToggles(db, store).toggles : null;
}

/** The storefront's saved sets, newest first. */
export function toggleVersions(db: Executor, storeId: number, limit = 20): Promise<ToggleVersion[]> {
  return db.select().from(versions).where(eq(versions.storeId, storeId)).orderBy(desc(versions.id)).limit(limit);
}

/** Saves a draft of the whole set, with the secret of its preview link. */
export async function saveToggleDraft(
  db: Db,
  staff: { id: number },
  audit: Audit,
  storeId: number,
  given: Record<string, unknown>,
  reason: string,
): Promise<Outcome> {
  const store = storefrontById(storeId);
  if (!store) return { ok: false, refusal: 'unknown-store' };
  const toggles = togglesFrom(given, publishedToggles(db, storeId) ?? store.toggles);
  const version = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(versions)
      .values({ storeId, state: 'draft', toggles, previewToken: randomBytes(18).toString('base64url'), staffId: staff.id, reason })
      .returning();
    await audit(tx, { action: 'toggles.draft', target: `storefront:${storeId}`, before: publishedToggles(db, storeId), after: toggles, reason });
    return row!;
  });
  await refreshToggles(db);
  return { ok: true, version };
}

/**
 * Publishes a saved set of the storefront (a draft, or an older set to go back to) as a new
 * version: visitors see it, and the previous one stays in the history.
 */
export async function publishToggleVersion(db: Db, staff: { id: number }, audit: Audit, storeId: number, versionId: number, reason: string): Promise<Outcome> {
  const store = storefrontById(storeId);
  if (!store) return { ok: false, refusal: 'unknown-store' };
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    // Every version of the storefront, locked: publications of one storefront follow each other.
    const rows = await tx.select({ id: versions.id }).from(versions).where(eq(versions.storeId, storeId)).for('update');
    if (!rows.some((r) => r.id === versionId)) return { ok: false, refusal: 'unknown-version' };
    const [chosen] = await tx
      .select()
      .from(versions)
      .where(and(eq(versions.id, versionId), eq(versions.storeId, storeId)));
    const [current] = await tx
      .select()
      .from(versions)
      .where(and(eq(versions.storeId, storeId), eq(versions.state, 'published')))
      .orderBy(desc(versions.id))
      .limit(1);
    const toggles = togglesFrom(chosen!.toggles, store.toggles);
    const [row] = await tx.insert(versions).values({ storeId, state: 'published', toggles, staffId: staff.id, reason }).returning();
    const before = current ? togglesFrom(current.toggles, store.toggles) : store.toggles;
    await audit(tx, { action: 'toggles.publish', target: `storefront:${storeId}`, before, after: toggles, reason });
    return { ok: true, version: row! };
  });
  await refreshToggles(db);
  return outcome;
}
