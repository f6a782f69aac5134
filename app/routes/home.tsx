import type { Route } from './+types/home';
import { gql } from '../lib/api.server.ts';
import { serverT } from '../lib/i18n.server.ts';
import { metaTags, screenMetadata } from '../lib/meta.ts';
import { graphql } from '../graphql/index.ts';
import { ProductCardFragment, PromotionFragment } from '../graphql/fragments.ts';
import { AccountNotice } from '../components/account-area/AccountNotice.tsx';
import { PromoPopup } from '../components/PromoPopup.tsx';
import { HomeV1 } from '../components/home/HomeV1.tsx';
import { HomeV2 } from '../components/home/HomeV2.tsx';
import { storefrontOf } from '../lib/storefront-context.ts';
import { buildPath } from '../../common/paths.ts';

export const MOST_CHOSEN_MAX = 2;
export const POPULAR_COUNT = 8;

const HOME = graphql(
  `
    query Home($userData: UserData!, $mostChosen: Int!, $popular: Int!, $choice: String!) {
      getBlocksQueue(userData: $userData, queueID: "home") {
        id
        kind
        data
      }
      mostChosen: products(
        userData: $userData
        filters: { filterByPage: { pageType: "blockQueue", pageId: "home", fieldName: "mostChosen" } }
        paging: { itemsPerPage: $mostChosen, pageNumber: 1 }
      ) {
        items {
          ...ProductCard
        }
        totalItems
      }
      popular: products(userData: $userData, paging: { itemsPerPage: $popular, pageNumber: 1 }) {
        items {
          ...ProductCard
        }
        totalItems
      }
      choice: product(userData: $userData, slug: $choice) {
        ...ProductCard
      }
      givingMoments(userData: $userData) {
        id
        heroTitle
        path
        image {
          url {
            href
          }
          alt
        }
      }
      storeData(userData: $userData) {
        promotionBlock {
          ...Promotion
        }
      }
    }
  `,
  [ProductCardFragment, PromotionFragment],
);

/**
 * The home page (§2 "home (two versions)"): the storefront's homeV2 toggle picks the version; both
 * are drawn from the same blocks of the home queue. The promo pop-up offers the storefront's promotion.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store, language } = storefrontOf(context);
  const choice = store.choiceCardSlug;
  const data = await gql(context, HOME, { mostChosen: MOST_CHOSEN_MAX, popular: POPULAR_COUNT + MOST_CHOSEN_MAX, choice });
  const t = serverT(request);
  const top = new Set(data.mostChosen.items.map((p) => p.id));
  return {
    blocks: data.getBlocksQueue,
    mostChosen: data.mostChosen.items.slice(0, MOST_CHOSEN_MAX),
    popular: data.popular.items.filter((p) => !top.has(p.id) && p.id !== data.choice?.id).slice(0, POPULAR_COUNT),
    choice: data.choice,
    moments: data.givingMoments.slice(0, 8),
    metadata: screenMetadata(new URL(request.url), t('home.title'), t('home.description')),
    version: store.toggles.homeV2 ? (2 as const) : (1 as const),
    promotion: data.storeData?.promotionBlock ?? null,
    promotionPath: buildPath(store, 'promotion', {}, language),
  };
}

export type HomeData = Awaited<ReturnType<typeof loader>>;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.metadata);

export { publicPageHeaders as headers } from '../lib/cache.ts';

export default function Home({ loaderData }: Route.ComponentProps) {
  const { version, promotion, promotionPath } = loaderData;
  return (
    <>
      <AccountNotice />
      {promotion && <PromoPopup promotion={promotion} detailsPath={promotionPath} />}
      {version === 2 ? <HomeV2 data={loaderData} /> : <HomeV1 data={loaderData} />}
    </>
  );
}
