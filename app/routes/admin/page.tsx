import { Form, Link, useActionData, useLoaderData } from 'react-router';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { useId } from 'react';
import { Field } from '../../components/ui/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { adminGraphql } from '../../admin/graphql.ts';
import { adminT, timeText } from '../../admin/messages.ts';
import { adminApi, previewOriginOf, requireStaff } from './admin.server.ts';
import { AdminOutcome } from '../../admin/AdminOutcome.tsx';
import { VersionPublish } from '../../admin/VersionPublish.tsx';
import { PagePicture } from '../../admin/PagePicture.tsx';
import { MomentFields, momentFieldsOf } from '../../admin/MomentFields.tsx';

// /admin/pages/:id: one page's editor (decision 063). A new draft starts from what visitors read;
// its preview opens the page on its storefront's host (a cookie of that browser only); publishing a
// draft, or an older version, makes it what every visitor reads.
const DETAIL = adminGraphql(`fragment AdminPageDetail on AdminContentPageDetail {
  page { id storeId kind slug language path title heroTitle excerpt body metaTitle metaDescription image { id alt src } productSlugs backgroundColor hidden }
  versions { id state fields previewToken byStaff reason createdAt }
  errors { code message referencedRequestParameter }
}`);
const PAGE = adminGraphql(`query AdminPage($pageId: Int!) { contentPage(pageId: $pageId) { ...AdminPageDetail } }`, [DETAIL]);
const SAVE = adminGraphql(
  `mutation AdminSavePage($pageId: Int!, $fields: AdminPageFieldsInput!, $reason: String!) {
  savePageDraft(pageId: $pageId, fields: $fields, reason: $reason) { ...AdminPageDetail } }`,
  [DETAIL],
);
const UPLOAD = adminGraphql(`mutation AdminUploadImage($storeId: Int!, $data: String!, $reason: String!) {
  uploadContentImage(storeId: $storeId, data: $data, reason: $reason) { image { id } errors { code message referencedRequestParameter } } }`);
const WITHDRAW = adminGraphql(
  `mutation AdminWithdrawPage($pageId: Int!, $reason: String!) { withdrawPage(pageId: $pageId, reason: $reason) { ...AdminPageDetail } }`,
  [DETAIL],
);
const PUBLISH = adminGraphql(
  `mutation AdminPublishPage($pageId: Int!, $versionId: Int!, $reason: String!) {
  publishPageVersion(pageId: $pageId, versionId: $versionId, reason: $reason) { ...AdminPageDetail } }`,
  [DETAIL],
);

const FIELDS = ['title', 'heroTitle', 'excerpt', 'body', 'metaTitle', 'metaDescription', 'image', 'productSlugs', 'backgroundColor'] as const;
type Fields = Record<(typeof FIELDS)[number], unknown>;

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const me = await requireStaff(context);
  const { contentPage } = await adminApi(context, PAGE, { pageId: Number(params.id) || 0 });
  return { me, previewOrigin: previewOriginOf(request.url, contentPage.page?.storeId), detail: contentPage };
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const pageId = Number(params.id) || 0;
  const reason = String(form.get('reason') ?? '');
  if (form.get('intent') === 'withdraw') {
    const { withdrawPage } = await adminApi(context, WITHDRAW, { pageId, reason });
    return { intent: 'withdraw' as const, detail: withdrawPage };
  }
  if (form.get('intent') === 'publish') {
    const { publishPageVersion } = await adminApi(context, PUBLISH, { pageId, versionId: Number(form.get('versionId')) || 0, reason });
    return { intent: 'publish' as const, detail: publishPageVersion };
  }
  const text = (name: string) => String(form.get(name) ?? '');
  // A new picture is uploaded first (decision 065); the draft then names it, or keeps the page's, or none.
  const file = form.get('imageFile');
  let image: { id: string; alt: string } | null = text('imageId') && !form.get('imageRemove') ? { id: text('imageId'), alt: text('imageAlt') } : null;
  if (file instanceof File && file.size > 0) {
    const data = Buffer.from(await file.arrayBuffer()).toString('base64');
    const { uploadContentImage } = await adminApi(context, UPLOAD, { storeId: Number(form.get('storeId')) || 0, data, reason });
    if (!uploadContentImage.image) {
      const { contentPage } = await adminApi(context, PAGE, { pageId });
      return { intent: 'draft' as const, detail: { ...contentPage, errors: uploadContentImage.errors } };
    }
    image = { id: uploadContentImage.image.id, alt: text('imageAlt') };
  }
  const fields = {
    title: text('title'),
    heroTitle: text('heroTitle'),
    excerpt: text('excerpt'),
    // An empty line separates paragraphs.
    body: text('body')
      .split(/\r?\n\s*\r?\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    metaTitle: text('metaTitle'),
    metaDescription: text('metaDescription'),
    image,
    ...(form.has('productSlugs') ? momentFieldsOf(form) : {}),
  };
  const { savePageDraft } = await adminApi(context, SAVE, { pageId, fields, reason });
  return { intent: 'draft' as const, detail: savePageDraft };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export default function AdminPage() {
  const { me, previewOrigin, detail: loaded } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const t = adminT(me.language);
  const bodyId = useId();
  const detail = acted && !acted.detail.errors.length ? acted.detail : loaded;
  const refusal = acted?.detail.errors[0] ?? loaded.errors[0];
  const page = detail.page ?? loaded.page;
  const on = (field: string) => (refusal?.referencedRequestParameter === `fields.${field}` ? refusal.message : undefined);
  // A picture is the same when it is the same upload with the same text (the page's carries its address too).
  const value = (f: (typeof FIELDS)[number], v: unknown) => (f === 'image' && v ? `${(v as { id: string }).id}|${(v as { alt: string }).alt}` : v);
  const differs = (fields: Fields) => (page ? FIELDS.filter((f) => !same(value(f, fields[f]), value(f, page[f]))).map((f) => t(`pages.field.${f}`)) : []);
  return (
    <section aria-labelledby="admin-page-title" className="admin-section">
      <p>
        <Link to={page ? `/admin/pages?store=${page.storeId}` : '/admin/pages'}>← {t('pages.back')}</Link>
      </p>
      <h1 id="admin-page-title">{page?.title ?? t('pages.title')}</h1>
      {page && (
        <p>
          {t(`pages.kind.${page.kind as 'landing'}`)} · {page.language.toUpperCase()} ·{' '}
          <a className="admin-link" href={`${previewOrigin}${page.path}`} target="_blank" rel="noopener">
            {t('pages.open')}: {page.path}
          </a>
        </p>
      )}
      <AdminOutcome
        refusal={refusal}
        done={acted && !refusal ? t(({ publish: 'pages.done', withdraw: 'pages.withdrawDone', draft: 'pages.saved' } as const)[acted.intent]) : null}
      />
      {page && (
        <Form
          method="post"
          encType="multipart/form-data"
          className="admin-card admin-form"
          aria-labelledby="admin-page-draft"
          key={detail.versions[0]?.id ?? 0}
        >
          <h2 id="admin-page-draft">{t('pages.edit')}</h2>
          <input type="hidden" name="storeId" value={page.storeId} />
          <Field label={t('pages.field.title')} name="title" defaultValue={page.title} required maxLength={200} error={on('title')} />
          <Field label={t('pages.field.heroTitle')} name="heroTitle" defaultValue={page.heroTitle ?? ''} maxLength={200} error={on('heroTitle')} />
          <Field label={t('pages.field.excerpt')} name="excerpt" defaultValue={page.excerpt ?? ''} maxLength={1000} error={on('excerpt')} />
          <div className="ui-field">
            <label htmlFor={bodyId} className="ui-field__label">
              {t('pages.field.body')}
            </label>
            <textarea
              id={bodyId}
              name="body"
              required
              rows={12}
              defaultValue={page.body.join('\n\n')}
              className="ui-input admin-textarea"
              aria-describedby={`${bodyId}-hint`}
              aria-invalid={!!on('body') || undefined}
            />
            <p id={`${bodyId}-hint`} className="ui-field__hint">
              {t('pages.field.bodyHint')}
            </p>
            {on('body') && <p className="ui-field__error">{on('body')}</p>}
          </div>
          {page.kind === 'givingMoment' && (
            <MomentFields
              productSlugs={page.productSlugs ?? []}
              backgroundColor={page.backgroundColor ?? '#ffbe0b'}
              errors={{ productSlugs: on('productSlugs'), backgroundColor: on('backgroundColor') }}
              t={t}
            />
          )}
          <PagePicture image={page.image ?? null} error={on('image') ?? (refusal?.referencedRequestParameter === 'data' ? refusal.message : undefined)} t={t} />
          <Field label={t('pages.field.metaTitle')} name="metaTitle" defaultValue={page.metaTitle ?? ''} maxLength={200} error={on('metaTitle')} />
          <Field
            label={t('pages.field.metaDescription')}
            name="metaDescription"
            defaultValue={page.metaDescription ?? ''}
            maxLength={500}
            error={on('metaDescription')}
          />
          <Field label={t('pages.reason')} name="reason" required maxLength={500} />
          <Button type="submit" name="intent" value="draft" variant="primary">
            {t('pages.saveDraft')}
          </Button>
        </Form>
      )}
      {page?.hidden && <p className="admin-hint">{t('pages.hidden')}</p>}
      {page && !page.hidden && (
        <Form method="post" className="admin-card admin-search" aria-labelledby="admin-page-withdraw">
          <h2 id="admin-page-withdraw">{t('pages.withdraw')}</h2>
          <p className="admin-hint">{t('pages.withdrawHint')}</p>
          <Field label={`${t('pages.reason')} (${t('pages.withdraw').toLowerCase()})`} name="reason" required maxLength={500} />
          <Button type="submit" name="intent" value="withdraw" variant="secondary">
            {t('pages.withdraw')}
          </Button>
        </Form>
      )}
      {page && <h2 id="admin-page-history">{t('pages.history')}</h2>}
      {page && detail.versions.length === 0 && <p>{t('pages.empty')}</p>}
      <ol className="admin-versions" aria-labelledby="admin-page-history">
        {detail.versions.map((v) => {
          const changed = differs(v.fields as Fields);
          const state = !v.byStaff ? 'pages.original' : v.state === 'draft' ? 'pages.draft' : v.state === 'withdrawn' ? 'pages.withdrawn' : 'pages.published';
          return (
            <li key={v.id} className="admin-card">
              <p>
                <strong>
                  #{v.id} · {t(state)}
                </strong>{' '}
                · {timeText(v.createdAt, me.language)}
                {v.byStaff ? ` · ${v.reason}` : ''}
              </p>
              {/* A page visitors cannot open has nothing they read: any version of it can be published. */}
              {(changed.length > 0 || !page?.hidden) && <p>{changed.length ? changed.join(', ') : t('pages.same')}</p>}
              {(changed.length > 0 || page?.hidden) && page && <VersionPublish version={v} previewOrigin={previewOrigin} to={page.path} t={t} />}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
