import { useMemo, useState, type ComponentType } from 'react';
import type { Fetcher, FormProps } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import { useT } from '../../lib/i18n.tsx';
import { REDEEM_NOTE_MAX } from '../../../common/rules/redeem-limits.ts';
import { WRAPPERS } from '../../../common/forms/wrappers.ts';
import { redeemPackageSchema } from '../../../common/forms/redeem-package-form.ts';
import { FieldError, FormAlert, SubmitButton, TextAreaField, useKitForm } from '../form/index.ts';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../Icon.tsx';
import type { Money, RedeemPackage, RedeemProduct } from './fragments.ts';
import { ITEM } from './order.ts';

type Kind = 'digital' | 'physical';
type Props = {
  FormComponent: ComponentType<FormProps>;
  action: string;
  product: RedeemProduct;
  pkg: RedeemPackage | null;
  pkgKind: Kind | null;
  remaining: Money;
  /** The action's answer to a refused choice (RedeemActionData.reply), of this form only. */
  lastResult: SubmissionResult | null | undefined;
  /** The modal's fetcher: the button is busy while it is. */
  fetcher?: Pick<Fetcher, 'state'>;
  idPrefix: string;
};

/**
 * The redeem gift card form (§2 modal, §3 redeemData, §5): a whole amount from the option's
 * minimum to its maximum, digital or physical when both exist, a wrapper for a physical card,
 * and a personal message of up to 160 characters under the note rules. Checked in the browser
 * with the schema the API checks with (common/forms/redeem-package-form.ts); the API has the last
 * word (the balance rules). A changed amount drops the amount's refusal: it was about the last one.
 */
export function RedeemGiftcardForm({ FormComponent, action, product, pkg, pkgKind, remaining, lastResult, fetcher, idPrefix }: Props) {
  const t = useT();
  const data = product.redeemData!;
  const min = Math.round(data.minimumCustomAmount.value);
  const max = Math.round(data.maximumCustomAmount.value);
  const kinds = (['digital', 'physical'] as const).filter((k) => product.variationsToShow.includes(k));
  const schema = useMemo(
    () => redeemPackageSchema({ minEuros: min, kinds: product.variationsToShow.filter((k) => k === 'digital' || k === 'physical') }),
    [min, product],
  );
  const wrapperNow = pkg?.items.find((i) => i.type === ITEM.wrapper)?.variation?.title;
  const [form, fields] = useKitForm({
    schema,
    lastResult,
    defaultValue: {
      amount: pkg ? String(Math.round(pkg.packageTotals.mainItemAmount.value)) : '',
      kind: pkgKind ?? kinds[0] ?? 'digital',
      // The package names its wrapper by the variation's title, which is the wrapper's label here.
      wrapper: WRAPPERS.physical.find((w) => t(`product.wrapping.${w}`) === wrapperNow) ?? 'none',
      message: pkg?.items.find((i) => i.type === ITEM.message)?.text ?? '',
    },
  });
  const [kind, setKind] = useState<Kind>(kinds.find((k) => k === fields.kind.initialValue) ?? kinds[0] ?? 'digital');
  const [amount, setAmount] = useState(fields.amount.initialValue ?? '');
  const extraPrice = (id: string) => product.packageExtras.find((e) => e.id === id)?.price;
  const remainingWhole = Math.floor(remaining.value + (pkg ? pkg.packageTotals.mainItemAmount.value : 0));
  const over = Number(amount) > remainingWhole ? Number(amount) - remainingWhole : 0;
  const amountError = fields.amount.errors?.[0];
  const changeAmount = (value: string) => {
    setAmount(value);
    // The refusal was about the amount before: it goes with it, and the next submit checks again.
    if (amountError) form.update({ name: fields.amount.name, validated: false });
  };
  return (
    <FormComponent method="post" action={action} id={form.id} onSubmit={form.onSubmit} className="redeem-form" noValidate>
      <input type="hidden" name="intent" value="package" />
      <input type="hidden" name="productId" value={product.id} />
      {pkg && <input type="hidden" name="packageId" value={pkg.id} />}
      {kinds.length > 1 ? (
        <fieldset className="choice-group choice-group--inline">
          <legend>{t('product.kind')}</legend>
          {kinds.map((k) => (
            <label key={k} className="choice-tile">
              <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
              <Icon name={k === 'digital' ? 'mail' : 'truck'} />
              <span>
                <strong>{t(`product.${k}`)}</strong>
                <small>{t(`redeem.form.${k}Hint`)}</small>
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <input type="hidden" name="kind" value={kind} />
      )}
      <FieldError error={fields.kind.errors?.[0]} />

      <div className="ui-field redeem-form__amount">
        <label className="ui-field__label" htmlFor={`${idPrefix}-amount`}>
          {t('redeem.form.amount', { min: t.money({ ...data.minimumCustomAmount, value: min }) })}
        </label>
        <div className="redeem-amount">
          <span className="redeem-amount__unit" aria-hidden="true">
            €
          </span>
          <input
            id={`${idPrefix}-amount`}
            name={fields.amount.name}
            className="ui-input"
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            onChange={(e) => changeAmount(e.currentTarget.value)}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={`${idPrefix}-amount-hint${amountError ? ` ${idPrefix}-amount-error` : ''}`}
          />
          {remainingWhole >= min && (
            <Button variant="secondary" size="sm" className="redeem-amount__all" onClick={() => changeAmount(String(remainingWhole))}>
              {t('redeem.form.useBalance', { amount: t.money({ ...remaining, value: remainingWhole }) })}
            </Button>
          )}
        </div>
        {amountError && (
          <p id={`${idPrefix}-amount-error`} className="ui-field__error">
            {amountError}
          </p>
        )}
        <p id={`${idPrefix}-amount-hint`} className="ui-field__hint">
          {t('redeem.form.amountHint', { max: t.money({ ...data.maximumCustomAmount, value: max }) })}
        </p>
        {over > 0 && !amountError && (
          <p className="redeem-form__over" role="status">
            <Icon name="info" size={16} /> {t('redeem.form.over', { amount: t.money({ ...remaining, value: over }) })}
          </p>
        )}
      </div>

      {kind === 'physical' && (
        <fieldset className="choice-group">
          <legend>{t('product.wrapping')}</legend>
          <label className="check">
            <input type="radio" name="wrapper" value="none" defaultChecked={fields.wrapper.initialValue === 'none'} /> {t('product.wrapping.none')}
          </label>
          {WRAPPERS.physical.map((w) => {
            const price = extraPrice(w);
            return (
              <label key={w} className="check">
                <input type="radio" name="wrapper" value={w} defaultChecked={fields.wrapper.initialValue === w} /> {t(`product.wrapping.${w}`)}
                {price ? ` (${t.money(price)})` : ''}
              </label>
            );
          })}
          <FieldError error={fields.wrapper.errors?.[0]} />
        </fieldset>
      )}

      <TextAreaField
        field={fields.message}
        id={`${idPrefix}-message`}
        label={t('redeem.form.message')}
        limit={REDEEM_NOTE_MAX}
        rows={3}
        hint={t('redeem.form.messageHint')}
      />

      <FormAlert errors={form.errors} icon className="redeem-alert" />
      <SubmitButton fetcher={fetcher} intent="package" variant="primary" size="lg" block>
        {t(pkg ? 'redeem.form.update' : 'redeem.form.add')}
      </SubmitButton>
    </FormComponent>
  );
}
