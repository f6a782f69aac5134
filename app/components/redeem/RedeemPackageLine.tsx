import { Link, useFetcher } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { CardImage } from '../CardImage.tsx';
import { Icon } from '../Icon.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { RedeemAlert } from './FormAlert.tsx';
import type { RedeemActionData, RedeemPackage } from './fragments.ts';
import { ITEM } from './order.ts';

type Props = {
  pkg: RedeemPackage;
  /** Where edit and remove post and link; none: a read-only line (the checkout's overview). */
  shopPath?: string;
  onEdit?: (pkg: RedeemPackage) => void;
};

/** One package of the redeem basket: the option, its kind, amount, extras, and edit or remove. */
export function RedeemPackageLine({ pkg, shopPath, onEdit }: Props) {
  const t = useT();
  const hydrated = useHydrated();
  const fetcher = useFetcher<RedeemActionData>();
  const { mainProduct: product, packageTotals: totals } = pkg;
  const title = product.redeemData?.title ?? product.title;
  const donation = product.productType === 'DONATION';
  const kind = pkg.kind;
  const cards = pkg.items.filter((i) => i.type === ITEM.giftcard || i.type === ITEM.donation);
  const wrapper = pkg.items.find((i) => i.type === ITEM.wrapper);
  const note = pkg.items.find((i) => i.type === ITEM.message)?.text;
  const removing = fetcher.state !== 'idle';
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.errors.map((e) => e.message) : [];
  return (
    <li className={`redeem-line${removing ? ' is-busy' : ''}`}>
      <span className="redeem-line__media" style={{ ['--tint' as string]: product.backgroundColor }}>
        <CardImage product={{ image: { ...product.image, alt: '' }, showHand: false, showShadow: false }} />
      </span>
      <div className="redeem-line__body">
        <p className="redeem-line__title">{title}</p>
        <p className="redeem-line__meta">
          <span className={`basket-tag basket-tag--${donation ? 'digital' : kind}`}>
            {t(donation ? 'redeem.product.donation' : kind === 'physical' ? 'basket.tag.physical' : 'basket.tag.digital')}
          </span>
          {wrapper?.variation && (
            <span className="redeem-line__extra">
              {wrapper.variation.title} · {t.money(wrapper.variation.price)}
            </span>
          )}
        </p>
        {cards.length > 1 || (cards[0]?.qty ?? 0) > 1 ? (
          <p className="redeem-line__split">{cards.map((c) => t('redeem.basket.cards', { qty: c.qty, amount: t.money(c.variation!.price) })).join(' + ')}</p>
        ) : null}
        {note && (
          <p className="redeem-line__note">
            <q>{note}</q>
          </p>
        )}
        {totals.promotionAmount.value > 0 && (
          <p className="redeem-line__promo">
            <Icon name="gift" size={16} /> {t('redeem.basket.promotion', { amount: t.money(totals.promotionAmount) })}
          </p>
        )}
        {shopPath && (
          <div className="redeem-line__actions">
            {totals.mainItemEditable && (
              <Link
                to={`${shopPath}?edit=${encodeURIComponent(pkg.id)}#redeem-choose`}
                className="redeem-line__action"
                aria-haspopup={hydrated ? 'dialog' : undefined}
                aria-label={t('redeem.basket.editOf', { title })}
                onClick={(e) => {
                  if (hydrated && onEdit) {
                    e.preventDefault();
                    onEdit(pkg);
                  }
                }}
              >
                <Icon name="tag" size={16} /> {t('redeem.basket.edit')}
              </Link>
            )}
            <fetcher.Form method="post" action={shopPath}>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="packageId" value={pkg.id} />
              <button type="submit" className="link-button redeem-line__action redeem-line__remove" aria-label={t('redeem.basket.removeOf', { title })}>
                <Icon name="trash" size={16} /> {t('redeem.basket.remove')}
              </button>
            </fetcher.Form>
          </div>
        )}
        <RedeemAlert messages={errors} />
      </div>
      <p className="redeem-line__amount">
        <span className="ui-visually-hidden">{t('redeem.basket.amount')} </span>
        {t.money(totals.mainItemAmount)}
      </p>
    </li>
  );
}
