import { z } from 'zod';
import { quantity } from '../rules/schemas.ts';
import { posted } from './posted.ts';

// The basket's quantity form (§3 updateGiftcardPackageQuantity, §5): a package's quantity, from 1
// to 100, the API's own rule (its `quantity` is built on checks.ts's quantityIssue, which the basket
// runs in the browser without zod, decision 038). The removal posts only which package goes.

export const basketQuantitySchema = z.object({ quantity, packageId: z.string().optional() });
export const basketRemoveSchema = posted('shipmentTag', 'packageId');
