import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { useDefaultErrorHandler } from '../../lib/default-error-handler.tsx';
import type { ApiError } from '../ui/errorText.ts';
import { Modal } from '../ui/Modal.tsx';
import { Icon } from '../Icon.tsx';
import type { GiftCardBrand, RedeemProduct } from './fragments.ts';

/** Whether an option is chosen in its brand's own shop (§3 giftCardBrand) rather than with the form. */
export function hasBrandShop(product: RedeemProduct): boolean {
  const b = product.giftCardBrand;
  return !!(b && (b.iframeUrl || b.redirectLink));
}

function Countdown({ brand }: { brand: GiftCardBrand }) {
  const t = useT();
  const [left, setLeft] = useState(Math.max(0, brand.redirectTime ?? 5));
  useEffect(() => {
    // Only the web's own schemes: a link of another kind is never followed on its own.
    if (left <= 0) {
      if (/^(https?:\/\/|\/(?!\/))/i.test(brand.redirectLink ?? '')) window.location.assign(brand.redirectLink!);
      return;
    }
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, brand.redirectLink]);
  return <p role="status">{t('redeem.brand.redirecting', { seconds: left })}</p>;
}

/**
 * The redeem shop iframe modal (§2): a brand whose cards are chosen in its own shop, shown in a
 * frame, or a redirect to it after the brand's time; the external product link beside either.
 */
export function BrandShopModal({ product, onClose }: { product: RedeemProduct | null; onClose: () => void }) {
  const t = useT();
  const brand = product?.giftCardBrand ?? null;
  const title = product?.redeemData?.title ?? product?.title ?? '';
  const fetcher = useFetcher();
  // The brand's shop tells which of its items the holder chose (same origin only); the choice
  // becomes a redeem package of that amount, with the item named in its message.
  useEffect(() => {
    if (!product || !brand?.iframeUrl) return;
    function onMessage(e: MessageEvent) {
      const d = e.data as { type?: string; shop?: string; amount?: number; title?: string } | null;
      if (e.origin !== window.location.origin || d?.type !== 'donami:partner-choice' || d.shop !== product!.slug) return;
      fetcher.submit(
        {
          intent: 'package',
          productId: product!.id,
          kind: product!.variationsToShow?.[0] ?? 'digital',
          amount: String(d.amount ?? ''),
          message: String(d.title ?? '').slice(0, 160),
        },
        { method: 'post' },
      );
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [product, brand?.iframeUrl, fetcher]);
  const answer = fetcher.state === 'idle' ? (fetcher.data as { errors?: ApiError[] } | undefined) : undefined;
  useEffect(() => {
    if (answer && !answer.errors?.length) onClose();
  }, [answer, onClose]);
  // A refusal of the brand shop's choice (the balance, the amount): the frame has no place for it.
  useDefaultErrorHandler(answer?.errors, fetcher.data);
  return (
    <Modal open={!!product} onClose={onClose} title={title} className="redeem-modal redeem-modal--frame">
      {brand?.iframeUrl && (
        <iframe
          className="redeem-frame"
          src={brand.iframeUrl}
          title={t('redeem.brand.frameTitle', { brand: title })}
          sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
          referrerPolicy="no-referrer"
          loading="lazy"
        />
      )}
      {!brand?.iframeUrl && brand?.redirectLink && (
        <div className="redeem-brand-redirect">
          <p>{t('redeem.brand.redirectText', { brand: title })}</p>
          <Countdown brand={brand} />
          <a className="ui-btn ui-btn--primary ui-btn--md" href={brand.redirectLink} rel="noopener noreferrer">
            {t('redeem.brand.goNow')} <Icon name="external" size={18} />
          </a>
        </div>
      )}
      {brand?.externalProductLink && (
        <p className="redeem-brand-link">
          <a href={brand.externalProductLink.url} target="_blank" rel="noopener noreferrer">
            {brand.externalProductLink.title} <Icon name="external" size={16} />
          </a>
        </p>
      )}
    </Modal>
  );
}
