import { redirect, type ActionFunctionArgs } from 'react-router';
import { adminGraphql } from '../../admin/graphql.ts';
import { adminApi, noStore } from './admin.server.ts';

// POST /admin/card-batches/csv: a batch's numbers and PINs as a CSV file, once (decision 048). The
// API gives it to the staff member who issued the batch, with its key, once; any later try goes back
// to the batch page, which says the file is gone.
const TAKE = adminGraphql(`mutation AdminTakeBatch($batch: String!, $key: String!) {
  takeCardBatchCsv(batch: $batch, key: $key) { csv filename errors { code message referencedRequestParameter } } }`);

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const { takeCardBatchCsv: taken } = await adminApi(context, TAKE, { batch: String(form.get('batch') ?? ''), key: String(form.get('key') ?? '') });
  if (taken.errors[0]?.code === 5003) throw redirect('/admin/login');
  if (!taken.csv) throw redirect('/admin/card-batches?gone');
  return new Response(taken.csv, {
    headers: { ...noStore, 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${taken.filename ?? 'cards.csv'}"` },
  });
}

export function loader() {
  return redirect('/admin/card-batches');
}
