import { useId, useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { Button } from './Button.tsx';
import { errorModalContent } from './errorText.ts';
import type { ApiError } from './errorText.ts';
import { Modal } from './Modal.tsx';

export type ErrorModalProps = {
  /** The API's error list; null keeps the modal closed. An empty list shows the fallback text. */
  errors: readonly ApiError[] | null;
  onClose: () => void;
  /** The storefront's `errorMessages` toggle: each code's own text (on) or the generic one with the code (off). */
  perCode: boolean;
};

/**
 * The generic error modal (spec §7 default handler, §8): the first error only, translated by
 * code and parameter, else the server's message, else the generic fallback.
 */
export function ErrorModal({ errors, onClose, perCode }: ErrorModalProps) {
  const t = useT();
  const messageId = useId();
  // Keep the last errors while the modal plays its closing animation after `errors` turned null.
  const [shownErrors, setShownErrors] = useState(errors);
  if (errors && errors !== shownErrors) setShownErrors(errors);
  const { text, code } = errorModalContent(t, shownErrors, perCode);

  return (
    <Modal
      open={errors != null}
      onClose={onClose}
      title={t('error.modal.title')}
      narrow
      role="alertdialog"
      describedBy={messageId}
      className="ui-error-modal"
      footer={
        <Button variant="primary" block onClick={onClose}>
          {t('error.modal.ok')}
        </Button>
      }
    >
      <p id={messageId} className="ui-error-modal__text">
        {text}
      </p>
      {code !== null && <p className="ui-error-modal__code">{t('error.modal.code', { code: String(code) })}</p>}
    </Modal>
  );
}
