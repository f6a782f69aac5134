import { Form, Link, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { Field } from '../../components/ui/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { adminT, moneyText, timeText } from '../../admin/messages.ts';
import { adminGraphql } from '../../admin/graphql.ts';
import { adminApi, requireStaff } from './admin.server.ts';
import { AdminSelect, METHODS, methodText, STATUSES, statusText } from './order-words.tsx';

// /admin/orders: find orders (number, e-mail, name, card number or code, placement days, status,
// storefront, payment method) with a GET form, so a search is a link; the results in a table that
// stacks on a phone. Each order links to /admin/orders/:number.
const SEARCH = adminGraphql(`query AdminOrders($number: String, $email: String, $name: String, $cardNumber: String, $placedFrom: String,
  $placedTo: String, $status: String, $storeId: Int, $paymentMethod: String, $page: Int) {
  orders(number: $number, email: $email, name: $name, cardNumber: $cardNumber, placedFrom: $placedFrom, placedTo: $placedTo,
    status: $status, storeId: $storeId, paymentMethod: $paymentMethod, page: $page) {
    total page perPage orders { number status storeId placedAt buyerName email grandTotalCents paymentMethod }
    errors { code message referencedRequestParameter } } }`);

const FILTERS = ['number', 'email', 'name', 'cardNumber', 'placedFrom', 'placedTo', 'status', 'storeId', 'paymentMethod'] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireStaff(context);
  const params = new URL(request.url).searchParams;
  const filters = Object.fromEntries(FILTERS.map((k) => [k, params.get(k)?.trim() ?? ''])) as Record<(typeof FILTERS)[number], string>;
  const asked = FILTERS.some((k) => filters[k]) || params.has('page');
  const page = Math.max(Number.parseInt(params.get('page') ?? '1', 10) || 1, 1);
  const storeId = Number.parseInt(filters.storeId, 10);
  const vars = Object.fromEntries(Object.entries(filters).filter(([k, v]) => v && k !== 'storeId'));
  const result = asked ? (await adminApi(context, SEARCH, { ...vars, storeId: Number.isNaN(storeId) ? null : storeId, page })).orders : null;
  return { me, filters, result };
}

export default function AdminOrders() {
  const { me, filters, result } = useLoaderData<typeof loader>();
  const t = adminT(me.language);
  const refusal = result?.errors[0];
  const pageLink = (page: number) => `?${new URLSearchParams({ ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)), page: String(page) })}`;
  return (
    <section aria-labelledby="admin-orders-title" className="admin-section">
      <h1 id="admin-orders-title">{t('orders.title')}</h1>
      <Form method="get" className="admin-card admin-order-filters" role="search" aria-label={t('orders.filters')}>
        <Field label={t('orders.number')} name="number" defaultValue={filters.number} autoComplete="off" />
        <Field label={t('orders.email')} name="email" type="email" defaultValue={filters.email} autoComplete="off" />
        <Field label={t('orders.name')} name="name" defaultValue={filters.name} autoComplete="off" />
        <Field label={t('orders.card')} name="cardNumber" defaultValue={filters.cardNumber} autoComplete="off" />
        <Field label={t('orders.from')} name="placedFrom" type="date" defaultValue={filters.placedFrom} />
        <Field label={t('orders.to')} name="placedTo" type="date" defaultValue={filters.placedTo} />
        <AdminSelect
          label={t('orders.status')}
          name="status"
          value={filters.status}
          options={[['', t('orders.any')], ...STATUSES.map((s) => [s, statusText(t, s)] as const)]}
        />
        <Field label={t('orders.store')} name="storeId" inputMode="numeric" defaultValue={filters.storeId} autoComplete="off" />
        <AdminSelect
          label={t('orders.method')}
          name="paymentMethod"
          value={filters.paymentMethod}
          options={[['', t('orders.any')], ...METHODS.map((m) => [m, methodText(t, m)] as const)]}
        />
        <div className="admin-order-filters__buttons">
          <Button type="submit" variant="primary">
            {t('orders.find')}
          </Button>
          <Link to="/admin/orders">{t('orders.reset')}</Link>
        </div>
      </Form>
      <div aria-live="polite">
        {refusal && (
          <p role="alert" className="admin-alert">
            {refusal.message}
          </p>
        )}
        {result && !refusal && (
          <p>
            {t('orders.found')} {result.total}
          </p>
        )}
      </div>
      {result && !refusal && result.orders.length === 0 && <p>{t('orders.none')}</p>}
      {result && result.orders.length > 0 && (
        <div className="admin-table-wrap admin-stack" role="region" aria-labelledby="admin-orders-title" tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('orders.number')}</th>
                <th scope="col">{t('orders.placed')}</th>
                <th scope="col">{t('orders.buyer')}</th>
                <th scope="col">{t('orders.email')}</th>
                <th scope="col">{t('orders.status')}</th>
                <th scope="col">{t('orders.total')}</th>
                <th scope="col">{t('orders.method')}</th>
                <th scope="col">{t('orders.store')}</th>
              </tr>
            </thead>
            <tbody>
              {result.orders.map((o) => (
                <tr key={o.number}>
                  <td data-label={t('orders.number')}>
                    <Link to={`/admin/orders/${encodeURIComponent(o.number)}`}>{o.number}</Link>
                  </td>
                  <td data-label={t('orders.placed')}>{o.placedAt ? timeText(o.placedAt, me.language) : '—'}</td>
                  <td data-label={t('orders.buyer')}>{o.buyerName}</td>
                  <td data-label={t('orders.email')}>{o.email}</td>
                  <td data-label={t('orders.status')}>{statusText(t, o.status)}</td>
                  <td data-label={t('orders.total')} className="admin-num">
                    {o.grandTotalCents === null ? '—' : moneyText(o.grandTotalCents, 'EUR', me.language)}
                  </td>
                  <td data-label={t('orders.method')}>{o.paymentMethod ? methodText(t, o.paymentMethod) : '—'}</td>
                  <td data-label={t('orders.store')}>{o.storeId}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result && result.total > result.perPage && (
        <nav className="admin-pages" aria-label={t('orders.page')}>
          {result.page > 1 && <Link to={pageLink(result.page - 1)}>{t('orders.previous')}</Link>}
          <span>
            {t('orders.page')} {result.page} / {Math.ceil(result.total / result.perPage)}
          </span>
          {result.page * result.perPage < result.total && <Link to={pageLink(result.page + 1)}>{t('orders.next')}</Link>}
        </nav>
      )}
    </section>
  );
}
