import { useT } from '../../lib/i18n.tsx';

/** The back of a choice card, drawn: where the 19-digit number and the PIN under the silver band are. */
export function CardBack() {
  const t = useT();
  return (
    <figure className="card-back">
      <div className="card-back__card" aria-hidden="true">
        <span className="card-back__stripe" />
        <span className="card-back__label">{t('redeem.card.number')}</span>
        <span className="card-back__number">6390 53•• •••• •••• •••</span>
        <span className="card-back__label">{t('redeem.card.pin')}</span>
        <span className="card-back__pin">
          <span>••••••</span>
        </span>
      </div>
      <figcaption className="card-back__caption">{t('redeem.check.cardArt')}</figcaption>
    </figure>
  );
}
