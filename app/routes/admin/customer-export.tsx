import type { ActionFunctionArgs } from 'react-router';
import { adminGraphql } from '../../admin/graphql.ts';
import { adminApi, noStore, requireStaff } from './admin.server.ts';

// POST /admin/customers/:id/export: the customer's GDPR export as a JSON download (issue 18). A
// refusal (role, unknown customer) comes back to the customer's page with its code.
const EXPORT = adminGraphql(`mutation AdminCustomerExport($id: Int!) { exportCustomer(id: $id) { json filename errors { code message } } }`);

export async function action({ params, context }: ActionFunctionArgs) {
  await requireStaff(context);
  const id = Number(params.id);
  const done = (await adminApi(context, EXPORT, { id: Number.isSafeInteger(id) ? id : 0 })).exportCustomer;
  if (!done.json || !done.filename)
    return new Response(null, { status: 303, headers: { location: `/admin/customers/${params.id}?refused=${done.errors[0]?.code ?? 9000}`, ...noStore } });
  return new Response(done.json, {
    headers: { 'content-type': 'application/json; charset=utf-8', 'content-disposition': `attachment; filename="${done.filename}"`, ...noStore },
  });
}
