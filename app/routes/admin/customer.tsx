import { Form, Link, useActionData, useLoaderData } from 'react-router';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { Field } from '../../components/ui/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { adminT, moneyText, timeText } from '../../admin/messages.ts';
import { adminGraphql } from '../../admin/graphql.ts';
import { errorMessage } from '../../../common/errors/catalogue.ts';
import { adminApi, requireStaff } from './admin.server.ts';

// /admin/customers/:id: a customer with their orders (linked to the order's screen) and address
// book; the GDPR export (a download) and the erasure with a reason, as the role allows (issue 18).
const VIEW = adminGraphql(`fragment AdminCustomerView on AdminCustomerView {
  customer { id email name store companyName phone subscribed createdAt deletedAt erasedAt }
  orders { number status placedAt grandTotalCents }
  addresses { id name email companyName address }
  errors { code message referencedRequestParameter }
}`);
const ONE = adminGraphql(`query AdminCustomer($id: Int!) { customer(id: $id) { ...AdminCustomerView } }`, [VIEW]);
const ERASE = adminGraphql(`mutation AdminErase($id: Int!, $reason: String!) { eraseCustomer(id: $id, reason: $reason) { ...AdminCustomerView } }`, [VIEW]);

const orderStatuses = ['pending', 'completed', 'canceled'] as const;
/** An order's status in the staff member's language (one this screen does not know, as stored). */
function statusText(t: ReturnType<typeof adminT>, status: string): string {
  const known = orderStatuses.find((s) => s === status);
  return known ? t(`order.${known}`) : status;
}
const idOf = (raw: string | undefined) => (/^\d{1,9}$/.test(raw ?? '') ? Number(raw) : 0);

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const me = await requireStaff(context);
  const refused = Number(new URL(request.url).searchParams.get('refused')) || null;
  return { me, view: (await adminApi(context, ONE, { id: idOf(params.id) })).customer, refused };
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  return { view: (await adminApi(context, ERASE, { id: idOf(params.id), reason: String(form.get('reason') ?? '') })).eraseCustomer };
}

export default function AdminCustomer() {
  const { me, view: loaded, refused } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const t = adminT(me.language);
  const lang = me.language;
  const view = acted?.view.customer ? acted.view : loaded;
  const refusal = acted?.view.errors[0]?.message ?? loaded.errors[0]?.message ?? (refused ? errorMessage(lang, refused) : null);
  const c = view.customer;
  const may = (p: string) => me.permissions.includes(p);
  return (
    <section aria-labelledby="admin-customer-title" className="admin-section">
      <p>
        <Link to="/admin/customers">{t('people.back')}</Link>
      </p>
      <h1 id="admin-customer-title">{c ? c.name || c.email : t('people.title')}</h1>
      <div aria-live="polite">
        {refusal && (
          <p role="alert" className="admin-alert">
            {refusal}
          </p>
        )}
        {acted?.view.customer && !refusal && <p className="admin-done">{t('people.erasedDone')}</p>}
      </div>
      {c && (
        <>
          <dl className="admin-facts">
            <Fact term={t('people.email')} value={c.email} />
            <Fact term={t('people.store')} value={c.store.toUpperCase()} />
            <Fact term={t('people.since')} value={timeText(c.createdAt, lang)} />
            {c.phone && <Fact term={t('people.phone')} value={c.phone} />}
            {c.companyName && <Fact term={t('people.company')} value={c.companyName} />}
            <Fact term={t('people.newsletter')} value={c.subscribed ? t('people.yes') : t('people.no')} />
            {c.deletedAt && !c.erasedAt && <Fact term={t('people.deleted')} value={timeText(c.deletedAt, lang)} />}
            {c.erasedAt && <Fact term={t('people.erased')} value={timeText(c.erasedAt, lang)} />}
          </dl>
          <h2 id="admin-customer-orders">{t('people.orders')}</h2>
          {view.orders.length === 0 ? (
            <p>{t('people.ordersNone')}</p>
          ) : (
            <div className="admin-table-wrap" role="region" aria-labelledby="admin-customer-orders" tabIndex={0}>
              <table className="admin-table admin-table-compact">
                <thead>
                  <tr>
                    <th scope="col">{t('dash.number')}</th>
                    <th scope="col">{t('people.status')}</th>
                    <th scope="col">{t('people.placed')}</th>
                    <th scope="col">{t('people.total')}</th>
                  </tr>
                </thead>
                <tbody>
                  {view.orders.map((o) => (
                    <tr key={o.number}>
                      <th scope="row">
                        <Link to={`/admin/orders/${o.number}`}>{o.number}</Link>
                      </th>
                      <td>{statusText(t, o.status)}</td>
                      <td>{o.placedAt ? timeText(o.placedAt, lang) : ''}</td>
                      <td className="admin-num">{o.grandTotalCents === null ? '' : moneyText(o.grandTotalCents, 'EUR', lang)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <h2 id="admin-customer-addresses">{t('people.addresses')}</h2>
          {view.addresses.length === 0 ? (
            <p>{t('people.addressesNone')}</p>
          ) : (
            <ul className="admin-list">
              {view.addresses.map((a) => (
                <li key={a.id}>
                  <strong>{a.name}</strong>
                  {[a.companyName, a.email, a.address].filter(Boolean).map((x) => ` · ${x}`)}
                </li>
              ))}
            </ul>
          )}
          <div className="admin-actions">
            {may('customers.export') && (
              <Form
                method="post"
                action={`/admin/customers/${c.id}/export`}
                reloadDocument
                className="admin-card admin-form"
                aria-labelledby="admin-export-title"
              >
                <h2 id="admin-export-title">{t('people.exportTitle')}</h2>
                <p>{t('people.exportHint')}</p>
                <Button type="submit" variant="secondary">
                  {t('people.export')}
                </Button>
              </Form>
            )}
            {may('customers.erase') && !c.erasedAt && (
              <Form method="post" className="admin-card admin-form" aria-labelledby="admin-erase-title">
                <h2 id="admin-erase-title">{t('people.eraseTitle')}</h2>
                <p>{t('people.eraseHint')}</p>
                <Field label={t('people.reason')} name="reason" required maxLength={500} />
                <Button type="submit" variant="primary">
                  {t('people.erase')}
                </Button>
              </Form>
            )}
          </div>
        </>
      )}
    </section>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
