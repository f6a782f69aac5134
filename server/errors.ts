// The catalogued error items (§8) as every module answers them: a code, its text in the request's
// locale, and the request parameter at fault. One helper for the whole server (issue 13).
import { errorCodes, errorItem, type ErrorItem } from '../common/errors/catalogue.ts';
import { validationMessage } from '../common/rules/messages.ts';
import { issuesByField, type ParseResult } from '../common/rules/issues.ts';
import type { RequestContext } from './context.ts';

export { errorCodes };
export type { ErrorItem };

/** The one item of a catalogued `code`, as the list an answer carries. */
export function failure(ctx: RequestContext, code: number, ref: string | null = null, params?: Record<string, unknown>): ErrorItem[] {
  return [errorItem(ctx.locale, code, ref, params)];
}

/** One 9004 item with the message of a validation key. */
export function fieldError(ctx: RequestContext, key: string, ref: string, params?: Record<string, unknown>): ErrorItem {
  return { code: errorCodes.VALIDATION, message: validationMessage(ctx.locale, key, params), referencedRequestParameter: ref };
}

/** A failed zod parse as 9004 items, one per field, with the field's own message. */
export function validationErrors(ctx: RequestContext, result: ParseResult, prefix = ''): ErrorItem[] {
  return Object.entries(issuesByField(result)).map(([field, issue]) => fieldError(ctx, issue.key, `${prefix}${field}`, issue.params));
}
