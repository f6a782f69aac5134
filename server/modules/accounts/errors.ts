// The account operations' failures as catalogued error items (§8), and the password rules of §5
// read as the codes of the form that asked: register (1003/1004), change or reset (1202/1203/1205).
import { errorItem } from '../../../common/errors/catalogue.ts';
import { CHANGE_PASSWORD, passwordProblems, REGISTER_PASSWORD, type PasswordCodes } from '../../../common/forms/password-codes.ts';
import type { RequestContext } from '../../context.ts';
import { failure, fieldError, type ErrorItem } from '../../errors.ts';

/** Every operation answers `status` and its errors; status is true only without errors. */
export type StatusResult = { status: boolean; errors: ErrorItem[] };

export const ok = (): StatusResult => ({ status: true, errors: [] });

export function fail(ctx: RequestContext, code: number, ref: string | null = null): StatusResult {
  return { status: false, errors: failure(ctx, code, ref) };
}

export const refused = (errors: ErrorItem[]): StatusResult => ({ status: false, errors });

export { CHANGE_PASSWORD, REGISTER_PASSWORD };

/** The new password's problems (at most one) and the confirmation's, in the codes of the form. */
export function passwordErrors(
  ctx: RequestContext,
  password: string | null | undefined,
  confirmation: string | null | undefined,
  codes: PasswordCodes,
  refs: { password: string; confirmation: string },
): ErrorItem[] {
  return passwordProblems(password, confirmation, codes).map((p) =>
    p.code === 'field' ? fieldError(ctx, p.key, refs[p.field], p.params) : errorItem(ctx.locale, p.code, refs[p.field]),
  );
}
