// Reading zod results as message keys with their params, for forms and API answers.
import type { z } from 'zod';

export type IssueKey = { key: string; params?: Record<string, unknown> };
export type ParseResult = { success: boolean; error?: { issues: readonly z.core.$ZodIssue[] } };

function toIssueKey(issue: z.core.$ZodIssue): IssueKey {
  if (issue.code === 'custom' && issue.params) return { key: issue.message, params: { ...issue.params } };
  if (issue.code === 'too_small') return { key: issue.message, params: { min: Number(issue.minimum) } };
  if (issue.code === 'too_big') return { key: issue.message, params: { max: Number(issue.maximum) } };
  return { key: issue.message };
}

/** The first issue of a safeParse result as a message key and its params; null when valid. */
export function firstIssue(result: ParseResult): IssueKey | null {
  const issue = result.success ? undefined : result.error?.issues[0];
  return issue ? toIssueKey(issue) : null;
}

/** The first issue per field path ("confirmEmail", "address.postCode"), for forms. */
export function issuesByField(result: ParseResult): Record<string, IssueKey> {
  const byField: Record<string, IssueKey> = {};
  if (result.success || !result.error) return byField;
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (!Object.hasOwn(byField, field)) byField[field] = toIssueKey(issue);
  }
  return byField;
}
