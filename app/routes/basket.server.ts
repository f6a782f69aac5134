import { redirect, type LoaderFunctionArgs } from 'react-router';
import { gql } from '../lib/api.server.ts';
import { serverT } from '../lib/i18n.server.ts';
import { locate } from '../lib/locate.ts';
import { buildPath } from '../../common/paths.ts';
import type { ErrorItem } from '../../common/errors/catalogue.ts';
import { basketQuantitySchema, basketRemoveSchema } from '../../common/forms/basket-quantity-form.ts';
import { parseForm, replyWithApiErrors } from '../components/form/index.ts';
import { BasketOrderFragment, type BasketActionData, type BasketOrder } from '../components/basket/fragments.ts';
import { graphql } from '../graphql/index.ts';

type Args = Pick<LoaderFunctionArgs, 'request' | 'context'>;

const NOT_FOUND = 9003;

// cartV2 (§7): the full basket. The API finds it by the basket cookie of the request.
const CART = graphql(
  `
    query BasketPage($userData: UserData!) {
      cart(userData: $userData) {
        order {
          ...BasketOrder
        }
        errors {
          code
          message
          referencedRequestParameter
        }
      }
    }
  `,
  [BasketOrderFragment],
);

const UPDATE_QUANTITY = graphql(`
  mutation BasketQuantity($userData: UserData!, $packageId: ID!, $quantity: Int!) {
    updateGiftcardPackageQuantity(userData: $userData, packageId: $packageId, quantity: $quantity) {
      quantity
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`);

// §7: deleteGiftcardPackageGroup answers order{id, totals} and errors; the page then loads the cart again.
const DELETE_GROUP = graphql(`
  mutation BasketDelete($userData: UserData!, $shipmentTag: String!, $packageId: ID) {
    deleteGiftcardPackageGroup(userData: $userData, shipmentTag: $shipmentTag, packageId: $packageId) {
      order {
        id
        totals {
          grandTotal {
            currency
            value
          }
        }
      }
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`);

export type BasketData = { order: BasketOrder | null; title: string };

export async function basketLoader({ request, context }: Args): Promise<BasketData> {
  const { cart } = await gql(context, CART);
  const t = serverT(request);
  // An open basket emptied by its last removal is no basket to show.
  const order = cart.order && cart.order.packagesGroups.length > 0 ? cart.order : null;
  return { order, title: `${t('basket.metaTitle')} | ${t('meta.suffix')}` };
}

async function changeQuantity(args: Args, quantity: number, packageId: string): Promise<ErrorItem[]> {
  const r = await gql(args.context, UPDATE_QUANTITY, { packageId, quantity });
  return r.updateGiftcardPackageQuantity.errors;
}

async function removeGroup(args: Args, form: FormData): Promise<ErrorItem[]> {
  const vars = { shipmentTag: String(form.get('shipmentTag') ?? ''), packageId: String(form.get('packageId') ?? '') || null };
  const r = await gql(args.context, DELETE_GROUP, vars);
  // Already gone (another tab, a second click): what the shopper wanted has happened.
  return r.deleteGiftcardPackageGroup.errors.filter((e) => e.code !== NOT_FOUND);
}

/**
 * Quantity changes and removals, on the form kit: the quantity is checked with the API's rule first
 * (as the browser does), then the API has its say; its refusal, the first only, goes on the form
 * (the package's alert). A page posted without JavaScript is sent back to the basket on success
 * (post/redirect/get), so reloading it does not post again.
 */
export async function basketAction(args: Args): Promise<BasketActionData> {
  const form = await args.request.formData();
  const intent = form.get('intent') === 'delete' ? 'delete' : 'quantity';
  const packageId = String(form.get('packageId') ?? '');
  const t = serverT(args.request);
  const change = intent === 'quantity' ? parseForm(form, basketQuantitySchema, t) : null;
  const submission = change ?? parseForm(form, basketRemoveSchema, t);
  if (submission.status !== 'success') return { intent, packageId, reply: submission.reply() };
  const errors = change?.status === 'success' ? await changeQuantity(args, change.value.quantity, packageId) : await removeGroup(args, form);
  const url = new URL(args.request.url);
  const documentRequest = !url.pathname.endsWith('.data');
  if (!errors.length && documentRequest) {
    const { store, language } = locate(url);
    throw redirect(buildPath(store, 'basket', {}, language), 303);
  }
  // A refusal without words of its own still says something.
  const worded = errors.map((e) => ({ ...e, message: e.message || t('error.fallback') }));
  return { intent, packageId, reply: replyWithApiErrors(submission, worded, { fields: [], firstOnly: true }) };
}
