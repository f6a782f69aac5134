import { Link, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { adminT, moneyText, timeText } from '../../admin/messages.ts';
import { adminGraphql } from '../../admin/graphql.ts';
import { adminApi, requireStaff } from './admin.server.ts';

// /admin/: the back office's landing page (issue 18, decision 051). Each block only when the
// staff member's role may see it: the API answers null for the others.
const DASHBOARD = adminGraphql(`query AdminDashboard { dashboard {
  today { store currency orders paidOrders revenueCents cardsRedeemed redeemedCents }
  stockAlerts { store productTitle sku free threshold }
  jobs { unrelayed troubles { name failed late lastFailedAt } }
  transfers { count orders { number store placedAt grandTotalCents } }
  errors { code message }
} }`);

export async function loader({ context }: LoaderFunctionArgs) {
  const me = await requireStaff(context);
  return { me, dashboard: (await adminApi(context, DASHBOARD)).dashboard };
}

export default function AdminDashboard() {
  const { me, dashboard: d } = useLoaderData<typeof loader>();
  const t = adminT(me.language);
  const lang = me.language;
  const none = !d.today && !d.stockAlerts && !d.jobs && !d.transfers;
  return (
    <section aria-labelledby="admin-dash-title" className="admin-section admin-dash">
      <h1 id="admin-dash-title">{t('dash.title')}</h1>
      {d.errors[0] && (
        <p role="alert" className="admin-alert">
          {d.errors[0].message}
        </p>
      )}
      {none && !d.errors[0] && <p>{t('dash.nothing')}</p>}
      {d.today && (
        <Block id="dash-today" title={t('dash.today')}>
          <Table
            id="dash-today"
            head={[t('dash.store'), t('dash.orders'), t('dash.paid'), t('dash.revenue'), t('dash.cards'), t('dash.redeemed')]}
            rows={d.today.map((s) => [
              s.store.toUpperCase(),
              s.orders,
              s.paidOrders,
              moneyText(s.revenueCents, s.currency, lang),
              s.cardsRedeemed,
              moneyText(s.redeemedCents, s.currency, lang),
            ])}
          />
        </Block>
      )}
      {d.transfers && (
        <Block id="dash-transfers" title={`${t('dash.transfers')} (${d.transfers.count})`}>
          {d.transfers.orders.length === 0 ? (
            <p>{t('dash.transfersNone')}</p>
          ) : (
            <Table
              id="dash-transfers"
              head={[t('dash.number'), t('dash.store'), t('dash.placed'), t('dash.total')]}
              rows={d.transfers.orders.map((o) => [
                <Link key={o.number} to={`/admin/orders/${o.number}`}>
                  {o.number}
                </Link>,
                o.store.toUpperCase(),
                o.placedAt ? timeText(o.placedAt, lang) : '',
                o.grandTotalCents === null ? '' : moneyText(o.grandTotalCents, 'EUR', lang),
              ])}
            />
          )}
        </Block>
      )}
      {d.stockAlerts && (
        <Block id="dash-stock" title={t('dash.stock')}>
          {d.stockAlerts.length === 0 ? (
            <p>{t('dash.stockNone')}</p>
          ) : (
            <Table
              id="dash-stock"
              head={[t('dash.store'), t('dash.product'), 'SKU', t('dash.free'), t('dash.threshold')]}
              rows={d.stockAlerts.map((s) => [s.store.toUpperCase(), s.productTitle, s.sku, s.free, s.threshold])}
            />
          )}
        </Block>
      )}
      {d.jobs && (
        <Block id="dash-jobs" title={t('dash.jobs')}>
          {d.jobs.unrelayed > 0 && (
            <p className="admin-alert">
              {t('dash.unrelayed')}: {d.jobs.unrelayed}
            </p>
          )}
          {d.jobs.troubles.length === 0 ? (
            <p>{t('dash.jobsNone')}</p>
          ) : (
            <Table id="dash-jobs" head={[t('dash.job'), t('dash.failed'), t('dash.late')]} rows={d.jobs.troubles.map((j) => [j.name, j.failed, j.late])} />
          )}
        </Block>
      )}
    </section>
  );
}

function Block({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="admin-card admin-dash-block">
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

function Table({ id, head, rows }: { id: string; head: string[]; rows: React.ReactNode[][] }) {
  return (
    <div className="admin-table-wrap" role="region" aria-labelledby={`${id}-title`} tabIndex={0}>
      <table className="admin-table admin-table-compact">
        <thead>
          <tr>
            {head.map((h) => (
              <th scope="col" key={h}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              {r.map((c, j) =>
                j === 0 ? (
                  <th scope="row" key={j}>
                    {c}
                  </th>
                ) : (
                  <td key={j} className={typeof c === 'number' ? 'admin-num' : undefined}>
                    {c}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
