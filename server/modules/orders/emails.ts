import { config } from '../../config.ts';
import type { RequestContext } from '../../context.ts';
import { buildPath } from '../../../common/paths.ts';
import type { Tx } from '../../db/client.ts';
import { queueEmail, emailsOfOrder, bankTransferInstructions, orderConfirmation, paymentReceived } from '../notifications/index.ts';
import { label } from './labels.ts';
import type { TransferInstructions } from '../payments/index.ts';
import type { OrderView } from './view.ts';
import { sendInvoiceOrderAccepted } from './invoice-email.ts';

// The order's own e-mails: confirmation when placed, payment received, bank-transfer instructions.

function orderUrl(ctx: RequestContext, uuid: string): string {
  return `${config.publicUrl}${buildPath(ctx.store, 'confirmation', { uuid }, ctx.locale)}`;
}

function buyer(view: OrderView) {
  const b = view.order.billing!;
  return { to: b.email, name: b.firstName };
}

/** Donations are digital packages that are not cards: the e-mails speak of them apart. */
function donationCount(view: OrderView): number {
  return view.packages.filter((p) => p.product.productType === 'DONATION').reduce((n, p) => n + p.quantity, 0);
}

function dispatchDate(view: OrderView): string | null {
  return view.shipments.find((s) => s.kind === 'physical' && s.dispatchDate)?.dispatchDate ?? null;
}

export async function sendOrderConfirmation(tx: Tx, ctx: RequestContext, view: OrderView) {
  const { to, name } = buyer(view);
  const lines = view.packages.map((p) => ({
    title: `${p.product.title} (${label(ctx.locale, p.kind === 'digital' ? 'digitalReceiver' : 'physicalReceiver')})`,
    quantity: p.quantity,
    unitCents: p.valueCents,
    totalCents: p.totalCents,
  }));
  const mail = orderConfirmation(ctx.locale, {
    orderNumber: view.order.number!,
    customerName: name,
    lines,
    adjustments: view.totals.adjustments.map((a) => ({ title: label(ctx.locale, a.type), cents: a.cents })),
    grandTotalCents: view.totals.grandTotal,
    currency: ctx.store.currency,
    paymentMethodLabel: label(ctx.locale, view.order.paymentMethod ?? ''),
    digitalPromise: view.totals.digital.qty - donationCount(view) > 0,
    donationCount: donationCount(view),
    physicalDispatchDate: dispatchDate(view),
    registeredMail: view.totals.adjustments.some((a) => a.type === 'REGISTERED_MAIL'),
    orderUrl: orderUrl(ctx, view.order.uuid),
  });
  await queueEmail(tx, { kind: 'order-confirmation', to, ...mail, orderId: view.order.id });
}

/** Whether the order's confirmation is in the outbox already. */
export async function orderConfirmationSent(tx: Tx, orderId: number): Promise<boolean> {
  return (await emailsOfOrder(tx, orderId, 'order-confirmation')) > 0;
}

export async function sendPaymentReceived(tx: Tx, ctx: RequestContext, view: OrderView) {
  // An order on invoice is not paid yet: it gets "order accepted" with the invoice PDF instead.
  if (view.order.paymentMethod === 'invoice') return sendInvoiceOrderAccepted(tx, view);
  const { to, name } = buyer(view);
  const mail = paymentReceived(ctx.locale, {
    orderNumber: view.order.number!,
    customerName: name,
    grandTotalCents: view.order.grandTotalCents!,
    currency: ctx.store.currency,
    orderUrl: orderUrl(ctx, view.order.uuid),
    digitalCount: view.totals.digital.qty - donationCount(view),
    donationCount: donationCount(view),
    physicalCount: view.totals.physical.qty,
    physicalDispatchDate: dispatchDate(view),
  });
  await queueEmail(tx, { kind: 'payment-received', to, ...mail, orderId: view.order.id });
}

/** How to pay a bank transfer: the account and reference the provider gave for this payment (none given: its own page and e-mail tell the payer). */
export async function sendBankTransferInstructions(tx: Tx, ctx: RequestContext, view: OrderView, transfer: TransferInstructions | null) {
  const { to, name } = buyer(view);
  if (!transfer) return;
  const mail = bankTransferInstructions(ctx.locale, {
    orderNumber: view.order.number!,
    customerName: name,
    grandTotalCents: view.order.grandTotalCents!,
    currency: ctx.store.currency,
    ...transfer,
    orderUrl: orderUrl(ctx, view.order.uuid),
  });
  await queueEmail(tx, { kind: 'bank-transfer-instructions', to, ...mail, orderId: view.order.id });
}
