import { Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { Field } from '../../components/ui/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { adminGraphql } from '../../admin/graphql.ts';
import { adminT } from '../../admin/messages.ts';
import { storefronts } from '../../../common/storefronts.ts';
import { adminApi, requireStaff } from './admin.server.ts';
import { AdminOutcome } from '../../admin/AdminOutcome.tsx';
import { MomentFields, momentFieldsOf } from '../../admin/MomentFields.tsx';

// /admin/pages?store=<id>&kind=<kind>: a storefront's pages (decision 063), each opening its editor.
const PAGES = adminGraphql(`query AdminPages($storeId: Int!, $kind: String) { contentPages(storeId: $storeId, kind: $kind) {
  pages { id kind slug language path title } errors { code message referencedRequestParameter }
} }`);

// …and its menus, trust marks and social links (decision 064), each opening its own editor.
const DOCUMENTS = adminGraphql(`query AdminDocuments($storeId: Int!) { contentDocuments(storeId: $storeId) {
  documents { id key language } errors { code message referencedRequestParameter }
} }`);

// …and a new page (an article, a landing page, a giving moment), opened in its editor once made.
const CREATE =
  adminGraphql(`mutation AdminCreatePage($storeId: Int!, $language: String!, $kind: String!, $slug: String!, $fields: AdminPageFieldsInput!, $reason: String!) {
  createPage(storeId: $storeId, language: $language, kind: $kind, slug: $slug, fields: $fields, reason: $reason) {
    page { id } errors { code message referencedRequestParameter }
} }`);

const KINDS = ['landing', 'blog', 'givingMoment'] as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '');
  const kind = text('kind');
  const fields = { title: text('title'), body: [text('body')], ...(kind === 'givingMoment' ? momentFieldsOf(form) : {}) };
  const vars = { storeId: Number(form.get('storeId')) || 0, language: text('language'), kind, slug: text('slug'), fields, reason: text('reason') };
  const { createPage } = await adminApi(context, CREATE, vars);
  if (createPage.page) throw redirect(`/admin/pages/${createPage.page.id}`);
  return { refusal: createPage.errors[0] ?? null };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireStaff(context);
  const params = new URL(request.url).searchParams;
  const store = storefronts.find((s) => s.id === Number(params.get('store'))) ?? storefronts[0];
  const kind = KINDS.find((k) => k === params.get('kind')) ?? null;
  const [{ contentPages }, { contentDocuments }] = await Promise.all([
    adminApi(context, PAGES, { storeId: store.id, kind }),
    adminApi(context, DOCUMENTS, { storeId: store.id }),
  ]);
  return { me, storeId: store.id, kind, list: contentPages, documents: contentDocuments.documents };
}

export default function AdminPages() {
  const { me, storeId, kind, list, documents } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const store = storefronts.find((s) => s.id === storeId) ?? storefronts[0];
  const on = (param: string) => (acted?.refusal?.referencedRequestParameter === param ? acted.refusal.message : undefined);
  const t = adminT(me.language);
  const query = (store: number, k: string | null) => `?store=${store}${k ? `&kind=${k}` : ''}`;
  return (
    <section aria-labelledby="admin-pages-title" className="admin-section">
      <h1 id="admin-pages-title">{t('pages.title')}</h1>
      <p>{t('pages.intro')}</p>
      <nav aria-label={t('pages.store')} className="admin-tabs">
        {storefronts.map((s) => (
          <Link key={s.id} to={query(s.id, kind)} aria-current={s.id === storeId ? 'page' : undefined}>
            {s.brand} {s.country}
          </Link>
        ))}
      </nav>
      {documents.length > 0 && (
        <>
          <h2 id="admin-documents-title">{t('documents.title')}</h2>
          <p>{t('documents.intro')}</p>
          <ul className="admin-page-list admin-document-list" aria-labelledby="admin-documents-title">
            {documents.map((d) => (
              <li key={d.id} className="admin-card">
                <Link to={`/admin/documents/${d.id}`}>
                  {t(`documents.key.${d.key as 'trustMarks'}`)} · {d.language.toUpperCase()}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <h2>{t('nav.pages')}</h2>
      <nav aria-label={t('pages.kind')} className="admin-tabs">
        {[null, ...KINDS].map((k) => (
          <Link key={k ?? 'all'} to={query(storeId, k)} aria-current={k === kind ? 'page' : undefined}>
            {t(`pages.kind.${k ?? 'all'}`)}
          </Link>
        ))}
      </nav>
      <AdminOutcome refusal={list.errors[0] ?? acted?.refusal ?? undefined} done={null} />
      {!list.errors.length && list.pages.length === 0 && <p>{t('pages.none')}</p>}
      {list.pages.length > 0 && (
        <ul className="admin-page-list" aria-labelledby="admin-pages-title">
          {list.pages.map((p) => (
            <li key={p.id} className="admin-card">
              <Link to={`/admin/pages/${p.id}`}>{p.title}</Link>
              <p>
                {t(`pages.kind.${p.kind as (typeof KINDS)[number]}`)} · {p.language.toUpperCase()} · {p.path}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="admin-card admin-form" aria-labelledby="admin-new-article">
        <h2 id="admin-new-article">{t('pages.new')}</h2>
        <p className="admin-hint">{t('pages.newHint')}</p>
        <input type="hidden" name="storeId" value={storeId} />
        <div className="admin-select">
          <label htmlFor="admin-new-language">{t('pages.language')}</label>
          <select id="admin-new-language" name="language" defaultValue={store.language}>
            {store.languages.map((l) => (
              <option key={l} value={l}>
                {l.toUpperCase()}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-select">
          <label htmlFor="admin-new-kind">{t('pages.newKind')}</label>
          <select id="admin-new-kind" name="kind" defaultValue={kind ?? 'blog'}>
            {(['blog', 'landing', 'givingMoment'] as const).map((k) => (
              <option key={k} value={k}>
                {t(`pages.newKind.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <Field label={t('pages.field.title')} name="title" required maxLength={200} error={on('fields.title')} />
        <Field label={t('pages.slug')} name="slug" required minLength={3} maxLength={80} pattern="[a-z0-9]+(-[a-z0-9]+)*" error={on('slug')} />
        <Field label={t('pages.firstParagraph')} name="body" required maxLength={5000} error={on('fields.body')} />
        <fieldset className="admin-fieldset">
          <legend>{t('pages.moment')}</legend>
          <MomentFields
            productSlugs={[]}
            backgroundColor="#ffbe0b"
            errors={{ productSlugs: on('fields.productSlugs'), backgroundColor: on('fields.backgroundColor') }}
            t={t}
          />
        </fieldset>
        <Field label={t('pages.reason')} name="reason" required maxLength={500} />
        <Button type="submit" variant="primary">
          {t('pages.create')}
        </Button>
      </Form>
    </section>
  );
}
