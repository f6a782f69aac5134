import { Link } from 'react-router';
import type { Route } from './+types/account-overview';
import { overviewLoader } from './account-orders.server.ts';
import { useT } from '../lib/i18n.tsx';
import { Icon } from '../components/Icon.tsx';
import { AccountPage } from '../components/account-area/AccountPage.tsx';
import { OrderList } from '../components/account-area/OrderList.tsx';
import { ProfileSummary } from '../components/account-area/ProfileSummary.tsx';
import { withMessages } from '../lib/messages.server.ts';

export const loader = withMessages(['accountArea'], (args: Route.LoaderArgs) => overviewLoader(args));
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex,nofollow' }];

/** /conto/overview/ (§2 account overview): who the customer is, the latest orders, the way to everything else. */
export default function AccountOverview({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { user, orders, totalOrders, paths } = loaderData;
  const profile = user.mainProfile;
  return (
    <AccountPage title={t('accountArea.overview.greeting', { name: profile.firstName })} intro={t('accountArea.overview.intro')} paths={paths}>
      <div className="account-cards">
        <ProfileSummary user={user} dataPath={paths.data} />
        <section className="account-card" aria-labelledby="overview-book">
          <h2 id="overview-book" className="account-card__title">
            <Icon name="map-pin" size={20} />
            {t('accountArea.overview.bookTitle')}
          </h2>
          <p>{t('accountArea.overview.bookText')}</p>
          <Link to={paths.addressBook} className="account-card__link">
            {t('accountArea.overview.bookLink')} <Icon name="arrow-right" size={18} />
          </Link>
        </section>
      </div>
      <section className="account-section" aria-labelledby="overview-orders">
        <div className="account-section__head">
          <h2 id="overview-orders">{t('accountArea.overview.ordersTitle')}</h2>
          {totalOrders > 0 && (
            <Link to={paths.orders} className="account-card__link">
              {t('accountArea.overview.allOrders', { count: totalOrders })} <Icon name="arrow-right" size={18} />
            </Link>
          )}
        </div>
        {orders.length ? (
          <OrderList
            orders={orders}
            heading="h3"
            detailsHref={(uuid) => `${paths.orders}?ordine=${uuid}`}
            reorderHref={(uuid) => `${paths.reorder}?ordine=${uuid}`}
          />
        ) : (
          <div className="account-empty">
            <Icon name="gift" size={28} />
            <p>{t('accountArea.overview.noOrders')}</p>
            <Link to={paths.productList} className="ui-btn ui-btn--primary ui-btn--md">
              <span className="ui-btn__label">{t('accountArea.overview.shop')}</span>
            </Link>
          </div>
        )}
      </section>
    </AccountPage>
  );
}
