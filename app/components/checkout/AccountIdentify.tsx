import { useEffect } from 'react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { Button } from '../ui/Button.tsx';
import { Field } from '../ui/Field.tsx';
import { HumanCheck } from '../ui/HumanCheck.tsx';
import { Icon } from '../Icon.tsx';
import type { ErrorItem } from './form-data.ts';

type Answer = { ok: boolean; errors: ErrorItem[]; values: Record<string, string> };
type Props = { action: string; challenge: Record<string, unknown> | null; answer?: Answer; guestFormId: string };

/**
 * The account identify step (§4) for a guest: an e-mail and the human check go to checkUserExist.
 * An existing account leads to login (and back); an unknown e-mail to the guest form, which then
 * has the e-mail filled in and gets the focus.
 */
export function AccountIdentify({ action, challenge, answer, guestFormId }: Props) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'identify';
  const fieldError = answer?.errors.find((e) => e.referencedRequestParameter === 'identifyEmail')?.message;
  const general = answer?.errors.filter((e) => e.referencedRequestParameter !== 'identifyEmail').map((e) => e.message) ?? [];
  const unknown = answer?.ok ? answer.values.identifyEmail : null;
  useEffect(() => {
    if (!unknown) return;
    document.getElementById(guestFormId)?.querySelector<HTMLElement>('select, input:not([type="hidden"])')?.focus();
  }, [unknown, guestFormId]);
  return (
    <section className="redeem-panel account-identify" aria-labelledby="account-identify-title">
      <h2 id="account-identify-title" className="checkout-form__title">
        <Icon name="user" /> {t('checkout.identify.title')}
      </h2>
      <p className="checkout-form__hint">{t('checkout.identify.text')}</p>
      <Form method="post" action={action} className="account-identify__form" noValidate>
        <input type="hidden" name="intent" value="identify" />
        <Field
          label={t('checkout.identify.email')}
          name="identifyEmail"
          type="email"
          autoComplete="email"
          required
          defaultValue={answer?.values.identifyEmail ?? ''}
          error={fieldError}
        />
        {challenge && <HumanCheck challenge={challenge} />}
        {general.length > 0 && (
          <p className="field__error" role="alert">
            {general[0]}
          </p>
        )}
        <Button type="submit" variant="secondary" size="lg" loading={busy}>
          {t('checkout.identify.submit')}
        </Button>
      </Form>
      {unknown && (
        <p className="notice notice--info" role="status">
          {t('checkout.identify.unknown', { email: unknown })}
        </p>
      )}
    </section>
  );
}
