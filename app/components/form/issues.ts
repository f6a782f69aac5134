import type { Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { firstIssue } from '../../../common/rules/issues.ts';
import type { Params } from '../../../common/message-format.ts';
import type { Translate } from '../ui/errorText.ts';
import { issueText } from '../../lib/translator.ts';

/**
 * Where a form's message differs from the rule's own: the API answers some failures with its own
 * code (activation's bad e-mail is 4003, not 9004), so the form says what the API would say.
 * Gets the field and the rule's key, returns the key to show (a validation.* or error.* key).
 */
export type KeyFor = (field: string, key: string) => string;

/**
 * Parses a form post with a shared schema of common/ (browser: onValidate; server: the action).
 * Values stay strings as posted (no coercion: an empty field is "", as the API gets it), and each
 * field gets the message of its first issue, translated, with the rule's parameters.
 */
export function parseForm<Schema extends z.ZodType<Record<string, unknown>>>(
  formData: FormData,
  schema: Schema,
  t: Translate,
  keyFor?: KeyFor,
): Submission<Record<string, string>, string[], z.output<Schema>> {
  return parseWithZod(formData, {
    schema,
    disableAutoCoercion: true,
    formatError: (issues: z.core.$ZodIssue[]) => {
      const issue = firstIssue({ success: false, error: { issues } });
      if (!issue) return [];
      const field = issues[0]?.path.map(String).join('.') ?? '';
      return [issueText(t, keyFor ? keyFor(field, issue.key) : issue.key, issue.params as Params | undefined)];
    },
  });
}
