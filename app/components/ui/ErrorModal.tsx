import { useId, useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { Button } from './Button.tsx';
import { errorText } from './errorText.ts';
import type { ApiError } from './errorText.ts';
import { Modal } from './Modal.tsx';

export type ErrorModalProps = {
  /** The API's error list; null keeps the modal closed. An empty list shows the fallback text. */
  errors: readonly ApiError[] | null;
  onClose: () => void;
};

/**
 * The generic error modal (spec §7 default handler, §8): the first error only, translated by
 * code and parameter, else the server's message, else the generic fallback.
 */
export function ErrorModal({ errors, onClose }: ErrorModalProps) {
  const t = useT();
  const messageId = useId();
  // Keep the last errors while the modal plays its closing animation after `errors` turned null.
  const [shownErrors, setShownErrors] = useState(errors);
  if (errors && errors !== shownErrors) setShownErrors(errors);

  return (
    <Modal
      open={errors != null}
      onClose={onClose}
      title={t('error.modal.title')}
      narrow
      role="alertdialog"
      describedBy={messageId}
      footer={
        <Button variant="primary" block onClick={onClose}>
          {t('error.modal.ok')}
        </Button>
      }
    >
      <p id={messageId} className="ui-error-modal__text">
        {errorText(t, shownErrors)}
      </p>
    </Modal>
  );
}
