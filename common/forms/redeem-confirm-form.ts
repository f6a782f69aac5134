import { z } from 'zod';
import { termsAccepted } from '../rules/schemas.ts';

// The redeem checkout's confirmation when the balance covers everything (§2 redeem flow 3): the
// terms, checked as placeRedeemOrder checks them (server/modules/redeem/placement.ts).
export const redeemConfirmSchema = z.object({ termsAccepted });
