import { useEffect, useRef } from 'react';
import { useActionData, useNavigation } from 'react-router';
import type { AccountActionData, AccountError } from '../../lib/account.ts';

export type AccountForm = {
  posted: AccountActionData | undefined;
  /** The challenge the human check shows: the newest (a refused post brings a new one). */
  challenge: Record<string, unknown> | null;
  /** Posting, or following the success redirect: the button stays busy until the next page. */
  busy: boolean;
  /** The form element, for moving the focus to the first error after a refused post. */
  formRef: React.RefObject<HTMLFormElement | null>;
};

/** What every account form needs from its route: the refused post, the newest check, the busy state. */
export function useAccountForm(loaderChallenge: Record<string, unknown> | null): AccountForm {
  const posted = useActionData() as AccountActionData | undefined;
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!posted?.errors.length) return;
    // The first field in error, else the form's alert: a screen reader hears what went wrong.
    const form = formRef.current;
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[role="alert"]');
    target?.focus();
  }, [posted]);
  return {
    posted,
    formRef,
    challenge: posted?.challenge ?? loaderChallenge,
    busy: navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST',
  };
}

/** The first error of each field; errors of no field of the form go under "". */
export function errorsOf(errors: AccountError[] | undefined, fields: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors ?? []) {
    const field = e.referencedRequestParameter && fields.includes(e.referencedRequestParameter) ? e.referencedRequestParameter : '';
    if (field) out[field] ??= e.message;
    else out[''] = out[''] ? `${out['']} ${e.message}` : e.message;
  }
  return out;
}

/** Login shows the first error only (§4): at its field when it has one, else above the button. */
export function firstErrorOf(errors: AccountError[] | undefined, fields: readonly string[]): Record<string, string> {
  return errorsOf(errors?.slice(0, 1), fields);
}
