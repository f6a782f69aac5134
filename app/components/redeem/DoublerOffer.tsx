import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../Icon.tsx';
import { DoublerModal } from '../doubler/DoublerModal.tsx';

const OFFERED_KEY = 'donami.redeem.doubler';
const OPEN_AFTER_MS = 800;

/**
 * The redeem doubler modal's offer (§2, issue §6): once the order is confirmed and a balance is
 * left on the cards, the monthly draw is offered once per session (a doubled zero is nothing);
 * the button beside it opens it again. The modal itself is the doubler's.
 */
export function DoublerOffer({ email }: { email: string | null }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    try {
      if (window.sessionStorage.getItem(OFFERED_KEY)) return;
      window.sessionStorage.setItem(OFFERED_KEY, '1');
    } catch {
      return; // no storage: no way to offer only once, so the button alone offers it
    }
    const timer = window.setTimeout(() => setOpen(true), OPEN_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} iconStart={<Icon name="sparkle" size={18} />}>
        {t('doubler.modal.title')}
      </Button>
      <DoublerModal open={open} onClose={() => setOpen(false)} email={email} />
    </>
  );
}
