import type { RouterContextProvider } from 'react-router';
import { gql, notFound } from './api.server.ts';
import { graphql } from '../graphql/index.ts';
import { MetadataFragment } from '../graphql/fragments.ts';

const PAGE = graphql(
  `
    query ContentPage($userData: UserData!, $kind: PageKind!, $slug: String!) {
      page(userData: $userData, kind: $kind, slug: $slug) {
        title
        body
        image {
          src
          srcset
          width
          height
          alt
        }
        publishedOn
        path
        metadata {
          ...Metadata
        }
      }
    }
  `,
  [MetadataFragment],
);

/** A content page by its kind and slug, or the 404 page. */
export async function contentPage(context: Readonly<RouterContextProvider>, kind: 'landing' | 'blog', slug: string) {
  const { page } = await gql(context, PAGE, { kind, slug });
  if (!page) notFound();
  return page;
}
