import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { Modal } from '../ui/Modal.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { Icon } from '../Icon.tsx';
import { CardCheckForm } from './CardCheckForm.tsx';
import type { RedeemActionData } from './fragments.ts';

type Props = { action: string; checkPath: string; challenge: Record<string, unknown> | null; onAdded: () => void };

/**
 * "Add another card" and the add extra card modal (§2): addGiftcardPayment through the page's
 * action. Without JavaScript the link leads to the balance check, which adds the card there.
 */
export function AddCard({ action, checkPath, challenge, onAdded }: Props) {
  const t = useT();
  const hydrated = useHydrated();
  const fetcher = useFetcher<RedeemActionData>();
  const [open, setOpen] = useState(false);
  const sent = useRef(false);
  useEffect(() => {
    if (fetcher.state === 'submitting') sent.current = true;
    if (fetcher.state !== 'idle' || !sent.current || !fetcher.data) return;
    sent.current = false;
    if (fetcher.data.ok) {
      setOpen(false);
      onAdded();
    }
  }, [fetcher.state, fetcher.data, onAdded]);
  const answer = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  return (
    <>
      <Link
        to={checkPath}
        className="redeem-add-card"
        aria-haspopup={hydrated ? 'dialog' : undefined}
        onClick={(e) => {
          if (hydrated) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Icon name="plus" size={18} /> {t('redeem.cards.add')}
      </Link>
      <Modal open={open} onClose={() => setOpen(false)} title={t('redeem.addCard.title')} loading={false} className="redeem-modal">
        <p className="redeem-modal__lead">{t('redeem.addCard.text')}</p>
        <CardCheckForm
          FormComponent={fetcher.Form}
          action={action}
          intent="addCard"
          submitLabel={t('redeem.addCard.submit')}
          challenge={challenge}
          lastResult={answer?.reply}
          fetcher={fetcher}
          idPrefix="add-card"
        />
      </Modal>
    </>
  );
}
