import { useEffect, useMemo } from 'react';
import { useForm, type SubmissionResult } from '@conform-to/react';
import type { z } from 'zod';
import { useT } from '../../lib/i18n.tsx';
import { useDefaultErrorHandler } from '../../lib/default-error-handler.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { parseForm, type KeyFor } from './issues.ts';
import { firstErrorOnly, withoutFormErrors, type KitReply } from './api-errors.ts';

/**
 * A form's values as posted: one string per field of its schema. A field named "outer.inner"
 * (the checkout's "details.email") reaches the schema as a nested object, so it is one here too:
 * fields.details.getFieldset().email.
 */
type Posted<T> = {
  [K in keyof T & string]-?: unknown extends T[K] ? string : NonNullable<T[K]> extends Record<string, unknown> ? Posted<NonNullable<T[K]>> : string;
};
type Values<Schema extends z.ZodType<Record<string, unknown>>> = Posted<z.input<Schema>>;

type Options<Schema extends z.ZodType<Record<string, unknown>>> = {
  /** The shared rule of common/: the browser checks it before posting, the action again. */
  schema: Schema;
  /** The action's answer (useActionData()), or a fetcher's data. */
  lastResult: SubmissionResult | null | undefined;
  /** Values before anything was posted (e.g. the e-mail carried in the query). */
  defaultValue?: Parameters<typeof useForm<Values<Schema>, z.output<Schema>>>[0]['defaultValue'];
  keyFor?: KeyFor;
  /** The form shows only its first error, inline, on its field or in its alert (login, §4, §7). */
  firstOnly?: boolean;
};

/**
 * The reply as the form shows it, and the API's errors that no field owns, which the error modal
 * shows instead of the form's alert (§7 default handler). Only once the page runs JavaScript:
 * without it, and while hydrating, the alert shows them (as the server drew the page).
 */
function shownReply<R extends SubmissionResult>(lastResult: R | null | undefined, inline: boolean, hydrated: boolean) {
  const unowned = (lastResult as KitReply | null | undefined)?.unowned;
  if (inline || !hydrated || !lastResult || !unowned?.length) return { reply: lastResult, unowned: null };
  return {
    reply: withoutFormErrors(
      lastResult,
      unowned.map((e) => e.message),
    ),
    unowned,
  };
}

/**
 * The storefront's form: Conform with a zod schema of common/. Checked on submit in the browser
 * (no post while a field is wrong), errors change only on the next submit, as a post's did; without
 * JavaScript the route action answers the same messages. After a refused submit the first field
 * in error gets the focus (Conform), else the form's own alert when it is inside the form; the caller renders the form-level errors in a FormAlert.
 * What the API refused that no field owns opens the error modal (the default handler, §7), except
 * in a `firstOnly` form (login), which keeps it inline.
 */
export function useKitForm<Schema extends z.ZodType<Record<string, unknown>>>({
  schema,
  lastResult,
  defaultValue,
  keyFor,
  firstOnly = false,
}: Options<Schema>) {
  const t = useT();
  const hydrated = useHydrated();
  const { reply, unowned } = useMemo(() => shownReply(lastResult, firstOnly, hydrated), [lastResult, firstOnly, hydrated]);
  useDefaultErrorHandler(unowned, lastResult);
  const kit = useForm<Values<Schema>, z.output<Schema>>({
    lastResult: reply,
    defaultValue,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
    onValidate({ formData }) {
      const submission = parseForm(formData, schema, t, keyFor);
      if (!firstOnly) return submission;
      // Conform reports what reply() gives: keep the first field's error only.
      return {
        ...submission,
        reply: (options) => firstErrorOnly(submission.reply(options)),
      } as typeof submission;
    },
  });
  const formId = kit[0].id;
  useEffect(() => {
    // A refusal with no field in error (captcha, throttling): the form's alert gets the focus, so
    // a screen reader hears it. A field in error gets it from Conform.
    const errors = reply?.error ?? {};
    const onField = Object.entries(errors).some(([name, e]) => name !== '' && e?.length);
    if (!onField && errors['']?.length) document.getElementById(formId)?.querySelector<HTMLElement>('[role="alert"]')?.focus();
  }, [reply, formId]);
  return kit;
}
