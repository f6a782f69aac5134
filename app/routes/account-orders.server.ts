import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { gql } from '../lib/api.server.ts';
import { graphql } from '../graphql/index.ts';
import type { ErrorItem } from '../../common/errors/catalogue.ts';
import type { Money } from '../../common/money.ts';
import {
  CustomerOrderFragment,
  CustomerOrderRowFragment,
  ReorderLineFragment,
  type AccountPaths,
  type Customer,
  type CustomerOrder,
  type CustomerOrderRow,
  type ReorderLine,
} from '../components/account-area/fragments.ts';
import { accountPaths, leaveWhenLoggedOut, pageTitle, requireCustomer, type Args } from './account-area.server.ts';

// The customer's orders: the latest on the overview, the paged history with the order details
// modal (?ordine=<uuid>, so it opens without JavaScript too), and the reorder page.

export const ORDERS_PER_PAGE = 10;
const OVERVIEW_ORDERS = 3;

const ORDERS = graphql(
  `
    query AccountOrders($userData: UserData!, $paging: CustomerOrdersPaging!) {
      customerOrders(userData: $userData, paging: $paging) {
        orders {
          ...CustomerOrderRow
        }
        totalItems
        errors {
          code
          message
          referencedRequestParameter
        }
      }
    }
  `,
  [CustomerOrderRowFragment],
);
const ORDER = graphql(
  `
    query AccountOrder($userData: UserData!, $uuid: String!) {
      customerOrder(userData: $userData, uuid: $uuid) {
        order {
          ...CustomerOrderDetails
        }
        errors {
          code
          message
          referencedRequestParameter
        }
      }
    }
  `,
  [CustomerOrderFragment],
);
const PREVIEW = graphql(
  `
    query ReorderPreview($userData: UserData!, $uuid: String!) {
      customerOrder(userData: $userData, uuid: $uuid) {
        order {
          ...CustomerOrderRow
        }
        errors {
          code
          message
          referencedRequestParameter
        }
      }
      reorderPreview(userData: $userData, uuid: $uuid) {
        lines {
          ...ReorderLine
        }
        total {
          value
          currency
        }
        errors {
          code
          message
          referencedRequestParameter
        }
      }
    }
  `,
  [CustomerOrderRowFragment, ReorderLineFragment],
);
const REORDER = graphql(`
  mutation Reorder($userData: UserData!, $uuid: String!) {
    reorder(userData: $userData, uuid: $uuid) {
      basketUuid
      skipped
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`);

export type OverviewData = { title: string; user: Customer; orders: CustomerOrderRow[]; totalOrders: number; paths: AccountPaths };
export type OrdersData = {
  title: string;
  user: Customer;
  orders: CustomerOrderRow[];
  totalOrders: number;
  page: number;
  pages: number;
  perPage: number;
  details: CustomerOrder | null;
  detailsMissing: boolean;
  paths: AccountPaths;
};
export type ReorderData = {
  title: string;
  user: Customer;
  order: CustomerOrderRow | null;
  lines: ReorderLine[];
  total: Money | null;
  errors: ErrorItem[];
  paths: AccountPaths;
};
export type ReorderReply = { errors: ErrorItem[] };

function orderList({ context }: Args, pageNumber: number, itemsPerPage: number) {
  return gql(context, ORDERS, { paging: { pageNumber, itemsPerPage } });
}

/** A uuid as the API names orders; anything else is not worth a query. */
function uuidParam(request: Request): string | null {
  const v = new URL(request.url).searchParams.get('ordine')?.trim() ?? '';
  return /^[0-9a-f-]{36}$/i.test(v) ? v.toLowerCase() : null;
}

export async function overviewLoader(args: Args): Promise<OverviewData> {
  // The session first: a visitor is sent to identify before anything else is asked.
  const user = await requireCustomer(args);
  const r = await orderList(args, 1, OVERVIEW_ORDERS);
  const { orders, totalItems } = r.customerOrders;
  return {
    title: pageTitle(args.request, 'accountArea.overview.metaTitle'),
    user: user as Customer,
    orders: orders.slice(0, OVERVIEW_ORDERS),
    totalOrders: totalItems,
    paths: accountPaths(args.request),
  };
}

export async function ordersLoader(args: Args) {
  const params = new URL(args.request.url).searchParams;
  const asked = Number.parseInt(params.get('pagina') ?? '1', 10);
  const page = Number.isFinite(asked) && asked > 0 ? Math.min(asked, 10_000) : 1;
  const uuid = uuidParam(args.request);
  const user = await requireCustomer(args);
  const [list, one] = await Promise.all([orderList(args, page, ORDERS_PER_PAGE), uuid ? gql(args.context, ORDER, { uuid }) : null]);
  const { orders, totalItems } = list.customerOrders;
  const details = one?.customerOrder.order ?? null;
  const body: OrdersData = {
    title: pageTitle(args.request, 'accountArea.orders.metaTitle'),
    user: user as Customer,
    orders,
    totalOrders: totalItems,
    page,
    pages: Math.max(1, Math.ceil(totalItems / ORDERS_PER_PAGE)),
    perPage: ORDERS_PER_PAGE,
    details,
    detailsMissing: params.has('ordine') && !details,
    paths: accountPaths(args.request),
  };
  // An order link of someone else (or a mistyped one) is a page that does not exist.
  return data(body, { status: body.detailsMissing ? 404 : 200 });
}

/** /riordino/?ordine=<uuid>: the order's packages at today's prices, before the basket is filled. */
export async function reorderLoader(args: Args): Promise<ReorderData> {
  const paths = accountPaths(args.request);
  const user = await requireCustomer(args);
  const uuid = uuidParam(args.request);
  if (!uuid) throw redirect(paths.orders);
  const r = await gql(args.context, PREVIEW, { uuid });
  const preview = r.reorderPreview;
  return {
    title: pageTitle(args.request, 'accountArea.reorder.metaTitle'),
    user: user as Customer,
    order: r.customerOrder.order,
    lines: preview.lines,
    total: preview.total,
    errors: [...r.customerOrder.errors, ...preview.errors],
    paths,
  };
}

/** The confirm button: the basket gets the packages (reorder) and the customer goes to it (post/redirect/get). */
export async function reorderAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const uuid = String(form.get('ordine') ?? '');
  const r = await gql(context, REORDER, { uuid });
  const { errors } = r.reorder;
  leaveWhenLoggedOut(request, errors);
  // Packages no longer sold were skipped; the basket shows what it now holds.
  if (!errors.length) throw redirect(accountPaths(request).basket, 303);
  return data<ReorderReply>({ errors }, { status: 400 });
}
