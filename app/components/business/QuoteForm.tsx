import { Form, Link, useActionData, useLocation } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { Icon } from '../Icon.tsx';
import { Field, FormAlert, SubmitButton, TextAreaField, useKitForm } from '../form/index.ts';
import { HumanCheck } from '../ui/HumanCheck.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { formatDialCode, phoneCountries } from '../../../common/rules/countries.ts';
import { COMPANY_NAME_MAX, BUSINESS_FIELD_MAX, EMAIL_MAX } from '../../../common/rules/limits.ts';
import { QUOTE_CONTACT_NAME_MAX, QUOTE_MESSAGE_MAX, QUOTE_REMARK_MAX, quoteFormSchema } from '../../../common/forms/quote-form.ts';
import type { BusinessActionData, BusinessPaths, QuotePrefill } from './fragments.ts';

type Props = {
  challenge: Record<string, unknown>;
  prefill: QuotePrefill | null;
  storeCountry: string;
  paths: BusinessPaths;
  /** The page without the carried-over product: "remove" leads there. */
  clearHref: string;
};

/**
 * The quote request (§1, §6): company details, a message with its remaining count and a remark,
 * optionally about a product with a number of cards and a value. The human check's token goes
 * with it; the API stores it and e-mails the sales team and the company. An error for anything
 * but a field (the product, the human check) shows on top.
 */
export function QuoteForm({ challenge, prefill, storeCountry, paths, clearHref }: Props) {
  const t = useT();
  const posted = useActionData() as BusinessActionData | undefined;
  const product = prefill?.product ?? null;
  const [form, fields] = useKitForm({
    schema: quoteFormSchema(storeCountry),
    lastResult: posted?.form === 'quote' ? posted : undefined,
    defaultValue: { phoneCountry: storeCountry, quantity: prefill?.quantity ?? '', value: prefill?.value ?? '' },
  });
  const productId = fields.productId.initialValue || product?.id || '';
  const phoneCountryError = fields.phoneCountry.errors?.[0];
  // Sent without JavaScript, the answer opens at the form again, with the page's own query (the
  // carried-over product), at #preventivo; with JavaScript the page stays where it is and the
  // first field at fault (or the message on top) gets the focus.
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();

  return (
    <Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      action={`${pathname}${search}${hydrated ? '' : '#preventivo'}`}
      preventScrollReset
      className="biz-quote-form"
      noValidate
      aria-labelledby="quote-form-title"
    >
      <input type="hidden" name="intent" value="quote" />
      <FormAlert errors={form.errors} title={t('business.quote.errorTitle')} className="biz-quote-form__alert" />
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
          <Field
            field={fields.companyName}
            id="quote-companyName"
            label={t('business.quote.companyName')}
            autoComplete="organization"
            maxLength={COMPANY_NAME_MAX}
            required
          />
          <Field
            field={fields.vatNumber}
            id="quote-vatNumber"
            label={t('business.quote.vatNumber')}
            hint={t('business.quote.vatHint')}
            maxLength={BUSINESS_FIELD_MAX}
            autoComplete="off"
            required
          />
          <Field
            field={fields.contactName}
            id="quote-contactName"
            label={t('business.quote.contactName')}
            autoComplete="name"
            maxLength={QUOTE_CONTACT_NAME_MAX}
            required
          />
          <Field field={fields.email} id="quote-email" type="email" label={t('business.quote.email')} autoComplete="email" maxLength={EMAIL_MAX} required />
        </div>
        <div className="biz-grid biz-grid--phone">
          <div className={`ui-field${phoneCountryError ? ' ui-field--error' : ''}`}>
            <label className="ui-field__label" htmlFor="quote-phoneCountry">
              {t('business.quote.phoneCountry')}
            </label>
            <select
              key={fields.phoneCountry.key}
              id="quote-phoneCountry"
              name="phoneCountry"
              className="ui-input"
              defaultValue={fields.phoneCountry.initialValue || storeCountry}
              aria-invalid={phoneCountryError ? true : undefined}
              aria-describedby={phoneCountryError ? 'quote-phoneCountry-error' : undefined}
            >
              {phoneCountries(t.intlLocale).map((d) => (
                <option key={d.country} value={d.country}>
                  {formatDialCode(d.dialCode)} {d.name}
                </option>
              ))}
            </select>
            {phoneCountryError && (
              <p id="quote-phoneCountry-error" className="ui-field__error">
                {phoneCountryError}
              </p>
            )}
          </div>
          <Field
            field={fields.phoneNumber}
            id="quote-phoneNumber"
            type="tel"
            label={t('business.quote.phoneNumber')}
            autoComplete="tel-national"
            inputMode="tel"
            required
          />
        </div>
      </fieldset>

      <fieldset className="biz-fieldset">
        <legend>{t('business.quote.request')}</legend>
        <div className="biz-grid">
          <Field
            field={fields.quantity}
            id="quote-quantity"
            label={t('business.quote.quantity')}
            hint={t('business.quote.optional')}
            inputMode="numeric"
            autoComplete="off"
          />
          <Field
            field={fields.value}
            id="quote-value"
            label={t('business.quote.value')}
            hint={t('business.quote.optional')}
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
        <TextAreaField
          field={fields.message}
          id="quote-message"
          label={t('business.quote.message')}
          hint={t('business.quote.messageHint')}
          limit={QUOTE_MESSAGE_MAX}
          rows={5}
          required
        />
        <TextAreaField
          field={fields.remark}
          id="quote-remark"
          label={t('business.quote.remark')}
          hint={t('business.quote.remarkHint')}
          limit={QUOTE_REMARK_MAX}
          rows={2}
        />
      </fieldset>

      <HumanCheck challenge={challenge} />
      <SubmitButton intent="quote" variant="primary" size="lg" block iconEnd={<Icon name="arrow-right" size={20} />}>
        {t('business.quote.submit')}
      </SubmitButton>
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
