import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { trackCommerce } from '../../lib/analytics.ts';
import { currencyOfGroups, itemsOfGroups } from '../../lib/analytics-items.ts';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { firstError, FormAlert } from '../form/light.ts';
import type { BasketActionData, BasketGroup } from './fragments.ts';

type Props = { group: BasketGroup | null; onClose: () => void; onRemoved: () => void };

/**
 * The "basket delete item" modal (§2): confirms, then deleteGiftcardPackageGroup through the
 * page action; React Router loads the basket again afterwards (§7 "the cart is refetched").
 */
export function RemoveDialog({ group, onClose, onRemoved }: Props) {
  const t = useT();
  const fetcher = useFetcher<BasketActionData>();
  const textId = useId();
  const [errors, setErrors] = useState<string[] | undefined>();
  // The group stays on screen while the modal plays its closing animation.
  const [shown, setShown] = useState(group);
  if (group && group !== shown) setShown(group);
  const sent = useRef(false);
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    if (group) setErrors(undefined);
  }, [group]);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !sent.current || !fetcher.data) return;
    sent.current = false;
    const refusal = firstError(fetcher.data.reply);
    if (refusal) {
      setErrors(refusal);
      return;
    }
    // The whole package left the basket: all its cards.
    if (shown) trackCommerce('remove_from_cart', currencyOfGroups([shown], 'EUR'), itemsOfGroups([shown]));
    onRemoved();
  }, [fetcher.state, fetcher.data, onRemoved]); // eslint-disable-line react-hooks/exhaustive-deps

  const confirm = () => {
    if (!shown) return;
    sent.current = true;
    fetcher.submit({ intent: 'delete', shipmentTag: shown.tag, packageId: shown.packageId }, { method: 'post' });
  };
  const title = shown?.cardsPreviews[0]?.productLabel ?? shown?.package.giftcard.variation.title ?? '';
  return (
    <Modal
      open={group !== null}
      onClose={onClose}
      title={t('basket.removeTitle')}
      narrow
      role="alertdialog"
      describedBy={textId}
      loading={busy}
      footer={
        <div className="basket-dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('basket.removeCancel')}
          </Button>
          <Button variant="primary" onClick={confirm} loading={busy}>
            {t('basket.removeConfirm')}
          </Button>
        </div>
      }
    >
      <p id={textId}>{t('basket.removeText', { title })}</p>
      <FormAlert id={`${textId}-error`} errors={errors} icon className="basket-alert" />
    </Modal>
  );
}
