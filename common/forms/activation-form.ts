import { z } from 'zod';
import { cardNumber, email } from '../rules/schemas.ts';

// The activation form (§2 /attivare/): the blank card's number and the holder's e-mail, by the §5
// rules. The page checks it in the browser and in its action; the API checks the same rules.

export const activationFormSchema = z.object({ cardNumber, email });

/** An e-mail that cannot be one gets activation's own 4003 from the API (not the rule's 9004): the form says the same. */
export function activationKeyFor(field: string, key: string): string {
  return field === 'email' && key === 'validation.emailInvalid' ? 'error.4003' : key;
}
