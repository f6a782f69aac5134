import { Form, useActionData, useLoaderData } from 'react-router';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { Field } from '../../components/ui/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { adminT, moneyText } from '../../admin/messages.ts';
import { adminGraphql } from '../../admin/graphql.ts';
import { adminApi, requireStaff } from './admin.server.ts';
import { AdminOutcome } from '../../admin/AdminOutcome.tsx';

// /admin/donations?month=YYYY-MM: what the shop owes each charity for a Rome month and what it has
// paid, with the transfers' references; finance marks a charity's month paid and downloads the CSV.
const LINES = `month lines { charity currency owedCount owedCents paidCount paidCents references } errors { code message referencedRequestParameter }`;
const MONTH = adminGraphql(`query AdminDonationMonth($month: String!) { donationMonth(month: $month) { ${LINES} } }`);
const PAY = adminGraphql(
  `mutation AdminPayCharity($month: String!, $charity: String!, $reference: String!) { payCharityMonth(month: $month, charity: $charity, reference: $reference) { ${LINES} } }`,
);

/** The Rome month now, as YYYY-MM. */
function thisMonth(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit' }).format(now).slice(0, 7);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireStaff(context);
  const month = new URL(request.url).searchParams.get('month')?.trim() || thisMonth();
  return { me, month, view: (await adminApi(context, MONTH, { month })).donationMonth };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const vars = { month: String(form.get('month') ?? ''), charity: String(form.get('charity') ?? ''), reference: String(form.get('reference') ?? '') };
  return { charity: vars.charity, view: (await adminApi(context, PAY, vars)).payCharityMonth };
}

export default function AdminDonations() {
  const { me, month, view: found } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const t = adminT(me.language);
  const view = acted && acted.view.lines.length ? acted.view : found;
  const refusal = acted?.view.errors[0] ?? found.errors[0];
  const may = me.permissions.includes('donations.pay');
  const money = (cents: number, currency: string) => moneyText(cents, currency, me.language);
  return (
    <section aria-labelledby="admin-donations-title" className="admin-section">
      <h1 id="admin-donations-title">{t('donations.title')}</h1>
      <Form method="get" className="admin-search">
        <Field label={t('donations.month')} name="month" type="month" defaultValue={month} required pattern="\d{4}-\d{2}" />
        <Button type="submit" variant="secondary">
          {t('donations.show')}
        </Button>
        <a className="admin-download" href={`/admin/donations/csv?month=${encodeURIComponent(month)}`} download>
          {t('donations.csv')}
        </a>
      </Form>
      <AdminOutcome refusal={refusal} done={acted && !refusal ? t('donations.done') : null} />
      {view.lines.length === 0 ? (
        <p>{t('donations.empty')}</p>
      ) : (
        <div className="admin-table-wrap" role="region" aria-labelledby="admin-donations-title" tabIndex={0}>
          <table className="admin-table admin-donations">
            <thead>
              <tr>
                <th scope="col">{t('donations.charity')}</th>
                <th scope="col">{t('donations.owed')}</th>
                <th scope="col">{t('donations.paid')}</th>
                <th scope="col">{t('donations.references')}</th>
                {may && <th scope="col">{t('donations.pay')}</th>}
              </tr>
            </thead>
            <tbody>
              {view.lines.map((l) => (
                <tr key={`${l.charity}-${l.currency}`}>
                  <th scope="row">{l.charity}</th>
                  <td className="admin-num">
                    {money(l.owedCents, l.currency)}{' '}
                    <span className="admin-muted">
                      ({l.owedCount} {t(l.owedCount === 1 ? 'donations.one' : 'donations.count')})
                    </span>
                  </td>
                  <td className="admin-num">
                    {money(l.paidCents, l.currency)}{' '}
                    <span className="admin-muted">
                      ({l.paidCount} {t(l.paidCount === 1 ? 'donations.one' : 'donations.count')})
                    </span>
                  </td>
                  <td>{l.references.join(', ')}</td>
                  {may && (
                    <td>
                      {l.owedCount > 0 && (
                        <Form method="post" className="admin-inline-form" aria-label={`${t('donations.pay')}: ${l.charity}`}>
                          <input type="hidden" name="month" value={view.month} />
                          <input type="hidden" name="charity" value={l.charity} />
                          <Field label={t('donations.reference')} name="reference" required maxLength={140} autoComplete="off" />
                          <Button type="submit" variant="primary">
                            {t('donations.pay')}
                          </Button>
                        </Form>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
