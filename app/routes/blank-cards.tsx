import { Link } from 'react-router';
import type { Route } from './+types/blank-cards';
import { gql, notFound } from '../lib/api.server.ts';
import { metaTags } from '../lib/meta.ts';
import { locate } from '../lib/locate.ts';
import { useT } from '../lib/i18n.tsx';
import { useRootData } from '../lib/store-data.ts';
import { graphql } from '../graphql/index.ts';
import { MetadataFragment, ProductCardFragment } from '../graphql/fragments.ts';
import { ProductGrid } from '../components/ProductCard.tsx';
import { BlankCard } from '../components/activation/BlankCard.tsx';
import { ContentBlocks } from '../components/ContentBlocks.tsx';
import { Icon } from '../components/Icon.tsx';
import { buildPath, slugOfPath } from '../../common/paths.ts';
import { productLists } from '../lib/analytics-items.ts';

/** The blank gift cards page's own blocks (the seed's BLANK_CARDS_QUEUE). */
const QUEUE = 'blank-cards';

const BLANK_CARDS = graphql(
  `
    query BlankCards($userData: UserData!, $slug: String!, $queue: String!) {
      page(userData: $userData, kind: landing, slug: $slug) {
        title
        body
        metadata {
          ...Metadata
        }
      }
      getBlocksQueue(userData: $userData, queueID: $queue) {
        id
        kind
        data
      }
      products(userData: $userData, filters: { filterByProductType: [GIFTCARD_BLANK] }, paging: { itemsPerPage: 12, pageNumber: 1 }) {
        items {
          ...ProductCard
        }
      }
    }
  `,
  [MetadataFragment, ProductCardFragment],
);

/**
 * The blank gift cards page (§2 page types): what the blank cards of §1 are, how activation works,
 * the blank cards on sale, and the way to the activation screen. Its text is a content page whose
 * slug is its path's; its steps, video and questions are the blocks of its queue.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store } = locate(new URL(request.url));
  const data = await gql(context, BLANK_CARDS, { slug: slugOfPath(buildPath(store, 'blankCards')), queue: QUEUE });
  if (!data.page) notFound();
  return { page: data.page, blocks: data.getBlocksQueue, products: data.products.items };
}

export { publicPageHeaders as headers } from '../lib/cache.ts';

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.page.metadata);

export default function BlankCards({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { paths } = useRootData();
  const { page, blocks, products } = loaderData;
  const [steps, rest] = [blocks.filter((b) => b.kind === 'steps'), blocks.filter((b) => b.kind !== 'steps')];
  return (
    <div className="container page blank-page">
      <div className="blank-page__hero">
        <div className="prose">
          <h1>{page.title}</h1>
          {page.body.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <aside className="blank-page__activate" aria-labelledby="blank-activate">
          <BlankCard label={t('blank.cardArt')} />
          <h2 id="blank-activate">{t('blank.activateTitle')}</h2>
          <p>{t('blank.activateText')}</p>
          <Link to={paths.activation} className="button button--primary">
            {t('blank.activateCta')} <Icon name="arrow-right" size={18} />
          </Link>
        </aside>
      </div>
      <ContentBlocks blocks={steps} />
      {products.length > 0 && (
        <section className="section" aria-labelledby="blank-cards">
          <h2 id="blank-cards" className="section__title">
            {t('blank.cardsTitle')}
          </h2>
          <ProductGrid products={products} list={productLists.blankCards} label={t('blank.cardsTitle')} />
        </section>
      )}
      <ContentBlocks blocks={rest} />
      <p className="blank-page__business">
        {t('blank.businessText')} <Link to={paths.business}>{t('blank.businessCta')}</Link>
      </p>
    </div>
  );
}
