import { Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { CardImage } from '../CardImage.tsx';
import type { RedeemProduct } from './fragments.ts';

/** The option being chosen: its card, redeem title and description (§3 redeemData). */
export function ProductIntro({ product, infoPath }: { product: RedeemProduct; infoPath?: string }) {
  const t = useT();
  const data = product.redeemData;
  return (
    <div className="redeem-intro">
      <span className="redeem-intro__media" style={{ ['--tint' as string]: product.backgroundColor }}>
        <CardImage product={{ ...product, image: { ...product.image, alt: '' } }} />
      </span>
      <div className="redeem-intro__text">
        <p className="redeem-intro__description">{data?.description ?? product.description}</p>
        {infoPath && (
          <Link to={infoPath} className="redeem-intro__more">
            {t('redeem.form.moreInfo')}
          </Link>
        )}
      </div>
    </div>
  );
}
