import { Form, Link, useActionData, useNavigate, useNavigation } from 'react-router';
import type { Route } from './+types/reorder';
import { reorderAction, reorderLoader, type ReorderReply } from './account-orders.server.ts';
import { useT } from '../lib/i18n.tsx';
import { Button } from '../components/ui/Button.tsx';
import { AccountPage } from '../components/account-area/AccountPage.tsx';
import { PageModal } from '../components/account-area/PageModal.tsx';
import { ReorderDetails } from '../components/account-area/ReorderDetails.tsx';
import { longDate } from '../lib/dates.ts';
import { keepTogether } from '../components/account-area/keep-together.tsx';
import { withMessages } from '../lib/messages.server.ts';

export const loader = withMessages(['accountArea'], (args: Route.LoaderArgs) => reorderLoader(args));
export const action = (args: Route.ActionArgs) => reorderAction(args);
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex,nofollow' }];

/** /riordino/?ordine=<uuid> (§2 reorder): the reorder details modal; confirming fills the basket and goes there. */
export default function Reorder({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const posted = useActionData() as ReorderReply | undefined;
  const { order, lines, total, errors, paths } = loaderData;
  const refused = [...errors, ...(posted?.errors ?? [])];
  const canConfirm = Boolean(order) && lines.some((l) => l.available);
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  const title = order ? keepTogether(t('accountArea.reorder.title', { number: order.number }), order.number) : t('accountArea.reorder.titleNone');
  return (
    <AccountPage title={t('accountArea.reorder.pageTitle')} intro={t('accountArea.reorder.pageIntro')} paths={paths}>
      <p>
        <Link to={paths.orders}>{t('accountArea.reorder.back')}</Link>
      </p>
      <PageModal
        open
        closeTo={paths.orders}
        onClose={() => navigate(paths.orders)}
        title={title}
        loading={busy}
        className="reorder-modal"
        footer={
          <div className="account-modal__actions">
            <Link to={paths.orders} className="ui-btn ui-btn--secondary ui-btn--md">
              <span className="ui-btn__label">{t('accountArea.reorder.cancel')}</span>
            </Link>
            {canConfirm && order && (
              <Form method="post">
                <input type="hidden" name="ordine" value={order.uuid} />
                <Button type="submit" variant="primary" loading={busy}>
                  {t('accountArea.reorder.confirm')}
                </Button>
              </Form>
            )}
          </div>
        }
      >
        {order && <p className="reorder-details__order">{t('accountArea.reorder.placed', { date: longDate(order.placedAt, t.intlLocale) })}</p>}
        {refused.length > 0 && (
          <div className="notice notice--error" role="alert">
            {refused.map((e) => (
              <p key={`${e.code}-${e.message}`}>{e.message}</p>
            ))}
          </div>
        )}
        {lines.length > 0 && <ReorderDetails lines={lines} total={total} />}
      </PageModal>
    </AccountPage>
  );
}
