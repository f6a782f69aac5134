import { Form, Link, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { Field } from '../../components/ui/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { adminT, timeText } from '../../admin/messages.ts';
import { adminGraphql } from '../../admin/graphql.ts';
import { adminApi, requireStaff } from './admin.server.ts';

// /admin/customers: look customers up by e-mail or name (?q=), newest first (issue 18).
const FIND = adminGraphql(`query AdminCustomers($query: String!) { customers(query: $query) {
  customers { id email name store createdAt erasedAt } errors { code message referencedRequestParameter }
} }`);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireStaff(context);
  const q = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  const found = q ? (await adminApi(context, FIND, { query: q })).customers : null;
  return { me, q, found };
}

export default function AdminCustomers() {
  const { me, q, found } = useLoaderData<typeof loader>();
  const t = adminT(me.language);
  const refusal = found?.errors[0];
  return (
    <section aria-labelledby="admin-customers-title" className="admin-section">
      <h1 id="admin-customers-title">{t('people.title')}</h1>
      <Form method="get" className="admin-search" role="search">
        <Field label={t('people.query')} name="q" defaultValue={q} autoComplete="off" required />
        <Button type="submit" variant="primary">
          {t('people.find')}
        </Button>
      </Form>
      <div aria-live="polite">
        {refusal && (
          <p role="alert" className="admin-alert">
            {refusal.message}
          </p>
        )}
        {found && !refusal && found.customers.length === 0 && <p>{t('people.none')}</p>}
      </div>
      {found && found.customers.length > 0 && (
        <div className="admin-table-wrap" role="region" aria-labelledby="admin-customers-title" tabIndex={0}>
          <table className="admin-table admin-table-compact">
            <thead>
              <tr>
                <th scope="col">{t('people.name')}</th>
                <th scope="col">{t('people.email')}</th>
                <th scope="col">{t('people.store')}</th>
                <th scope="col">{t('people.since')}</th>
              </tr>
            </thead>
            <tbody>
              {found.customers.map((c) => (
                <tr key={c.id}>
                  <th scope="row">
                    <Link to={`/admin/customers/${c.id}`}>{c.name || `#${c.id}`}</Link>
                  </th>
                  <td>{c.email}</td>
                  <td>{c.store.toUpperCase()}</td>
                  <td>{timeText(c.createdAt, me.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
