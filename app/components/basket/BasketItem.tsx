import { useEffect, useRef } from 'react';
import { Link, useActionData, useFetcher } from 'react-router';
import type { Money } from '../../../common/money.ts';
import { useT } from '../../lib/i18n.tsx';
import { trackCommerce } from '../../lib/analytics.ts';
import { changedItems, currencyOfGroups } from '../../lib/analytics-items.ts';
import { CardImage } from '../CardImage.tsx';
import { Icon } from '../Icon.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { FormAlert, useCheckedForm } from '../form/light.ts';
import { quantityIssue } from '../../../common/rules/checks.ts';
import { QuantityForm } from './QuantityForm.tsx';
import type { BasketActionData, BasketGroup } from './fragments.ts';

function Line({ label, qty, price }: { label: string; qty: number; price: Money }) {
  const t = useT();
  return (
    <li>
      <span>{label}</span>
      <span className="basket-lines__amount">{t('basket.line.qty', { qty, price: t.money(price) })}</span>
    </li>
  );
}

/** Without JavaScript the remove button posts intent=delete; with it, it asks first (modal). */
function RemoveForm({ group, title, onRemove }: { group: BasketGroup; title: string; onRemove: (g: BasketGroup) => void }) {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <form method="post" className="basket-item__remove">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="shipmentTag" value={group.tag} />
      <input type="hidden" name="packageId" value={group.packageId} />
      <button
        type="submit"
        className="link-button basket-item__remove-button"
        aria-label={t('basket.removeOf', { title })}
        onClick={(e) => {
          if (hydrated) {
            e.preventDefault();
            onRemove(group);
          }
        }}
      >
        <Icon name="trash" size={18} /> {t('basket.remove')}
      </button>
    </form>
  );
}

/**
 * A quantity the server took: lowered, the cards taken out (remove_from_cart); raised, the cards
 * put in (add_to_cart). Only this package's quantity form changes its quantity.
 */
function useTrackQuantity(group: BasketGroup) {
  const qty = group.package.giftcard.qty;
  const last = useRef(qty);
  useEffect(() => {
    const change = changedItems(group, last.current);
    last.current = qty;
    if (change) trackCommerce(change.event, currencyOfGroups([group], 'EUR'), change.items);
  }, [qty]); // eslint-disable-line react-hooks/exhaustive-deps
}

/** One package group of the basket (§3 packagesGroups): card, receiver, contents, quantity and total. */
export function BasketItem({ group, onRemove }: { group: BasketGroup; onRemove: (g: BasketGroup) => void }) {
  const t = useT();
  const fetcher = useFetcher<BasketActionData>();
  const posted = useActionData() as BasketActionData | undefined;
  useTrackQuantity(group);
  const preview = group.cardsPreviews[0];
  const { giftcard, wrapper, giftPacking, message } = group.package;
  const product = giftcard.variation.product;
  const kind = giftcard.variation.variationType === 'physical' ? 'physical' : 'digital';
  const title = preview?.productLabel ?? giftcard.variation.title;
  // The answer about this package: the fetcher's, or a post's without JavaScript (a change or a removal).
  const answer = fetcher.data ?? (posted?.packageId === group.packageId ? posted : undefined);
  // The quantity's rule is the API's (checks.ts); the select offers only allowed quantities.
  const form = useCheckedForm(answer?.reply, (p) => {
    const issue = quantityIssue(p.quantity);
    return issue ? [{ ...issue, field: 'quantity' }] : [];
  });
  // One alert per package, the first refusal (§8).
  const refusal = form.error('quantity') ?? form.formErrors?.[0];
  const alertId = `basket-alert-${group.packageId}`;
  const titleId = `basket-item-${group.packageId}`;
  return (
    <article className="basket-item" aria-labelledby={titleId}>
      {preview && (
        <div className="basket-item__media" style={{ ['--tint' as string]: preview.color.color }}>
          {/* The title next to it names the card: the image is decoration here. */}
          <CardImage product={{ image: { ...preview.image, alt: '' }, showShadow: product?.showShadow ?? false, showHand: product?.showHand ?? false }} />
        </div>
      )}
      <div className="basket-item__body">
        <div className="basket-item__head">
          <div>
            <p className={`basket-tag basket-tag--${kind}`}>
              <Icon name={kind === 'digital' ? 'mail' : 'truck'} size={16} /> {t(`basket.tag.${kind}`)}
            </p>
            <h3 id={titleId} className="basket-item__title">
              {product ? <Link to={product.path}>{title}</Link> : title}
            </h3>
          </div>
          <p className="basket-item__total">
            <span className="visually-hidden">{t('basket.packageTotal')} </span>
            {t.money(group.totalPrice)}
          </p>
        </div>
        <p className="basket-item__receiver">
          <span>{group.receiverTitle}</span> <span>{group.receiverDescription}</span>
        </p>
        <ul className="basket-lines">
          <Line label={t('basket.line.card')} qty={giftcard.qty} price={giftcard.variation.price} />
          {wrapper && <Line label={wrapper.variation.title} qty={wrapper.qty} price={wrapper.variation.price} />}
          {giftPacking && <Line label={giftPacking.variation.title} qty={giftPacking.qty} price={giftPacking.variation.price} />}
          {message?.text && (
            <li className="basket-lines__note">
              <span>{t('basket.line.note')}</span>
              <q>{message.text}</q>
            </li>
          )}
        </ul>
        <div className="basket-item__actions">
          <QuantityForm group={group} title={title} fetcher={fetcher} onSubmit={form.onSubmit} describedBy={refusal ? alertId : undefined} />
          <RemoveForm group={group} title={title} onRemove={onRemove} />
        </div>
        <FormAlert id={alertId} errors={refusal ? [refusal] : undefined} icon className="basket-alert" />
      </div>
    </article>
  );
}
