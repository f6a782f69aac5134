import { Form, Link, useActionData, useLoaderData } from 'react-router';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { Field } from '../../components/ui/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { adminGraphql } from '../../admin/graphql.ts';
import { adminT, timeText } from '../../admin/messages.ts';
import { adminApi, previewOriginOf, requireStaff } from './admin.server.ts';
import { AdminOutcome } from '../../admin/AdminOutcome.tsx';
import { VersionPublish } from '../../admin/VersionPublish.tsx';
import { ADDED_ROWS, COLUMNS, DOCUMENT_KEYS, dataOf, rowsFromForm, rowsOf, type DocumentKey, type Row } from '../../admin/document-rows.ts';

// /admin/documents/:id: a storefront's menu, trust marks or social links (decision 064), as rows.
// A new draft starts from what visitors see; its preview opens the home of its storefront in its
// language (a cookie of that browser only); publishing a draft, or an older version, makes it what
// every visitor sees.
const DETAIL = adminGraphql(`fragment AdminDocumentDetail on AdminContentDocumentDetail {
  document { id storeId key language homePath data }
  versions { id state data previewToken byStaff reason createdAt }
  errors { code message referencedRequestParameter }
}`);
const READ = adminGraphql(`query AdminDocument($documentId: Int!) { contentDocument(documentId: $documentId) { ...AdminDocumentDetail } }`, [DETAIL]);
const SAVE = adminGraphql(
  `mutation AdminSaveDocument($documentId: Int!, $data: JSON!, $reason: String!) {
  saveDocumentDraft(documentId: $documentId, data: $data, reason: $reason) { ...AdminDocumentDetail } }`,
  [DETAIL],
);
const PUBLISH = adminGraphql(
  `mutation AdminPublishDocument($documentId: Int!, $versionId: Int!, $reason: String!) {
  publishDocumentVersion(documentId: $documentId, versionId: $versionId, reason: $reason) { ...AdminDocumentDetail } }`,
  [DETAIL],
);

const keyOf = (key: string | undefined): DocumentKey => DOCUMENT_KEYS.find((k) => k === key) ?? 'trustMarks';

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const me = await requireStaff(context);
  const { contentDocument } = await adminApi(context, READ, { documentId: Number(params.id) || 0 });
  return { me, previewOrigin: previewOriginOf(request.url, contentDocument.document?.storeId), detail: contentDocument };
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const documentId = Number(params.id) || 0;
  const reason = String(form.get('reason') ?? '');
  if (form.get('intent') === 'publish') {
    const { publishDocumentVersion } = await adminApi(context, PUBLISH, { documentId, versionId: Number(form.get('versionId')) || 0, reason });
    return { intent: 'publish' as const, detail: publishDocumentVersion };
  }
  const key = keyOf(String(form.get('key') ?? ''));
  const head = { title: String(form.get('head.title') ?? ''), path: String(form.get('head.path') ?? '') };
  const data = dataOf(key, rowsFromForm(key, form), head);
  const { saveDocumentDraft } = await adminApi(context, SAVE, { documentId, data, reason });
  return { intent: 'draft' as const, detail: saveDocumentDraft };
}

function RowFields({ keyName, row, i, t }: { keyName: DocumentKey; row: Row; i: number; t: ReturnType<typeof adminT> }) {
  return (
    <fieldset className="admin-fieldset admin-doc-row">
      <legend>
        {t('documents.row')} {i + 1}
      </legend>
      {Object.entries(row)
        .filter(([name]) => !COLUMNS[keyName].some((c) => c.name === name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={`row.${i}.${name}`} value={String(value)} />
        ))}
      {COLUMNS[keyName].map((c) => {
        const name = `row.${i}.${c.name}`;
        const label = t(`documents.col.${c.name}` as 'documents.col.title');
        if (c.kind === 'check')
          return (
            <label key={c.name} className="admin-toggle">
              <input type="checkbox" name={name} defaultChecked={row[c.name] === true} />
              <span>{label}</span>
            </label>
          );
        if (c.kind === 'select')
          return (
            <div key={c.name} className="admin-select">
              <label htmlFor={`doc-${name}`}>{label}</label>
              <select id={`doc-${name}`} name={name} defaultValue={String(row[c.name] ?? '')}>
                {c.options?.map((o) => (
                  <option key={o} value={o}>
                    {c.name === 'placement' ? t(`documents.placement.${o}` as 'documents.placement.header') : o}
                  </option>
                ))}
              </select>
            </div>
          );
        return <Field key={c.name} label={label} name={name} defaultValue={String(row[c.name] ?? '')} maxLength={300} />;
      })}
      <label className="admin-toggle">
        <input type="checkbox" name={`row.${i}.remove`} />
        <span>{t('documents.remove')}</span>
      </label>
    </fieldset>
  );
}

export default function AdminDocument() {
  const { me, previewOrigin, detail: loaded } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const t = adminT(me.language);
  const detail = acted && !acted.detail.errors.length ? acted.detail : loaded;
  const refusal = acted?.detail.errors[0] ?? loaded.errors[0];
  const doc = detail.document ?? loaded.document;
  const key = keyOf(doc?.key);
  const { head, rows } = rowsOf(key, doc?.data);
  const blank: Row = Object.fromEntries(COLUMNS[key].map((c) => [c.name, c.kind === 'check' ? false : c.kind === 'select' ? (c.options?.[0] ?? '') : '']));
  const all = [...rows, ...Array.from({ length: ADDED_ROWS[key] }, () => blank)];
  const title = doc ? `${t(`documents.key.${key}`)} · ${doc.language.toUpperCase()}` : t('documents.title');
  const same = (data: unknown) => JSON.stringify(data) === JSON.stringify(doc?.data);
  return (
    <section aria-labelledby="admin-document-title" className="admin-section">
      <p>
        <Link to={doc ? `/admin/pages?store=${doc.storeId}` : '/admin/pages'}>← {t('pages.back')}</Link>
      </p>
      <h1 id="admin-document-title">{title}</h1>
      <AdminOutcome refusal={refusal} done={acted && !refusal ? t(acted.intent === 'publish' ? 'documents.done' : 'documents.saved') : null} />
      {doc && (
        <Form method="post" className="admin-card admin-form" aria-labelledby="admin-document-draft" key={detail.versions[0]?.id ?? 0}>
          <h2 id="admin-document-draft">{t('documents.edit')}</h2>
          <input type="hidden" name="key" value={key} />
          <input type="hidden" name="rows" value={all.length} />
          {key === 'businessMenu' && (
            <>
              <Field label={t('documents.head.title')} name="head.title" defaultValue={String(head.title ?? '')} required maxLength={80} />
              <Field label={t('documents.head.path')} name="head.path" defaultValue={String(head.path ?? '')} required maxLength={300} />
            </>
          )}
          <p className="ui-field__hint">{t('documents.rowsHint')}</p>
          <div className="admin-doc-rows">
            {all.map((row, i) => (
              <RowFields key={i} keyName={key} row={row} i={i} t={t} />
            ))}
          </div>
          <Field label={t('pages.reason')} name="reason" required maxLength={500} />
          <Button type="submit" name="intent" value="draft" variant="primary">
            {t('pages.saveDraft')}
          </Button>
        </Form>
      )}
      {doc && <h2 id="admin-document-history">{t('pages.history')}</h2>}
      {doc && detail.versions.length === 0 && <p>{t('documents.empty')}</p>}
      <ol className="admin-versions" aria-labelledby="admin-document-history">
        {detail.versions.map((v) => {
          const state = !v.byStaff ? 'documents.original' : v.state === 'draft' ? 'pages.draft' : 'pages.published';
          const count = rowsOf(key, v.data).rows.length;
          return (
            <li key={v.id} className="admin-card">
              <p>
                <strong>
                  #{v.id} · {t(state)}
                </strong>{' '}
                · {timeText(v.createdAt, me.language)}
                {v.byStaff ? ` · ${v.reason}` : ''} · {count} {t('documents.changes')}
              </p>
              {same(v.data) && <p>{t('pages.same')}</p>}
              {!same(v.data) && doc && <VersionPublish version={v} previewOrigin={previewOrigin} to={doc.homePath} t={t} />}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
