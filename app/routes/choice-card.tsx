import type { Route } from './+types/choice-card';
import { gql } from '../lib/api.server.ts';
import { locate } from '../lib/locate.ts';
import { packageAction, productLoader } from './product.server.ts';
import { metaTags } from '../lib/meta.ts';
import { useT } from '../lib/i18n.tsx';
import { graphql } from '../graphql/index.ts';
import { ProductCardFragment } from '../graphql/fragments.ts';
import { ProductScreen } from './product.tsx';
import { ProductGrid } from '../components/ProductCard.tsx';
import { productLists } from '../lib/analytics-items.ts';
import { Brands } from '../components/modals/Brands.tsx';
import { AlternativeChoice } from '../components/modals/AlternativeChoice.tsx';

/** The storefront's all-in-one card (its `choiceCardSlug`): /carte-regalo/gift-card-tutto-in-uno/, /cadeaubonnen/alles-in-een-cadeaubon/. */
const choiceSlug = (request: Request) => locate(new URL(request.url)).store.choiceCardSlug;

const OPTIONS = graphql(
  `
    query ChoiceOptions($userData: UserData!, $slug: String!) {
      products(
        userData: $userData
        filters: { filterByPage: { pageType: "choiceCard", pageId: $slug, fieldName: "options" } }
        paging: { itemsPerPage: 100, pageNumber: 1 }
      ) {
        items {
          ...ProductCard
        }
        totalItems
      }
      alternativeChoice(userData: $userData) {
        optionsCount
        path
        image {
          url {
            href
          }
        }
        categories {
          slug
          title
          icon
        }
      }
      more: products(
        userData: $userData
        filters: { filterByPage: { pageType: "choiceCard", pageId: $slug, fieldName: "options" } }
        paging: { itemsPerPage: 100, pageNumber: 2 }
      ) {
        items {
          ...ProductCard
        }
      }
    }
  `,
  [ProductCardFragment],
);

export async function loader(args: Route.LoaderArgs) {
  const slug = choiceSlug(args.request);
  const data = await productLoader(args, slug);
  const options = await gql(args.context, OPTIONS, { slug });
  return {
    ...data,
    options: [...options.products.items, ...options.more.items],
    totalOptions: options.products.totalItems,
    alternative: options.alternativeChoice,
    slug,
  };
}

export async function action(args: Route.ActionArgs) {
  return packageAction(args, choiceSlug(args.request));
}

export { publicPageHeaders as headers } from '../lib/cache.ts';

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.product.metadata);

/** The all-in-one card: bought like any card, and shows every card and donation it can become. */
export default function ChoiceCard({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const giftcards = loaderData.options.filter((p) => p.productType !== 'DONATION');
  const donations = loaderData.options.filter((p) => p.productType === 'DONATION');
  return (
    <>
      <ProductScreen data={loaderData} />
      {loaderData.alternative && <AlternativeChoice alternative={loaderData.alternative} />}
      <section className="container section" aria-labelledby="choice-options">
        <h2 id="choice-options" className="section__title">
          {t('choice.options', { count: loaderData.totalOptions })}
        </h2>
        <p className="page__intro">{t('choice.intro')}</p>
        {/* A <div>: the modal's <dialog> may not stand in a <p> (the parser would close the <p> before it). */}
        <div className="listing__tools">
          <Brands choice filters={{ filterByPage: { pageType: 'choiceCard', pageId: loaderData.slug, fieldName: 'options' } }} />
        </div>
        <h3 className="section__subtitle">
          {t('choice.giftcards')} ({giftcards.length})
        </h3>
        <ProductGrid products={giftcards} list={productLists.choiceGiftcards} label={t('choice.giftcards')} />
        <h3 className="section__subtitle">
          {t('choice.donations')} ({donations.length})
        </h3>
        <ProductGrid products={donations} list={productLists.choiceDonations} label={t('choice.donations')} />
      </section>
    </>
  );
}
