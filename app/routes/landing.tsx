import type { Route } from './+types/landing';
import { gql, notFound } from '../lib/api.server.ts';
import { metaTags } from '../lib/meta.ts';
import { graphql } from '../graphql/index.ts';
import { MetadataFragment } from '../graphql/fragments.ts';
import { locate } from '../lib/locate.ts';

const PAGE = graphql(
  `
    query Landing($userData: UserData!, $kind: PageKind!, $slug: String!) {
      page(userData: $userData, kind: $kind, slug: $slug) {
        title
        body
        publishedOn
        metadata {
          ...Metadata
        }
      }
    }
  `,
  [MetadataFragment],
);

/**
 * Editorial pages: the generic landing page (/{path}/), the terms, privacy, delivery and contact
 * pages (whose path is their slug) and blog articles.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { pathname } = url;
  const { entry, store } = locate(url);
  const screen = entry?.screen;
  const kind = screen === 'blogArticle' ? ('blog' as const) : ('landing' as const);
  const base = screen === 'termsAlt' ? (store.paths.terms ?? pathname) : pathname;
  const slug =
    params.path ??
    base
      .split('/')
      .filter(Boolean)
      .filter((s) => !/^[a-z]{2}$/.test(s))
      .join('-');
  const { page } = await gql(context, PAGE, { kind, slug });
  if (!page) notFound();
  return { page };
}

export { publicPageHeaders as headers } from '../lib/cache.ts';

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.page.metadata);

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article className="container page prose">
      <h1>{page.title}</h1>
      {page.body.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </article>
  );
}
