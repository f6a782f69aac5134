// The back office's pages (issue 18, decision 063): a storefront's landing pages, blog articles and
// giving moments; a page with its saved versions; a draft with its preview link; publishing a
// version (a draft, or an older one to go back to). Each change writes one audit row in its
// transaction. Kept here, not in the content module, for the reason toggles-graphql.ts gives.
import { adminBuilder, AdminError, type AdminContext } from './builder.ts';
import { staffError, staffWith } from './guard.ts';
import { errorCodes } from '../../common/errors/codes.ts';
import type { ErrorItem } from '../../common/errors/catalogue.ts';
import { storefrontById } from '../../common/storefronts.ts';
import { pagePath } from '../../common/paths.ts';
import type { StaffMember } from '../modules/staff/index.ts';
import { auditFor } from '../modules/audit/index.ts';
import {
  imageWidths,
  createPage,
  pageVersionsOf,
  withdrawPage,
  publishPageVersion,
  savePageDraft,
  storePage,
  storePages,
  type PageImage,
  type PageKind,
  type PageRefusal,
  type PageVersion,
  type PageView,
} from '../modules/content/index.ts';
import { getCatalogue } from '../modules/catalog/index.ts';

const KINDS: PageKind[] = ['landing', 'blog', 'givingMoment'];

type PageDetail = { page: PageView | null; versions: PageVersion[]; errors: ErrorItem[] };

export const AdminPageImage = adminBuilder.objectRef<PageImage>('AdminPageImage').implement({
  fields: (t) => ({
    id: t.exposeString('id', { description: "The picture's public id" }),
    alt: t.exposeString('alt'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    src: t.string({ description: 'Its smallest drawing, for the back office', resolve: (i) => `/media/${i.id}/${imageWidths(i.width)[0]}.webp` }),
  }),
});

const PageRef = adminBuilder.objectRef<PageView>('AdminContentPage').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    storeId: t.exposeInt('storeId'),
    kind: t.exposeString('kind', { description: 'landing, blog or givingMoment' }),
    slug: t.exposeString('slug'),
    language: t.string({ description: "The page's language: the storefront's own, or the translation's", resolve: (p) => p.language || storeLanguage(p) }),
    path: t.string({ description: 'Where visitors read it on its storefront', resolve: (p) => pathOf(p) }),
    title: t.exposeString('title'),
    heroTitle: t.exposeString('heroTitle', { nullable: true }),
    excerpt: t.exposeString('excerpt', { nullable: true }),
    body: t.exposeStringList('body'),
    metaTitle: t.exposeString('metaTitle', { nullable: true }),
    metaDescription: t.exposeString('metaDescription', { nullable: true }),
    image: t.field({ type: AdminPageImage, nullable: true, description: 'The picture visitors see above the text', resolve: (p) => p.image ?? null }),
    productSlugs: t.stringList({ nullable: true, description: "A giving moment's cards, by their product's address", resolve: (p) => p.productSlugs ?? null }),
    backgroundColor: t.exposeString('backgroundColor', { nullable: true, description: "A giving moment's colour, #rrggbb" }),
    hidden: t.exposeBoolean('hidden', { description: 'Visitors cannot open it: a new article not yet published, or one withdrawn' }),
  }),
});

const VersionRef = adminBuilder.objectRef<PageVersion>('AdminPageVersion').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    state: t.string({ description: 'draft, published or withdrawn', resolve: (v) => v.state }),
    fields: t.field({ type: 'JSON', resolve: (v) => v.fields }),
    previewToken: t.string({
      nullable: true,
      description: "A draft's preview secret (for its link)",
      resolve: (v) => (v.state === 'draft' ? v.previewToken : null),
    }),
    byStaff: t.boolean({ description: 'False for the page as it was before its first change', resolve: (v) => v.staffId !== null }),
    reason: t.exposeString('reason'),
    createdAt: t.string({ resolve: (v) => v.createdAt.toISOString() }),
  }),
});

const DetailRef = adminBuilder.objectRef<PageDetail>('AdminContentPageDetail').implement({
  fields: (t) => ({
    page: t.field({ type: PageRef, nullable: true, description: 'As visitors read it now.', resolve: (d) => d.page }),
    versions: t.field({ type: [VersionRef], description: 'Newest first.', resolve: (d) => d.versions }),
    errors: t.field({ type: [AdminError], resolve: (d) => d.errors }),
  }),
});

const ListRef = adminBuilder.objectRef<{ pages: PageView[]; errors: ErrorItem[] }>('AdminContentPages').implement({
  fields: (t) => ({
    pages: t.field({ type: [PageRef], resolve: (l) => l.pages }),
    errors: t.field({ type: [AdminError], resolve: (l) => l.errors }),
  }),
});

const PageImageInput = adminBuilder.inputType('AdminPageImageInput', {
  fields: (t) => ({
    id: t.string({ required: true, description: 'The public id uploadContentImage gave' }),
    alt: t.string({ required: true, description: 'What the picture shows, for those who cannot see it' }),
  }),
});

const PageFieldsInput = adminBuilder.inputType('AdminPageFieldsInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    heroTitle: t.string(),
    excerpt: t.string(),
    body: t.stringList({ required: true, description: 'The paragraphs, in order' }),
    metaTitle: t.string(),
    metaDescription: t.string(),
    image: t.field({ type: PageImageInput, description: 'None: the page has no picture' }),
    productSlugs: t.stringList({ description: 'A giving moment: its cards, by their product’s address, in order (1 to 24); ignored on other pages' }),
    backgroundColor: t.string({ description: 'A giving moment: the colour of its header, #rrggbb; ignored on other pages' }),
  }),
});

/** What a storefront sells in a language, by product address: a giving moment's cards must be among them. */
const known = (context: AdminContext) => async (storeId: number, language: string) => {
  const store = storefrontById(storeId);
  return store ? new Set((await getCatalogue({ db: context.db, store, locale: language as never })).bySlug.keys()) : new Set<string>();
};

function storeLanguage(p: PageView): string {
  return storefrontById(p.storeId)?.language ?? '';
}

function pathOf(p: PageView): string {
  const store = storefrontById(p.storeId);
  return store ? pagePath(store, p.kind as PageKind, p.slug, p.language || undefined) : '';
}

const refusalCodes: Record<PageRefusal | 'unknown-store', number> = {
  'unknown-page': errorCodes.STAFF_PAGE_NOT_FOUND,
  'unknown-version': errorCodes.STAFF_PAGE_NOT_FOUND,
  title: errorCodes.STAFF_PAGE_TITLE_INVALID,
  body: errorCodes.STAFF_PAGE_BODY_INVALID,
  'too-long': errorCodes.STAFF_PAGE_FIELD_TOO_LONG,
  image: errorCodes.STAFF_PAGE_IMAGE_INVALID,
  slug: errorCodes.STAFF_PAGE_SLUG_INVALID,
  products: errorCodes.STAFF_MOMENT_PRODUCTS_INVALID,
  colour: errorCodes.STAFF_MOMENT_COLOUR_INVALID,
  kind: errorCodes.VALIDATION,
  language: errorCodes.VALIDATION,
  'unknown-store': errorCodes.UNKNOWN_STORE,
};

const refused = (errors: ErrorItem[]): PageDetail => ({ page: null, versions: [], errors });

async function detail(context: AdminContext, pageId: number): Promise<PageDetail> {
  return { page: await storePage(context.db, pageId), versions: await pageVersionsOf(context.db, pageId), errors: [] };
}

/** Role, page and reason checked, then the change; its refusal in the staff member's words. */
async function change(
  context: AdminContext,
  pageId: number,
  reasonText: string,
  act: (staff: StaffMember, reason: string) => Promise<{ ok: true } | { ok: false; refusal: PageRefusal | 'unknown-store'; field?: string }>,
): Promise<PageDetail> {
  const who = await staffWith(context, 'content.edit');
  if (!who.ok) return refused([who.error]);
  const reason = reasonText.trim();
  if (!reason || reason.length > 500) return refused([staffError(who.staff, errorCodes.STAFF_REASON_REQUIRED, 'reason')]);
  const done = await act(who.staff, reason);
  if (!done.ok) {
    const named: Partial<Record<string, string>> = {
      'unknown-page': 'pageId',
      'unknown-version': 'versionId',
      slug: 'slug',
      kind: 'kind',
      language: 'language',
      'unknown-store': 'storeId',
    };
    const param = named[done.refusal] ?? `fields.${done.field}`;
    return { ...(await detail(context, pageId)), errors: [staffError(who.staff, refusalCodes[done.refusal], param)] };
  }
  return detail(context, pageId);
}

adminBuilder.queryField('contentPages', (t) =>
  t.field({
    type: ListRef,
    description: "A storefront's pages, of one kind (landing, blog, givingMoment) or all.",
    args: { storeId: t.arg.int({ required: true }), kind: t.arg.string() },
    resolve: async (_root, args, context) => {
      const who = await staffWith(context, 'content.edit');
      if (!who.ok) return { pages: [], errors: [who.error] };
      if (!storefrontById(args.storeId)) return { pages: [], errors: [staffError(who.staff, errorCodes.UNKNOWN_STORE, 'storeId')] };
      const kind = KINDS.find((k) => k === args.kind);
      return { pages: await storePages(context.db, args.storeId, kind), errors: [] };
    },
  }),
);

adminBuilder.queryField('contentPage', (t) =>
  t.field({
    type: DetailRef,
    args: { pageId: t.arg.int({ required: true }) },
    resolve: async (_root, args, context) => {
      const who = await staffWith(context, 'content.edit');
      if (!who.ok) return refused([who.error]);
      const found = await detail(context, args.pageId);
      return found.page ? found : refused([staffError(who.staff, errorCodes.STAFF_PAGE_NOT_FOUND, 'pageId')]);
    },
  }),
);

adminBuilder.mutationField('savePageDraft', (t) =>
  t.field({
    type: DetailRef,
    description: "Saves the page's fields as a draft, seen only through its preview link until it is published.",
    args: { pageId: t.arg.int({ required: true }), fields: t.arg({ type: PageFieldsInput, required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      change(context, args.pageId, args.reason, (staff, reason) =>
        savePageDraft(context.db, staff, auditFor(staff), args.pageId, { ...args.fields }, reason, known(context)),
      ),
  }),
);

adminBuilder.mutationField('publishPageVersion', (t) =>
  t.field({
    type: DetailRef,
    description: 'Publishes a saved version of the page (a draft, or an older one to go back to).',
    args: { pageId: t.arg.int({ required: true }), versionId: t.arg.int({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      change(context, args.pageId, args.reason, (staff, reason) => publishPageVersion(context.db, staff, auditFor(staff), args.pageId, args.versionId, reason)),
  }),
);

adminBuilder.mutationField('createPage', (t) =>
  t.field({
    type: DetailRef,
    description:
      'A new page of a storefront in one of its languages (a blog article, a landing page, a giving moment), with its first draft; visitors cannot open it until it is published.',
    args: {
      storeId: t.arg.int({ required: true }),
      language: t.arg.string({ required: true, description: "One of the storefront's languages (it, nl, en)" }),
      kind: t.arg.string({ required: true, description: 'blog, landing or givingMoment' }),
      slug: t.arg.string({ required: true, description: 'Its address: /blog/<slug>/, /<slug>/ (not one of the shop’s own) or the giving moment’s' }),
      fields: t.arg({ type: PageFieldsInput, required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      let created = 0;
      const answer = await change(context, 0, args.reason, async (staff, reason) => {
        if (!storefrontById(args.storeId)) return { ok: false, refusal: 'unknown-store' };
        const done = await createPage(context.db, staff, auditFor(staff), { ...args, fields: { ...args.fields } }, reason, known(context));
        created = done.ok ? (done.pageId ?? 0) : 0;
        return done;
      });
      return created ? detail(context, created) : answer;
    },
  }),
);

adminBuilder.mutationField('withdrawPage', (t) =>
  t.field({
    type: DetailRef,
    description: 'Takes a page off its storefront (visitors get "not found"); publishing a version of it puts it back.',
    args: { pageId: t.arg.int({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      change(context, args.pageId, args.reason, (staff, reason) => withdrawPage(context.db, staff, auditFor(staff), args.pageId, reason)),
  }),
);
