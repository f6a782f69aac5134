import { useMemo, useState } from 'react';
import { Form, useActionData } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import { useT } from '../lib/i18n.tsx';
import { PERSONAL_NOTE_MAX } from '../../common/rules/limits.ts';
import { WRAPPERS, packageFormSchema, packageProductOf } from '../../common/forms/package-form.ts';
import { FormAlert, SubmitButton, TextAreaField, useKitForm } from './form/index.ts';
import { Icon } from './Icon.tsx';
import { must } from '../../common/must.ts';

type M = { currency: string; value: number };
export type VariationConfig = { variationId: string; hasFixedPrices: boolean; pricesToShow: M[]; minPrice: M; maxPrice: M };
export type PackageExtra = { id: string; price: M };
type Props = {
  product: {
    id: string;
    thirdPartyLimited: boolean;
    digitalVariationConfig: VariationConfig | null;
    physicalVariationConfig: VariationConfig | null;
    packageExtras: PackageExtra[];
  };
};

/** A refusal under its part of the form; its id is what the field's aria-describedby names. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {message}
    </p>
  );
}

/** The value chosen at first: the second fixed price, or the only one. */
const secondPrice = (prices: readonly { value: number }[]) => String(must(prices[Math.min(1, prices.length - 1)], 'fixed prices are listed').value);
const firstValue = (c: VariationConfig) => (c.hasFixedPrices ? secondPrice(c.pricesToShow) : 'custom');

/**
 * The package form of the product page: variation, value, quantity, wrapping, packing and note
 * (§3, §5). Checked with the product's schema of common/forms in the browser and by the action;
 * the API has the last word (stock, limits). A post refused without JavaScript comes back with
 * what was chosen.
 */
export function PackageForm({ product }: Props) {
  const t = useT();
  const lastResult = useActionData() as SubmissionResult | undefined;
  const schema = useMemo(() => packageFormSchema(packageProductOf(product)), [product]);
  const [form, fields] = useKitForm({ schema, lastResult });
  const kinds = (['digital', 'physical'] as const).filter((k) => product[`${k}VariationConfig`]);
  const [kind, setKind] = useState<'digital' | 'physical'>(
    kinds.find((k) => k === fields.kind.initialValue) ?? must(kinds[0], 'a product on sale has a variation'),
  );
  const config = product[`${kind}VariationConfig`]!;
  const [value, setValue] = useState<string>(() => {
    const posted = fields.value.initialValue;
    const offered = posted === 'custom' || config.pricesToShow.some((m) => String(m.value) === posted);
    return posted && offered ? posted : firstValue(config);
  });
  const [quantity, setQuantity] = useState(() => {
    const posted = fields.quantity.initialValue ?? '';
    return /^\d+$/.test(posted) ? Number(posted) : 1;
  });
  const priceOf = (id: string) => {
    const extra = product.packageExtras.find((e) => e.id === id);
    return extra ? ` (${t.money(extra.price)})` : '';
  };
  const custom = value === 'custom' || !config.hasFixedPrices;
  const chooseKind = (k: 'digital' | 'physical') => {
    setKind(k);
    setValue(firstValue(product[`${k}VariationConfig`]!));
  };
  const customValueError = fields.customValue.errors?.[0];
  const quantityError = fields.quantity.errors?.[0];
  const postedWrapper = fields.wrapper.initialValue;
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} className="package-form" noValidate>
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
      <FieldError id={fields.kind.errorId} message={fields.kind.errors?.[0]} />

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
                key={fields.customValue.key}
                id="customValue"
                name={fields.customValue.name}
                defaultValue={fields.customValue.initialValue ?? ''}
                inputMode="numeric"
                className="field__input"
                aria-invalid={!!customValueError}
                aria-describedby={customValueError ? fields.customValue.errorId : undefined}
              />
            </div>
            <FieldError id={fields.customValue.errorId} message={customValueError} />
          </div>
        )}
        <FieldError id={fields.value.errorId} message={fields.value.errors?.[0]} />
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
            aria-invalid={!!quantityError}
            aria-describedby={quantityError ? fields.quantity.errorId : undefined}
          />
          <button type="button" className="icon-button" aria-label={t('product.increase')} onClick={() => setQuantity((q) => Math.min(100, q + 1))}>
            <Icon name="plus" size={18} />
          </button>
        </div>
        <FieldError id={fields.quantity.errorId} message={quantityError} />
      </div>

      <fieldset className="choice-group">
        <legend>{t('product.wrapping')}</legend>
        <label className="check">
          <input type="radio" name="wrapper" value="none" defaultChecked={!postedWrapper || postedWrapper === 'none'} /> {t('product.wrapping.none')}
        </label>
        {WRAPPERS[kind].map((w) => (
          <label key={w} className="check">
            <input type="radio" name="wrapper" value={w} defaultChecked={postedWrapper === w} /> {t(`product.wrapping.${w === 'digital-card' ? 'digital' : w}`)}
            {priceOf(w)}
          </label>
        ))}
        {kind === 'physical' && (
          <label className="check">
            <input type="checkbox" name="giftPacking" defaultChecked={fields.giftPacking.initialValue === 'on'} /> {t('product.giftPacking')}
            {priceOf('giftPacking')}
          </label>
        )}
        <FieldError id={fields.wrapper.errorId} message={fields.wrapper.errors?.[0] ?? fields.giftPacking.errors?.[0]} />
      </fieldset>

      <TextAreaField field={fields.note} label={t('product.note')} limit={PERSONAL_NOTE_MAX} hint={t('product.noteHint')} rows={3} />

      <FormAlert errors={form.errors} icon className="package-form__alert" />

      <SubmitButton variant="primary" size="lg" block>
        <Icon name="basket" size={20} /> {t('product.addToBasket')}
      </SubmitButton>
    </Form>
  );
}
