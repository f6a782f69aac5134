// The redeem module's face: all that code outside server/modules/redeem/ may import (decision 024).
// Files inside the module import each other directly, never this file; eslint.config.js keeps the wall.
export { brandShopOf, PARTNER_SHOP_PATH } from './brand-shops.ts';
export { redeemJobs } from './jobs.ts';
export { addCard, openSession, redeemSessionCards } from './session.ts';
export { alternativeShopPage, businessShopPage } from './shop-pages.ts';
// The module's GraphQL types and fields, registered on the shared builder when the face loads.
import './graphql.ts';
import './graphql-alternative.ts';
