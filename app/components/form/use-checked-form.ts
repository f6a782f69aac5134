import { useState, type FormEvent } from 'react';
import type { SubmissionResult } from '@conform-to/react';
import type { Params } from '../../../common/message-format.ts';
import type { IssueKey } from '../../../common/rules/issues.ts';
import { useT } from '../../lib/i18n.tsx';
import { issueText } from '../../lib/translator.ts';

type Errors = Record<string, string[] | null | undefined>;
type Answer = SubmissionResult | null | undefined;

/**
 * The form kit without Conform or zod, for pages with a JavaScript budget (the product page, the
 * basket; decision 038). The same answers as useKitForm's forms: the action's reply (parseForm,
 * replyWithApiErrors), the API's errors on their fields. In the browser, `check` runs the form's
 * rules of common/ as plain functions on submit: nothing is posted while a field is wrong, the
 * first field in error gets the focus, the messages are the action's. Errors change only on the
 * next submit or answer. Gives each field's first error, the form's own (for the FormAlert) and
 * the submit handler, which says whether the form posts.
 */
export function useCheckedForm(lastResult: Answer, check?: (posted: Record<string, FormDataEntryValue>) => (IssueKey & { field: string })[]) {
  const t = useT();
  // The browser's own check, standing until the next answer comes.
  const [own, setOwn] = useState<[Answer, Errors]>();
  const errors = own && own[0] === lastResult ? own[1] : (lastResult?.error ?? {});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found: Errors = {};
    for (const { field, key, params } of check?.(Object.fromEntries(new FormData(event.currentTarget))) ?? []) {
      found[field] ??= [issueText(t, key, params as Params | undefined)];
    }
    setOwn([lastResult, found]);
    const ok = !Object.keys(found).length;
    if (!ok) {
      event.preventDefault();
      ([...event.currentTarget.elements].find((e) => found[(e as HTMLInputElement).name]) as HTMLElement | undefined)?.focus();
    }
    return ok;
  };
  return { error: (name: string) => errors[name]?.[0], formErrors: errors[''] ?? undefined, onSubmit };
}

/** A reply's first error, a field's or the form's, as a FormAlert's list (the basket shows one, §8); none when there is none. */
export function firstError(result: Answer): string[] | undefined {
  const first = Object.values(result?.error ?? {}).find((e) => e?.length)?.[0];
  return first === undefined ? undefined : [first];
}
