import { Form, Link, useActionData, useLoaderData } from 'react-router';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { adminT, moneyText, timeText } from '../../admin/messages.ts';
import { adminGraphql } from '../../admin/graphql.ts';
import { adminApi, requireStaff } from './admin.server.ts';
import { QuoteDetails } from './quote-details.tsx';

// /admin/quotes: the companies' quote requests by status; ?ref=PR-000042 opens one, with the reply
// by e-mail, the status by hand and the order on invoice made from it (decision 050).
const QUOTE = adminGraphql(`fragment AdminQuoteFields on AdminQuote {
  reference status storeId locale companyName contactName email phoneCountry phoneNumber vatNumber message remark
  productId productTitle quantity valueCents receivedAt answeredAt orderNumber
}`);
const LIST = adminGraphql(`query AdminQuotes($status: String) { quotes(status: $status) { ...AdminQuoteFields } }`, [QUOTE]);
const ONE = adminGraphql(
  `query AdminQuote($reference: String!) { quote(reference: $reference) { quote { ...AdminQuoteFields } errors { code message referencedRequestParameter } } }`,
  [QUOTE],
);
const VIEW = `quote { ...AdminQuoteFields } errors { code message referencedRequestParameter }`;
const REPLY = adminGraphql(`mutation AdminQuoteReply($reference: String!, $text: String!) { replyToQuote(reference: $reference, text: $text) { ${VIEW} } }`, [
  QUOTE,
]);
const STATUS = adminGraphql(
  `mutation AdminQuoteStatus($reference: String!, $status: String!, $reason: String!) { setQuoteStatus(reference: $reference, status: $status, reason: $reason) { ${VIEW} } }`,
  [QUOTE],
);
const CONVERT = adminGraphql(`mutation AdminQuoteConvert($input: ConvertQuoteInput!) { convertQuote(input: $input) { ${VIEW} } }`, [QUOTE]);

const statuses = ['new', 'answered', 'won', 'lost'] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireStaff(context);
  const url = new URL(request.url);
  const reference = url.searchParams.get('ref')?.trim() ?? '';
  const status = url.searchParams.get('status') ?? '';
  if (reference) return { me, status, list: [], view: (await adminApi(context, ONE, { reference })).quote };
  return { me, status, list: (await adminApi(context, LIST, { status: status || null })).quotes, view: null };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '');
const whole = (value: string) => (/^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : 0);

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const reference = text(form, 'reference');
  const intent = text(form, 'intent');
  if (intent === 'reply') return { intent, view: (await adminApi(context, REPLY, { reference, text: text(form, 'text') })).replyToQuote };
  if (intent === 'status')
    return { intent, view: (await adminApi(context, STATUS, { reference, status: text(form, 'status'), reason: text(form, 'reason') })).setQuoteStatus };
  const input = {
    ...{ reference, productId: text(form, 'productId'), valueEuros: whole(text(form, 'value')), quantity: whole(text(form, 'quantity')) },
    ...{ firstName: text(form, 'firstName'), lastName: text(form, 'lastName'), chamberOfCommerce: text(form, 'chamberOfCommerce') },
    ...{ sdiCode: text(form, 'sdiCode') || null, pecAddress: text(form, 'pecAddress') || null, reason: text(form, 'reason') },
    ...{ street: text(form, 'street'), houseNumber: text(form, 'houseNumber'), postCode: text(form, 'postCode'), city: text(form, 'city') },
  };
  return { intent: 'convert', view: (await adminApi(context, CONVERT, { input })).convertQuote, typed: input };
}

export default function AdminQuotes() {
  const { me, status, list, view: found } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const t = adminT(me.language);
  if (found) {
    const quote = acted?.view.quote ?? found.quote;
    return (
      <section aria-labelledby="admin-quotes-title" className="admin-section">
        <p>
          <Link to="/admin/quotes">{t('quotes.back')}</Link>
        </p>
        <h1 id="admin-quotes-title">
          {t('quotes.title')} {quote?.reference ?? ''}
        </h1>
        {!quote && (
          <p role="alert" className="admin-alert">
            {found.errors[0]?.message}
          </p>
        )}
        {quote && <QuoteDetails me={me} quote={quote} acted={acted ?? null} />}
      </section>
    );
  }
  return (
    <section aria-labelledby="admin-quotes-title" className="admin-section">
      <h1 id="admin-quotes-title">{t('quotes.title')}</h1>
      <Form method="get" className="admin-search">
        <div className="ui-field">
          <label htmlFor="admin-quotes-status" className="ui-field__label">
            {t('quotes.filter')}
          </label>
          <select id="admin-quotes-status" name="status" defaultValue={status} className="ui-input">
            <option value="">{t('quotes.all')}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(`quote.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          {t('quotes.show')}
        </Button>
      </Form>
      {list.length === 0 ? (
        <p>{t('quotes.empty')}</p>
      ) : (
        <div className="admin-table-wrap" role="region" aria-labelledby="admin-quotes-title" tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('quotes.reference')}</th>
                <th scope="col">{t('quotes.received')}</th>
                <th scope="col">{t('quotes.company')}</th>
                <th scope="col">{t('quotes.contact')}</th>
                <th scope="col">{t('quotes.request')}</th>
                <th scope="col">{t('quotes.status')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((q) => (
                <tr key={q.reference}>
                  <td>
                    <Link to={`/admin/quotes?ref=${q.reference}`}>{q.reference}</Link>
                  </td>
                  <td>{timeText(q.receivedAt, me.language)}</td>
                  <td>{q.companyName}</td>
                  <td>{q.contactName}</td>
                  <td>
                    {q.productTitle ?? t('quotes.anyProduct')}
                    {q.quantity !== null && q.valueCents !== null && ` · ${q.quantity} ${t('quotes.cards')} ${moneyText(q.valueCents, 'EUR', me.language)}`}
                  </td>
                  <td>{t(`quote.${q.status as (typeof statuses)[number]}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
