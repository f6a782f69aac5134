import { Link, useActionData, useLoaderData } from 'react-router';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import type { ResultOf } from 'gql.tada';
import { adminT, moneyText, timeText } from '../../admin/messages.ts';
import { adminGraphql } from '../../admin/graphql.ts';
import { adminApi, requireStaff } from './admin.server.ts';
import { errorItem } from '../../../common/errors/catalogue.ts';
import { eventSummary, eventText, methodText, statusText } from './order-words.tsx';
import { OrderActions } from './order-forms.tsx';
import { AdminOutcome } from '../../admin/AdminOutcome.tsx';
import { CreditNotes } from './order-credit-notes.tsx';

// /admin/orders/:number: the order, its packages, everything that happened to it (placed, payment
// attempts and the provider's events, webhooks, deliveries, e-mails, refunds, notes) and the
// actions the staff member's role allows. Every action is checked and audited by the API.
const VIEW = adminGraphql(`fragment AdminOrderView on AdminOrderView {
  order { number status flow storeId placedAt paidAt canceledAt buyerName email grandTotalCents paymentMethod }
  packages { id productTitle kind valueCents quantity totalCents refundedCents } refundedCents
  timeline { at kind detail } creditNotes { number issuedAt amountCents } errors { code message referencedRequestParameter }
}`);
const ORDER = adminGraphql(`query AdminOrder($number: String!) { order(number: $number) { ...AdminOrderView } }`, [VIEW]);
const RESEND = adminGraphql(
  `mutation AdminResendEmail($number: String!, $emailId: Int!, $to: String, $reason: String!) {
  resendOrderEmail(number: $number, emailId: $emailId, to: $to, reason: $reason) { ...AdminOrderView } }`,
  [VIEW],
);
const DELIVER = adminGraphql(
  `mutation AdminResendDelivery($number: String!, $deliveryId: Int!, $reason: String!) {
  resendOrderDelivery(number: $number, deliveryId: $deliveryId, reason: $reason) { ...AdminOrderView } }`,
  [VIEW],
);
const REFUND_PACKAGE = adminGraphql(
  `mutation AdminRefundPackage($number: String!, $packageId: Int!, $reason: String!) {
  refundOrderPackage(number: $number, packageId: $packageId, reason: $reason) { ...AdminOrderView } }`,
  [VIEW],
);
const REFUND = adminGraphql(
  `mutation AdminRefundOrder($number: String!, $reason: String!) { refundOrder(number: $number, reason: $reason) { ...AdminOrderView } }`,
  [VIEW],
);
const CANCEL = adminGraphql(
  `mutation AdminCancelOrder($number: String!, $reason: String!) { cancelOrder(number: $number, reason: $reason) { ...AdminOrderView } }`,
  [VIEW],
);
const TRANSFER = adminGraphql(
  `mutation AdminTransfer($number: String!, $reason: String!) { markTransferReceived(number: $number, reason: $reason) { ...AdminOrderView } }`,
  [VIEW],
);
const NOTE = adminGraphql(`mutation AdminNote($number: String!, $text: String!) { addOrderNote(number: $number, text: $text) { ...AdminOrderView } }`, [VIEW]);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const me = await requireStaff(context);
  const number = params.number ?? '';
  const view = (await adminApi(context, ORDER, { number })).order;
  // The e-invoice's or a credit note's download refusal (invoice-xml.ts, credit-note.ts send the staff member back here with its code).
  const refused = Number(new URL(request.url).searchParams.get('fattura'));
  return { me, number, view: refused ? { ...view, errors: [errorItem(me.language, refused)] } : view };
}

const int = (v: FormDataEntryValue | null) => Number.parseInt(String(v ?? ''), 10) || 0;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const number = params.number ?? '';
  const reason = String(form.get('reason') ?? '');
  const intent = String(form.get('intent') ?? '');
  const view = await (async () => {
    switch (intent) {
      case 'resend-email': {
        const to = String(form.get('to') ?? '').trim() || null;
        return (await adminApi(context, RESEND, { number, emailId: int(form.get('emailId')), to, reason })).resendOrderEmail;
      }
      case 'resend-delivery':
        return (await adminApi(context, DELIVER, { number, deliveryId: int(form.get('deliveryId')), reason })).resendOrderDelivery;
      case 'refund-package':
        return (await adminApi(context, REFUND_PACKAGE, { number, packageId: int(form.get('packageId')), reason })).refundOrderPackage;
      case 'refund-order':
        return (await adminApi(context, REFUND, { number, reason })).refundOrder;
      case 'cancel':
        return (await adminApi(context, CANCEL, { number, reason })).cancelOrder;
      case 'transfer':
        return (await adminApi(context, TRANSFER, { number, reason })).markTransferReceived;
      default:
        return (await adminApi(context, NOTE, { number, text: String(form.get('text') ?? '') })).addOrderNote;
    }
  })();
  return { intent, view };
}

type View = ResultOf<typeof VIEW>;

export default function AdminOrder() {
  const { me, number, view: loaded } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const t = adminT(me.language);
  const view: View = acted?.view?.order ? acted.view : loaded;
  const refusal = acted ? acted.view.errors[0] : loaded.errors[0];
  const order = view.order;
  const money = (c: number | null) => (c === null ? '—' : moneyText(c, 'EUR', me.language));
  const when = (iso: string | null) => (iso ? timeText(iso, me.language) : '—');
  return (
    <section aria-labelledby="admin-order-title" className="admin-section">
      <p>
        <Link to="/admin/orders">{t('order.back')}</Link>
      </p>
      <h1 id="admin-order-title">
        {t('order.title')} {order?.number ?? number}
      </h1>
      <AdminOutcome refusal={refusal} done={acted && !refusal ? t('order.done') : null} />
      {order && (
        <>
          <dl className="admin-facts">
            <Fact term={t('orders.status')} value={statusText(t, order.status)} />
            <Fact term={t('orders.buyer')} value={`${order.buyerName} · ${order.email ?? ''}`} />
            <Fact term={t('orders.total')} value={money(order.grandTotalCents)} />
            <Fact term={t('orders.method')} value={order.paymentMethod ? methodText(t, order.paymentMethod) : '—'} />
            <Fact term={t('orders.placed')} value={when(order.placedAt)} />
            <Fact term={t('order.paid')} value={when(order.paidAt)} />
            {order.canceledAt && <Fact term={t('order.canceled')} value={when(order.canceledAt)} />}
            <Fact term={t('order.refunded')} value={money(view.refundedCents)} />
            <Fact term={t('orders.store')} value={String(order.storeId)} />
          </dl>
          {me.permissions.includes('orders.invoice') && order.paidAt && (
            <p>
              {/* A plain link: the browser saves the file, or comes back here with the refusal. */}
              <a href={`/admin/orders/${encodeURIComponent(order.number)}/fattura.xml`} className="admin-link-button">
                {t('order.invoiceXml')}
              </a>
            </p>
          )}
          {me.permissions.includes('orders.invoice') && <CreditNotes notes={view.creditNotes} orderNumber={order.number} t={t} language={me.language} />}
          <h2 id="admin-order-packages" className="admin-order-part">
            {t('order.packages')}
          </h2>
          <div className="admin-table-wrap admin-stack" role="region" aria-labelledby="admin-order-packages" tabIndex={0}>
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('order.product')}</th>
                  <th scope="col">{t('order.kind')}</th>
                  <th scope="col">{t('order.value')}</th>
                  <th scope="col">{t('order.quantity')}</th>
                  <th scope="col">{t('orders.total')}</th>
                  <th scope="col">{t('order.refunded')}</th>
                </tr>
              </thead>
              <tbody>
                {view.packages.map((p) => (
                  <tr key={p.id}>
                    <td data-label={t('order.product')}>{p.productTitle}</td>
                    <td data-label={t('order.kind')}>{p.kind === 'physical' ? t('order.physical') : p.kind === 'digital' ? t('order.digital') : p.kind}</td>
                    <td data-label={t('order.value')} className="admin-num">
                      {money(p.valueCents)}
                    </td>
                    <td data-label={t('order.quantity')} className="admin-num">
                      {p.quantity}
                    </td>
                    <td data-label={t('orders.total')} className="admin-num">
                      {money(p.totalCents)}
                    </td>
                    <td data-label={t('order.refunded')} className="admin-num">
                      {p.refundedCents ? money(p.refundedCents) : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <OrderActions
            order={order}
            packages={view.packages}
            refundedCents={view.refundedCents}
            timeline={view.timeline}
            permissions={me.permissions}
            language={me.language}
            t={t}
          />
          <h2 id="admin-order-timeline" className="admin-order-part">
            {t('order.timeline')}
          </h2>
          <ol className="admin-timeline" aria-labelledby="admin-order-timeline">
            {view.timeline.map((e, i) => (
              <li key={i}>
                <time dateTime={e.at}>{timeText(e.at, me.language)}</time>
                <strong>{eventText(t, e.kind)}</strong>
                <span>{eventSummary(t, me.language, e.kind, (e.detail ?? {}) as Record<string, unknown>)}</span>
              </li>
            ))}
          </ol>
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
