import type { ReactNode } from 'react';

/** What a back-office action came to, announced: the API's refusal, or the screen's word of success. */
export function AdminOutcome({ refusal, done }: { refusal: { message: string } | null | undefined; done: ReactNode }) {
  return (
    <div aria-live="polite">
      {refusal && (
        <p role="alert" className="admin-alert">
          {refusal.message}
        </p>
      )}
      {done ? <p className="admin-done">{done}</p> : null}
    </div>
  );
}
