import { createContext, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { isRouteErrorResponse, type DataStrategyResult, type MiddlewareFunction } from 'react-router';
import type { ApiError } from '../components/ui/errorText.ts';
import type { ErrorModal } from '../components/ui/ErrorModal.tsx';

// The storefront's default handler of API answers (spec §7): "the default handler shows the first
// error in the error modal (code -1 when none)". One modal for the whole page (the root renders
// ErrorModalHost); three ways in:
// - the form kit (useKitForm) hands over what the API refused that no field of the form owns;
// - a screen hands over errors its data carries and nothing on it shows (useDefaultErrorHandler);
// - the root's client middleware (failedAnswers) reports an answer that failed as a whole: the
//   network, a 500, an answer with no data: code -1, the fallback text.
// A field's own error stays on its field, and login keeps its first error inline (§4, §7).

type Show = (errors: readonly ApiError[]) => void;

/** What the middleware (outside React) reaches: the mounted host's setter. */
let hostShow: Show | null = null;

// The modal's code comes when an error first shows, or ahead of it once the visitor starts doing
// something (decision 044): a first view needs none of it. A failed load is tried again next time.
let modalCode: Promise<typeof ErrorModal> | null = null;
function loadErrorModal(): Promise<typeof ErrorModal> {
  modalCode ??= import('../components/ui/ErrorModal.tsx').then(
    (m) => m.ErrorModal,
    (error: unknown) => {
      modalCode = null;
      throw error;
    },
  );
  return modalCode;
}
const warmUp = () => void loadErrorModal().catch(() => {});

const ShowContext = createContext<Show>((errors) => hostShow?.(errors));

/** The error modal of the page, and its context. `perCode`: the storefront's `errorMessages` toggle. */
export function ErrorModalHost({ perCode, children }: { perCode: boolean; children: ReactNode }) {
  const [errors, setErrors] = useState<readonly ApiError[] | null>(null);
  const [Loaded, setLoaded] = useState<typeof ErrorModal | null>(null);
  useEffect(() => {
    hostShow = setErrors;
    // Before the network can fail a form's answer, the visitor touches the page: the modal is ready.
    const events = ['pointerdown', 'keydown'] as const;
    for (const e of events) window.addEventListener(e, warmUp, { once: true, capture: true, passive: true });
    return () => {
      if (hostShow === setErrors) hostShow = null;
      for (const e of events) window.removeEventListener(e, warmUp, { capture: true });
    };
  }, []);
  useEffect(() => {
    if (!errors || Loaded) return;
    let live = true;
    loadErrorModal().then(
      (component) => live && setLoaded(() => component),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [errors, Loaded]);
  return (
    <ShowContext value={setErrors}>
      {children}
      {Loaded && <Loaded errors={errors} onClose={() => setErrors(null)} perCode={perCode} />}
    </ShowContext>
  );
}

/** Opens the error modal with an answer's errors (the first counts; an empty list is code -1). */
export function useErrorModal(): Show {
  return use(ShowContext);
}

/**
 * The default handler for errors a screen's data carries and nothing on the screen shows: the
 * error modal opens with them once per answer. `answer` tells answers apart (default: the list
 * itself); a loader's errors that come back equal on a revalidation pass the same key, so a
 * closed modal stays closed.
 */
export function useDefaultErrorHandler(errors: readonly ApiError[] | null | undefined, answer?: unknown): void {
  const show = useErrorModal();
  const handled = useRef<unknown>(undefined);
  const key = answer ?? errors;
  useEffect(() => {
    if (!errors?.length || handled.current === key) return;
    handled.current = key;
    show(errors);
  }, [errors, key, show]);
}

type Results = Record<string, DataStrategyResult>;

/**
 * What a route throws on purpose: a redirect (the answer goes on to a page), or a refusal such as a
 * 404 for an unknown thing, which its page says. Not the modal's.
 */
function thrownOnPurpose(error: unknown): boolean {
  return (error instanceof Response || isRouteErrorResponse(error)) && error.status < 500;
}

/**
 * The root's client middleware: a form post or fetcher whose answer failed as a whole (no
 * network, a server error) keeps the page as it is and shows the fallback in the error modal
 * (code -1), instead of replacing the page with the error screen. Page loads are left alone.
 */
export const failedAnswers: MiddlewareFunction<Results> = async ({ request }, next) => {
  if (request.method !== 'GET') warmUp();
  const results = (await next()) as Results;
  if (request.method === 'GET' || request.signal.aborted) return results;
  let failed = false;
  for (const [routeId, result] of Object.entries(results)) {
    if (result.type !== 'error' || thrownOnPurpose(result.result)) continue;
    results[routeId] = { type: 'data', result: undefined };
    failed = true;
  }
  if (failed) hostShow?.([]);
  return results;
};
