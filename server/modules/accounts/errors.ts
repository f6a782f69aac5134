// The account operations' failures as catalogued error items (§8), and the password rules of §5
// read as the codes of the form that asked: register (1003/1004), change or reset (1202/1203/1205).
import { errorCodes, errorItem, type ErrorItem } from '../../../common/errors/catalogue.ts';
import { validationMessage } from '../../../common/rules/messages.ts';
import { firstIssue, issuesByField, type ParseResult } from '../../../common/rules/issues.ts';
import { passwordWithLimits } from '../../../common/rules/schemas.ts';
import type { RequestContext } from '../../context.ts';

export { errorCodes };
export type { ErrorItem };

/** Every operation answers `status` and its errors; status is true only without errors. */
export type StatusResult = { status: boolean; errors: ErrorItem[] };

export const ok = (): StatusResult => ({ status: true, errors: [] });

export function fail(ctx: RequestContext, code: number, ref: string | null = null): StatusResult {
  return { status: false, errors: [errorItem(ctx.locale, code, ref)] };
}

export const refused = (errors: ErrorItem[]): StatusResult => ({ status: false, errors });

/** A failed zod parse as 9004 items, one per field, with the field's own message. */
export function fieldErrors(ctx: RequestContext, result: ParseResult, prefix = ''): ErrorItem[] {
  return Object.entries(issuesByField(result)).map(([field, issue]) => fieldError(ctx, issue.key, `${prefix}${field}`, issue.params));
}

export function fieldError(ctx: RequestContext, key: string, ref: string, params?: Record<string, unknown>): ErrorItem {
  return { code: errorCodes.VALIDATION, message: validationMessage(ctx.locale, key, params), referencedRequestParameter: ref };
}

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

/** The new password's problems (at most one) and the confirmation's, in the codes of the form. */
export function passwordErrors(
  ctx: RequestContext,
  password: string | null | undefined,
  confirmation: string | null | undefined,
  codes: PasswordCodes,
  refs: { password: string; confirmation: string },
): ErrorItem[] {
  const errors: ErrorItem[] = [];
  const issue = firstIssue(passwordWithLimits().safeParse(password ?? ''));
  if (issue) {
    const code = codes[RULE_OF_KEY[issue.key] ?? 'tooShort'];
    errors.push(code === 'field' ? fieldError(ctx, issue.key, refs.password, issue.params) : errorItem(ctx.locale, code, refs.password));
  }
  if ((password ?? '') !== (confirmation ?? '')) {
    errors.push(
      codes.mismatch === 'field' ? fieldError(ctx, 'validation.passwordMismatch', refs.confirmation) : errorItem(ctx.locale, codes.mismatch, refs.confirmation),
    );
  }
  return errors;
}
