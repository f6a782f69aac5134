import { Form, NavLink, Outlet, redirect, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import adminCss from '../../styles/admin.css?url';
import { adminT } from '../../admin/messages.ts';
import { adminNav } from '../../admin/nav.ts';
import { adminApi, currentStaff, noStore } from './admin.server.ts';
import { adminGraphql } from '../../admin/graphql.ts';

// The back office's shell (/admin/): a header with the staff member, navigation by role, and the screen.
export const links = () => [{ rel: 'stylesheet', href: adminCss }];

// Staff pages are never kept by a browser's or a proxy's cache.
export const headers = () => noStore;

export const meta = () => [{ title: 'Back office · Donami' }, { name: 'robots', content: 'noindex' }];

const PAYMENT_MODES = adminGraphql('query AdminPaymentModes { paymentModes { storeId storefront provider mode } }');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await currentStaff(context);
  const path = new URL(request.url).pathname.replace(/\/$/, '');
  if (path === '/admin' && !me) throw redirect('/admin/login');
  // Whoever works in the back office sees whether the shop takes real money, storefront by storefront.
  const payments = me ? (await adminApi(context, PAYMENT_MODES)).paymentModes : [];
  return { me, payments };
}

const PROVIDERS: Record<string, string> = { sandbox: 'Sandbox', mollie: 'Mollie', stripe: 'Stripe' };

export default function AdminLayout() {
  const { me, payments } = useLoaderData<typeof loader>();
  const t = adminT(me?.language ?? 'it');
  return (
    <div className="admin" lang={me?.language ?? undefined}>
      <a className="admin-skip" href="#admin-main">
        {t('skip')}
      </a>
      <header className="admin-header">
        <p className="admin-brand">{t('title')}</p>
        {me && (
          <>
            <nav aria-label={t('nav.label')} className="admin-nav">
              <ul>
                {adminNav
                  .filter((item) => item.permission === null || me.permissions.includes(item.permission))
                  .map((item) => (
                    <li key={item.to}>
                      <NavLink to={item.to} end>
                        {t(item.label)}
                      </NavLink>
                    </li>
                  ))}
              </ul>
            </nav>
            <div className="admin-who">
              <span>
                {me.name} · {t(`role.${me.role as 'support' | 'finance' | 'operations' | 'admin'}`)}
              </span>
              <Form method="post" action="/admin/logout">
                <button type="submit" className="admin-link-button">
                  {t('logout')}
                </button>
              </Form>
            </div>
          </>
        )}
      </header>
      {payments.length > 0 && (
        <p className={`admin-payments${payments.every((p) => p.mode === 'live') ? '' : ' is-not-live'}`}>
          <strong>{t('payments.label')}:</strong>{' '}
          {payments.map((p, i) => (
            <span key={p.storeId}>
              {i > 0 && ' · '}
              {p.storefront} — {PROVIDERS[p.provider] ?? p.provider} ({t(`payments.${p.mode as 'live' | 'test' | 'sandbox'}`)})
            </span>
          ))}
        </p>
      )}
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
