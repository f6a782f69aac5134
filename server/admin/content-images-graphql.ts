// The back office's picture upload (issue 18, decision 065): a picture for a storefront's pages,
// sent as base64 within the admin API's upload limit, checked and drawn at its widths by the content
// module. One audit row per picture. Kept here, not in the content module, for the reason
// toggles-graphql.ts gives.
import { adminBuilder, AdminError } from './builder.ts';
import { staffError, staffWith } from './guard.ts';
import { errorCodes } from '../../common/errors/codes.ts';
import type { ErrorItem } from '../../common/errors/catalogue.ts';
import { storefrontById } from '../../common/storefronts.ts';
import { auditFor } from '../modules/audit/index.ts';
import { saveImage, type ImageRefusal, type PageImage } from '../modules/content/index.ts';
import { AdminPageImage } from './content-graphql.ts';

const Uploaded = adminBuilder.objectRef<{ image: PageImage | null; errors: ErrorItem[] }>('AdminImageUpload').implement({
  fields: (t) => ({
    image: t.field({ type: AdminPageImage, nullable: true, description: 'Its alternative text is empty until a page names it', resolve: (u) => u.image }),
    errors: t.field({ type: [AdminError], resolve: (u) => u.errors }),
  }),
});

const refusalCodes: Record<ImageRefusal, number> = { 'not-an-image': errorCodes.STAFF_IMAGE_NOT_AN_IMAGE, size: errorCodes.STAFF_IMAGE_SIZE };

adminBuilder.mutationField('uploadContentImage', (t) =>
  t.field({
    type: Uploaded,
    description: 'Keeps a picture (JPEG, PNG or WebP, base64) for the pages of a storefront, drawn again as WebP at the widths browsers ask for.',
    args: { storeId: t.arg.int({ required: true }), data: t.arg.string({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const who = await staffWith(context, 'content.edit');
      if (!who.ok) return { image: null, errors: [who.error] };
      if (!storefrontById(args.storeId)) return { image: null, errors: [staffError(who.staff, errorCodes.UNKNOWN_STORE, 'storeId')] };
      const reason = args.reason.trim();
      if (!reason || reason.length > 500) return { image: null, errors: [staffError(who.staff, errorCodes.STAFF_REASON_REQUIRED, 'reason')] };
      const bytes = /^[A-Za-z0-9+/]*={0,2}$/.test(args.data) ? Buffer.from(args.data, 'base64') : Buffer.alloc(0);
      if (!bytes.length) return { image: null, errors: [staffError(who.staff, errorCodes.STAFF_IMAGE_NOT_AN_IMAGE, 'data')] };
      const saved = await saveImage(context.db, who.staff, auditFor(who.staff), args.storeId, bytes, reason);
      if (!saved.ok) return { image: null, errors: [staffError(who.staff, refusalCodes[saved.refusal], 'data')] };
      return { image: { ...saved.image, alt: '' }, errors: [] };
    },
  }),
);
