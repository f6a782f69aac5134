import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import type { Audit } from '../../staff-action.ts';
import { checkDocument, EDITABLE_DOCUMENTS, isEditableDocument } from './document-shapes.ts';
import { refreshContent } from './published.ts';
import { documents, documentVersions, type DocumentRow, type DocumentVersion } from './tables.ts';

// Editors change a storefront's menus, trust marks and social links in the back office (issue 18,
// decision 064) as they change its pages (decision 063): a draft is saved whole and previewed
// through its link; publishing a draft, or an older version to go back, writes the document's row
// that visitors read, in one transaction with its version row and its audit row, the row locked.

export type DocumentRefusal = 'unknown-document' | 'unknown-version' | 'invalid';

type Outcome = { ok: true; version: DocumentVersion } | { ok: false; refusal: DocumentRefusal; field?: string };

/** A storefront's documents that can be edited, in each of its languages. */
export function storeDocuments(db: Executor, storeId: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.storeId, storeId), inArray(documents.key, [...EDITABLE_DOCUMENTS])))
    .orderBy(asc(documents.language), asc(documents.id));
}

/** One editable document; null for an unknown one or one not edited here. */
export async function editableDocument(db: Executor, documentId: number): Promise<DocumentRow | null> {
  const [row] = await db.select().from(documents).where(eq(documents.id, documentId));
  return row && isEditableDocument(row.key) ? row : null;
}

/** A document's saved versions, newest first. */
export function documentVersionsOf(db: Executor, documentId: number, limit = 20): Promise<DocumentVersion[]> {
  return db.select().from(documentVersions).where(eq(documentVersions.documentId, documentId)).orderBy(desc(documentVersions.id)).limit(limit);
}

/** The document, locked for this transaction; with its versions, the document as it was before any change is kept first. */
async function lockDocument(tx: Tx, documentId: number): Promise<DocumentRow | null> {
  const [row] = await tx.select().from(documents).where(eq(documents.id, documentId)).for('update');
  if (!row || !isEditableDocument(row.key)) return null;
  const [any] = await tx.select({ id: documentVersions.id }).from(documentVersions).where(eq(documentVersions.documentId, documentId)).limit(1);
  if (!any) await tx.insert(documentVersions).values({ documentId, storeId: row.storeId, state: 'published', data: row.data, staffId: null, reason: '' });
  return row;
}

/** Saves a draft of the document, with the secret of its preview link. */
export async function saveDocumentDraft(db: Db, staff: { id: number }, audit: Audit, documentId: number, given: unknown, reason: string): Promise<Outcome> {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const row = await lockDocument(tx, documentId);
    if (!row || !isEditableDocument(row.key)) return { ok: false, refusal: 'unknown-document' };
    const checked = checkDocument(row.key, given);
    if (!checked.ok) return { ok: false, refusal: 'invalid', field: checked.field };
    const [version] = await tx
      .insert(documentVersions)
      .values({
        documentId,
        storeId: row.storeId,
        state: 'draft',
        data: checked.data,
        previewToken: randomBytes(18).toString('base64url'),
        staffId: staff.id,
        reason,
      })
      .returning();
    await audit(tx, { action: 'content.draft', target: `document:${documentId}`, before: row.data, after: checked.data, reason });
    return { ok: true, version: version! };
  });
  if (outcome.ok) await refreshContent(db);
  return outcome;
}

/** Publishes a saved version of the document (a draft, or an older one to go back to): visitors read it now. */
export async function publishDocumentVersion(
  db: Db,
  staff: { id: number },
  audit: Audit,
  documentId: number,
  versionId: number,
  reason: string,
): Promise<Outcome> {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const row = await lockDocument(tx, documentId);
    if (!row) return { ok: false, refusal: 'unknown-document' };
    const [chosen] = await tx
      .select()
      .from(documentVersions)
      .where(and(eq(documentVersions.id, versionId), eq(documentVersions.documentId, documentId)));
    if (!chosen) return { ok: false, refusal: 'unknown-version' };
    const [version] = await tx
      .insert(documentVersions)
      .values({ documentId, storeId: row.storeId, state: 'published', data: chosen.data, staffId: staff.id, reason })
      .returning();
    await tx.update(documents).set({ data: chosen.data }).where(eq(documents.id, documentId));
    await audit(tx, { action: 'content.publish', target: `document:${documentId}`, before: row.data, after: chosen.data, reason });
    return { ok: true, version: version! };
  });
  if (outcome.ok) await refreshContent(db);
  return outcome;
}
