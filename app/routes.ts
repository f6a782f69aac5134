import { route, type RouteConfig } from '@react-router/dev/routes';
import { routeEntries } from '../common/route-table.ts';
import type { Screen } from '../common/storefronts.ts';

// One module per screen. Screens that later issues build are served by `unavailable.tsx`,
// which answers 404 with the not-found page rather than pretending to work.
const modules: Partial<Record<Screen, string>> = {
  home: 'routes/home.tsx',
  productList: 'routes/product-list.tsx',
  product: 'routes/product.tsx',
  choiceCard: 'routes/choice-card.tsx',
  category: 'routes/category.tsx',
  allCategories: 'routes/all-categories.tsx',
  locations: 'routes/locations.tsx',
  location: 'routes/location.tsx',
  givingMoments: 'routes/giving-moments.tsx',
  givingMoment: 'routes/giving-moment.tsx',
  blog: 'routes/blog.tsx',
  blogArticle: 'routes/landing.tsx',
  terms: 'routes/landing.tsx',
  termsAlt: 'routes/landing.tsx',
  privacy: 'routes/landing.tsx',
  delivery: 'routes/landing.tsx',
  contact: 'routes/landing.tsx',
  cancelationPolicy: 'routes/landing.tsx',
  helpdesk: 'routes/helpdesk.tsx',
  basket: 'routes/basket.tsx',
  notFound: 'routes/not-found.tsx',
  checkout: 'routes/checkout.tsx',
  paymentProcessing: 'routes/payment-processing.tsx',
  confirmation: 'routes/confirmation.tsx',
  confirmationV2: 'routes/confirmation.tsx',
  landing: 'routes/landing.tsx',
  redeemCheck: 'routes/redeem-check.tsx',
  redeemInfo: 'routes/redeem-info.tsx',
  redeemShop: 'routes/redeem-shop.tsx',
  redeemBusinessShop: 'routes/redeem-shop.tsx',
  redeemCheckout: 'routes/redeem-checkout.tsx',
  activation: 'routes/activation.tsx',
  activationThanks: 'routes/activation-thanks.tsx',
  activationVoucherData: 'routes/card-data.tsx',
  doubler: 'routes/doubler.tsx',
  doublerThanks: 'routes/doubler-thanks.tsx',
};

export default [
  route('*', 'routes/not-found.tsx', { id: 'catch-all' }),
  ...routeEntries().map((e) => route(e.path, modules[e.screen] ?? 'routes/unavailable.tsx', { id: e.id })),
] satisfies RouteConfig;
