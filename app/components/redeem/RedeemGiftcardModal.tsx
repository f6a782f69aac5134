import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { Modal } from '../ui/Modal.tsx';
import { ProductIntro } from './ProductIntro.tsx';
import { RedeemGiftcardForm } from './RedeemGiftcardForm.tsx';
import type { Money, RedeemActionData, RedeemPackage, RedeemProduct } from './fragments.ts';

type Choice = { product: RedeemProduct; pkg: RedeemPackage | null; kind: 'digital' | 'physical' | null };
type Props = {
  choice: Choice | null;
  action: string;
  infoPath: (slug: string) => string;
  remaining: Money;
  onClose: () => void;
  onSaved: (title: string) => void;
};

/**
 * The redeem gift card modal (§2): the form of one option, posted by a fetcher; closes once saved.
 * Each opening starts a clean form: an answer to an earlier opening (a refusal, what was typed)
 * is not this one's.
 */
export function RedeemGiftcardModal({ choice: asked, action, infoPath, remaining, onClose, onSaved }: Props) {
  const t = useT();
  const fetcher = useFetcher<RedeemActionData>();
  // The choice stays on screen while the modal plays its closing animation; an opening is a new
  // choice object (the same option opened again included), and the answer standing then is old.
  const [opening, setOpening] = useState<{ choice: Choice | null; count: number; old: RedeemActionData | undefined }>({
    choice: asked,
    count: 0,
    old: undefined,
  });
  if (asked && asked !== opening.choice) setOpening({ choice: asked, count: opening.count + 1, old: fetcher.data });
  const choice = opening.choice;
  const sent = useRef(false);
  const busy = fetcher.state !== 'idle';
  const title = choice?.product.redeemData?.title ?? choice?.product.title ?? '';
  useEffect(() => {
    if (fetcher.state === 'submitting') sent.current = true;
    if (fetcher.state !== 'idle' || !sent.current || !fetcher.data) return;
    sent.current = false;
    if (fetcher.data.ok) onSaved(title);
  }, [fetcher.state, fetcher.data, onSaved, title]);
  const answer = fetcher.data !== opening.old && fetcher.data?.intent === 'package' ? fetcher.data.reply : undefined;
  return (
    <Modal open={asked !== null} onClose={onClose} title={title} loading={false} className="redeem-modal">
      {choice && (
        <>
          <ProductIntro product={choice.product} infoPath={infoPath(choice.product.slug)} />
          <RedeemGiftcardForm
            key={opening.count}
            FormComponent={fetcher.Form}
            action={action}
            product={choice.product}
            pkg={choice.pkg}
            pkgKind={choice.kind}
            remaining={remaining}
            lastResult={answer}
            fetcher={fetcher}
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
