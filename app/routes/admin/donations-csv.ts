import type { LoaderFunctionArgs } from 'react-router';
import { adminGraphql } from '../../admin/graphql.ts';
import { adminApi, noStore, requireStaff } from './admin.server.ts';

// /admin/donations/csv?month=YYYY-MM: the month's donations per charity, owed and paid, as a CSV
// file (the admin API makes it; a refusal answers 403 or 400 with its message).
const CSV = adminGraphql(`query AdminDonationCsv($month: String!) { donationMonthCsv(month: $month) { fileName csv errors { code message } } }`);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(context);
  const month = new URL(request.url).searchParams.get('month')?.trim() ?? '';
  const { donationMonthCsv: r } = await adminApi(context, CSV, { month });
  if (!r.csv || !r.fileName) {
    const status = r.errors[0]?.code === 5004 ? 403 : 400;
    return new Response(r.errors[0]?.message ?? '', { status, headers: { ...noStore, 'content-type': 'text/plain; charset=utf-8' } });
  }
  return new Response(r.csv, {
    headers: { ...noStore, 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${r.fileName}"` },
  });
}
