import { Form, useActionData, useLoaderData } from 'react-router';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import type { ResultOf } from 'gql.tada';
import { Field } from '../../components/ui/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { adminT, moneyText, timeText, type AdminLanguage } from '../../admin/messages.ts';
import { adminGraphql } from '../../admin/graphql.ts';
import { adminApi, requireStaff } from './admin.server.ts';
import { AdminOutcome } from '../../admin/AdminOutcome.tsx';

// /admin/doubler?store=53: the balance doubler of a storefront: this month's entries and the seed's
// commitment, past draws with the seed revealed, winner, prize and the verification (decision 013)
// recomputed by the server; an admin runs a month's draw whose Monday has come.
const DRAW = adminGraphql(`fragment AdminDoublerDrawFields on AdminDoublerDraw {
  month status seedHash seed committedAt drawDate drawnAt entriesCount
  entries { id maskedNumber source enteredAt passedOver } winner prizeCents currency verification { ok problems }
}`);
const DRAWS = adminGraphql(
  `query AdminDoublerDraws($storeId: Int!) { doublerDraws(storeId: $storeId) { current { ...AdminDoublerDrawFields } past { ...AdminDoublerDrawFields } errors { code message } } }`,
  [DRAW],
);
const RUN = adminGraphql(
  `mutation AdminDoublerRun($storeId: Int!, $month: String!, $reason: String!) { runDoublerDraw(storeId: $storeId, month: $month, reason: $reason) { draw { month } errors { code message referencedRequestParameter } } }`,
);

const stores = [
  { id: 53, name: 'Donami IT' },
  { id: 1, name: 'Donami NL' },
] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireStaff(context);
  const storeId = Number(new URL(request.url).searchParams.get('store')) === 1 ? 1 : 53;
  return { me, storeId, view: (await adminApi(context, DRAWS, { storeId })).doublerDraws };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const vars = { storeId: Number(form.get('storeId')) === 1 ? 1 : 53, month: String(form.get('month') ?? ''), reason: String(form.get('reason') ?? '') };
  return (await adminApi(context, RUN, vars)).runDoublerDraw;
}

type Draw = ResultOf<typeof DRAW>;

export default function AdminDoubler() {
  const { me, storeId, view } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const t = adminT(me.language);
  const refusal = acted?.errors[0] ?? view.errors[0];
  const waiting = view.past.filter((d) => d.status === 'open');
  return (
    <section aria-labelledby="admin-doubler-title" className="admin-section">
      <h1 id="admin-doubler-title">{t('doubler.title')}</h1>
      <Form method="get" className="admin-search">
        <div className="ui-field">
          <label htmlFor="admin-doubler-store" className="ui-field__label">
            {t('doubler.store')}
          </label>
          <select id="admin-doubler-store" name="store" defaultValue={storeId} className="ui-input">
            {stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          {t('doubler.show')}
        </Button>
      </Form>
      <AdminOutcome refusal={refusal} done={acted?.draw ? t('doubler.done') : null} />
      {view.current && (
        <>
          <h2>
            {t('doubler.current')}: {view.current.month}
          </h2>
          <dl className="admin-facts">
            <div>
              <dt>{t('doubler.seedHash')}</dt>
              <dd className="admin-code">{view.current.seedHash}</dd>
            </div>
            <div>
              <dt>{t('doubler.drawDate')}</dt>
              <dd>{view.current.drawDate}</dd>
            </div>
            <div>
              <dt>{t('doubler.entries')}</dt>
              <dd>{view.current.entriesCount}</dd>
            </div>
          </dl>
          <Entries draw={view.current} language={me.language} />
        </>
      )}
      {me.permissions.includes('doubler.draw') && waiting.length > 0 && (
        <Form method="post" className="admin-card admin-form admin-doubler-run" aria-labelledby="admin-run-title">
          <h2 id="admin-run-title">{t('doubler.runTitle')}</h2>
          <input type="hidden" name="storeId" value={storeId} />
          <div className="ui-field">
            <label htmlFor="admin-run-month" className="ui-field__label">
              {t('doubler.month')}
            </label>
            <select id="admin-run-month" name="month" className="ui-input">
              {waiting.map((d) => (
                <option key={d.month} value={d.month}>
                  {d.month} · {d.drawDate}
                </option>
              ))}
            </select>
          </div>
          <Field label={t('doubler.reason')} name="reason" required maxLength={500} />
          <Button type="submit" variant="primary">
            {t('doubler.run')}
          </Button>
        </Form>
      )}
      <h2 id="admin-doubler-past">{t('doubler.past')}</h2>
      {view.past.length === 0 && <p>{t('doubler.noPast')}</p>}
      {view.past.length > 0 && (
        <div className="admin-table-wrap" role="region" aria-labelledby="admin-doubler-past" tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('doubler.month')}</th>
                <th scope="col">{t('doubler.status')}</th>
                <th scope="col">{t('doubler.entries')}</th>
                <th scope="col">{t('doubler.winner')}</th>
                <th scope="col">{t('doubler.prize')}</th>
                <th scope="col">{t('doubler.seed')}</th>
                <th scope="col">{t('doubler.verification')}</th>
              </tr>
            </thead>
            <tbody>
              {view.past.map((d) => (
                <tr key={d.month}>
                  <td>{d.month}</td>
                  <td>{d.status === 'drawn' ? t('doubler.drawn') : t('doubler.open')}</td>
                  <td className="admin-num">{d.entriesCount}</td>
                  <td>{d.status === 'drawn' ? (d.winner ?? t('doubler.nobody')) : ''}</td>
                  <td className="admin-num">{d.prizeCents !== null ? moneyText(d.prizeCents, d.currency, me.language) : ''}</td>
                  <td className="admin-code">{d.seed ?? d.seedHash}</td>
                  <td>{d.verification ? (d.verification.ok ? `✓ ${t('doubler.verified')}` : d.verification.problems.join('; ')) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Entries({ draw, language }: { draw: Draw; language: AdminLanguage }) {
  const t = adminT(language);
  if (!draw.entries.length) return <p>{t('doubler.noEntries')}</p>;
  return (
    <div className="admin-table-wrap" role="region" aria-label={t('doubler.entries')} tabIndex={0}>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('doubler.card')}</th>
            <th scope="col">{t('doubler.source')}</th>
            <th scope="col">{t('doubler.entered')}</th>
            <th scope="col">{t('doubler.passedOver')}</th>
          </tr>
        </thead>
        <tbody>
          {draw.entries.map((e) => (
            <tr key={e.id}>
              <td className="admin-code">{e.maskedNumber}</td>
              <td>{e.source}</td>
              <td>{timeText(e.enteredAt, language)}</td>
              <td>{e.passedOver ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
