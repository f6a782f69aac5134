import { redirect, type LoaderFunctionArgs } from 'react-router';
import { adminGraphql } from '../../admin/graphql.ts';
import { adminApi, noStore } from './admin.server.ts';

// GET /admin/orders/:number/fattura.xml: the order's invoice as FatturaPA XML, for finance (issue 18).
// A refusal (no invoice yet, no codice fiscale, no address; a role without the right) goes back to
// the order's page, which says why.
const XML = adminGraphql(`query AdminInvoiceXml($number: String!) {
  orderInvoiceXml(number: $number) { fileName xml errors { code message referencedRequestParameter } } }`);

export async function loader({ params, context }: LoaderFunctionArgs) {
  const number = params.number ?? '';
  const { orderInvoiceXml: file } = await adminApi(context, XML, { number });
  const code = file.errors[0]?.code;
  if (code === 5003) throw redirect('/admin/login');
  if (!file.xml || !file.fileName) throw redirect(`/admin/orders/${encodeURIComponent(number)}?fattura=${code ?? 9000}`);
  return new Response(file.xml, {
    headers: { ...noStore, 'content-type': 'application/xml; charset=utf-8', 'content-disposition': `attachment; filename="${file.fileName}"` },
  });
}
