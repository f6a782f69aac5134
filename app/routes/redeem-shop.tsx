import { useCallback, useState } from 'react';
import { RedeemHeader } from '../components/redeem/RedeemHeader.tsx';
import { RedeemFooter } from '../components/redeem/RedeemFooter.tsx';
import { Form, Link, useActionData, useLocation, useNavigate } from 'react-router';
import type { Route } from './+types/redeem-shop';
import { useT } from '../lib/i18n.tsx';
import { useRedeemSession } from '../lib/redeem-session.ts';
import { redeemShopAction, redeemShopLoader } from './redeem-shop.server.ts';
import { Modal } from '../components/ui/Modal.tsx';
import { useHydrated } from '../components/ui/useHydrated.ts';
import { Icon } from '../components/Icon.tsx';
import { AddCard } from '../components/redeem/AddCard.tsx';
import { BrandShopModal, hasBrandShop } from '../components/redeem/BrandShopModal.tsx';
import { GoToCheckout } from '../components/redeem/GoToCheckout.tsx';
import { LeaveWarning } from '../components/redeem/LeaveWarning.tsx';
import { ProductIntro } from '../components/redeem/ProductIntro.tsx';
import { RedeemBasket } from '../components/redeem/RedeemBasket.tsx';
import { RedeemGiftcardForm } from '../components/redeem/RedeemGiftcardForm.tsx';
import { RedeemGiftcardModal } from '../components/redeem/RedeemGiftcardModal.tsx';
import { RedeemProductList } from '../components/redeem/RedeemProductList.tsx';
import { RedeemSteps } from '../components/redeem/RedeemSteps.tsx';
import { ResetRedeem } from '../components/redeem/ResetRedeem.tsx';
import { SessionCards } from '../components/redeem/SessionCards.tsx';
import type { RedeemActionData, RedeemPackage, RedeemProduct } from '../components/redeem/fragments.ts';
import { packageKind, packagesOf } from '../components/redeem/order.ts';
import type { ShopData } from './redeem-shop.server.ts';
import { withMessages } from '../lib/messages.server.ts';

export const loader = withMessages(['checkout', 'redeem'], (args: Route.LoaderArgs) => redeemShopLoader(args));
export const action = (args: Route.ActionArgs) => redeemShopAction(args);
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex, nofollow' }];
/** The redeem header and footer (§2) instead of the shop's. */
export const handle = { layout: 'redeem', header: RedeemHeader, footer: RedeemFooter };

type Choice = { product: RedeemProduct; pkg: RedeemPackage | null; kind: 'digital' | 'physical' | null };

/** Without JavaScript a choice (?choose=, ?edit=) is a form at the top of the page. */
function InlineChoice({ data }: { data: ShopData }) {
  const t = useT();
  const location = useLocation();
  const answer = useActionData() as RedeemActionData | undefined;
  const { product, pkg } = data.choosing!;
  const title = product.redeemData?.title ?? product.title;
  return (
    <section id="redeem-choose" className="redeem-panel redeem-choose" aria-labelledby="redeem-choose-title">
      <h2 id="redeem-choose-title">{t(pkg ? 'redeem.shop.editTitle' : 'redeem.shop.chooseTitle', { title })}</h2>
      <ProductIntro product={product} />
      <RedeemGiftcardForm
        FormComponent={Form}
        action={`${location.pathname}${location.search}`}
        product={product}
        pkg={pkg}
        pkgKind={pkg ? packageKind(pkg) : null}
        remaining={data.order?.remainingBalance ?? data.session.balance}
        lastResult={answer?.intent === 'package' ? answer.reply : undefined}
        idPrefix="choose-inline"
      />
      <Link to={location.pathname} className="redeem-choose__cancel">
        {t('redeem.shop.cancelChoice')}
      </Link>
    </section>
  );
}

/** /controlla-il-credito/risultato/{page}/ and the business shop (§3): the choice, the cards and the redeem basket. */
export default function RedeemShop({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const { session, order, page, pageId, pagePattern, checkPath, checkoutPath } = loaderData;
  const [choice, setChoice] = useState<Choice | null>(null);
  const [brand, setBrand] = useState<RedeemProduct | null>(null);
  const [basketOpen, setBasketOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  useRedeemSession(session.cards.map((c) => c.number));
  const packages = packagesOf(order);
  const remaining = order?.remainingBalance ?? session.balance;
  const choose = useCallback((product: RedeemProduct) => (hasBrandShop(product) ? setBrand(product) : setChoice({ product, pkg: null, kind: null })), []);
  const edit = useCallback(
    (pkg: RedeemPackage) => {
      const product = page.items.find((p) => p.id === pkg.mainProduct.id) ?? null;
      setBasketOpen(false);
      if (product) setChoice({ product, pkg, kind: packageKind(pkg) });
      // An option of a page not loaded here: the page opens with its form (as without JavaScript).
      else navigate(`${location.pathname}?edit=${encodeURIComponent(pkg.id)}#redeem-choose`);
    },
    [page.items, location.pathname, navigate],
  );
  const saved = useCallback(
    (title: string) => {
      setChoice(null);
      setAnnouncement(t('redeem.shop.saved', { title }));
    },
    [t],
  );
  const added = useCallback(() => setAnnouncement(t('redeem.cards.added')), [t]);
  const pagePath = (n: number) => pagePattern.replace('{page}', String(n));
  const basket = (headingId: string, titled = true) => (
    <RedeemBasket session={session} order={order} headingId={headingId} title={titled ? undefined : null} shopPath={location.pathname} onEdit={edit}>
      {order && packages.length > 0 && <GoToCheckout order={order} checkoutPath={checkoutPath} />}
    </RedeemBasket>
  );
  return (
    <div className="container page redeem-page redeem-shop">
      <p className="ui-visually-hidden" role="status">
        {announcement}
      </p>
      <RedeemSteps current="choose" />
      <header className="redeem-shop__head">
        <div>
          <h1>{t(pageId ? 'redeem.shop.businessTitle' : 'redeem.shop.title')}</h1>
          <p className="page__intro">{t('redeem.shop.intro')}</p>
        </div>
        <dl className="redeem-balance">
          <div>
            <dt>{t('redeem.shop.available')}</dt>
            <dd>{t.money(session.balance)}</dd>
          </div>
          <div className="redeem-balance__remaining">
            <dt>{t('redeem.shop.remaining')}</dt>
            <dd>{t.money(remaining)}</dd>
          </div>
        </dl>
      </header>
      {loaderData.choosing && <InlineChoice data={loaderData} />}
      <div className="redeem-shop__layout">
        <section className="redeem-shop__choice" aria-label={t('redeem.shop.listLabel')}>
          <RedeemProductList page={page} pagePath={pagePath} onChoose={choose} label={t('redeem.shop.listLabel')} />
        </section>
        <aside className="redeem-shop__aside">
          <SessionCards session={session} headingId="redeem-cards-title">
            <AddCard action={location.pathname} checkPath={checkPath} challenge={loaderData.challenge} onAdded={added} />
          </SessionCards>
          <div id="redeem-basket">{basket('redeem-basket-title')}</div>
          <ResetRedeem checkPath={checkPath} />
        </aside>
      </div>
      {packages.length > 0 && (
        <div className="redeem-bar">
          <p>{t('redeem.shop.basketBar', { count: packages.length, remaining: t.money(remaining) })}</p>
          <a
            href="#redeem-basket"
            className="ui-btn ui-btn--primary ui-btn--sm"
            aria-haspopup={hydrated ? 'dialog' : undefined}
            onClick={(e) => {
              if (hydrated) {
                e.preventDefault();
                setBasketOpen(true);
              }
            }}
          >
            <Icon name="basket" size={18} /> {t('redeem.shop.openBasket')}
          </a>
        </div>
      )}
      <Modal open={basketOpen} onClose={() => setBasketOpen(false)} title={t('redeem.basket.title')} className="redeem-modal redeem-modal--basket">
        {basketOpen && basket('redeem-basket-modal-title', false)}
      </Modal>
      <RedeemGiftcardModal
        choice={choice}
        action={location.pathname}
        infoPath={(slug) => page.items.find((p) => p.slug === slug)?.infoPath ?? '#'}
        remaining={remaining}
        onClose={() => setChoice(null)}
        onSaved={saved}
      />
      <BrandShopModal product={brand} onClose={() => setBrand(null)} />
      <LeaveWarning message={packages.length ? t('redeem.leave.message') : null} prefix={checkPath} />
    </div>
  );
}
