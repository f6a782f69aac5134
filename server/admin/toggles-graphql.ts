// The back office's storefront toggles (issue 18, decision 052): the §4 toggles of a storefront
// as visitors see them, its saved sets, a draft with its preview link, publishing a set (a draft,
// or an older one to go back to). Each change writes one audit row in its transaction.
// Kept here, not in the settings module as other modules keep theirs: the shop's resolveStore reads
// the settings face, and a face that loaded the back office's fields would pull the admin builder
// and the staff module into every shop process (a cycle the worker did not survive).
import { adminBuilder, AdminError, type AdminContext } from './builder.ts';
import { staffError, staffWith } from './guard.ts';
import { errorCodes } from '../../common/errors/codes.ts';
import type { ErrorItem } from '../../common/errors/catalogue.ts';
import { storefrontById } from '../../common/storefronts.ts';
import type { StaffMember } from '../modules/staff/index.ts';
import { auditFor } from '../modules/audit/index.ts';
import { publishedToggles, publishToggleVersion, saveToggleDraft, toggleVersions, type ToggleRefusal, type ToggleVersion } from '../modules/settings/index.ts';

type TogglesView = { storeId: number; toggles: unknown; versions: ToggleVersion[]; errors: ErrorItem[] };

const VersionRef = adminBuilder.objectRef<ToggleVersion>('AdminToggleVersion').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    state: t.string({ description: 'draft or published', resolve: (v) => v.state }),
    toggles: t.field({ type: 'JSON', resolve: (v) => v.toggles }),
    previewToken: t.string({
      nullable: true,
      description: "A draft's preview secret (for its link)",
      resolve: (v) => (v.state === 'draft' ? v.previewToken : null),
    }),
    reason: t.exposeString('reason'),
    createdAt: t.string({ resolve: (v) => v.createdAt.toISOString() }),
  }),
});

const TogglesViewRef = adminBuilder.objectRef<TogglesView>('AdminStorefrontToggles').implement({
  fields: (t) => ({
    storeId: t.exposeInt('storeId'),
    toggles: t.field({ type: 'JSON', nullable: true, description: 'What visitors see now.', resolve: (v) => v.toggles }),
    versions: t.field({ type: [VersionRef], description: 'Newest first.', resolve: (v) => v.versions }),
    errors: t.field({ type: [AdminError], resolve: (v) => v.errors }),
  }),
});

const refusalCodes: Record<ToggleRefusal, number> = {
  'unknown-store': errorCodes.UNKNOWN_STORE,
  'unknown-version': errorCodes.NOT_FOUND,
};

const refused = (storeId: number, errors: ErrorItem[]): TogglesView => ({ storeId, toggles: null, versions: [], errors });

async function view(context: AdminContext, storeId: number): Promise<TogglesView> {
  return { storeId, toggles: publishedToggles(context.db, storeId), versions: await toggleVersions(context.db, storeId), errors: [] };
}

/** Role, storefront and reason checked, then the change; its refusal in the staff member's words. */
async function change(
  context: AdminContext,
  storeId: number,
  reasonText: string,
  act: (staff: StaffMember, reason: string) => Promise<{ ok: true } | { ok: false; refusal: ToggleRefusal }>,
): Promise<TogglesView> {
  const who = await staffWith(context, 'settings.toggles');
  if (!who.ok) return refused(storeId, [who.error]);
  if (!storefrontById(storeId)) return refused(storeId, [staffError(who.staff, errorCodes.UNKNOWN_STORE, 'storeId')]);
  const reason = reasonText.trim();
  if (!reason || reason.length > 500) return refused(storeId, [staffError(who.staff, errorCodes.STAFF_REASON_REQUIRED, 'reason')]);
  const done = await act(who.staff, reason);
  if (!done.ok) return refused(storeId, [staffError(who.staff, refusalCodes[done.refusal], 'versionId')]);
  return view(context, storeId);
}

adminBuilder.queryField('storefrontToggles', (t) =>
  t.field({
    type: TogglesViewRef,
    args: { storeId: t.arg.int({ required: true }) },
    resolve: async (_root, args, context) => {
      const who = await staffWith(context, 'settings.toggles');
      if (!who.ok) return refused(args.storeId, [who.error]);
      if (!storefrontById(args.storeId)) return refused(args.storeId, [staffError(who.staff, errorCodes.UNKNOWN_STORE, 'storeId')]);
      return view(context, args.storeId);
    },
  }),
);

adminBuilder.mutationField('saveToggleDraft', (t) =>
  t.field({
    type: TogglesViewRef,
    description: 'Saves the whole set as a draft, seen only through its preview link until it is published.',
    args: { storeId: t.arg.int({ required: true }), toggles: t.arg({ type: 'JSON', required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      change(context, args.storeId, args.reason, (staff, reason) => {
        const given = args.toggles && typeof args.toggles === 'object' && !Array.isArray(args.toggles) ? (args.toggles as Record<string, unknown>) : {};
        return saveToggleDraft(context.db, staff, auditFor(staff), args.storeId, given, reason);
      }),
  }),
);

adminBuilder.mutationField('publishToggles', (t) =>
  t.field({
    type: TogglesViewRef,
    description: 'Publishes a saved set of the storefront (a draft, or an older set to go back to).',
    args: { storeId: t.arg.int({ required: true }), versionId: t.arg.int({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      change(context, args.storeId, args.reason, (staff, reason) =>
        publishToggleVersion(context.db, staff, auditFor(staff), args.storeId, args.versionId, reason),
      ),
  }),
);
