import { Form, useActionData, useLoaderData } from 'react-router';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { Field } from '../../components/ui/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { adminT, kindText, moneyText, timeText, type AdminLanguage } from '../../admin/messages.ts';
import type { ResultOf } from 'gql.tada';
import { adminGraphql } from '../../admin/graphql.ts';
import { adminApi, requireStaff } from './admin.server.ts';
import { AdminOutcome } from '../../admin/AdminOutcome.tsx';

// /admin/cards: look a card up by number (?number=), its ledger, and block, unblock or adjust it
// with a reason, as the staff member's role allows (the API checks; the page only hides).
const CARD_VIEW = adminGraphql(`fragment AdminCardView on AdminCardView {
  card { number programme storeId status balanceCents currency expiresAt }
  ledger { at kind amountCents balanceAfterCents reason reference } errors { code message referencedRequestParameter }
}`);
const LOOKUP = adminGraphql(`query AdminCard($number: String!) { card(number: $number) { ...AdminCardView } }`, [CARD_VIEW]);
const BLOCK = adminGraphql(`mutation AdminBlock($number: String!, $reason: String!) { blockCard(number: $number, reason: $reason) { ...AdminCardView } }`, [
  CARD_VIEW,
]);
const UNBLOCK = adminGraphql(
  `mutation AdminUnblock($number: String!, $reason: String!) { unblockCard(number: $number, reason: $reason) { ...AdminCardView } }`,
  [CARD_VIEW],
);
const ADJUST = adminGraphql(
  `mutation AdminAdjust($number: String!, $amountCents: Int!, $reason: String!) {
  adjustCard(number: $number, amountCents: $amountCents, reason: $reason) { ...AdminCardView } }`,
  [CARD_VIEW],
);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireStaff(context);
  const number = new URL(request.url).searchParams.get('number')?.trim() ?? '';
  const view = number ? (await adminApi(context, LOOKUP, { number })).card : null;
  return { me, number, view };
}

/** Euros as typed ("-12,50", "10") to cents; NaN when it is not an amount. */
function cents(text: string): number {
  const m = /^([-+])?(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!m) return Number.NaN;
  const value = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' ? -value : value;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const number = String(form.get('number') ?? '');
  const reason = String(form.get('reason') ?? '');
  const intent = String(form.get('intent') ?? '');
  if (intent === 'adjust') {
    const amountCents = cents(String(form.get('amount') ?? ''));
    const { adjustCard } = await adminApi(context, ADJUST, {
      number,
      reason,
      amountCents: Number.isNaN(amountCents) ? 0 : amountCents,
    });
    return { intent, view: adjustCard };
  }
  if (intent === 'unblock') return { intent, view: (await adminApi(context, UNBLOCK, { number, reason })).unblockCard };
  return { intent, view: (await adminApi(context, BLOCK, { number, reason })).blockCard };
}

export default function AdminCards() {
  const { me, number, view: found } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const t = adminT(me.language);
  const view = acted?.view?.card ? acted.view : found;
  const refusal = acted?.view?.errors[0] ?? (acted ? null : found?.errors[0]);
  const may = (p: string) => me.permissions.includes(p);
  return (
    <section aria-labelledby="admin-cards-title" className="admin-section">
      <h1 id="admin-cards-title">{t('cards.title')}</h1>
      <Form method="get" className="admin-search" role="search">
        <Field label={t('cards.number')} name="number" defaultValue={number} inputMode="numeric" autoComplete="off" required />
        <Button type="submit" variant="primary">
          {t('cards.find')}
        </Button>
      </Form>
      <AdminOutcome refusal={refusal} done={acted?.view?.card && !refusal ? t('cards.done') : null} />
      {view?.card && <CardDetails card={view.card} ledger={view.ledger} language={me.language} />}
      {view?.card && (
        <div className="admin-actions">
          {may('cards.block') && (
            <Form method="post" className="admin-card admin-form" aria-labelledby="admin-block-title">
              <h2 id="admin-block-title">{t('cards.blockTitle')}</h2>
              <input type="hidden" name="number" value={view.card.number} />
              <Field label={t('cards.reason')} name="reason" required maxLength={500} />
              <Button type="submit" name="intent" value={view.card.status === 'blocked' ? 'unblock' : 'block'} variant="secondary">
                {view.card.status === 'blocked' ? t('cards.unblock') : t('cards.block')}
              </Button>
            </Form>
          )}
          {/* Shown to every role: the API refuses a role without the right, and the page says so. */}
          <Form method="post" className="admin-card admin-form" aria-labelledby="admin-adjust-title">
            <h2 id="admin-adjust-title">{t('cards.adjustTitle')}</h2>
            <input type="hidden" name="number" value={view.card.number} />
            <Field label={t('cards.adjustAmount')} name="amount" inputMode="decimal" autoComplete="off" required />
            <Field label={t('cards.reason')} name="reason" required maxLength={500} />
            <Button type="submit" name="intent" value="adjust" variant="primary">
              {t('cards.adjust')}
            </Button>
          </Form>
        </div>
      )}
    </section>
  );
}

type View = ResultOf<typeof CARD_VIEW>;

function CardDetails({ card, ledger, language }: { card: NonNullable<View['card']>; ledger: View['ledger']; language: AdminLanguage }) {
  const t = adminT(language);
  const money = (c: number) => moneyText(c, card.currency, language);
  return (
    <>
      <dl className="admin-facts">
        <div>
          <dt>{t('cards.number')}</dt>
          <dd>{card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</dd>
        </div>
        <div>
          <dt>{t('cards.status')}</dt>
          <dd>{t(`status.${card.status as 'active' | 'blocked' | 'blank' | 'expired'}`)}</dd>
        </div>
        <div>
          <dt>{t('cards.balance')}</dt>
          <dd>{money(card.balanceCents)}</dd>
        </div>
        <div>
          <dt>{t('cards.expires')}</dt>
          <dd>{timeText(card.expiresAt, language)}</dd>
        </div>
        <div>
          <dt>{t('cards.programme')}</dt>
          <dd>
            {card.programme} · {t('cards.store')} {card.storeId}
          </dd>
        </div>
      </dl>
      <h2 id="admin-ledger-title">{t('cards.ledger')}</h2>
      <div className="admin-table-wrap" role="region" aria-labelledby="admin-ledger-title" tabIndex={0}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('cards.when')}</th>
              <th scope="col">{t('cards.kind')}</th>
              <th scope="col">{t('cards.amount')}</th>
              <th scope="col">{t('cards.after')}</th>
              <th scope="col">{t('cards.reason')}</th>
              <th scope="col">{t('cards.reference')}</th>
            </tr>
          </thead>
          <tbody>
            {ledger.map((l, i) => (
              <tr key={i}>
                <td>{timeText(l.at, language)}</td>
                <td>{kindText(t, l.kind)}</td>
                <td className="admin-num">{money(l.amountCents)}</td>
                <td className="admin-num">{money(l.balanceAfterCents)}</td>
                <td>{l.reason}</td>
                <td>{l.reference}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
