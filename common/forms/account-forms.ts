import { z } from 'zod';
import { email, emailPair, firstName, lastName, passwordPair } from '../rules/schemas.ts';
import type { ParseResult } from '../rules/issues.ts';
import { posted } from './posted.ts';

// The account screens' forms (§4, §5): identify, forgot password, register and new password.
// Each page checks its form in the browser and in its action with the same schema; the API
// checks the same rules again. Fields are named as the forms post them.

/**
 * The issues of a rule parsed on its own, added to the form's under the form's field names: a
 * rule of common/rules (emailPair, passwordPair) keeps its own names and checks, so the form
 * says exactly what the rule says, whatever the other fields hold.
 */
export function addIssues(ctx: z.RefinementCtx, result: ParseResult, rename: Record<string, string> = {}): void {
  for (const issue of result.error?.issues ?? []) {
    ctx.addIssue({ ...issue, path: issue.path.map((p) => rename[String(p)] ?? p) } as Parameters<typeof ctx.addIssue>[0]);
  }
}

/** A posted text field, "" when it is missing (as the API gets it). */
export const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Identify (/conto/): the e-mail, to tell login from register. */
export const identifyFormSchema = z.object({ email });

/** Forgot password: the e-mail the link goes to. */
export const forgotFormSchema = z.object({ email });

const names = z.object({ firstName, lastName });

/** Register: names, the e-mail twice and the password twice under the §5 rules (each pair checked as a whole). */
export const registerFormSchema = posted('firstName', 'lastName', 'email', 'emailConfirmation', 'password', 'passwordConfirmation', 'subscribed').superRefine(
  (v, ctx) => {
    addIssues(ctx, names.safeParse({ firstName: text(v.firstName), lastName: text(v.lastName) }));
    addIssues(ctx, emailPair.safeParse({ email: text(v.email), confirmEmail: text(v.emailConfirmation) }), { confirmEmail: 'emailConfirmation' });
    addIssues(ctx, passwordPair.safeParse({ password: text(v.password), confirmPassword: text(v.passwordConfirmation) }), {
      confirmPassword: 'passwordConfirmation',
    });
  },
);

/** New password (the e-mailed link's page): the password twice under the §5 rules. */
export const newPasswordFormSchema = posted('password', 'passwordConfirmation').superRefine((v, ctx) => {
  addIssues(ctx, passwordPair.safeParse({ password: text(v.password), confirmPassword: text(v.passwordConfirmation) }), {
    confirmPassword: 'passwordConfirmation',
  });
});

/** The "create an account with this order" link's confirmation: nothing to type, the API decides. */
export const accountConfirmFormSchema = z.object({});
