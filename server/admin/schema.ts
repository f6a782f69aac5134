import { adminBuilder } from './builder.ts';
// Each module's face registers its admin fields on the admin builder (decision 024).
import '../modules/staff/index.ts';
import '../modules/audit/index.ts';
import '../modules/giftcards/index.ts';
import './toggles-graphql.ts';
import './payments-graphql.ts';
import './content-graphql.ts';
import './content-documents-graphql.ts';
import './content-images-graphql.ts';
import '../modules/business/index.ts';
import '../modules/donations/index.ts';
import '../modules/doubler/index.ts';
import '../modules/fulfilment/index.ts';
import '../modules/people/index.ts';
import '../modules/dashboard/index.ts';

/** The back office's schema, printed to admin-schema.graphql (a test fails when it drifts). */
export const adminSchema = adminBuilder.toSchema({ sortSchema: true });
