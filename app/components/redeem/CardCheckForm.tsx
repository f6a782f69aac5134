import { useRef, useState, type ComponentType, type FormEvent } from 'react';
import type { FormProps } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { cardNumberIssue, formatCardNumber, pinIssue } from '../../lib/redeem-card.ts';
import { CARD_NUMBER_LENGTH, PIN_LENGTH } from '../../../common/rules/limits.ts';
import { Field } from '../ui/Field.tsx';
import { Button } from '../ui/Button.tsx';
import { HumanCheck } from '../ui/HumanCheck.tsx';
import { Icon } from '../Icon.tsx';
import { RedeemAlert } from './FormAlert.tsx';
import { fieldError, formErrors } from './errors.ts';
import type { ErrorItem } from './fragments.ts';

type Props = {
  /** React Router's <Form>, or a fetcher's when the form lives in a modal. */
  FormComponent: ComponentType<FormProps>;
  action?: string;
  intent: 'check' | 'addCard';
  submitLabel: string;
  challenge: Record<string, unknown> | null;
  errors?: ErrorItem[];
  values?: Record<string, string>;
  busy: boolean;
  idPrefix: string;
};

const FIELDS = ['cardNumber', 'pin', 'captchaToken'];

/**
 * Card number (19 digits, typed with or without spaces) and PIN (6 digits), the human check,
 * and submit (§2, §5). The browser checks the form first with the shared rules' messages; the
 * action checks again and the API has the last word.
 */
export function CardCheckForm({ FormComponent, action, intent, submitLabel, challenge, errors, values, busy, idPrefix }: Props) {
  const t = useT();
  const [number, setNumber] = useState(formatCardNumber(values?.cardNumber ?? ''));
  const [pin, setPin] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const numberRef = useRef<HTMLInputElement>(null);
  const pinRef = useRef<HTMLInputElement>(null);
  // What the server said, until the visitor changes the form again.
  const [shownErrors, setShownErrors] = useState(errors);
  // A refused check starts the PIN over: it is never sent back, nor left standing.
  if (errors !== shownErrors && !busy) {
    setShownErrors(errors);
    setPin('');
  }

  function submit(e: FormEvent<HTMLFormElement>) {
    const form = new FormData(e.currentTarget);
    const issues: Record<string, string> = {};
    const n = cardNumberIssue(String(form.get('cardNumber') ?? ''));
    const p = pinIssue(String(form.get('pin') ?? ''));
    if (n) issues.cardNumber = t(n);
    if (p) issues.pin = t(p);
    setLocal(issues);
    if (n || p) {
      e.preventDefault();
      (n ? numberRef : pinRef).current?.focus();
    }
  }

  const error = (f: string) => local[f] ?? fieldError(shownErrors, f);
  const general = formErrors(shownErrors, FIELDS.slice(0, 2));
  return (
    <FormComponent method="post" action={action} className="card-check" noValidate onSubmit={submit}>
      <input type="hidden" name="intent" value={intent} />
      <Field
        ref={numberRef}
        id={`${idPrefix}-number`}
        label={t('redeem.card.number')}
        name="cardNumber"
        value={number}
        onChange={(e) => {
          const el = e.currentTarget;
          const atEnd = el.selectionStart === el.value.length;
          setNumber(atEnd ? formatCardNumber(el.value) : el.value);
          setLocal(({ cardNumber: _, ...rest }) => rest);
        }}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={CARD_NUMBER_LENGTH + 8}
        placeholder="0000 0000 0000 0000 000"
        hint={t('redeem.card.numberHint')}
        error={error('cardNumber')}
      />
      <Field
        ref={pinRef}
        id={`${idPrefix}-pin`}
        label={t('redeem.card.pin')}
        name="pin"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PIN_LENGTH + 2}
        className="card-check__pin"
        hint={t('redeem.card.pinHint')}
        error={error('pin')}
        value={pin}
        onChange={(e) => {
          setPin(e.currentTarget.value);
          setLocal(({ pin: _, ...rest }) => rest);
        }}
      />
      <div className="card-check__human">{challenge ? <HumanCheck challenge={challenge} name="captchaToken" /> : null}</div>
      <RedeemAlert id={`${idPrefix}-alert`} messages={general} />
      <Button type="submit" variant="primary" size="lg" block loading={busy} iconEnd={<Icon name="arrow-right" size={20} />}>
        {submitLabel}
      </Button>
      <p className="card-check__secure">
        <Icon name="lock" size={16} /> {t('redeem.card.secure')}
      </p>
    </FormComponent>
  );
}
