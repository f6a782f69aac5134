import { builder } from './builder.ts';
import { guardArguments } from './common.ts';
import '../modules/catalog/graphql.ts';
import '../modules/content/graphql.ts';
import '../modules/search/graphql.ts';
import '../modules/orders/graphql.ts';
import '../modules/orders/checkout-graphql.ts';
import '../modules/orders/customer-graphql.ts';
import '../modules/captcha/graphql.ts';
import '../modules/redeem/graphql.ts';
import '../modules/activation/graphql.ts';
import '../modules/doubler/graphql.ts';
import '../modules/accounts/graphql.ts';
import '../modules/business/graphql.ts';
import '../modules/locations/graphql.ts';

// Every root field's arguments pass the door (common.ts) before its resolver runs.
export const schema = guardArguments(builder.toSchema({ sortSchema: true }));
