import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { adminT, timeText } from '../../admin/messages.ts';
import { adminGraphql } from '../../admin/graphql.ts';
import { adminApi, requireStaff } from './admin.server.ts';

// /admin/audit: the audit log, newest first (admins only: the API refuses anyone else, and the page says so).
const AUDIT = adminGraphql(`query AdminAudit { auditLog(limit: 100) {
  entries { id at staffEmail action target before after reason } errors { code message referencedRequestParameter } } }`);

export async function loader({ context }: LoaderFunctionArgs) {
  const me = await requireStaff(context);
  const { auditLog } = await adminApi(context, AUDIT);
  return { me, entries: auditLog.entries, refusal: auditLog.errors[0] ?? null };
}

/** A record's fields in one line: `status active, balanceCents 10000`. */
const fields = (value: unknown) =>
  value && typeof value === 'object'
    ? Object.entries(value)
        .map(([k, v]) => `${k} ${String(v)}`)
        .join(', ')
    : '';

export default function AdminAudit() {
  const { me, entries, refusal } = useLoaderData<typeof loader>();
  const t = adminT(me.language);
  return (
    <section aria-labelledby="admin-audit-title" className="admin-section">
      <h1 id="admin-audit-title">{t('audit.title')}</h1>
      {refusal ? (
        <p role="alert" className="admin-alert">
          {refusal.message}
        </p>
      ) : entries.length === 0 ? (
        <p>{t('audit.empty')}</p>
      ) : (
        <div className="admin-table-wrap" role="region" aria-labelledby="admin-audit-title" tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.who')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.target')}</th>
                <th scope="col">{t('audit.change')}</th>
                <th scope="col">{t('audit.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <td>{timeText(e.at, me.language)}</td>
                  <td>{e.staffEmail}</td>
                  <td>{e.action}</td>
                  <td>{e.target}</td>
                  <td>
                    {fields(e.before)} → {fields(e.after)}
                  </td>
                  <td>{e.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
