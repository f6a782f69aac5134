import type { Screen } from './storefronts.ts';

/**
 * The screens the layout (header, footer, menus) links to on every page: every storefront has
 * each of them (common/route-table.test.ts checks it), so the layout's links never miss one.
 */
export const layoutScreens = [
  'home',
  'productList',
  'allCategories',
  'choiceCard',
  'basket',
  'checkout',
  'redeemCheck',
  'redeemTerms',
  'redeemPrivacy',
  'blankCards',
  'business',
  'contact',
  'accountIdentify',
  'accountOverview',
  'accountOrders',
  'accountData',
  'addressBook',
  'logout',
  'terms',
  'privacy',
  'givingMoments',
  'blog',
  'activation',
  'doubler',
  'delivery',
  'notFound',
] as const satisfies readonly Screen[];
export type LayoutScreen = (typeof layoutScreens)[number];
