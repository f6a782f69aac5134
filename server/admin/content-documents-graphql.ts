// The back office's menus, trust marks and social links (issue 18, decision 064): a storefront's
// editable documents; one with its saved versions; a draft with its preview link; publishing a
// version (a draft, or an older one to go back to). Each change writes one audit row in its
// transaction. Kept here, not in the content module, for the reason toggles-graphql.ts gives.
import { adminBuilder, AdminError, type AdminContext } from './builder.ts';
import { staffError, staffWith } from './guard.ts';
import { errorCodes } from '../../common/errors/codes.ts';
import type { ErrorItem } from '../../common/errors/catalogue.ts';
import { storefrontById } from '../../common/storefronts.ts';
import type { StaffMember } from '../modules/staff/index.ts';
import { auditFor } from '../modules/audit/index.ts';
import {
  documentVersionsOf,
  editableDocument,
  publishDocumentVersion,
  saveDocumentDraft,
  storeDocuments,
  type DocumentRefusal,
  type DocumentRow,
  type DocumentVersion,
} from '../modules/content/index.ts';

type DocumentDetail = { document: DocumentRow | null; versions: DocumentVersion[]; errors: ErrorItem[] };

const DocumentRef = adminBuilder.objectRef<DocumentRow>('AdminContentDocument').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    storeId: t.exposeInt('storeId'),
    key: t.exposeString('key', { description: 'footerMenu, businessMenu, trustMarks or socialLinks' }),
    language: t.string({
      description: "The document's language: the storefront's own, or the translation's",
      resolve: (d) => d.language || (storefrontById(d.storeId)?.language ?? ''),
    }),
    homePath: t.string({ description: 'The home in that language, where a preview opens', resolve: (d) => (d.language ? `/${d.language}/` : '/') }),
    data: t.field({ type: 'JSON', description: 'As visitors read it now.', resolve: (d) => d.data }),
  }),
});

const VersionRef = adminBuilder.objectRef<DocumentVersion>('AdminDocumentVersion').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    state: t.string({ description: 'draft or published', resolve: (v) => v.state }),
    data: t.field({ type: 'JSON', resolve: (v) => v.data }),
    previewToken: t.string({
      nullable: true,
      description: "A draft's preview secret (for its link)",
      resolve: (v) => (v.state === 'draft' ? v.previewToken : null),
    }),
    byStaff: t.boolean({ description: 'False for the document as it was before its first change', resolve: (v) => v.staffId !== null }),
    reason: t.exposeString('reason'),
    createdAt: t.string({ resolve: (v) => v.createdAt.toISOString() }),
  }),
});

const DetailRef = adminBuilder.objectRef<DocumentDetail>('AdminContentDocumentDetail').implement({
  fields: (t) => ({
    document: t.field({ type: DocumentRef, nullable: true, resolve: (d) => d.document }),
    versions: t.field({ type: [VersionRef], description: 'Newest first.', resolve: (d) => d.versions }),
    errors: t.field({ type: [AdminError], resolve: (d) => d.errors }),
  }),
});

const ListRef = adminBuilder.objectRef<{ documents: DocumentRow[]; errors: ErrorItem[] }>('AdminContentDocuments').implement({
  fields: (t) => ({
    documents: t.field({ type: [DocumentRef], resolve: (l) => l.documents }),
    errors: t.field({ type: [AdminError], resolve: (l) => l.errors }),
  }),
});

const refused = (errors: ErrorItem[]): DocumentDetail => ({ document: null, versions: [], errors });

async function detail(context: AdminContext, documentId: number): Promise<DocumentDetail> {
  return { document: await editableDocument(context.db, documentId), versions: await documentVersionsOf(context.db, documentId), errors: [] };
}

/** Role, document and reason checked, then the change; its refusal in the staff member's words. */
async function change(
  context: AdminContext,
  documentId: number,
  reasonText: string,
  act: (staff: StaffMember, reason: string) => Promise<{ ok: true } | { ok: false; refusal: DocumentRefusal; field?: string }>,
): Promise<DocumentDetail> {
  const who = await staffWith(context, 'content.edit');
  if (!who.ok) return refused([who.error]);
  const reason = reasonText.trim();
  if (!reason || reason.length > 500) return refused([staffError(who.staff, errorCodes.STAFF_REASON_REQUIRED, 'reason')]);
  const done = await act(who.staff, reason);
  if (done.ok) return detail(context, documentId);
  const [code, param] =
    done.refusal === 'invalid'
      ? [errorCodes.STAFF_DOCUMENT_INVALID, done.field ?? 'data']
      : [errorCodes.STAFF_DOCUMENT_NOT_FOUND, done.refusal === 'unknown-version' ? 'versionId' : 'documentId'];
  return { ...(await detail(context, documentId)), errors: [staffError(who.staff, code, param)] };
}

adminBuilder.queryField('contentDocuments', (t) =>
  t.field({
    type: ListRef,
    description: "A storefront's menus, trust marks and social links, in each of its languages.",
    args: { storeId: t.arg.int({ required: true }) },
    resolve: async (_root, args, context) => {
      const who = await staffWith(context, 'content.edit');
      if (!who.ok) return { documents: [], errors: [who.error] };
      if (!storefrontById(args.storeId)) return { documents: [], errors: [staffError(who.staff, errorCodes.UNKNOWN_STORE, 'storeId')] };
      return { documents: await storeDocuments(context.db, args.storeId), errors: [] };
    },
  }),
);

adminBuilder.queryField('contentDocument', (t) =>
  t.field({
    type: DetailRef,
    args: { documentId: t.arg.int({ required: true }) },
    resolve: async (_root, args, context) => {
      const who = await staffWith(context, 'content.edit');
      if (!who.ok) return refused([who.error]);
      const found = await detail(context, args.documentId);
      return found.document ? found : refused([staffError(who.staff, errorCodes.STAFF_DOCUMENT_NOT_FOUND, 'documentId')]);
    },
  }),
);

adminBuilder.mutationField('saveDocumentDraft', (t) =>
  t.field({
    type: DetailRef,
    description: 'Saves the document whole as a draft, seen only through its preview link until it is published.',
    args: { documentId: t.arg.int({ required: true }), data: t.arg({ type: 'JSON', required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      change(context, args.documentId, args.reason, (staff, reason) =>
        saveDocumentDraft(context.db, staff, auditFor(staff), args.documentId, args.data, reason),
      ),
  }),
);

adminBuilder.mutationField('publishDocumentVersion', (t) =>
  t.field({
    type: DetailRef,
    description: 'Publishes a saved version of the document (a draft, or an older one to go back to).',
    args: { documentId: t.arg.int({ required: true }), versionId: t.arg.int({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      change(context, args.documentId, args.reason, (staff, reason) =>
        publishDocumentVersion(context.db, staff, auditFor(staff), args.documentId, args.versionId, reason),
      ),
  }),
);
