import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { errorText, type ApiError } from '../ui/errorText.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { Button } from '../ui/Button.tsx';

/**
 * A modal's body while its answer comes: a spinner, then the answer; if it cannot come, the first
 * error of the answer (or the generic one, §7/§8) with a way to try again.
 */
export function Loading({
  failed,
  errors,
  ready,
  retry,
  children,
}: {
  failed: boolean;
  errors?: readonly ApiError[] | null;
  ready: boolean;
  retry: () => void;
  children: () => ReactNode;
}) {
  const t = useT();
  if (failed || (errors && errors.length > 0))
    return (
      <div className="modal-state" role="alert">
        <p>{errorText(t, errors)}</p>
        <Button variant="secondary" onClick={retry}>
          {t('modals.retry')}
        </Button>
      </div>
    );
  if (!ready)
    return (
      <div className="modal-state">
        <Spinner size="lg" />
      </div>
    );
  return <>{children()}</>;
}
