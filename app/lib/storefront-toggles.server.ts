// The root's second middleware: the storefront's §4 toggles as the API answers them (the set staff
// published in the back office, or the draft this visitor previews; decision 052), so every loader
// reads the same toggles as the page's components (storeData.toggles).
import type { RouterContextProvider } from 'react-router';
import type { Toggles } from '../../common/storefronts.ts';
import { graphql } from '../graphql/index.ts';
import { gql } from './api.server.ts';
import { withStoreToggles } from './storefront-context.ts';

const TOGGLES = graphql(`
  query StorefrontToggles($userData: UserData!) {
    storeData(userData: $userData) {
      toggles
    }
  }
`);

export async function publishedToggles({ context }: { context: Readonly<RouterContextProvider> }): Promise<void> {
  const { storeData } = await gql(context, TOGGLES);
  if (storeData?.toggles) withStoreToggles(context, storeData.toggles as Toggles);
}
