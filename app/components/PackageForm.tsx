import { useState } from 'react';
import { Form, useActionData } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import { useT } from '../lib/i18n.tsx';
import { PERSONAL_NOTE_MAX } from '../../common/rules/limits.ts';
import { WRAPPERS } from '../../common/forms/wrappers.ts';
import { packageIssues } from '../../common/forms/package-check.ts';
import { FieldError, FormAlert, SubmitButton, useCheckedForm } from './form/light.ts';
import { TextArea } from './ui/TextArea.tsx';
import { Icon } from './Icon.tsx';
import { GiftPackingPreview } from './modals/GiftPackingPreview.tsx';
import { must } from '../../common/must.ts';

type M = { currency: string; value: number };
type VariationConfig = { variationId: string; hasFixedPrices: boolean; pricesToShow: M[]; minPrice: M; maxPrice: M };
type PackageExtra = { id: string; price: M };
type Props = {
  product: {
    id: string;
    thirdPartyLimited: boolean;
    digitalVariationConfig: VariationConfig | null;
    physicalVariationConfig: VariationConfig | null;
    packageExtras: PackageExtra[];
  };
  /** The package as it is sent to the basket (analytics' add_to_cart). */
  onAdd?: (added: { kind: string; price: number; quantity: number }) => void;
};

/** The value chosen at first: the second fixed price, or the only one. */
const secondPrice = (prices: readonly { value: number }[]) => String(must(prices[Math.min(1, prices.length - 1)], 'fixed prices are listed').value);

/**
 * The package form of the product page: variation, value, quantity, wrapping, packing and note
 * (§3, §5), on the form kit without Conform or zod (decision 038): checked in the browser with the
 * product's rules of common/forms, which the action's packageFormSchema runs too; the API has the
 * last word (stock, limits), its refusals on their fields or above the button.
 */
export function PackageForm({ product, onAdd }: Props) {
  const t = useT();
  const lastResult = useActionData() as SubmissionResult | undefined;
  const kinds = (['digital', 'physical'] as const).filter((k) => product[`${k}VariationConfig`]);
  const [kind, setKind] = useState<'digital' | 'physical'>(must(kinds[0], 'a product on sale has a variation'));
  const config = product[`${kind}VariationConfig`]!;
  const [value, setValue] = useState<string>(config.hasFixedPrices ? secondPrice(config.pricesToShow) : 'custom');
  const [quantity, setQuantity] = useState(1);
  const priceOf = (id: string) => {
    const extra = product.packageExtras.find((e) => e.id === id);
    return extra ? ` (${t.money(extra.price)})` : '';
  };
  const custom = value === 'custom' || !config.hasFixedPrices;
  const form = useCheckedForm(lastResult, (posted) => packageIssues(posted, custom ? { min: config.minPrice.value, max: config.maxPrice.value } : null));
  const chooseKind = (k: 'digital' | 'physical') => {
    setKind(k);
    const c = product[`${k}VariationConfig`]!;
    setValue(c.hasFixedPrices ? secondPrice(c.pricesToShow) : 'custom');
  };
  return (
    <Form
      method="post"
      className="package-form"
      noValidate
      onSubmit={(e) => {
        if (!form.onSubmit(e)) return;
        const data = new FormData(e.currentTarget);
        const price = Number(String(data.get(custom ? 'customValue' : 'value') ?? '').replace(',', '.'));
        if (price > 0) onAdd?.({ kind, price, quantity: Number(data.get('quantity')) || 1 });
      }}
    >
      {kinds.length > 1 ? (
        <fieldset className="choice-group">
          <legend>{t('product.kind')}</legend>
          {kinds.map((k) => (
            <label key={k} className={`choice-tile${kind === k ? ' is-selected' : ''}`}>
              <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => chooseKind(k)} />
              <Icon name={k === 'digital' ? 'mail' : 'truck'} />
              <span>
                <strong>{t(`product.${k}`)}</strong>
                <small>{t(`product.${k}Hint`)}</small>
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <input type="hidden" name="kind" value={kind} />
      )}
      <FieldError id="kind-error" error={form.error('kind')} />

      <fieldset className="choice-group">
        <legend>{t('product.value')}</legend>
        {config.hasFixedPrices && (
          <div className="value-chips">
            {config.pricesToShow.map((m) => (
              <label key={m.value} className={`value-chip${value === String(m.value) ? ' is-selected' : ''}`}>
                <input type="radio" name="value" value={m.value} checked={value === String(m.value)} onChange={() => setValue(String(m.value))} />
                {t.money(m)}
              </label>
            ))}
            {config.minPrice.value < config.maxPrice.value && (
              <label className={`value-chip${custom ? ' is-selected' : ''}`}>
                <input type="radio" name="value" value="custom" checked={custom} onChange={() => setValue('custom')} />
                {t('product.customValue')}
              </label>
            )}
          </div>
        )}
        {custom && (
          <div className="field">
            <label htmlFor="customValue" className="field__label">
              {t('product.customValueLabel', { min: config.minPrice.value, max: config.maxPrice.value })}
            </label>
            <div className="field__addon-wrap">
              <span className="field__addon" aria-hidden="true">
                €
              </span>
              <input
                id="customValue"
                name="customValue"
                inputMode="numeric"
                className="field__input"
                aria-invalid={!!form.error('customValue')}
                aria-describedby={form.error('customValue') ? 'customValue-error' : undefined}
              />
            </div>
            <FieldError id="customValue-error" error={form.error('customValue')} />
          </div>
        )}
        <FieldError id="value-error" error={form.error('value')} />
      </fieldset>
      {product.thirdPartyLimited && (
        <p className="notice">
          <Icon name="info" size={16} /> {t('product.thirdPartyLimit')}
        </p>
      )}

      <div className="field">
        <label htmlFor="quantity" className="field__label">
          {t('product.quantity')}
        </label>
        <div className="stepper">
          <button type="button" className="icon-button" aria-label={t('product.decrease')} onClick={() => setQuantity((q) => Math.max(1, q - 1))}>
            <Icon name="minus" size={18} />
          </button>
          <input
            id="quantity"
            name="quantity"
            inputMode="numeric"
            value={quantity}
            onChange={(e) => setQuantity(Number(e.target.value.replace(/\D/g, '')) || 0)}
            aria-invalid={!!form.error('quantity')}
          />
          <button type="button" className="icon-button" aria-label={t('product.increase')} onClick={() => setQuantity((q) => Math.min(100, q + 1))}>
            <Icon name="plus" size={18} />
          </button>
        </div>
        <FieldError id="quantity-error" error={form.error('quantity')} />
      </div>

      <fieldset className="choice-group">
        <legend>{t('product.wrapping')}</legend>
        <label className="check">
          <input type="radio" name="wrapper" value="none" defaultChecked /> {t('product.wrapping.none')}
        </label>
        {WRAPPERS[kind].map((w) => (
          <label key={w} className="check">
            <input type="radio" name="wrapper" value={w} /> {t(`product.wrapping.${w === 'digital-card' ? 'digital' : w}`)}
            {priceOf(w)}
          </label>
        ))}
        {kind === 'physical' && (
          <label className="check">
            <input type="checkbox" name="giftPacking" /> {t('product.giftPacking')}
            {priceOf('giftPacking')}
          </label>
        )}
        {kind === 'physical' && <GiftPackingPreview />}
        <FieldError id="wrapper-error" error={form.error('wrapper') ?? form.error('giftPacking')} />
      </fieldset>

      <TextArea label={t('product.note')} name="note" limit={PERSONAL_NOTE_MAX} hint={t('product.noteHint')} rows={3} error={form.error('note')} />

      <FormAlert errors={form.formErrors} icon className="package-form__alert" />

      <SubmitButton variant="primary" size="lg" block>
        <Icon name="basket" size={20} /> {t('product.addToBasket')}
      </SubmitButton>
    </Form>
  );
}
