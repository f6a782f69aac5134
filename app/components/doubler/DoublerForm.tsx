import { useState } from 'react';
import { Form } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { formatCardNumber } from '../../lib/redeem-card.ts';
import { CARD_NUMBER_LENGTH, PIN_LENGTH } from '../../../common/rules/limits.ts';
import { doublerEntrySchema } from '../../../common/forms/card-form.ts';
import { Field, FormAlert, SubmitButton, useKitForm } from '../form/index.ts';
import { Field as UiField } from '../ui/Field.tsx';
import { HumanCheck } from '../ui/HumanCheck.tsx';
import { Icon } from '../Icon.tsx';
import { ConsentCheckbox } from './ConsentCheckbox.tsx';
import type { DoublerActionData } from './fragments.ts';

type Props = { challenge: Record<string, unknown>; result: DoublerActionData | undefined };

/**
 * The entry form of /doppiatore/: card number and PIN (checked like a balance check), the human
 * check, the e-mail and the consent to be e-mailed about the draw. Posted to the route action.
 * A refusal of the card itself (unknown, wrong PIN) shows on top with the number marked.
 */
export function DoublerForm({ challenge, result }: Props) {
  const t = useT();
  const [form, fields] = useKitForm({ schema: doublerEntrySchema, lastResult: result });
  // The number is grouped by four as it is typed, like on the card.
  const [number, setNumber] = useState(formatCardNumber(fields.cardNumber.initialValue ?? ''));
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} className="doubler-form" noValidate>
      <input type="hidden" name="intent" value="enter" />
      <FormAlert errors={form.errors} title={t('doubler.form.errorTitle')} icon className="doubler-alert" />
      <UiField
        id="doubler-number"
        label={t('doubler.form.cardNumber')}
        name="cardNumber"
        value={number}
        onChange={(e) => {
          const el = e.currentTarget;
          setNumber(el.selectionStart === el.value.length ? formatCardNumber(el.value) : el.value);
        }}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={CARD_NUMBER_LENGTH + 8}
        placeholder="0000 0000 0000 0000 000"
        hint={t('doubler.form.cardNumberHint')}
        error={fields.cardNumber.errors?.[0]}
        invalid={result?.cardRefused}
      />
      <Field
        field={fields.pin}
        id="doubler-pin"
        label={t('doubler.form.pin')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={PIN_LENGTH + 2}
        wrapperClassName="doubler-form__pin"
      />
      <Field field={fields.email} id="doubler-email" label={t('doubler.form.email')} type="email" autoComplete="email" hint={t('doubler.form.emailHint')} />
      <ConsentCheckbox key={fields.consent.key} id="doubler-consent" defaultChecked={fields.consent.initialValue === 'on'} error={fields.consent.errors?.[0]} />
      <div className="doubler-form__human">
        <HumanCheck key={String(challenge.signature ?? '')} challenge={challenge} name="captchaToken" />
      </div>
      <SubmitButton intent="enter" variant="primary" size="lg" block iconEnd={<Icon name="arrow-right" size={20} />}>
        {t('doubler.form.submit')}
      </SubmitButton>
      <p className="doubler-form__secure">
        <Icon name="lock" size={16} /> {t('doubler.form.secure')}
      </p>
    </Form>
  );
}
