// The storefront's shared data, loaded once by the root route and read by the layout.
import { useRouteLoaderData } from 'react-router';
import type { Toggles } from '../../common/storefronts.ts';

export type Href = { href: string; type: string };
export type MenuItem = { title: string; path: Href; newTab: boolean; menuItems?: MenuItem[] };
export type ProductCardData = {
  id: string; title: string; path: string; backgroundColor: string; showHand: boolean; showShadow: boolean;
  productType: string; description?: string; image: { url: Href; alt: string };
  fixedValues?: { currency: string; value: number }[];
  digitalVariationConfig?: { minPrice: { currency: string; value: number }; maxPrice: { currency: string; value: number } } | null;
  physicalVariationConfig?: { minPrice: { currency: string; value: number }; maxPrice: { currency: string; value: number } } | null;
};
export type SearchSuggestions = {
  popularTerms: { title: string; url: string }[];
  popularCoupons: { highlighted: { title: string; description: string; product: ProductCardData | null }; suggestions: ProductCardData[] } | null;
};
export type MenuCategory = { id: string; slug: string; title: string; icon: string; path: string };
export type MenuProduct = Pick<ProductCardData, 'id' | 'title' | 'path' | 'showHand' | 'showShadow' | 'image'>;
export type StoreData = {
  storeID: number; name: string;
  mainLogo: { url: Href; alt: string }; footerLogo: { url: Href; alt: string };
  footerMenu: MenuItem[]; businessMenu: MenuItem | null;
  paymentIcons: { id: string; label: string }[];
  trustMarks: { id: string; label: string; placement: string; width: string; link: string | null }[];
  socialLinks: { network: string; url: string; hidden: boolean }[];
  countriesCombinations: { country: string; url: string; languagesCombinations: { languageCode: string; isDefault: boolean; currency: string }[] }[];
  toggles: Toggles;
  organisation: { name: string; url: string; phone: string; email: string; openingHours: string; country: string };
};
export type RootData = {
  storeData: StoreData; categories: MenuCategory[]; storeKey: string; language: string; intlLocale: string;
  currency: string; paths: Record<string, string>; messages: Record<string, string>; year: number; nonce: string;
  /** The customer (getUserInfo); logged in ⇔ user.mainProfile is not null. */ user?: import('./account.ts').AccountUser | null;
};

export function useRootData(): RootData {
  return useRouteLoaderData('root') as RootData;
}

export const MENU_PRODUCT_FIELDS = 'id title path backgroundColor showHand showShadow productType image { url { href type } alt }';

export const PRODUCT_CARD_FIELDS = `id title path backgroundColor showHand showShadow productType description
  image { url { href type } alt }
  fixedValues { currency value }
  digitalVariationConfig { minPrice { currency value } maxPrice { currency value } }
  physicalVariationConfig { minPrice { currency value } maxPrice { currency value } }`;
