import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { Field } from '../../components/ui/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { adminT } from '../../admin/messages.ts';
import { adminGraphql } from '../../admin/graphql.ts';
import { StoreSelect } from '../../admin/StoreSelect.tsx';
import { adminApi, requireStaff } from './admin.server.ts';

// /admin/card-batches (issue 17, decision 048): finance issues a batch of the shop's cards (choice
// or blank) and downloads their numbers and PINs once as CSV (card-batch-csv.ts). The download key is
// in this page's answer only; after the download the API refuses it. Each form carries a fresh key
// (`formKey`): the API issues one batch per key, so a form sent twice is refused (5059); after a
// batch the form gives way to the result, and "another batch" loads a new form.
const ISSUE = adminGraphql(`mutation AdminIssueBatch($store: Int!, $programme: String!, $valueCents: Int!, $count: Int!, $reason: String!, $formKey: String) {
  issueCardBatch(store: $store, programme: $programme, valueCents: $valueCents, count: $count, reason: $reason, formKey: $formKey) {
    batch { id count firstNumber lastNumber downloadKey } errors { code message referencedRequestParameter } } }`);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireStaff(context);
  return { me, gone: new URL(request.url).searchParams.has('gone'), formKey: crypto.randomUUID() };
}

/** Euros as typed ("25", "12,50") to cents; 0 when it is not an amount (the API refuses it). */
function cents(text: string): number {
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : 0;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const count = String(form.get('count') ?? '').trim();
  const { issueCardBatch } = await adminApi(context, ISSUE, {
    store: Number(form.get('store')),
    programme: String(form.get('programme') ?? ''),
    valueCents: cents(String(form.get('value') ?? '')),
    count: /^\d{1,6}$/.test(count) ? Number(count) : 0,
    reason: String(form.get('reason') ?? ''),
    formKey: String(form.get('formKey') ?? ''),
  });
  return issueCardBatch;
}

const grouped = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');

export default function AdminCardBatches() {
  const { me, gone, formKey } = useLoaderData<typeof loader>();
  const issued = useActionData<typeof action>();
  const sending = useNavigation().state === 'submitting';
  const t = adminT(me.language);
  const refusal = issued?.errors[0]?.message ?? (gone && !issued ? t('batch.gone') : null);
  const batch = issued?.batch;
  return (
    <section aria-labelledby="admin-batches-title" className="admin-section">
      <h1 id="admin-batches-title">{t('batch.title')}</h1>
      <div aria-live="polite">
        {refusal && (
          <p role="alert" className="admin-alert">
            {refusal}
          </p>
        )}
      </div>
      {batch && (
        <div className="admin-card admin-form admin-batch-issued">
          <p className="admin-done">
            {t('batch.issued')
              .replace('{count}', String(batch.count))
              .replace('{first}', grouped(batch.firstNumber))
              .replace('{last}', grouped(batch.lastNumber))}
          </p>
          {/* A plain form post: the browser saves the file and the page stays. */}
          <Form method="post" action="/admin/card-batches/csv" reloadDocument>
            <input type="hidden" name="batch" value={batch.id} />
            <input type="hidden" name="key" value={batch.downloadKey} />
            <Button type="submit" variant="primary">
              {t('batch.download')}
            </Button>
          </Form>
          <p className="admin-hint">{t('batch.once')}</p>
          <p>
            <Link to="/admin/card-batches" reloadDocument>
              {t('batch.another')}
            </Link>
          </p>
        </div>
      )}
      {!batch && (
        <Form method="post" className="admin-card admin-form admin-batch-form" aria-labelledby="admin-batch-form-title">
          <h2 id="admin-batch-form-title">{t('batch.new')}</h2>
          <input type="hidden" name="formKey" value={formKey} />
          <p className="admin-hint">{t('batch.hint')}</p>
          <StoreSelect id="admin-batch-store" label={t('stock.store')} />
          <div className="admin-select">
            <label htmlFor="admin-batch-programme">{t('batch.programme')}</label>
            <select id="admin-batch-programme" name="programme">
              <option value="choice">{t('batch.choice')}</option>
              <option value="blank">{t('batch.blank')}</option>
            </select>
          </div>
          <Field label={t('batch.value')} name="value" inputMode="decimal" autoComplete="off" required />
          <Field label={t('batch.count')} name="count" inputMode="numeric" autoComplete="off" required />
          <Field label={t('batch.reason')} name="reason" maxLength={500} autoComplete="off" required />
          <Button type="submit" variant="primary" disabled={sending}>
            {t('batch.issue')}
          </Button>
        </Form>
      )}
    </section>
  );
}
