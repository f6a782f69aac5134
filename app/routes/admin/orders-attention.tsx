import { Link, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { adminT, timeText } from '../../admin/messages.ts';
import { adminGraphql } from '../../admin/graphql.ts';
import { adminApi, requireStaff } from './admin.server.ts';
import { methodText, stateText } from './order-words.tsx';

// /admin/orders/attention: the orders the reconciliation sweep moved (its webhook was lost) in the
// last week, and those that wait too long: unpaid an hour after placement (bank transfers too:
// finance looks for their money), or paid with a card not sent an hour after its moment.
const ATTENTION = adminGraphql(`query AdminOrdersAttention { ordersAttention {
  reconciled { at number action source providerStatus }
  waiting { number storeId waitingFor since paymentMethod paymentStatus deliveryStatus }
  errors { code message referencedRequestParameter } } }`);

export async function loader({ context }: LoaderFunctionArgs) {
  const me = await requireStaff(context);
  return { me, lists: (await adminApi(context, ATTENTION)).ordersAttention };
}

const orderLink = (number: string) => <Link to={`/admin/orders/${encodeURIComponent(number)}`}>{number}</Link>;

export default function AdminOrdersAttention() {
  const { me, lists } = useLoaderData<typeof loader>();
  const t = adminT(me.language);
  const refusal = lists.errors[0];
  return (
    <section aria-labelledby="admin-attention-title" className="admin-section">
      <h1 id="admin-attention-title">{t('attention.title')}</h1>
      {refusal && (
        <p role="alert" className="admin-alert">
          {refusal.message}
        </p>
      )}
      <h2 id="admin-waiting-title">{t('attention.waiting')}</h2>
      {lists.waiting.length === 0 ? (
        <p>{t('attention.emptyWaiting')}</p>
      ) : (
        <div className="admin-table-wrap admin-stack" role="region" aria-labelledby="admin-waiting-title" tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('orders.number')}</th>
                <th scope="col">{t('attention.waitingFor')}</th>
                <th scope="col">{t('attention.since')}</th>
                <th scope="col">{t('orders.method')}</th>
                <th scope="col">{t('orders.status')}</th>
                <th scope="col">{t('orders.store')}</th>
              </tr>
            </thead>
            <tbody>
              {lists.waiting.map((w, i) => (
                <tr key={`${w.number}-${i}`}>
                  <td data-label={t('orders.number')}>{orderLink(w.number)}</td>
                  <td data-label={t('attention.waitingFor')}>{t(w.waitingFor === 'delivery' ? 'attention.for.delivery' : 'attention.for.payment')}</td>
                  <td data-label={t('attention.since')}>{timeText(w.since, me.language)}</td>
                  <td data-label={t('orders.method')}>{w.paymentMethod ? methodText(t, w.paymentMethod) : '—'}</td>
                  <td data-label={t('orders.status')}>{stateText(t, w.deliveryStatus ?? w.paymentStatus) ?? '—'}</td>
                  <td data-label={t('orders.store')}>{w.storeId}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2 id="admin-reconciled-title">{t('attention.reconciled')}</h2>
      {lists.reconciled.length === 0 ? (
        <p>{t('attention.emptyReconciled')}</p>
      ) : (
        <div className="admin-table-wrap admin-stack" role="region" aria-labelledby="admin-reconciled-title" tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('orders.number')}</th>
                <th scope="col">{t('attention.since')}</th>
                <th scope="col">{t('attention.action')}</th>
                <th scope="col">{t('attention.provider')}</th>
                <th scope="col">{t('attention.source')}</th>
              </tr>
            </thead>
            <tbody>
              {lists.reconciled.map((r, i) => (
                <tr key={`${r.number}-${i}`}>
                  <td data-label={t('orders.number')}>{orderLink(r.number)}</td>
                  <td data-label={t('attention.since')}>{timeText(r.at, me.language)}</td>
                  <td data-label={t('attention.action')}>{r.action}</td>
                  <td data-label={t('attention.provider')}>{stateText(t, r.providerStatus)}</td>
                  <td data-label={t('attention.source')}>{r.source}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
