import { useRef, useState, type ComponentType, type FormEvent } from 'react';
import type { FormProps } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { issueText } from '../../lib/translator.ts';
import type { Params } from '../../../common/message-format.ts';
import { redeemAmountIssue, redeemNoteIssue } from '../../lib/redeem-card.ts';
import { REDEEM_NOTE_MAX } from '../../../common/rules/redeem-limits.ts';
import { WRAPPERS } from '../../../common/forms/wrappers.ts';
import { Button } from '../ui/Button.tsx';
import { TextArea } from '../ui/TextArea.tsx';
import { Icon } from '../Icon.tsx';
import { RedeemAlert } from './FormAlert.tsx';
import { fieldError, formErrors } from './errors.ts';
import type { ErrorItem, Money, RedeemPackage, RedeemProduct } from './fragments.ts';
import { ITEM } from './order.ts';

type Kind = 'digital' | 'physical';
type Props = {
  FormComponent: ComponentType<FormProps>;
  action: string;
  product: RedeemProduct;
  pkg: RedeemPackage | null;
  pkgKind: Kind | null;
  remaining: Money;
  errors?: ErrorItem[];
  values?: Record<string, string>;
  busy: boolean;
  idPrefix: string;
};

const FIELDS = ['amount', 'kind', 'wrapper', 'message'];

function initialAmount(pkg: RedeemPackage | null, values: Record<string, string> | undefined): string {
  if (values?.amount !== undefined) return values.amount;
  return pkg ? String(Math.round(pkg.packageTotals.mainItemAmount.value)) : '';
}

/**
 * The redeem gift card form (§2 modal, §3 redeemData, §5): a whole amount from the option's
 * minimum to its maximum, digital or physical when both exist, a wrapper for a physical card,
 * and a personal message of up to 160 characters under the note rules.
 */
export function RedeemGiftcardForm({ FormComponent, action, product, pkg, pkgKind, remaining, errors, values, busy, idPrefix }: Props) {
  const t = useT();
  const data = product.redeemData!;
  const min = Math.round(data.minimumCustomAmount.value);
  const max = Math.round(data.maximumCustomAmount.value);
  const kinds = (['digital', 'physical'] as const).filter((k) => product.variationsToShow.includes(k));
  const [kind, setKind] = useState<Kind>((values?.kind as Kind) ?? pkgKind ?? kinds[0] ?? 'digital');
  const [amount, setAmount] = useState(initialAmount(pkg, values));
  const [local, setLocal] = useState<Record<string, string>>({});
  const amountRef = useRef<HTMLInputElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const note = pkg?.items.find((i) => i.type === ITEM.message)?.text ?? '';
  const wrapperNow = pkg?.items.find((i) => i.type === ITEM.wrapper)?.variation?.title;
  const extraPrice = (id: string) => product.packageExtras.find((e) => e.id === id)?.price;
  const remainingWhole = Math.floor(remaining.value + (pkg ? pkg.packageTotals.mainItemAmount.value : 0));
  const over = Number(amount) > remainingWhole ? Number(amount) - remainingWhole : 0;

  function submit(e: FormEvent<HTMLFormElement>) {
    const form = new FormData(e.currentTarget);
    const issues: Record<string, string> = {};
    const a = redeemAmountIssue(String(form.get('amount') ?? ''), min);
    const n = redeemNoteIssue(String(form.get('message') ?? ''));
    if (a) issues.amount = issueText(t, a.key, a.params as Params | undefined);
    if (n) issues.message = issueText(t, n.key, n.params as Params | undefined);
    setLocal(issues);
    if (a || n) {
      e.preventDefault();
      (a ? amountRef : noteRef).current?.focus();
    }
  }

  const error = (f: string) => local[f] ?? fieldError(errors, f);
  const amountError = error('amount');
  return (
    <FormComponent method="post" action={action} className="redeem-form" noValidate onSubmit={submit}>
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
      {error('kind') && (
        <p className="field__error" role="alert">
          {error('kind')}
        </p>
      )}

      <div className="ui-field redeem-form__amount">
        <label className="ui-field__label" htmlFor={`${idPrefix}-amount`}>
          {t('redeem.form.amount', { min: t.money({ ...data.minimumCustomAmount, value: min }) })}
        </label>
        <div className="redeem-amount">
          <span className="redeem-amount__unit" aria-hidden="true">
            €
          </span>
          <input
            ref={amountRef}
            id={`${idPrefix}-amount`}
            name="amount"
            className="ui-input"
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            onChange={(e) => {
              setAmount(e.currentTarget.value);
              setLocal(({ amount: _, ...r }) => r);
            }}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={`${idPrefix}-amount-hint${amountError ? ` ${idPrefix}-amount-error` : ''}`}
          />
          {remainingWhole >= min && (
            <Button
              variant="secondary"
              size="sm"
              className="redeem-amount__all"
              onClick={() => {
                setAmount(String(remainingWhole));
                setLocal(({ amount: _, ...r }) => r);
              }}
            >
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
            <input type="radio" name="wrapper" value="none" defaultChecked={!wrapperNow} /> {t('product.wrapping.none')}
          </label>
          {WRAPPERS.physical.map((w) => {
            const price = extraPrice(w);
            const label = t(`product.wrapping.${w}`);
            return (
              <label key={w} className="check">
                <input type="radio" name="wrapper" value={w} defaultChecked={wrapperNow === label || values?.wrapper === w} /> {label}
                {price ? ` (${t.money(price)})` : ''}
              </label>
            );
          })}
          {error('wrapper') && (
            <p className="field__error" role="alert">
              {error('wrapper')}
            </p>
          )}
        </fieldset>
      )}

      <TextArea
        ref={noteRef}
        label={t('redeem.form.message')}
        name="message"
        limit={REDEEM_NOTE_MAX}
        rows={3}
        defaultValue={values?.message ?? note}
        hint={t('redeem.form.messageHint')}
        error={error('message')}
      />

      <RedeemAlert id={`${idPrefix}-alert`} messages={formErrors(errors, FIELDS)} />
      <Button type="submit" variant="primary" size="lg" block loading={busy}>
        {t(pkg ? 'redeem.form.update' : 'redeem.form.add')}
      </Button>
    </FormComponent>
  );
}
