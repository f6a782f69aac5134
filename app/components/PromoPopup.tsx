import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../lib/i18n.tsx';
import { CONSENT_EVENT, readConsent } from '../lib/consent.ts';
import { dismissPromotion, promotionDismissed } from '../lib/promotion.ts';
import type { PromotionData } from '../graphql/fragments.ts';
import { SmartLink } from './SmartLink.tsx';
import { Icon } from './Icon.tsx';

/**
 * The promo pop-up (§2 "promo pop-up"; decision 036): the storefront's promotion block, offered on
 * the home page to a visitor who has not dismissed it. A non-modal dialog in a corner: it takes no
 * focus and leaves the page usable, and it waits until the cookie question is answered, so it never
 * covers the consent banner. Closing it, or following it, is remembered.
 */
export function PromoPopup({ promotion, detailsPath }: { promotion: PromotionData; detailsPath: string }) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const decide = () => setShown(readConsent() !== null && !promotionDismissed(promotion.id));
    decide();
    window.addEventListener(CONSENT_EVENT, decide);
    return () => window.removeEventListener(CONSENT_EVENT, decide);
  }, [promotion.id]);
  if (!shown) return null;
  const dismiss = () => {
    dismissPromotion(promotion.id);
    setShown(false);
  };
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="promo-popup"
      onKeyDown={(e) => {
        if (e.key === 'Escape') dismiss();
      }}
    >
      <button type="button" className="promo-popup__close icon-button" aria-label={t('promo.close')} onClick={dismiss}>
        <Icon name="close" size={20} />
      </button>
      {promotion.badge && (
        <span className="promo-popup__badge" aria-hidden="true">
          {promotion.badge}
        </span>
      )}
      <div className="promo-popup__body">
        {promotion.eyebrow && <p className="promo-popup__eyebrow">{promotion.eyebrow}</p>}
        <h2 id={titleId} className="promo-popup__title">
          {promotion.title}
        </h2>
        <p id={textId}>{promotion.text}</p>
        {/* Following the promotion or its conditions counts as an answer: it is not offered again. */}
        <div className="promo-popup__actions" onClickCapture={() => dismissPromotion(promotion.id)}>
          <SmartLink path={promotion.cta.path} className="button button--primary">
            {promotion.cta.title}
          </SmartLink>
          <Link to={detailsPath} className="promo-popup__details">
            {t('promo.details')}
          </Link>
        </div>
      </div>
    </div>
  );
}
