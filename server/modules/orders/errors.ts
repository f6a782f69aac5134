import { errorCodes, errorItem, type ErrorItem } from '../../../common/errors/catalogue.ts';
import { validationMessage } from '../../../common/rules/messages.ts';
import { issuesByField, type ParseResult } from '../../../common/rules/issues.ts';
import type { RequestContext } from '../../context.ts';

export { errorCodes };
export type { ErrorItem };

/** A failed zod parse as catalogued 9004 items, one per field, with the field's own message. */
export function validationErrors(ctx: RequestContext, result: ParseResult, prefix = ''): ErrorItem[] {
  return Object.entries(issuesByField(result)).map(([field, issue]) => ({
    code: errorCodes.VALIDATION,
    message: validationMessage(ctx.locale, issue.key, issue.params),
    referencedRequestParameter: `${prefix}${field}`,
  }));
}

export function failure(ctx: RequestContext, code: number, ref: string | null = null, params?: Record<string, unknown>): ErrorItem[] {
  return [errorItem(ctx.locale, code, ref, params)];
}

/** One 9004 item with the message of a validation key. */
export function fieldError(ctx: RequestContext, key: string, ref: string): ErrorItem {
  return { code: errorCodes.VALIDATION, message: validationMessage(ctx.locale, key), referencedRequestParameter: ref };
}
