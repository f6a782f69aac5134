import { z } from 'zod';
import { cardNumberWithPrefixes, pin } from '../rules/schemas.ts';
import { KNOWN_CARD_PREFIXES } from '../card-prefixes.ts';

// A card and its PIN (§5), as the balance check, the add extra card modal and the doubler's entry
// form post them: 19 digits with a known prefix (spaces typed for readability are fine) and a
// 6-digit PIN. The pages check it in the browser and in their actions; the API checks the card itself.
export const cardFormSchema = z.object({ cardNumber: cardNumberWithPrefixes(KNOWN_CARD_PREFIXES), pin });

/** The doubler's entry: the card, and the e-mail and consent that the API checks (its errors land on those fields). */
export const doublerEntrySchema = cardFormSchema.extend({ email: z.string().optional(), consent: z.string().optional() });
