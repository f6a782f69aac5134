import { storefrontById } from '../../../common/storefronts.ts';
import { Form } from 'react-router';
import { useId } from 'react';
import { Field } from '../../components/ui/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { adminT, moneyText, timeText } from '../../admin/messages.ts';
import type { Me } from './admin.server.ts';

// One quote request on /admin/quotes: what the company asked, and the three things support does
// with it (reply, close, make the order on invoice), as the role allows (the API checks).

type Quote = {
  reference: string;
  status: string;
  storeId: number;
  companyName: string;
  contactName: string;
  email: string;
  phoneNumber: string;
  vatNumber: string;
  message: string;
  remark: string | null;
  productId: number | null;
  productTitle: string | null;
  quantity: number | null;
  valueCents: number | null;
  receivedAt: string;
  answeredAt: string | null;
  orderNumber: string | null;
};
type Problem = { code: number; message: string; referencedRequestParameter: string | null };
type Acted = { intent: string; view: { errors: Problem[] }; typed?: Record<string, unknown> } | null;

const done = { reply: 'quotes.replied', status: 'quotes.statusSet', convert: 'quotes.converted' } as const;

export function QuoteDetails({ me, quote, acted }: { me: Me; quote: Quote; acted: Acted }) {
  const t = adminT(me.language);
  const may = me.permissions.includes('quotes.write');
  const open = quote.status !== 'won' && quote.status !== 'lost';
  const errors = acted?.view.errors ?? [];
  const general = errors.find((e) => !e.referencedRequestParameter || e.referencedRequestParameter === 'reference');
  const on = (field: string) => errors.find((e) => e.referencedRequestParameter === field)?.message;
  const typed = (name: string, fallback: string) => String(acted?.intent === 'convert' ? (acted.typed?.[name] ?? fallback) : fallback);
  const [first = '', ...rest] = quote.contactName.split(' ');
  // An Italian company's e-invoice names its registered office (decision 046).
  const italian = storefrontById(quote.storeId)?.country === 'IT';
  const statusId = useId();
  const replyId = useId();
  return (
    <>
      <div aria-live="polite">
        {general && (
          <p role="alert" className="admin-alert">
            {general.message}
          </p>
        )}
        {acted && errors.length > 0 && !general && (
          <p role="alert" className="admin-alert">
            {errors.map((e) => e.message).join(' ')}
          </p>
        )}
        {acted && !errors.length && <p className="admin-done">{t(done[acted.intent as keyof typeof done] ?? 'quotes.statusSet')}</p>}
      </div>
      <dl className="admin-facts">
        {[
          [t('quotes.status'), t(`quote.${quote.status as 'new'}`)],
          [t('quotes.company'), quote.companyName],
          [t('quotes.vat'), quote.vatNumber],
          [t('quotes.contact'), quote.contactName],
          [t('quotes.email'), quote.email],
          [t('quotes.phone'), quote.phoneNumber],
          [t('quotes.received'), timeText(quote.receivedAt, me.language)],
          [
            t('quotes.product'),
            `${quote.productTitle ?? t('quotes.anyProduct')}${quote.quantity !== null && quote.valueCents !== null ? ` · ${quote.quantity} ${t('quotes.cards')} ${moneyText(quote.valueCents, 'EUR', me.language)}` : ''}`,
          ],
          ...(quote.orderNumber ? [[t('quotes.order'), quote.orderNumber]] : []),
        ].map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <h2>{t('quotes.message')}</h2>
      <p className="admin-quote-message">{quote.message}</p>
      {quote.remark && (
        <p>
          {t('quotes.remark')}: {quote.remark}
        </p>
      )}
      {may && open && (
        <div className="admin-actions">
          <Form method="post" className="admin-card admin-form" aria-labelledby={`${replyId}-title`}>
            <h2 id={`${replyId}-title`}>{t('quotes.replyTitle')}</h2>
            <input type="hidden" name="reference" value={quote.reference} />
            <div className="ui-field">
              <label htmlFor={replyId} className="ui-field__label">
                {t('quotes.replyText')}
              </label>
              <textarea
                id={replyId}
                name="text"
                required
                maxLength={5000}
                rows={6}
                className="ui-input admin-textarea"
                aria-invalid={!!on('text') || undefined}
              />
              {on('text') && <p className="ui-field__error">{on('text')}</p>}
            </div>
            <Button type="submit" name="intent" value="reply" variant="primary">
              {t('quotes.reply')}
            </Button>
          </Form>
          {!quote.orderNumber && (
            <Form method="post" className="admin-card admin-form" aria-labelledby="admin-convert-title">
              <h2 id="admin-convert-title">{t('quotes.convertTitle')}</h2>
              <input type="hidden" name="reference" value={quote.reference} />
              <Field
                label={t('quotes.productId')}
                name="productId"
                required
                defaultValue={typed('productId', String(quote.productId ?? ''))}
                error={on('productId')}
              />
              <Field
                label={t('quotes.value')}
                name="value"
                inputMode="numeric"
                required
                defaultValue={typed('valueEuros', quote.valueCents === null ? '' : String(quote.valueCents / 100))}
                error={on('value')}
              />
              <Field
                label={t('quotes.quantity')}
                name="quantity"
                inputMode="numeric"
                required
                defaultValue={typed('quantity', String(quote.quantity ?? ''))}
                error={on('quantity')}
              />
              <Field label={t('quotes.firstName')} name="firstName" required defaultValue={typed('firstName', first)} error={on('firstName')} />
              <Field label={t('quotes.lastName')} name="lastName" required defaultValue={typed('lastName', rest.join(' '))} error={on('lastName')} />
              <Field
                label={t('quotes.chamber')}
                name="chamberOfCommerce"
                required
                defaultValue={typed('chamberOfCommerce', '')}
                error={on('chamberOfCommerce')}
              />
              <Field label={t('quotes.sdi')} name="sdiCode" defaultValue={typed('sdiCode', '')} error={on('sdiCode')} />
              <Field label={t('quotes.pec')} name="pecAddress" type="email" defaultValue={typed('pecAddress', '')} error={on('pecAddress')} />
              {italian && (
                <fieldset className="admin-fieldset">
                  <legend>{t('quotes.seat')}</legend>
                  <Field label={t('quotes.street')} name="street" required defaultValue={typed('street', '')} error={on('street')} />
                  <Field label={t('quotes.houseNumber')} name="houseNumber" required defaultValue={typed('houseNumber', '')} error={on('houseNumber')} />
                  <Field label={t('quotes.postCode')} name="postCode" required defaultValue={typed('postCode', '')} error={on('postCode')} />
                  <Field label={t('quotes.city')} name="city" required defaultValue={typed('city', '')} error={on('city')} />
                </fieldset>
              )}
              <Field label={t('quotes.reason')} name="reason" required maxLength={500} error={on('reason')} />
              <Button type="submit" name="intent" value="convert" variant="primary">
                {t('quotes.convert')}
              </Button>
            </Form>
          )}
          <Form method="post" className="admin-card admin-form" aria-labelledby="admin-status-title">
            <h2 id="admin-status-title">{t('quotes.statusTitle')}</h2>
            <input type="hidden" name="reference" value={quote.reference} />
            <div className="ui-field">
              <label htmlFor={statusId} className="ui-field__label">
                {t('quotes.newStatus')}
              </label>
              <select id={statusId} name="status" className="ui-input" defaultValue="lost">
                <option value="lost">{t('quote.lost')}</option>
                <option value="won">{t('quote.won')}</option>
                <option value="answered">{t('quote.answered')}</option>
              </select>
            </div>
            <Field label={t('quotes.reason')} name="reason" required maxLength={500} />
            <Button type="submit" name="intent" value="status" variant="secondary">
              {t('quotes.setStatus')}
            </Button>
          </Form>
        </div>
      )}
    </>
  );
}
