import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Route } from './+types/account-orders';
import { ordersLoader } from './account-orders.server.ts';
import { useT } from '../lib/i18n.tsx';
import { Icon } from '../components/Icon.tsx';
import { AccountPage } from '../components/account-area/AccountPage.tsx';
import { OrderList } from '../components/account-area/OrderList.tsx';
import { OrderDetails } from '../components/account-area/OrderDetails.tsx';
import { PageModal } from '../components/account-area/PageModal.tsx';
import { Pager } from '../components/account-area/Pager.tsx';
import { withParam } from '../components/account-area/format.ts';
import { keepTogether } from '../components/account-area/keep-together.tsx';
import { withMessages } from '../lib/messages.server.ts';

export const loader = withMessages(['accountArea', 'checkout'], (args: Route.LoaderArgs) => ordersLoader(args));
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex,nofollow' }];

/** /conto/orders/ (§2 account orders): the paged history and the order details modal (?ordine=<uuid>). */
export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { orders, totalOrders, page, pages, details, detailsMissing, paths } = loaderData;
  // The order stays in the modal while it plays its closing animation.
  const [shown, setShown] = useState(details);
  if (details && details !== shown) setShown(details);
  const closeTo = withParam(pathname, search, 'ordine', null);
  const detailsHref = (uuid: string) => withParam(pathname, search, 'ordine', uuid);
  const reorderHref = (uuid: string) => `${paths.reorder}?ordine=${uuid}`;
  return (
    <AccountPage title={t('accountArea.orders.title')} intro={t('accountArea.orders.intro', { count: totalOrders })} paths={paths}>
      {detailsMissing && (
        <p className="notice notice--error" role="alert">
          {t('accountArea.orders.notFound')}
        </p>
      )}
      {orders.length ? (
        <>
          <OrderList orders={orders} detailsHref={detailsHref} reorderHref={reorderHref} />
          <Pager page={page} pages={pages} />
        </>
      ) : (
        <div className="account-empty">
          <Icon name="gift" size={28} />
          <p>{t(page > 1 ? 'accountArea.orders.pageEmpty' : 'accountArea.overview.noOrders')}</p>
          <Link to={page > 1 ? paths.orders : paths.productList} className="ui-btn ui-btn--primary ui-btn--md">
            <span className="ui-btn__label">{t(page > 1 ? 'accountArea.orders.firstPage' : 'accountArea.overview.shop')}</span>
          </Link>
        </div>
      )}
      {shown && (
        <PageModal
          open={Boolean(details)}
          closeTo={closeTo}
          onClose={() => navigate(closeTo, { preventScrollReset: true })}
          title={keepTogether(t('accountArea.details.title', { number: shown.number }), shown.number)}
          className="order-details-modal"
        >
          <OrderDetails
            details={shown}
            actions={
              <div className="order-details__actions">
                {shown.invoiceUrl && (
                  <a href={shown.invoiceUrl} className="ui-btn ui-btn--secondary ui-btn--md" download type="application/pdf">
                    <span className="ui-btn__label">
                      <Icon name="download" size={18} />
                      {t('accountArea.details.invoice')}
                    </span>
                  </a>
                )}
                {shown.creditNotes.map((n) => (
                  <a key={n.number} href={n.url} className="ui-btn ui-btn--secondary ui-btn--md" download type="application/pdf">
                    <span className="ui-btn__label">
                      <Icon name="download" size={18} />
                      {t('accountArea.details.creditNote', { number: n.number })}
                    </span>
                  </a>
                ))}
                {shown.canReorder && (
                  <Link to={reorderHref(shown.uuid)} className="ui-btn ui-btn--primary ui-btn--md">
                    <span className="ui-btn__label">{t('accountArea.orders.reorder')}</span>
                  </Link>
                )}
              </div>
            }
          />
        </PageModal>
      )}
    </AccountPage>
  );
}
