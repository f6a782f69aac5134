import { useId } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { useLeaveWarning } from '../../lib/redeem-session.ts';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';

/**
 * The leave-page warning (§4): attached with a message while the holder has a session, it asks
 * before a link takes them out of the redeem screens (`prefix`); detached (null) it is silent.
 */
export function LeaveWarning({ message, prefix }: { message: string | null; prefix: string }) {
  const t = useT();
  const textId = useId();
  const warning = useLeaveWarning(message, (pathname) => pathname.startsWith(prefix));
  return (
    <Modal open={warning.message !== null} onClose={warning.stay} title={t('redeem.leave.title')} narrow role="alertdialog" describedBy={textId}>
      <p id={textId}>{warning.message}</p>
      <div className="redeem-dialog__actions">
        <Button variant="secondary" onClick={warning.leave}>
          {t('redeem.leave.leave')}
        </Button>
        <Button variant="primary" onClick={warning.stay}>
          {t('redeem.leave.stay')}
        </Button>
      </div>
    </Modal>
  );
}
