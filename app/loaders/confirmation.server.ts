import { redirect, type LoaderFunctionArgs } from 'react-router';
import { gql, notFound } from '../lib/api.server.ts';
import { locate } from '../lib/locate.ts';
import { buildPath } from '../../common/paths.ts';
import { CHECKOUT_ORDER_FIELDS, type CheckoutOrder } from '../components/checkout/types.ts';

type Args = Pick<LoaderFunctionArgs, 'request' | 'context'>;
const ORDER = `query OrderStatus($userData: UserData!, $uuid: String!) {
  order(userData: $userData, uuid: $uuid) { order { ${CHECKOUT_ORDER_FIELDS} } payment { status method value currency } bankTransfer { iban beneficiary reference } }
}`;
export type Payment = { status: string; method: string; value: number; currency: string } | null;
type BankTransfer = { iban: string; beneficiary: string; reference: string } | null;
export type ConfirmationData = { order: CheckoutOrder; payment: Payment; bankTransfer: BankTransfer };

async function load(args: Args, uuid: string | null) {
  if (!uuid) notFound();
  const data = await gql<{ order: { order: CheckoutOrder | null; payment: Payment; bankTransfer: BankTransfer } }>(args.context, args.request, ORDER, { uuid });
  if (!data.order.order) notFound();
  return data.order as { order: CheckoutOrder; payment: Payment; bankTransfer: BankTransfer };
}

/**
 * /cassa/elaborazione-pagamento/: the payer is back from the provider. Until the provider's
 * webhook has told the shop the outcome, the page waits; then it moves on.
 */
export async function processingLoader(args: Args) {
  const url = new URL(args.request.url);
  const { store, language } = locate(url.pathname);
  const uuid = url.searchParams.get('order');
  const { order, payment } = await load(args, uuid);
  const status = payment?.status ?? 'open';
  if (order.status === 'COMPLETED' || status === 'pending' || order.status === 'CANCELED') throw redirect(buildPath(store, 'confirmation', { uuid: order.id }, language));
  if (status === 'failed' || status === 'canceled' || status === 'expired') {
    if (store.toggles.retryPayment) throw redirect(`${buildPath(store, 'checkout', {}, language)}?error=payment&order=${order.id}`);
    return { order, failed: true };
  }
  return { order, failed: false };
}

export async function confirmationLoader(args: Args, uuid: string | null): Promise<ConfirmationData> {
  const { order, payment, bankTransfer } = await load(args, uuid);
  return { order, payment, bankTransfer };
}
