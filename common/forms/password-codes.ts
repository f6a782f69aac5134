import { errorCodes, errorDefaultParams } from '../errors/codes.ts';
import { firstIssue } from '../rules/issues.ts';
import { passwordWithLimits } from '../rules/schemas.ts';

// The §5 password rules read as the codes of the form that asked: register (1003/1004), change or
// reset (1202/1203/1205). The API answers with them; the account area's password form says the
// same in the browser and in its action.

/** A catalogued code, or 'field' for a 9004 item with the rule's own message. */
type PasswordCode = number | 'field';
export type PasswordCodes = { invalidCharacters: PasswordCode; tooShort: PasswordCode; tooLong: PasswordCode; mismatch: PasswordCode };

export const REGISTER_PASSWORD: PasswordCodes = {
  invalidCharacters: errorCodes.ACCOUNT_PASSWORD_INVALID_CHARACTERS,
  tooShort: errorCodes.ACCOUNT_PASSWORD_TOO_SHORT,
  tooLong: 'field',
  mismatch: 'field',
};
export const CHANGE_PASSWORD: PasswordCodes = {
  invalidCharacters: errorCodes.CHANGE_PASSWORD_INVALID_CHARACTERS,
  tooShort: errorCodes.CHANGE_PASSWORD_LENGTH,
  tooLong: errorCodes.CHANGE_PASSWORD_LENGTH,
  mismatch: errorCodes.CHANGE_PASSWORD_MISMATCH,
};

const RULE_OF_KEY: Record<string, keyof PasswordCodes> = {
  'validation.passwordRequired': 'tooShort',
  'validation.passwordTooShort': 'tooShort',
  'validation.passwordTooLong': 'tooLong',
  'validation.passwordInvalidCharacters': 'invalidCharacters',
};

/** One problem of a new password: on the password or its confirmation, as a code or as the rule's own key. */
export type PasswordProblem = { field: 'password' | 'confirmation'; code: PasswordCode; key: string; params?: Record<string, unknown> };

/** The new password's problems (at most one) and the confirmation's, in the codes of the form. */
export function passwordProblems(password: string | null | undefined, confirmation: string | null | undefined, codes: PasswordCodes): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const issue = firstIssue(passwordWithLimits().safeParse(password ?? ''));
  if (issue) problems.push({ field: 'password', code: codes[RULE_OF_KEY[issue.key] ?? 'tooShort'], key: issue.key, params: issue.params });
  if ((password ?? '') !== (confirmation ?? '')) problems.push({ field: 'confirmation', code: codes.mismatch, key: 'validation.passwordMismatch' });
  return problems;
}

/** A problem as a form's issue: the catalogued code's message (error.<code>, with its default parameters) or the rule's own key. */
export function passwordIssue(p: PasswordProblem): { message: string; params?: Record<string, unknown> } {
  if (p.code === 'field') return { message: p.key, params: p.params };
  return { message: `error.${p.code}`, params: errorDefaultParams[p.code as keyof typeof errorDefaultParams] };
}
