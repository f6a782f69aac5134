import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { notFound } from '../lib/api.server.ts';
import { serverT } from '../lib/i18n.server.ts';
import { parseItemsPerPage } from '../lib/listing.ts';
import { redeemGql } from '../lib/redeem-api.server.ts';
import { parsePageNumber } from '../../common/paths.ts';
import {
  RedeemOrderFragment,
  RedeemProductFragment,
  packagesOf,
  type ErrorItem,
  type Page,
  type RedeemActionData,
  type RedeemOrder,
  type RedeemPackage,
  type RedeemProduct,
  type RedeemSession,
} from '../components/redeem/fragments.ts';
import { apiErrorsOnForm, formDataOf, formValues, loadChallenge, loadRedeemOrder, redeemPaths, requireSession, type Args } from './redeem.server.ts';
import { graphql } from '../graphql/index.ts';
import type { SubmissionResult } from '@conform-to/react';
import { checkCard } from './redeem-card.server.ts';
import { REDEEM_PACKAGE_FIELDS } from '../../common/forms/redeem-package-form.ts';
import { posted } from '../../common/forms/posted.ts';
import { parseForm, replyWithApiErrors } from '../components/form/index.ts';

const PRODUCTS = graphql(
  `
    query RedeemProducts($userData: UserData!, $filters: ProductFilters, $paging: Paging) {
      products(userData: $userData, filters: $filters, paging: $paging) {
        items {
          ...RedeemProduct
        }
        currentPage
        itemsPerPage
        totalItems
        errors {
          code
          message
          referencedRequestParameter
        }
      }
    }
  `,
  [RedeemProductFragment],
);
const PRODUCT = graphql(
  `
    query RedeemProduct($userData: UserData!, $slug: String!) {
      product(userData: $userData, slug: $slug) {
        ...RedeemProduct
      }
    }
  `,
  [RedeemProductFragment],
);
const SAVE = graphql(
  `
    mutation RedeemSave($userData: UserData!, $input: RedeemPackageInput!) {
      addOrUpdateRedeemPackage(userData: $userData, input: $input) {
        order {
          ...RedeemOrder
        }
        errors {
          code
          message
          referencedRequestParameter
        }
      }
    }
  `,
  [RedeemOrderFragment],
);
const DELETE = graphql(`
  mutation RedeemDelete($userData: UserData!, $packageId: ID!) {
    deleteRedeemPackage(userData: $userData, packageId: $packageId) {
      order {
        id
      }
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`);

/** A form posted without JavaScript loads a new document; a fetcher's post asks for "….data". */
function isDocumentRequest(request: Request): boolean {
  return !new URL(request.url).pathname.endsWith('.data');
}

/** A whole number of euros in the API's Int; anything else is sent as 0, which the API refuses in its words. */
function wholeAmount(value: string | undefined): number {
  return value && /^\s*\d{1,7}\s*$/.test(value) ? Number(value) : 0;
}

export type ShopProduct = RedeemProduct & { infoPath: string };
export type Choosing = { product: RedeemProduct; pkg: RedeemPackage | null };
export type ShopData = {
  session: RedeemSession;
  order: RedeemOrder | null;
  page: Page<ShopProduct>;
  pageId: string | null;
  /** Page 1's path with "{page}" where the number goes. */
  pagePattern: string;
  /** The inline form of a page posted or opened without JavaScript (?choose=slug, ?edit=packageId). */
  choosing: Choosing | null;
  challenge: Record<string, unknown> | null;
  checkPath: string;
  checkoutPath: string;
  title: string;
};

/** The product the redeem gift card form is for: a redeem option of the card, by its slug. */
export async function redeemProduct(args: Args, slug: string): Promise<RedeemProduct | null> {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return null;
  const r = await redeemGql(args.context, args.request, PRODUCT, { slug });
  return r.product?.redeemData ? r.product : null;
}

async function choosingOf(args: Args, url: URL, order: RedeemOrder | null): Promise<Choosing | null> {
  const edit = url.searchParams.get('edit');
  const pkg = edit ? (packagesOf(order).find((p) => p.id === edit) ?? null) : null;
  const slug = pkg?.mainProduct.slug ?? url.searchParams.get('choose');
  const product = slug ? await redeemProduct(args, slug) : null;
  return product ? { product, pkg } : null;
}

/** The redeem shop, regular (/risultato/{page}/) or a business one (/risultato/{pageId}/{page}/). */
export async function redeemShopLoader(args: LoaderFunctionArgs): Promise<ShopData> {
  const url = new URL(args.request.url);
  const pageNumber = parsePageNumber(url.searchParams.get('page') ?? args.params.page);
  if (pageNumber === null) notFound();
  const session = await requireSession(args);
  const paths = redeemPaths(args.request);
  const pageId = args.params.pageId ?? null;
  // A card spends in its own shop: a business card's holder is sent to that shop, and back.
  if ((session.businessPageId ?? null) !== pageId) throw redirect(paths.shop(1, session.businessPageId));
  const filters = { filterByPage: { fieldName: 'redeem', pageId: pageId ?? 'all', pageType: 'redeem' } };
  const paging = { itemsPerPage: parseItemsPerPage(url.searchParams.get('n')), pageNumber };
  const [list, order, challenge] = await Promise.all([
    redeemGql(args.context, args.request, PRODUCTS, { filters, paging }),
    loadRedeemOrder(args),
    loadChallenge(args),
  ]);
  if (pageNumber > 1 && list.products.items.length === 0) notFound();
  const items = list.products.items.map((p) => ({ ...p, infoPath: paths.info(p.slug) }));
  const t = serverT(args.request);
  return {
    session,
    order,
    page: { ...list.products, items },
    pageId,
    pagePattern: paths.shop(1, pageId).replace(/\/1\/$/, '/{page}/'),
    choosing: await choosingOf(args, url, order),
    challenge,
    checkPath: paths.check,
    checkoutPath: paths.checkout,
    title: `${t('redeem.shop.metaTitle')} | ${t('meta.suffix')}`,
  };
}

function packageInput(values: Record<string, string>) {
  const kind = values.kind === 'physical' ? 'physical' : 'digital';
  return {
    packageId: values.packageId || null,
    productId: values.productId ?? '',
    amount: wholeAmount(values.amount),
    kind,
    wrapper: kind === 'physical' && values.wrapper && values.wrapper !== 'none' ? values.wrapper : null,
    message: values.message || null,
  };
}

async function runIntent(
  args: Args,
  values: Record<string, string>,
): Promise<{ errors: ErrorItem[]; headers?: Record<string, string>; reply?: SubmissionResult | null }> {
  if (values.intent === 'delete') {
    const r = await redeemGql(args.context, args.request, DELETE, { packageId: values.packageId ?? '' });
    return { errors: r.deleteRedeemPackage.errors.filter((e) => e.code !== 9003) }; // already gone: done
  }
  if (values.intent === 'addCard') {
    const r = await checkCard(args, values, true);
    return { errors: r.errors, headers: r.headers, reply: r.reply };
  }
  // The package's rules need the option's own minimum: the browser checks them with the option at
  // hand, the API with redeemPackageSchema again; its refusals go on the form's fields (decision 038).
  const submission = parseForm(formDataOf(values), posted(...REDEEM_PACKAGE_FIELDS), serverT(args.request));
  const r = await redeemGql(args.context, args.request, SAVE, { input: packageInput(values) });
  const errors = r.addOrUpdateRedeemPackage.errors;
  return { errors, reply: errors.length ? replyWithApiErrors(submission, apiErrorsOnForm(errors), { fields: REDEEM_PACKAGE_FIELDS }) : null };
}

/** package (add or change), delete, addCard. Without JavaScript a success reloads the shop page. */
export async function redeemShopAction(args: ActionFunctionArgs) {
  await requireSession(args);
  const values = await formValues(args.request);
  const intent = values.intent === 'delete' || values.intent === 'addCard' ? values.intent : 'package';
  const { errors, headers, reply } = await runIntent(args, values);
  const url = new URL(args.request.url);
  if (!errors.length && isDocumentRequest(args.request)) throw redirect(url.pathname.replace(/\.data$/, ''), { headers });
  // The card and package forms answer with the kit's reply (what was typed, the PIN excepted); a removal with its errors.
  return data<RedeemActionData>({ intent, ok: errors.length === 0, errors, reply }, { headers });
}
