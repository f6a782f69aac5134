import { builder } from './builder.ts';
import { guardArguments } from './common.ts';
// Each module's face registers its GraphQL types and fields on the builder (decision 024).
import '../modules/catalog/index.ts';
import '../modules/content/index.ts';
import '../modules/search/index.ts';
import '../modules/orders/index.ts';
import '../modules/captcha/index.ts';
import '../modules/redeem/index.ts';
import '../modules/activation/index.ts';
import '../modules/doubler/index.ts';
import '../modules/accounts/index.ts';
import '../modules/business/index.ts';
import '../modules/locations/index.ts';

// Every root field's arguments pass the door (common.ts) before its resolver runs.
export const schema = guardArguments(builder.toSchema({ sortSchema: true }));
