// The storefront's shared data, loaded once by the root route and read by the layout. Its types
// come from the root loader, whose answer types come from its documents (gql.tada).
import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root.tsx';
import { storefronts } from '../../common/storefronts.ts';
import { must } from '../../common/must.ts';
import type { ProductCardData, MenuProduct } from '../graphql/fragments.ts';

export type { ProductCardData, MenuProduct };

export type RootData = Awaited<ReturnType<typeof loader>>;
export type StoreData = RootData['storeData'];
/** A menu entry of the footer or business menu. */
export type MenuItem = NonNullable<StoreData['businessMenu']>['menuItems'][number];
export type Href = MenuItem['path'];

/** The contents of storeData.organisation (JSON in the contract: the storefront configuration's shape). */
export type Organisation = { name: string; url: string; phone: string; email: string; openingHours: string; country: string };

export function useRootData(): RootData {
  return useRouteLoaderData('root') as RootData;
}

/** The VAT rate (percent) of the storefront's fees, packing and shipping, as its configuration gives it. */
export function useVatRate(): number {
  const { storeKey } = useRootData();
  return must(
    storefronts.find((s) => s.key === storeKey),
    `storefront ${storeKey} is configured`,
  ).vatRatePercent;
}
