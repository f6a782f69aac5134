import { lazy, useCallback, useRef, useState } from 'react';
import { Link, useActionData } from 'react-router';
import type { Route } from './+types/basket';
import { basketAction, basketLoader } from './basket.server.ts';
import { checkoutEntry } from './checkout-account.server.ts';
import { trackCommerce, useTrackOnShow } from '../lib/analytics.ts';
import { currencyOfGroups, itemsOfGroups } from '../lib/analytics-items.ts';
import { useT } from '../lib/i18n.tsx';
import { useRootData } from '../lib/store-data.ts';
import { Icon } from '../components/Icon.tsx';
import { MODAL_CLOSE_MS } from '../components/ui/modal-timing.ts';
import { WhenOpened } from '../components/modals/WhenOpened.tsx';
import { BasketItem } from '../components/basket/BasketItem.tsx';
import { BasketSummary } from '../components/basket/BasketSummary.tsx';
import { EmptyBasket } from '../components/basket/EmptyBasket.tsx';
import { firstError, FormAlert } from '../components/form/light.ts';
import type { BasketActionData, BasketGroup, BasketOrder } from '../components/basket/fragments.ts';
import type { CheckoutEntry } from '../components/basket/CheckoutButton.tsx';
import { withMessages } from '../lib/messages.server.ts';

// The remove dialog's code comes when a visitor first asks to remove a card (decision 044).
const RemoveDialog = lazy(() => import('../components/basket/RemoveDialog.tsx').then((m) => ({ default: m.RemoveDialog })));

export const loader = withMessages(['account', 'checkout'], load);

async function load(args: Route.LoaderArgs) {
  const [basket, entry] = await Promise.all([basketLoader(args), checkoutEntry(args.context)]);
  return { ...basket, entry };
}

export function action(args: Route.ActionArgs) {
  return basketAction(args);
}

// One visitor's basket: never in a shared cache, nor kept by the browser.
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex,nofollow' }];

type FilledProps = { order: BasketOrder; entry: CheckoutEntry; headingRef: React.Ref<HTMLHeadingElement>; onRemove: (g: BasketGroup) => void };

function FilledBasket({ order, entry, headingRef, onRemove }: FilledProps) {
  const t = useT();
  const { paths } = useRootData();
  return (
    <>
      <header className="basket__head">
        <h1 ref={headingRef} tabIndex={-1}>
          {t('basket.title')}
        </h1>
        <p className="basket__count">{t('basket.count', { count: order.quantity })}</p>
      </header>
      <div className="basket__layout">
        <section className="basket__packages" aria-labelledby="basket-packages">
          <h2 id="basket-packages" className="visually-hidden">
            {t('basket.packages')}
          </h2>
          <ul className="basket-list">
            {order.packagesGroups.map((g) => (
              <li key={g.packageId}>
                <BasketItem group={g} onRemove={onRemove} />
              </li>
            ))}
          </ul>
          <Link to={paths.productList} className="basket__continue">
            <Icon name="arrow-left" size={18} /> {t('basket.continue')}
          </Link>
        </section>
        <BasketSummary order={order} entry={entry} />
      </div>
    </>
  );
}

/** The basket (§2 /carrello/, §3 GiftcardOrder): packages, shipments, totals and the way to checkout. */
export default function Basket({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [removing, setRemoving] = useState<BasketGroup | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const close = useCallback(() => setRemoving(null), []);
  const removed = useCallback(() => {
    setRemoving(null);
    setAnnouncement(t('basket.removed'));
    // The removed package's button is gone: once the modal has closed, the focus goes to the heading.
    window.setTimeout(() => heading.current?.focus(), MODAL_CLOSE_MS + 20);
  }, [t]);
  const { order, entry } = loaderData;
  const groups = order?.packagesGroups ?? [];
  useTrackOnShow(groups.length ? (order?.id ?? null) : null, () => trackCommerce('view_cart', currencyOfGroups(groups, 'EUR'), itemsOfGroups(groups)));
  // A refusal about a package no longer on the page (posted from a stale page) is shown on top.
  const posted = useActionData() as BasketActionData | undefined;
  const orphan = posted && !order?.packagesGroups.some((g) => g.packageId === posted.packageId) ? firstError(posted.reply) : undefined;
  return (
    <div className="container page basket">
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <FormAlert id="basket-alert" errors={orphan} icon className="basket-alert" />
      {order ? <FilledBasket order={order} entry={entry} headingRef={heading} onRemove={setRemoving} /> : <EmptyBasket headingRef={heading} />}
      <WhenOpened open={removing !== null}>
        <RemoveDialog group={removing} onClose={close} onRemoved={removed} />
      </WhenOpened>
    </div>
  );
}
