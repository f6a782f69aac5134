import { useRef, useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { cardNumberIssue, formatCardNumber, pinIssue } from '../../lib/redeem-card.ts';
import { CARD_NUMBER_LENGTH, PIN_LENGTH } from '../../../common/rules/limits.ts';
import { Field } from '../ui/Field.tsx';
import { Button } from '../ui/Button.tsx';
import { HumanCheck } from '../ui/HumanCheck.tsx';
import { Icon } from '../Icon.tsx';
import { ConsentCheckbox } from './ConsentCheckbox.tsx';
import type { ErrorItem } from './fragments.ts';

type Props = { challenge: Record<string, unknown>; errors: ErrorItem[]; values: Record<string, string> };

const FIELDS = ['cardNumber', 'pin', 'email', 'consent'];

/**
 * The entry form of /doppiatore/: card number and PIN (checked like a balance check), the human
 * check, the e-mail and the consent to be e-mailed about the draw. Posted to the route action.
 */
export function DoublerForm({ challenge, errors, values }: Props) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'enter';
  const [number, setNumber] = useState(formatCardNumber(values.cardNumber ?? ''));
  const [local, setLocal] = useState<Record<string, string>>({});
  const numberRef = useRef<HTMLInputElement>(null);
  const pinRef = useRef<HTMLInputElement>(null);

  function submit(e: FormEvent<HTMLFormElement>) {
    const form = new FormData(e.currentTarget);
    const n = cardNumberIssue(String(form.get('cardNumber') ?? ''));
    const p = pinIssue(String(form.get('pin') ?? ''));
    const issues: Record<string, string> = {};
    if (n) issues.cardNumber = t(n);
    if (p) issues.pin = t(p);
    setLocal(issues);
    if (n || p) {
      e.preventDefault();
      (n ? numberRef : pinRef).current?.focus();
    }
  }

  const forget = (name: string) => setLocal(({ [name]: _, ...rest }) => rest);
  const error = (name: string) => local[name] ?? errors.find((e) => e.referencedRequestParameter === name)?.message;
  const general = errors.filter((e) => !FIELDS.includes(e.referencedRequestParameter ?? '')).map((e) => e.message);
  const cardRefusal = errors.find((e) => e.referencedRequestParameter === 'cardNumber' && e.code !== 9004);
  return (
    <Form method="post" className="doubler-form" noValidate onSubmit={submit}>
      <input type="hidden" name="intent" value="enter" />
      {(general.length > 0 || cardRefusal) && (
        <div className="doubler-alert" role="alert">
          <Icon name="alert" size={20} />
          <div>
            <strong>{t('doubler.form.errorTitle')}</strong>
            {[...(cardRefusal ? [cardRefusal.message] : []), ...general].map((m) => (
              <p key={m}>{m}</p>
            ))}
          </div>
        </div>
      )}
      <Field
        ref={numberRef}
        id="doubler-number"
        label={t('doubler.form.cardNumber')}
        name="cardNumber"
        value={number}
        onChange={(e) => {
          const el = e.currentTarget;
          setNumber(el.selectionStart === el.value.length ? formatCardNumber(el.value) : el.value);
          forget('cardNumber');
        }}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={CARD_NUMBER_LENGTH + 8}
        placeholder="0000 0000 0000 0000 000"
        hint={t('doubler.form.cardNumberHint')}
        error={cardRefusal ? undefined : error('cardNumber')}
        invalid={Boolean(cardRefusal)}
      />
      <Field
        ref={pinRef}
        id="doubler-pin"
        label={t('doubler.form.pin')}
        name="pin"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PIN_LENGTH + 2}
        wrapperClassName="doubler-form__pin"
        error={error('pin')}
        onChange={() => forget('pin')}
      />
      <Field
        id="doubler-email"
        label={t('doubler.form.email')}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={values.email ?? ''}
        hint={t('doubler.form.emailHint')}
        error={error('email')}
      />
      <ConsentCheckbox id="doubler-consent" defaultChecked={values.consent === 'on'} error={error('consent')} />
      <div className="doubler-form__human">
        <HumanCheck key={String(challenge.signature ?? '')} challenge={challenge} name="captchaToken" />
      </div>
      <Button type="submit" variant="primary" size="lg" block loading={busy} iconEnd={<Icon name="arrow-right" size={20} />}>
        {t('doubler.form.submit')}
      </Button>
      <p className="doubler-form__secure">
        <Icon name="lock" size={16} /> {t('doubler.form.secure')}
      </p>
    </Form>
  );
}
