import { redirect, type LoaderFunctionArgs } from 'react-router';
import { gql, notFound } from '../lib/api.server.ts';
import { locate } from '../lib/locate.ts';
import { buildPath } from '../../common/paths.ts';
import { CheckoutOrderFragment, type CheckoutOrder } from '../components/checkout/fragments.ts';
import { graphql, type ResultOf } from '../graphql/index.ts';

type Args = Pick<LoaderFunctionArgs, 'request' | 'context'>;
const ORDER = graphql(
  `
    query OrderStatus($userData: UserData!, $uuid: String!) {
      order(userData: $userData, uuid: $uuid) {
        order {
          ...CheckoutOrder
        }
        payment {
          status
          method
          value
          currency
        }
        bankTransfer {
          iban
          beneficiary
          reference
        }
        paymentError {
          code
          message
          referencedRequestParameter
        }
      }
    }
  `,
  [CheckoutOrderFragment],
);
/** The payer is back and waits: the shop asks the provider itself, in case its webhook is late or lost. */
const CHECK = graphql(`
  mutation CheckOrderPayment($userData: UserData!, $orderUuid: String!) {
    checkOrderPayment(userData: $userData, orderUuid: $orderUuid) {
      errors {
        code
      }
    }
  }
`);

/** Asks the shop to ask the provider about a waiting order's payment (its errors: the order's own load tells them). */
export async function checkOrderPayment(context: Args['context'], uuid: string | null) {
  if (uuid) await gql(context, CHECK, { orderUuid: uuid });
}

type Answer = ResultOf<typeof ORDER>['order'];
export type Payment = Answer['payment'];
type BankTransfer = Answer['bankTransfer'];
type PaymentError = Answer['paymentError'];
/** `paymentError`: why the order could not be paid (2039 for an order refused as suspected fraud). */
export type ConfirmationData = { order: CheckoutOrder; payment: Payment; bankTransfer: BankTransfer; paymentError: PaymentError };

async function load(args: Args, uuid: string | null) {
  if (!uuid) notFound();
  const data = await gql(args.context, ORDER, { uuid });
  const { order, payment, bankTransfer, paymentError } = data.order;
  if (!order) notFound();
  return { order, payment, bankTransfer, paymentError };
}

/**
 * /cassa/elaborazione-pagamento/: the payer is back from the provider. Until the provider's
 * webhook has told the shop the outcome, the page waits; then it moves on.
 */
export async function processingLoader(args: Args) {
  const url = new URL(args.request.url);
  const { store, language } = locate(url);
  const uuid = url.searchParams.get('order');
  await checkOrderPayment(args.context, uuid);
  const { order, payment, paymentError } = await load(args, uuid);
  const status = payment?.status ?? 'open';
  if (order.status === 'COMPLETED' || status === 'pending' || order.status === 'CANCELED')
    throw redirect(buildPath(store, 'confirmation', { uuid: order.id }, language));
  if (status === 'failed' || status === 'canceled' || status === 'expired') {
    if (store.toggles.retryPayment) throw redirect(`${buildPath(store, 'checkout', {}, language)}?error=payment&order=${order.id}`);
    return { order, failed: true, paymentError };
  }
  return { order, failed: false, paymentError: null };
}

export async function confirmationLoader(args: Args, uuid: string | null): Promise<ConfirmationData> {
  return load(args, uuid);
}
