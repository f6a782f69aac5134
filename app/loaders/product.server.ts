import type { LoaderFunctionArgs } from 'react-router';
import { gql, notFound } from '../lib/api.server.ts';
import { METADATA_FIELDS, type PageMetadata } from '../lib/meta.ts';
import { PRODUCT_CARD_FIELDS, type ProductCardData } from '../lib/store-data.ts';
import { packageFormSchema } from '../../common/forms/package-form.ts';
import { issuesByField, type IssueKey } from '../../common/rules/schemas.ts';
import type { VariationConfig } from '../components/PackageForm.tsx';

type Args = Pick<LoaderFunctionArgs, 'request' | 'context'>;

const PRODUCT = `query Product($userData: UserData!, $slug: String!) {
  product(userData: $userData, slug: $slug) {
    ${PRODUCT_CARD_FIELDS} slug brand thirdPartyLimited containsWine
    ${METADATA_FIELDS}
    redeemData { title }
    digitalVariationConfig { variationId hasFixedPrices pricesToShow { currency value } minPrice { currency value } maxPrice { currency value } }
    physicalVariationConfig { variationId hasFixedPrices pricesToShow { currency value } minPrice { currency value } maxPrice { currency value } }
    categories { slug title path }
    locations { id }
    locationsPath
  }
}`;
const RELATED = `query Related($userData: UserData!, $filters: ProductFilters) {
  products(userData: $userData, filters: $filters, paging: { itemsPerPage: 5, pageNumber: 1 }) { items { ${PRODUCT_CARD_FIELDS} } }
}`;

export type ProductDetail = ProductCardData & {
  slug: string; brand: string; thirdPartyLimited: boolean; containsWine: boolean; metadata: PageMetadata;
  redeemData: { title: string } | null;
  digitalVariationConfig: VariationConfig | null; physicalVariationConfig: VariationConfig | null;
  categories: { slug: string; title: string; path: string }[]; locations: { id: string }[]; locationsPath: string | null;
};
export type ProductData = { kind: 'product'; product: ProductDetail; related: ProductCardData[] };

export async function productLoader({ request, context }: Args, slug: string): Promise<ProductData> {
  const { product } = await gql<{ product: ProductDetail | null }>(context, request, PRODUCT, { slug });
  if (!product) notFound();
  const filters = { filterByTaxonomy: [{ taxonomy: 'cb_api_giftcard_categories', terms: product.categories.slice(0, 1).map((c) => c.slug) }] };
  const { products } = await gql<{ products: { items: ProductCardData[] } }>(context, request, RELATED, { filters });
  return { kind: 'product', product, related: products.items.filter((p) => p.id !== product.id).slice(0, 4) };
}

export function toPackageProduct(p: ProductDetail) {
  const cfg = (c: VariationConfig | null) => c && { fixedValues: c.pricesToShow.map((m) => m.value), min: c.minPrice.value, max: c.maxPrice.value };
  return { digital: cfg(p.digitalVariationConfig), physical: cfg(p.physicalVariationConfig) };
}

export type PackageActionData = { errors: Record<string, IssueKey>; accepted: null } | { errors: Record<string, never>; accepted: { quantity: number; valueEuros: number } };

/** Validates the package on the server (the same schema as the form); the basket itself arrives with issue 3. */
export async function packageAction({ request, context }: Args, slug: string): Promise<PackageActionData> {
  const { product } = await gql<{ product: ProductDetail | null }>(context, request, PRODUCT, { slug });
  if (!product) notFound();
  const form = Object.fromEntries(await request.formData());
  const result = packageFormSchema(toPackageProduct(product)).safeParse(form);
  if (!result.success) return { errors: issuesByField(result), accepted: null };
  return { errors: {}, accepted: { quantity: result.data.quantity, valueEuros: result.data.valueEuros } };
}

