import { Form } from 'react-router';
import type { ReactNode } from 'react';
import { Field } from '../../components/ui/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { moneyText, timeText, type adminT, type AdminLanguage } from '../../admin/messages.ts';
import { AdminSelect, stateText } from './order-words.tsx';

// The actions on an order, each a form that works without JavaScript and asks a reason. Those the
// staff member's role allows are shown; the ones that apply to the order but need another role are
// kept in a closed "other roles" group: opened and sent, the API refuses them with its clear code
// (decision 047). Which apply follows the order's state (a pending order is canceled, not refunded).

type T = ReturnType<typeof adminT>;
type Event = { at: string; kind: string; detail: unknown };
type Pkg = { id: number; productTitle: string; quantity: number; totalCents: number; refundedCents: number };
export type FormsInput = {
  order: { number: string; status: string; paymentMethod: string | null; paidAt: string | null; grandTotalCents: number | null };
  packages: Pkg[];
  refundedCents: number;
  timeline: Event[];
  permissions: string[];
  language: AdminLanguage;
  t: T;
};

const detailOf = (e: Event) => (e.detail ?? {}) as Record<string, unknown>;

function ActionForm({ id, title, intent, submit, children }: { id: string; title: string; intent: string; submit: string; children?: ReactNode }) {
  return (
    <Form method="post" className="admin-card admin-form" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
      <Button type="submit" name="intent" value={intent} variant="secondary">
        {submit}
      </Button>
    </Form>
  );
}

export function OrderActions(input: FormsInput) {
  const { order, packages, timeline, permissions, language, t } = input;
  const reason = <Field label={t('order.reason')} name="reason" required maxLength={500} autoComplete="off" />;
  const emails = timeline.filter((e) => e.kind === 'email').map((e): Record<string, unknown> & { at: string } => ({ ...detailOf(e), at: e.at }));
  const open = timeline
    .filter((e) => e.kind === 'delivery')
    .map(detailOf)
    .filter((d) => d.status !== 'sent' && d.status !== 'canceled');
  const refundable = packages.filter((p) => p.refundedCents === 0);
  const paidLeft = order.paidAt !== null && (order.grandTotalCents ?? 0) > input.refundedCents;
  const forms: { permission: string; key: string; form: ReactNode }[] = [];
  if (emails.length)
    forms.push({
      permission: 'orders.resend',
      key: 'email',
      form: (
        <ActionForm id="order-resend-email" title={t('order.resendEmail')} intent="resend-email" submit={t('order.resend')}>
          <AdminSelect
            label={t('order.email')}
            name="emailId"
            required
            options={emails.map((m) => [String(m.emailId), `${String(m.subject)} → ${String(m.to)} (${timeText(m.at, language)})`] as const)}
          />
          <Field label={t('order.to')} name="to" type="email" autoComplete="off" />
          {reason}
        </ActionForm>
      ),
    });
  if (order.status === 'completed' && open.length)
    forms.push({
      permission: 'orders.resend',
      key: 'delivery',
      form: (
        <ActionForm id="order-resend-delivery" title={t('order.resendDelivery')} intent="resend-delivery" submit={t('order.deliver')}>
          <AdminSelect
            label={t('order.delivery')}
            name="deliveryId"
            required
            options={open.map((d) => [String(d.deliveryId), `#${String(d.deliveryId)} · ${stateText(t, d.status) ?? ''}`] as const)}
          />
          {reason}
        </ActionForm>
      ),
    });
  if (order.status === 'completed' && refundable.length)
    forms.push({
      permission: 'orders.refund',
      key: 'package',
      form: (
        <ActionForm id="order-refund-package" title={t('order.refundPackage')} intent="refund-package" submit={t('order.refund')}>
          <AdminSelect
            label={t('order.package')}
            name="packageId"
            required
            options={refundable.map((p) => [String(p.id), `${p.productTitle} × ${p.quantity} · ${moneyText(p.totalCents, 'EUR', language)}`] as const)}
          />
          {reason}
        </ActionForm>
      ),
    });
  if (paidLeft)
    forms.push({
      permission: 'orders.refund',
      key: 'order',
      form: (
        <ActionForm id="order-refund-order" title={t('order.refundOrder')} intent="refund-order" submit={t('order.refundAll')}>
          {reason}
        </ActionForm>
      ),
    });
  if (order.status === 'pending' && order.paymentMethod === 'bank_transfer')
    forms.push({
      permission: 'orders.transfer',
      key: 'transfer',
      form: (
        <ActionForm id="order-transfer" title={t('order.transfer')} intent="transfer" submit={t('order.transferSubmit')}>
          {reason}
        </ActionForm>
      ),
    });
  if (order.status === 'pending')
    forms.push({
      permission: 'orders.cancel',
      key: 'cancel',
      form: (
        <ActionForm id="order-cancel" title={t('order.cancel')} intent="cancel" submit={t('order.cancelSubmit')}>
          {reason}
        </ActionForm>
      ),
    });
  forms.push({
    permission: 'orders.note',
    key: 'note',
    form: (
      <ActionForm id="order-note" title={t('order.note')} intent="note" submit={t('order.noteSubmit')}>
        <div className="ui-field">
          <label htmlFor="order-note-text" className="ui-field__label">
            {t('order.noteText')}
          </label>
          <textarea id="order-note-text" name="text" required maxLength={2000} rows={3} className="ui-input admin-textarea" />
        </div>
      </ActionForm>
    ),
  });
  const allowed = forms.filter((f) => permissions.includes(f.permission));
  const others = forms.filter((f) => !permissions.includes(f.permission));
  return (
    <>
      <h2 id="order-actions-title" className="admin-order-part">
        {t('order.actions')}
      </h2>
      <div className="admin-actions">
        {allowed.map((f) => (
          <div key={f.key}>{f.form}</div>
        ))}
      </div>
      {others.length > 0 && (
        <details className="admin-other-actions">
          <summary>{t('order.otherActions')}</summary>
          <div className="admin-actions">
            {others.map((f) => (
              <div key={f.key}>{f.form}</div>
            ))}
          </div>
        </details>
      )}
    </>
  );
}
