import { useRef, useState, type FormEvent } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import { useT } from '../../lib/i18n.tsx';
import { useRootData } from '../../lib/store-data.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { FormAlert, SubmitButton, useKitForm } from '../form/index.ts';
import { paymentFormSchema } from '../../../common/forms/checkout-step-forms.ts';
import type { CheckoutOrder, PaymentMethodData } from './fragments.ts';
import { CheckoutOverview } from './CheckoutOverview.tsx';

/** What the step reads of the order: who pays (a company sees the invoice) and how much. */
export type PayableOrder = {
  billingAddress?: { customerType?: string | null } | null;
  totals: { grandTotal: CheckoutOrder['totals']['grandTotal'] };
};

type Props = {
  order: PayableOrder;
  methods: PaymentMethodData[];
  /** The action's answer to a refused payment. */
  lastResult: SubmissionResult | undefined;
  retry: { uuid: string; attempts: number } | null;
  /** The payment method, when the form goes to the provider (analytics' add_payment_info). */
  onPay?: (method: string) => void;
  /** The checkoutV2 toggle: the order, shown in the checkout overview modal before it is placed (decision 033). */
  overview?: CheckoutOrder;
};

/** Step 3: the storefront's payment methods, the bank choice for online banking, the terms, and pay. */
export function PaymentStep({ order, methods, lastResult, retry, onPay, overview }: Props) {
  const t = useT();
  const { paths } = useRootData();
  const hydrated = useHydrated();
  const [form, fields] = useKitForm({ schema: paymentFormSchema, lastResult });
  const navigation = useNavigation();
  const business = order.billingAddress?.customerType === 'BUSINESS';
  const offered = methods.filter((m) => !m.businessOnly || business);
  // Radios and the bank modal are controlled: what was posted (without JavaScript), else the first method.
  const [method, setMethod] = useState(fields.method.initialValue ?? offered[0]?.id ?? 'card');
  const [bank, setBank] = useState(fields.bank.initialValue ?? '');
  const [bankModal, setBankModal] = useState(false);
  const banks = methods.find((m) => m.id === 'bank_redirect')?.banks ?? [];
  const bankName = banks.find((b) => b.id === bank)?.issuer;
  // The "placing your order" line beside the busy button, until the provider's page loads.
  const submitting = navigation.state !== 'idle' && !!navigation.formData;
  const amount = t.money(order.totals.grandTotal);
  // checkoutV2: pay first opens the overview, whose confirm button submits the form for real.
  // Without JavaScript the form posts as it is (the terms ticked are the confirmation).
  // Open for the answer it was opened after: the action's next answer (a refusal) closes it.
  const [overviewAfter, setOverviewAfter] = useState<{ answer: SubmissionResult | undefined } | null>(null);
  const overviewOpen = overviewAfter !== null && overviewAfter.answer === lastResult;
  const confirmed = useRef(false);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    form.onSubmit(e);
    // Refused by the form's own checks (the terms, the bank): nothing was submitted.
    if (e.defaultPrevented) return;
    if (overview && hydrated) {
      if (!confirmed.current) {
        e.preventDefault(); // the overview first; its confirmation submits the form again
        setOverviewAfter({ answer: lastResult });
        return;
      }
      confirmed.current = false;
    }
    onPay?.(method);
  };
  return (
    <Form method="post" id={form.id} onSubmit={onSubmit} className="checkout-form" noValidate>
      <FormAlert errors={form.errors} title={t('checkout.errorTitle')} className="checkout-form__alert" />
      <input type="hidden" name="intent" value={retry ? 'retry' : 'pay'} />
      {retry && <input type="hidden" name="order" value={retry.uuid} />}
      <input type="hidden" name="expectedGrandTotal" value={order.totals.grandTotal.value} />
      <fieldset className="payment-methods">
        <legend className="checkout-form__title">{t('checkout.paymentTitle')}</legend>
        {offered.map((m) => (
          <label key={m.id} className={`payment-method${method === m.id ? ' is-selected' : ''}`}>
            <input
              type="radio"
              name="method"
              value={m.id}
              checked={method === m.id}
              onChange={() => {
                setMethod(m.id);
                if (m.id === 'bank_redirect' && !bank && banks.length) setBankModal(true);
              }}
            />
            <img src={`/img/mark/payment/${markOf(m.id)}.svg`} alt="" width={48} height={32} />
            <span>
              <strong>{t.lookup(`checkout.method.${m.id}`) ?? m.id}</strong>
              {(m.id === 'bank_transfer' || m.id === 'invoice') && <small>{t(`checkout.methodHint.${m.id}`)}</small>}
              {m.id === 'bank_redirect' && bankName && <small>{t('checkout.bankChosen', { bank: bankName })}</small>}
            </span>
          </label>
        ))}
        {fields.method.errors && (
          <p className="field__error" role="alert">
            {fields.method.errors[0]}
          </p>
        )}
      </fieldset>
      {/* A provider that lists no banks lets the payer choose on its own page. */}
      {method === 'bank_redirect' &&
        banks.length > 0 &&
        (hydrated ? (
          <>
            <input type="hidden" name="bank" value={bank} />
            <Button variant="secondary" size="sm" onClick={() => setBankModal(true)}>
              {bank ? t('checkout.changeBank') : t('checkout.chooseBank')}
            </Button>
            <Modal
              open={bankModal}
              onClose={() => setBankModal(false)}
              title={t('checkout.bankModalTitle')}
              narrow
              footer={
                <Button variant="primary" block onClick={() => setBankModal(false)} disabled={!bank}>
                  {t('checkout.confirmBank')}
                </Button>
              }
            >
              <fieldset className="bank-list">
                <legend className="ui-visually-hidden">{t('checkout.bank')}</legend>
                {banks.map((b) => (
                  <label key={b.id} className={`bank-option${bank === b.id ? ' is-selected' : ''}`}>
                    <input type="radio" name="bank-choice" value={b.id} checked={bank === b.id} onChange={() => setBank(b.id)} /> {b.issuer}
                  </label>
                ))}
              </fieldset>
            </Modal>
          </>
        ) : (
          <div className="ui-field">
            <label className="ui-field__label" htmlFor="bank">
              {t('checkout.bank')}
            </label>
            <select id="bank" name="bank" className="ui-input" defaultValue={bank}>
              <option value="">{t('checkout.chooseBank')}</option>
              {banks.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.issuer}
                </option>
              ))}
            </select>
          </div>
        ))}
      {fields.bank.errors && (
        <p className="field__error" role="alert">
          {fields.bank.errors[0]}
        </p>
      )}
      {!retry && (
        <div className="terms">
          <label className="check">
            <input
              type="checkbox"
              name="termsAccepted"
              key={fields.termsAccepted.key}
              defaultChecked={fields.termsAccepted.initialValue === 'on'}
              aria-invalid={!!fields.termsAccepted.errors}
              aria-describedby={fields.termsAccepted.errors ? 'terms-error' : undefined}
            />
            <span>
              {t('checkout.terms', { link: '' })}
              <Link to={paths.terms ?? '/termini-e-condizioni/'} target="_blank">
                {t('checkout.termsLink')}
              </Link>
            </span>
          </label>
          {fields.termsAccepted.errors && (
            <p id="terms-error" className="field__error" role="alert">
              {fields.termsAccepted.errors[0]}
            </p>
          )}
        </div>
      )}
      <SubmitButton variant="primary" size="lg" block>
        {t(retry ? 'checkout.retryPay' : 'checkout.pay', { amount })}
      </SubmitButton>
      {submitting && (
        <p className="checkout-form__hint" role="status">
          {t('checkout.placing')}
        </p>
      )}
      {overview && hydrated && (
        <CheckoutOverview
          open={overviewOpen}
          onClose={() => setOverviewAfter(null)}
          order={overview}
          method={t.lookup(`checkout.method.${method}`) ?? method}
          bank={method === 'bank_redirect' ? (bankName ?? null) : null}
          onConfirm={() => (confirmed.current = true)}
          busy={submitting}
        />
      )}
    </Form>
  );
}

function markOf(method: string): string {
  return (
    ({ card: 'card', wallet: 'wallet', bank_redirect: 'bankredirect', bank_transfer: 'banktransfer', invoice: 'invoice' } as Record<string, string>)[method] ??
    'card'
  );
}
