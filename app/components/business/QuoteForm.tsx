import { useEffect, useRef } from 'react';
import { Form, Link, useActionData, useLocation, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { Icon } from '../Icon.tsx';
import { Button } from '../ui/Button.tsx';
import { Field } from '../ui/Field.tsx';
import { HumanCheck } from '../ui/HumanCheck.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { TextArea } from '../ui/TextArea.tsx';
import { formatDialCode, phoneCountries } from '../../../common/rules/countries.ts';
import { COMPANY_NAME_MAX, BUSINESS_FIELD_MAX, EMAIL_MAX } from '../../../common/rules/limits.ts';
import { QUOTE_CONTACT_NAME_MAX, QUOTE_MESSAGE_MAX, QUOTE_REMARK_MAX } from '../../../common/forms/quote-form.ts';
import type { BusinessActionData, BusinessPaths, QuotePrefill } from './fragments.ts';

type Props = {
  challenge: Record<string, unknown>;
  prefill: QuotePrefill | null;
  storeCountry: string;
  paths: BusinessPaths;
  /** The page without the carried-over product: "remove" leads there. */
  clearHref: string;
};

/** Fields of the form; an error for anything else (the product, the human check) shows on top. */
const SHOWN = ['companyName', 'vatNumber', 'contactName', 'email', 'phoneCountry', 'phoneNumber', 'quantity', 'value', 'message', 'remark'];

/** The refusals that belong to no field of the form, in the catalogue's words. */
function generalErrors(result: BusinessActionData): string[] {
  return [
    ...result.general,
    ...Object.entries(result.fields)
      .filter(([f]) => !SHOWN.includes(f))
      .map(([, m]) => m),
  ];
}

/**
 * The quote request (§1, §6): company details, a message with its remaining count and a remark,
 * optionally about a product with a number of cards and a value. The human check's token goes
 * with it; the API stores it and e-mails the sales team and the company.
 */
export function QuoteForm({ challenge, prefill, storeCountry, paths, clearHref }: Props) {
  const t = useT();
  const navigation = useNavigation();
  const posted = useActionData() as BusinessActionData | undefined;
  const result = posted?.form === 'quote' ? posted : undefined;
  const values = result?.values ?? {};
  const errors = result?.fields ?? {};
  const general = result ? generalErrors(result) : [];
  const product = prefill?.product ?? null;
  const productId = values.productId || product?.id || '';
  const field = (name: string) => ({ id: `quote-${name}`, name, defaultValue: values[name] ?? '', error: errors[name] });
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'quote';
  const formRef = useRef<HTMLFormElement>(null);
  // Sent without JavaScript, the answer opens at the form again, with the page's own query (the carried-over product).
  const { pathname, search } = useLocation();
  // A refused request: the first field at fault (or the message on top) gets the focus, so the
  // person sees what to fix instead of the button they just pressed. With JavaScript the answer
  // keeps the page where it is (no #preventivo, no scroll reset) and this is the only scroll;
  // without it, the answer opens at #preventivo.
  const hydrated = useHydrated();
  useEffect(() => {
    if (!result) return;
    const target = formRef.current?.querySelector<HTMLElement>('.notice--error, [aria-invalid="true"]');
    if (!target) return;
    if (target.classList.contains('notice--error')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'center' });
  }, [result]);

  return (
    <Form
      method="post"
      action={`${pathname}${search}${hydrated ? '' : '#preventivo'}`}
      preventScrollReset
      className="biz-quote-form"
      noValidate
      aria-labelledby="quote-form-title"
      ref={formRef}
    >
      <input type="hidden" name="intent" value="quote" />
      {general.length > 0 && (
        <div className="notice notice--error" role="alert">
          <strong>{t('business.quote.errorTitle')}</strong>
          {general.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      )}
      {productId && product && (
        <div className="biz-quote-form__product">
          <Icon name="gift" size={20} />
          <p>
            <span>{t('business.quote.about')}</span> <strong>{product.title}</strong>
          </p>
          <Link to={clearHref} className="biz-quote-form__clear">
            {t('business.quote.removeProduct')}
          </Link>
          <input type="hidden" name="productId" value={productId} />
        </div>
      )}

      <fieldset className="biz-fieldset">
        <legend>{t('business.quote.company')}</legend>
        <div className="biz-grid">
          <Field {...field('companyName')} label={t('business.quote.companyName')} autoComplete="organization" maxLength={COMPANY_NAME_MAX} required />
          <Field
            {...field('vatNumber')}
            label={t('business.quote.vatNumber')}
            hint={t('business.quote.vatHint')}
            maxLength={BUSINESS_FIELD_MAX}
            autoComplete="off"
            required
          />
          <Field {...field('contactName')} label={t('business.quote.contactName')} autoComplete="name" maxLength={QUOTE_CONTACT_NAME_MAX} required />
          <Field {...field('email')} type="email" label={t('business.quote.email')} autoComplete="email" maxLength={EMAIL_MAX} required />
        </div>
        <div className="biz-grid biz-grid--phone">
          <div className={`ui-field${errors.phoneCountry ? ' ui-field--error' : ''}`}>
            <label className="ui-field__label" htmlFor="quote-phoneCountry">
              {t('business.quote.phoneCountry')}
            </label>
            <select
              id="quote-phoneCountry"
              name="phoneCountry"
              className="ui-input"
              defaultValue={values.phoneCountry || storeCountry}
              aria-invalid={errors.phoneCountry ? true : undefined}
              aria-describedby={errors.phoneCountry ? 'quote-phoneCountry-error' : undefined}
            >
              {phoneCountries(t.intlLocale).map((d) => (
                <option key={d.country} value={d.country}>
                  {formatDialCode(d.dialCode)} {d.name}
                </option>
              ))}
            </select>
            {errors.phoneCountry && (
              <p id="quote-phoneCountry-error" className="ui-field__error">
                {errors.phoneCountry}
              </p>
            )}
          </div>
          <Field {...field('phoneNumber')} type="tel" label={t('business.quote.phoneNumber')} autoComplete="tel-national" inputMode="tel" required />
        </div>
      </fieldset>

      <fieldset className="biz-fieldset">
        <legend>{t('business.quote.request')}</legend>
        <div className="biz-grid">
          <Field
            {...field('quantity')}
            defaultValue={values.quantity ?? prefill?.quantity ?? ''}
            label={t('business.quote.quantity')}
            hint={t('business.quote.optional')}
            inputMode="numeric"
            autoComplete="off"
          />
          <Field
            {...field('value')}
            defaultValue={values.value ?? prefill?.value ?? ''}
            label={t('business.quote.value')}
            hint={t('business.quote.optional')}
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
        <TextArea
          {...field('message')}
          label={t('business.quote.message')}
          hint={t('business.quote.messageHint')}
          limit={QUOTE_MESSAGE_MAX}
          rows={5}
          required
        />
        <TextArea {...field('remark')} label={t('business.quote.remark')} hint={t('business.quote.remarkHint')} limit={QUOTE_REMARK_MAX} rows={2} />
      </fieldset>

      <HumanCheck challenge={challenge} />
      <Button type="submit" variant="primary" size="lg" block loading={busy} iconEnd={<Icon name="arrow-right" size={20} />}>
        {t('business.quote.submit')}
      </Button>
      <p className="biz-quote-form__privacy">
        <Icon name="lock" size={16} />{' '}
        <span>
          {t('business.quote.privacy')} {paths.privacy && <Link to={paths.privacy}>{t('business.quote.privacyLink')}</Link>}
        </span>
      </p>
    </Form>
  );
}

/** After the request went out (?preventivo=PR-000042): the promise and what happens next. */
export function QuoteSent({ reference, again }: { reference: string; again: string }) {
  const t = useT();
  return (
    <div className="biz-quote-sent" role="status">
      <span className="biz-quote-sent__icon">
        <Icon name="check" size={28} />
      </span>
      <h2 id="quote-form-title" className="biz-quote-sent__title">
        {t('business.sent.title')}
      </h2>
      <p>{t('business.sent.text', { reference })}</p>
      <ul className="biz-quote-sent__next">
        <li>
          <Icon name="mail" size={18} /> {t('business.sent.mail')}
        </li>
        <li>
          <Icon name="clock" size={18} /> {t('business.sent.hour')}
        </li>
        <li>
          <Icon name="phone" size={18} /> {t('business.sent.call')}
        </li>
      </ul>
      <Link to={again} className="link-button">
        {t('business.sent.again')}
      </Link>
    </div>
  );
}
