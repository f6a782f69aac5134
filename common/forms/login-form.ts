import { z } from 'zod';
import { email } from '../rules/schemas.ts';

// §5 Login: e-mail and password required. The password's other rules are the register form's:
// an old password that breaks a newer rule must still open the account. The login page checks it
// in the browser and in its action.
export const loginFormSchema = z.object({
  email,
  password: z.string({ error: 'validation.passwordRequired' }).min(1, { error: 'validation.passwordRequired' }),
});
