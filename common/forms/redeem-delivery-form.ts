import { z } from 'zod';
import { emailPair, firstName, lastName } from '../rules/schemas.ts';

// The redeem guest delivery form (§2 redeem guest delivery modal, §4 identify in redeem mode): who
// the order is for. Digital cards go to the e-mail; the postal address (checkout-form's
// addressSchema) is asked only when cards travel by post.
export const redeemHolderSchema = z.object({ firstName, lastName }).and(emailPair);
