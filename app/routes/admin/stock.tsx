import { Form, Link, useActionData, useLoaderData } from 'react-router';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { Field } from '../../components/ui/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { adminT, timeText } from '../../admin/messages.ts';
import { adminGraphql } from '../../admin/graphql.ts';
import { storefronts } from '../../../common/storefronts.ts';
import { adminApi, requireStaff } from './admin.server.ts';
import { AdminOutcome } from '../../admin/AdminOutcome.tsx';
import { StoreSelect } from '../../admin/StoreSelect.tsx';

// /admin/stock (issue 17, decision 048): the levels of a storefront's code-backed products, codes
// loaded from a CSV file (all or nothing: the refused rows are listed with their line and why), and
// the low-stock threshold per product. The API checks every role; the page only hides.
const LEVEL = adminGraphql(`fragment AdminLevel on AdminStockLevel { productSlug productTitle sku free reserved delivered threshold alertedAt }`);
const LEVELS = adminGraphql(
  `query AdminStock($store: Int!, $search: String, $offset: Int) { stockLevels(store: $store, search: $search, offset: $offset) {
    levels { ...AdminLevel } page { ...AdminLevel } total offset errors { code message referencedRequestParameter } } }`,
  [LEVEL],
);
const UPLOAD = adminGraphql(
  `mutation AdminUpload($store: Int!, $csv: String!, $product: String, $reason: String) {
  uploadStockCodes(store: $store, csv: $csv, product: $product, reason: $reason) {
    loaded refused { line value code message sameAsLine } levels { ...AdminLevel } errors { code message referencedRequestParameter } } }`,
  [LEVEL],
);
const THRESHOLD = adminGraphql(
  `mutation AdminThreshold($store: Int!, $product: String!, $threshold: Int) {
  setStockThreshold(store: $store, product: $product, threshold: $threshold) {
    alerted levels { ...AdminLevel } errors { code message referencedRequestParameter } } }`,
  [LEVEL],
);

const storeOf = (value: string | null | undefined) => storefronts.find((s) => String(s.id) === value)?.id ?? storefronts[0].id;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireStaff(context);
  const params = new URL(request.url).searchParams;
  const store = storeOf(params.get('store'));
  const search = (params.get('q') ?? '').trim().slice(0, 200);
  const { stockLevels: got } = await adminApi(context, LEVELS, { store, search, offset: Number(params.get('from')) || 0 });
  const table = { rows: got.page, total: got.total, offset: got.offset, search };
  return { me, store, levels: got.levels, table, refusal: got.errors[0] ?? null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const store = storeOf(String(form.get('store') ?? ''));
  const product = String(form.get('product') ?? '');
  if (form.get('intent') === 'threshold') {
    const typed = String(form.get('threshold') ?? '').trim();
    const threshold = typed === '' ? null : /^\d{1,9}$/.test(typed) ? Number(typed) : -1;
    const { setStockThreshold: done } = await adminApi(context, THRESHOLD, { store, product, threshold });
    return { intent: 'threshold' as const, loaded: 0, refused: [], alerted: done.alerted, levels: done.levels, errors: done.errors };
  }
  const file = form.get('file');
  const csv = file instanceof File ? await file.text() : '';
  const reason = String(form.get('reason') ?? '');
  const { uploadStockCodes: done } = await adminApi(context, UPLOAD, { store, csv, product: product || null, reason });
  return { intent: 'upload' as const, loaded: done.loaded, refused: done.refused, alerted: false, levels: done.levels, errors: done.errors };
}

export default function AdminStock() {
  const { me, store, levels: loaded, table, refusal: readRefusal } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const t = adminT(me.language);
  const levels = acted?.levels.length ? acted.levels : loaded;
  // After an upload or a threshold, the rows show the levels the action answered with.
  const fresh = new Map(levels.map((l) => [l.sku, l]));
  const rows = table.rows.map((r) => fresh.get(r.sku) ?? r);
  const refusal = acted ? acted.errors[0] : readRefusal;
  const may = (p: string) => me.permissions.includes(p);
  const done =
    acted && !refusal
      ? acted.intent === 'upload'
        ? t('stock.loaded').replace('{count}', String(acted.loaded))
        : `${t('stock.saved')}${acted.alerted ? ` ${t('stock.alertSent')}` : ''}`
      : null;
  const productSelect = (name: string, label: string, empty?: string) => (
    <div className="admin-select">
      <label htmlFor={`admin-${name}-product`}>{label}</label>
      <select id={`admin-${name}-product`} name="product" required={!empty}>
        {empty && <option value="">{empty}</option>}
        {levels.map((l) => (
          <option key={l.productSlug} value={l.productSlug}>
            {l.productTitle} ({l.sku})
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <section aria-labelledby="admin-stock-title" className="admin-section">
      <h1 id="admin-stock-title">{t('stock.title')}</h1>
      <Form method="get" className="admin-search">
        <StoreSelect id="admin-stock-store" label={t('stock.store')} defaultValue={String(store)} />
        <Field label={t('stock.search')} name="q" type="search" defaultValue={table.search} autoComplete="off" />
        <Button type="submit" variant="secondary">
          {t('stock.show')}
        </Button>
      </Form>
      <AdminOutcome refusal={refusal} done={done} />
      {acted?.refused.length ? (
        <div className="admin-refused">
          <h2 id="admin-refused-title">{t('stock.refusedTitle').replace('{count}', String(acted.refused.length))}</h2>
          <div className="admin-table-wrap" role="region" aria-labelledby="admin-refused-title" tabIndex={0}>
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('stock.line')}</th>
                  <th scope="col">{t('stock.value')}</th>
                  <th scope="col">{t('stock.why')}</th>
                </tr>
              </thead>
              <tbody>
                {acted.refused.map((r) => (
                  <tr key={`${r.line}-${r.code}`}>
                    <td className="admin-num">{r.line}</td>
                    <td>{r.value}</td>
                    <td>
                      {r.message}
                      {r.sameAsLine ? ` ${t('stock.sameAs').replace('{line}', String(r.sameAsLine))}` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
      {levels.length > 0 && (
        <div className="admin-actions">
          {may('stock.upload') && (
            <Form method="post" encType="multipart/form-data" className="admin-card admin-form" aria-labelledby="admin-upload-title">
              <h2 id="admin-upload-title">{t('stock.uploadTitle')}</h2>
              <p className="admin-hint">{t('stock.uploadHint')}</p>
              <input type="hidden" name="store" value={store} />
              <div className="admin-select">
                <label htmlFor="admin-stock-file">{t('stock.file')}</label>
                <input id="admin-stock-file" type="file" name="file" accept=".csv,text/csv" required />
              </div>
              {productSelect('upload', t('stock.fileProduct'), t('stock.fromFile'))}
              <Field label={t('stock.reason')} name="reason" maxLength={500} autoComplete="off" />
              <Button type="submit" name="intent" value="upload" variant="primary">
                {t('stock.upload')}
              </Button>
            </Form>
          )}
          {may('stock.threshold') && (
            <Form method="post" className="admin-card admin-form" aria-labelledby="admin-threshold-title">
              <h2 id="admin-threshold-title">{t('stock.thresholdTitle')}</h2>
              <p className="admin-hint">{t('stock.thresholdHint')}</p>
              <input type="hidden" name="store" value={store} />
              {productSelect('threshold', t('stock.product'))}
              <Field label={t('stock.thresholdValue')} name="threshold" inputMode="numeric" autoComplete="off" />
              <Button type="submit" name="intent" value="threshold" variant="secondary">
                {t('stock.save')}
              </Button>
            </Form>
          )}
        </div>
      )}
      {!readRefusal && (
        <>
          <h2 id="admin-levels-title">{t('stock.levels')}</h2>
          <p role="status">{table.total > 0 && shown(t, table)}</p>
          {table.rows.length === 0 ? (
            <p>{table.search ? t('stock.noMatch') : t('stock.none')}</p>
          ) : (
            <div className="admin-table-wrap" role="region" aria-labelledby="admin-levels-title" tabIndex={0}>
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">{t('stock.product')}</th>
                    <th scope="col">{t('stock.sku')}</th>
                    <th scope="col">{t('stock.free')}</th>
                    <th scope="col">{t('stock.reserved')}</th>
                    <th scope="col">{t('stock.delivered')}</th>
                    <th scope="col">{t('stock.threshold')}</th>
                    <th scope="col">{t('stock.alerted')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((l) => (
                    <tr key={l.sku}>
                      <th scope="row">{l.productTitle}</th>
                      <td>{l.sku}</td>
                      <td className="admin-num">{l.free}</td>
                      <td className="admin-num">{l.reserved}</td>
                      <td className="admin-num">{l.delivered}</td>
                      <td className="admin-num">{l.threshold ?? '—'}</td>
                      <td>{l.alertedAt ? timeText(l.alertedAt, me.language) : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pages t={t} store={store} table={table} />
        </>
      )}
    </section>
  );
}

type Table = { total: number; offset: number; search: string; rows: unknown[] };
type Words = ReturnType<typeof adminT>;

const shown = (t: Words, table: Table) =>
  t('stock.shown')
    .replace('{from}', String(table.offset + 1))
    .replace('{to}', String(table.offset + table.rows.length))
    .replace('{total}', String(table.total));

/** Previous and next page of the levels: plain links (the search and storefront kept). */
function Pages({ t, store, table }: { t: Words; store: number; table: Table }) {
  const href = (from: number) => `?${new URLSearchParams({ store: String(store), ...(table.search ? { q: table.search } : {}), from: String(from) })}`;
  const size = 50;
  const before = table.offset > 0;
  const after = table.offset + table.rows.length < table.total;
  if (!before && !after) return null;
  return (
    <nav aria-label={t('stock.pages')} className="admin-pages">
      {before && <Link to={href(Math.max(table.offset - size, 0))}>{t('stock.previous')}</Link>}
      {after && <Link to={href(table.offset + size)}>{t('stock.next')}</Link>}
    </nav>
  );
}
