import { useEffect, useState } from 'react';
import type { ResultOf } from '../../graphql/index.ts';
import { browserText } from '../../graphql/browser.ts';
import { browserQuery, type AnyDocument, type OwnVariables } from '../../lib/graphql-client.ts';

// What a modal shows is asked for when it first opens, not with the page: most visitors never open
// it. An answer is kept for the page's life, so reopening shows it at once.
const answers = new Map<string, Promise<unknown>>();

export type OnOpen<D extends AnyDocument> = { data: ResultOf<D> | null; failed: boolean; retry: () => void };

/** The answer to a browser document once `open` has been true; `failed` when it could not be had. */
export function useQueryOnOpen<D extends AnyDocument>(open: boolean, document: D, variables: OwnVariables<D>): OnOpen<D> {
  const key = `${browserText(document)}|${JSON.stringify(variables)}`;
  const [state, setState] = useState<{ key: string; data: ResultOf<D> | null; failed: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!open) return;
    let live = true;
    let answer = answers.get(key);
    if (!answer) {
      answer = browserQuery(document, variables);
      answers.set(key, answer);
      answer.catch(() => answers.delete(key));
    }
    answer.then(
      (data) => live && setState({ key, data: data as ResultOf<D>, failed: false }),
      () => live && setState({ key, data: null, failed: true }),
    );
    return () => {
      live = false;
    };
    // `document` and `variables` are in `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, key, attempt]);
  const current = state?.key === key ? state : null;
  return {
    data: current?.data ?? null,
    failed: current?.failed ?? false,
    retry: () => {
      setState(null);
      setAttempt((a) => a + 1);
    },
  };
}
