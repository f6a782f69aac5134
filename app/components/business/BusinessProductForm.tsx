import { useState } from 'react';
import { Form, useLocation, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import type { MessageKey } from '../../i18n/it.ts';
import { Icon } from '../Icon.tsx';
import { Button } from '../ui/Button.tsx';
import { Field } from '../ui/Field.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { QUANTITY_MAX } from '../../../common/rules/limits.ts';
import { GIFTCARD_ORDER_LIMIT_CENTS, GIFTCARD_ORDER_MAX_CARDS, THIRD_PARTY_LIMIT_CENTS } from '../../../common/rules/order-limits.ts';
import type { BusinessProduct, BusinessVariation, ProductActionData } from './fragments.ts';

type Kind = 'digital' | 'physical';
type Props = {
  product: BusinessProduct;
  /** The refused post of this form, if any: its values and errors come back into it. */
  posted?: ProductActionData;
  /** Where "ask a quote" goes: the page with the quote form (its fields fill it). */
  quoteAction: string;
  /** Ids stay unique when the form is both on the page and in the modal. */
  idPrefix: string;
};

const DEFAULT_QUANTITY = '10';

function defaultValue(config: BusinessVariation): string {
  // The second fixed value (the first when there is one), else a value of one's own.
  const shown = config.hasFixedPrices ? (config.pricesToShow[1] ?? config.pricesToShow[0]) : undefined;
  return shown ? String(shown.value) : 'custom';
}

/** Over the basket's limits (common/rules/order-limits.ts): the key of the warning, or null. */
function limitWarning(product: BusinessProduct, quantity: number, valueEuros: number): MessageKey | null {
  const cents = quantity * valueEuros * 100;
  if (quantity > QUANTITY_MAX || quantity > GIFTCARD_ORDER_MAX_CARDS) return 'business.form.overQuantity';
  if (product.thirdPartyLimited && cents > THIRD_PARTY_LIMIT_CENTS) return 'business.form.overThirdParty';
  if (cents > GIFTCARD_ORDER_LIMIT_CENTS) return 'business.form.overValue';
  return null;
}

/**
 * The business product form (§2 named modal "business product form"): a product's value (a fixed
 * one or a whole amount in its range) and a bulk quantity; adds them to the basket with the
 * product page's operation, or takes them to the quote form. Works without JavaScript.
 */
export function BusinessProductForm({ product, posted, quoteAction, idPrefix }: Props) {
  const t = useT();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const kinds = (['digital', 'physical'] as const).filter((k) => product[`${k}VariationConfig`]);
  const v = posted?.values ?? {};
  const [kind, setKind] = useState<Kind>(kinds.find((k) => k === v.kind) ?? kinds[0] ?? 'digital');
  const config = product[`${kind}VariationConfig`]!;
  const [value, setValue] = useState(v.value || defaultValue(config));
  const [customValue, setCustomValue] = useState(v.customValue ?? '');
  const [quantity, setQuantity] = useState(v.quantity || DEFAULT_QUANTITY);
  const errors = posted?.fields ?? {};
  const custom = value === 'custom' || !config.hasFixedPrices;
  const hasRange = config.minPrice.value < config.maxPrice.value;
  const euros = Number(custom ? customValue : value);
  const count = Number(quantity);
  const valid = Number.isInteger(euros) && euros > 0 && Number.isInteger(count) && count > 0;
  const warning = valid ? limitWarning(product, count, euros) : null;
  const money = (value: number) => t.money({ currency: config.minPrice.currency, value });
  const id = (name: string) => `${idPrefix}-${name}`;
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'add';
  // Posted to the page it is on, query included (no fragment: the basket it leads to would keep it).
  const { pathname, search } = useLocation();

  function chooseKind(k: Kind) {
    setKind(k);
    setValue(defaultValue(product[`${k}VariationConfig`]!));
  }

  return (
    <Form
      method="post"
      action={`${pathname}${search}`}
      className="biz-product-form"
      noValidate
      aria-label={t('business.form.label', { product: product.title })}
    >
      <input type="hidden" name="productId" value={product.slug} />
      {kinds.length > 1 ? (
        <fieldset className="choice-group biz-kinds">
          <legend>{t('business.form.kind')}</legend>
          {kinds.map((k) => (
            <label key={k} className={`choice-tile${kind === k ? ' is-selected' : ''}`}>
              <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => chooseKind(k)} />
              <Icon name={k === 'digital' ? 'mail' : 'truck'} />
              <span>
                <strong>{t(`business.form.${k}`)}</strong>
                <small>{t(`business.form.${k}Hint`)}</small>
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <input type="hidden" name="kind" value={kind} />
      )}
      {errors.kind && <p className="field__error">{errors.kind}</p>}

      <fieldset className="choice-group">
        <legend>{t('business.form.value')}</legend>
        {config.hasFixedPrices && (
          <div className="value-chips">
            {config.pricesToShow.map((m) => (
              <label key={m.value} className={`value-chip${!custom && value === String(m.value) ? ' is-selected' : ''}`}>
                <input type="radio" name="value" value={m.value} checked={!custom && value === String(m.value)} onChange={() => setValue(String(m.value))} />
                {t.money(m)}
              </label>
            ))}
            {hasRange && (
              <label className={`value-chip${custom ? ' is-selected' : ''}`}>
                <input type="radio" name="value" value="custom" checked={custom} onChange={() => setValue('custom')} />
                {t('business.form.customValue')}
              </label>
            )}
          </div>
        )}
        {errors.value && <p className="field__error">{errors.value}</p>}
        {(custom || !hydrated) && hasRange && (
          <Field
            id={id('custom')}
            name="customValue"
            label={t('business.form.customAmount')}
            inputMode="numeric"
            autoComplete="off"
            hint={t('business.form.customHint', { min: money(config.minPrice.value), max: money(config.maxPrice.value) })}
            value={customValue}
            onChange={(e) => setCustomValue(e.target.value)}
            error={errors.customValue}
            wrapperClassName="biz-product-form__custom"
          />
        )}
      </fieldset>

      <Field
        id={id('quantity')}
        name="quantity"
        type="number"
        min={1}
        max={QUANTITY_MAX}
        inputMode="numeric"
        label={t('business.form.quantity')}
        hint={t('business.form.quantityHint', { max: QUANTITY_MAX })}
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
        error={errors.quantity}
        wrapperClassName="biz-product-form__quantity"
      />

      {hydrated && valid && (
        <p className="biz-product-form__total" aria-live="polite">
          <span>{t('business.form.total', { count, value: money(euros) })}</span>
          <strong>{money(count * euros)}</strong>
        </p>
      )}
      {warning && (
        <p className="notice notice--info biz-product-form__warning" role="status">
          <Icon name="info" size={18} /> <span>{t(warning, { limit: money(THIRD_PARTY_LIMIT_CENTS / 100) })}</span>
        </p>
      )}
      {posted?.general.map((m) => (
        <p key={m} className="notice notice--error" role="alert">
          {m}
        </p>
      ))}
      <p className="biz-product-form__limits">
        {t('business.form.limits', { cards: GIFTCARD_ORDER_MAX_CARDS, value: money(GIFTCARD_ORDER_LIMIT_CENTS / 100) })}
      </p>

      <div className="biz-product-form__actions">
        <Button type="submit" name="intent" value="add" variant="primary" size="lg" loading={busy} iconStart={<Icon name="basket" size={20} />}>
          {t('business.form.add')}
        </Button>
        <Button type="submit" name="intent" value="quote" variant="secondary" size="lg" formMethod="get" formAction={quoteAction}>
          {t('business.form.quote')}
        </Button>
      </div>
      <p className="biz-product-form__vat">
        <Icon name="check" size={16} /> {t('business.form.vatFree')}
      </p>
    </Form>
  );
}
