import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { Modal } from '../ui/Modal.tsx';
import { ProductIntro } from './ProductIntro.tsx';
import { RedeemGiftcardForm } from './RedeemGiftcardForm.tsx';
import type { Money, RedeemActionData, RedeemPackage, RedeemProduct } from './fragments.ts';

type Props = {
  choice: { product: RedeemProduct; pkg: RedeemPackage | null; kind: 'digital' | 'physical' | null } | null;
  action: string;
  infoPath: (slug: string) => string;
  remaining: Money;
  onClose: () => void;
  onSaved: (title: string) => void;
};

/** The redeem gift card modal (§2): the form of one option, posted by a fetcher; closes once saved. */
export function RedeemGiftcardModal({ choice: asked, action, infoPath, remaining, onClose, onSaved }: Props) {
  const t = useT();
  // The choice stays on screen while the modal plays its closing animation.
  const [choice, setChoice] = useState(asked);
  if (asked && asked !== choice) setChoice(asked);
  const fetcher = useFetcher<RedeemActionData>();
  const sent = useRef(false);
  const busy = fetcher.state !== 'idle';
  const title = choice?.product.redeemData?.title ?? choice?.product.title ?? '';
  useEffect(() => {
    if (fetcher.state === 'submitting') sent.current = true;
    if (fetcher.state !== 'idle' || !sent.current || !fetcher.data) return;
    sent.current = false;
    if (fetcher.data.ok) onSaved(title);
  }, [fetcher.state, fetcher.data, onSaved, title]);
  // A fresh choice starts with a clean form: the last answer belongs to the last choice.
  const key = choice ? `${choice.product.id}-${choice.pkg?.id ?? 'new'}` : 'none';
  const answer = fetcher.data && !fetcher.data.ok && fetcher.data.values?.productId === choice?.product.id ? fetcher.data : undefined;
  return (
    <Modal open={asked !== null} onClose={onClose} title={title} loading={false} className="redeem-modal">
      {choice && (
        <>
          <ProductIntro product={choice.product} infoPath={infoPath(choice.product.slug)} />
          <RedeemGiftcardForm
            key={key}
            FormComponent={fetcher.Form}
            action={action}
            product={choice.product}
            pkg={choice.pkg}
            pkgKind={choice.kind}
            remaining={remaining}
            errors={answer?.errors}
            values={answer?.values}
            busy={busy}
            idPrefix="choose-modal"
          />
          <p className="ui-visually-hidden" role="status">
            {busy ? t('redeem.form.saving') : ''}
          </p>
        </>
      )}
    </Modal>
  );
}
