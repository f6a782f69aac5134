import { redirect, type LoaderFunctionArgs } from 'react-router';
import { adminGraphql } from '../../admin/graphql.ts';
import { adminApi, noStore } from './admin.server.ts';

// GET /admin/orders/:number/note/:note?formato=pdf|xml: a credit note of the order, as its PDF
// (courtesy copy) or its FatturaPA XML (TD04), for finance (decision 046). A refusal goes back to
// the order's page, which says why.
const FILE = adminGraphql(`query AdminCreditNoteFile($number: String!, $note: String!, $format: String!) {
  orderCreditNoteFile(number: $number, note: $note, format: $format) { fileName contentType contentBase64 errors { code message referencedRequestParameter } } }`);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const number = params.number ?? '';
  const format = new URL(request.url).searchParams.get('formato') === 'xml' ? 'xml' : 'pdf';
  const { orderCreditNoteFile: file } = await adminApi(context, FILE, { number, note: params.note ?? '', format });
  const code = file.errors[0]?.code;
  if (code === 5003) throw redirect('/admin/login');
  if (!file.contentBase64 || !file.fileName || !file.contentType) throw redirect(`/admin/orders/${encodeURIComponent(number)}?fattura=${code ?? 9000}`);
  return new Response(Buffer.from(file.contentBase64, 'base64'), {
    headers: { ...noStore, 'content-type': file.contentType, 'content-disposition': `attachment; filename="${file.fileName}"` },
  });
}
