import { Form, Link, useNavigation } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import { redeemConfirmSchema } from '../../../common/forms/redeem-confirm-form.ts';
import { useT } from '../../lib/i18n.tsx';
import { useRootData } from '../../lib/store-data.ts';
import { suspendCloseWarning } from '../../lib/redeem-session.ts';
import { PaymentStep, type PayableOrder } from '../checkout/PaymentStep.tsx';
import type { PaymentMethodData } from '../checkout/fragments.ts';
import { FormAlert, SubmitButton, useKitForm } from '../form/index.ts';
import { Icon } from '../Icon.tsx';
import type { RedeemActionData, RedeemOrder } from './fragments.ts';
import { PAYMENT_FIELDS } from '../../../common/forms/checkout-step-forms.ts';

// The extra is paid at once: a bank transfer or an invoice would hold the balance for days, so the
// API takes only these (placeRedeemOrder refuses the others).

type Props = {
  order: RedeemOrder;
  methods: PaymentMethodData[];
  /** The confirmation's answer (the form kit's). */
  lastResult: SubmissionResult | null | undefined;
  /** The checkout's payment form's reply (paymentReplyOf), for an extra to pay. */
  paymentReply: SubmissionResult | undefined;
};

/**
 * The redeem action's answer to a refused payment as the checkout payment form's reply: what was
 * posted, and the API's payment.* errors on the form's fields (the rest the page shows on top).
 * The redeem forms are not on the form kit yet (decision 025); this goes when their action answers
 * with the kit's reply itself.
 */
export function paymentReplyOf(answer: RedeemActionData | undefined): SubmissionResult | undefined {
  if (answer?.intent !== 'pay') return undefined;
  const error = Object.fromEntries(
    PAYMENT_FIELDS.flatMap((f) => {
      const message = answer.errors.find((e) => e.referencedRequestParameter === `payment.${f}`)?.message;
      return message ? [[f, [message]]] : [];
    }),
  );
  return { status: 'error', initialValue: answer.values ?? {}, error };
}

/** No extra: the terms and a confirm button. */
function ConfirmForm({ lastResult }: { lastResult: SubmissionResult | null | undefined }) {
  const t = useT();
  const { paths } = useRootData();
  const navigation = useNavigation();
  const [form, fields] = useKitForm({ schema: redeemConfirmSchema, lastResult });
  const terms = fields.termsAccepted;
  const termsError = terms.errors?.[0];
  const placing = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'confirm';
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} className="checkout-form" noValidate>
      <input type="hidden" name="intent" value="confirm" />
      <input type="hidden" name="expectedExtra" value="0" />
      <p className="redeem-paid">
        <Icon name="check" size={20} /> {t('redeem.checkout.paidByBalance')}
      </p>
      <div className="terms">
        <label className="check">
          <input
            key={terms.key}
            type="checkbox"
            name={terms.name}
            defaultChecked={terms.initialValue === 'on'}
            aria-invalid={!!termsError || undefined}
            aria-describedby={termsError ? terms.errorId : undefined}
          />
          <span>
            {t('checkout.terms', { link: '' })}
            <Link to={paths.redeemTerms} target="_blank">
              {t('checkout.termsLink')}
            </Link>
          </span>
        </label>
        {termsError && (
          <p id={terms.errorId} className="field__error" role="alert">
            {termsError}
          </p>
        )}
      </div>
      <FormAlert errors={form.errors} icon className="redeem-alert" />
      <SubmitButton intent="confirm" variant="primary" size="lg" block>
        {t('redeem.checkout.confirm')}
      </SubmitButton>
      {placing && (
        <p className="checkout-form__hint" role="status">
          {t('redeem.checkout.placing')}
        </p>
      )}
    </Form>
  );
}

/**
 * The last step (§2 redeem flow 3, "pay any extra"): with an extra, the checkout's payment step
 * for that amount (its method choice, bank modal and terms); without, a plain confirmation.
 */
export function RedeemPayment({ order, methods, lastResult, paymentReply }: Props) {
  const t = useT();
  if (order.extraToPay.value <= 0) return <ConfirmForm lastResult={lastResult} />;
  // The payment step reads the amount to pay and the customer type; a redeem holder is a private customer.
  const payable: PayableOrder = { billingAddress: { customerType: 'PRIVATE' }, totals: { grandTotal: order.extraToPay } };
  return (
    // The provider's page is a new document: leaving for it is no accident to warn about.
    <div className="redeem-extra" onSubmitCapture={() => suspendCloseWarning()}>
      <p className="notice notice--info">
        <Icon name="info" size={18} /> {t('redeem.checkout.extraIntro', { amount: t.money(order.extraToPay) })}
      </p>
      <PaymentStep order={payable} methods={methods} lastResult={paymentReply} retry={null} />
    </div>
  );
}
