import { Form, NavLink, Outlet, redirect, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import adminCss from '../../styles/admin.css?url';
import { adminT } from '../../admin/messages.ts';
import { adminNav } from '../../admin/nav.ts';
import { currentStaff, noStore } from './admin.server.ts';

// The back office's shell (/admin/): a header with the staff member, navigation by role, and the screen.
export const links = () => [{ rel: 'stylesheet', href: adminCss }];

// Staff pages are never kept by a browser's or a proxy's cache.
export const headers = () => noStore;

export const meta = () => [{ title: 'Back office · Donami' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await currentStaff(context);
  const path = new URL(request.url).pathname.replace(/\/$/, '');
  if (path === '/admin' && !me) throw redirect('/admin/login');
  return { me };
}

export default function AdminLayout() {
  const { me } = useLoaderData<typeof loader>();
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
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
