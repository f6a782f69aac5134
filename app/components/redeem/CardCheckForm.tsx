import { useState, type ComponentType } from 'react';
import type { Fetcher, FormProps } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import { useT } from '../../lib/i18n.tsx';
import { formatCardNumber } from '../../lib/redeem-card.ts';
import { CARD_NUMBER_LENGTH, PIN_LENGTH } from '../../../common/rules/limits.ts';
import { cardFormSchema } from '../../../common/forms/card-form.ts';
import { FormAlert, SubmitButton, useKitForm } from '../form/index.ts';
import { Field } from '../ui/Field.tsx';
import { HumanCheck } from '../ui/HumanCheck.tsx';
import { Icon } from '../Icon.tsx';

type Props = {
  /** React Router's <Form>, or a fetcher's when the form lives in a modal. */
  FormComponent: ComponentType<FormProps>;
  action?: string;
  intent: 'check' | 'addCard';
  submitLabel: string;
  challenge: Record<string, unknown> | null;
  /** The action's answer to a refused check (RedeemActionData.reply). */
  lastResult: SubmissionResult | null | undefined;
  /** The modal's fetcher: the button is busy while it is. */
  fetcher?: Pick<Fetcher, 'state'>;
  idPrefix: string;
};

/**
 * Card number (19 digits, typed with or without spaces) and PIN (6 digits), the human check,
 * and submit (§2, §5). The browser checks the form first with the shared schema; the action
 * checks again and the API has the last word. Refusals that name no field go above the button.
 */
export function CardCheckForm({ FormComponent, action, intent, submitLabel, challenge, lastResult, fetcher, idPrefix }: Props) {
  const t = useT();
  const [form, fields] = useKitForm({ schema: cardFormSchema, lastResult });
  // The number is grouped by four as it is typed, like on the card.
  const [number, setNumber] = useState(formatCardNumber(fields.cardNumber.initialValue ?? ''));
  const [pin, setPin] = useState('');
  // A refused check starts the PIN over: it is never sent back, nor left standing.
  const [answered, setAnswered] = useState(lastResult);
  if (lastResult !== answered) {
    setAnswered(lastResult);
    setPin('');
  }

  return (
    <FormComponent method="post" action={action} id={form.id} onSubmit={form.onSubmit} className="card-check" noValidate>
      <input type="hidden" name="intent" value={intent} />
      <Field
        id={`${idPrefix}-number`}
        label={t('redeem.card.number')}
        name="cardNumber"
        value={number}
        onChange={(e) => {
          const el = e.currentTarget;
          const atEnd = el.selectionStart === el.value.length;
          setNumber(atEnd ? formatCardNumber(el.value) : el.value);
        }}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={CARD_NUMBER_LENGTH + 8}
        placeholder="0000 0000 0000 0000 000"
        hint={t('redeem.card.numberHint')}
        error={fields.cardNumber.errors?.[0]}
      />
      <Field
        id={`${idPrefix}-pin`}
        label={t('redeem.card.pin')}
        name="pin"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PIN_LENGTH + 2}
        className="card-check__pin"
        hint={t('redeem.card.pinHint')}
        error={fields.pin.errors?.[0]}
        value={pin}
        onChange={(e) => setPin(e.currentTarget.value)}
      />
      <div className="card-check__human">{challenge ? <HumanCheck challenge={challenge} name="captchaToken" /> : null}</div>
      <FormAlert errors={form.errors} icon className="redeem-alert" />
      <SubmitButton fetcher={fetcher} variant="primary" size="lg" block iconEnd={<Icon name="arrow-right" size={20} />}>
        {submitLabel}
      </SubmitButton>
      <p className="card-check__secure">
        <Icon name="lock" size={16} /> {t('redeem.card.secure')}
      </p>
    </FormComponent>
  );
}
