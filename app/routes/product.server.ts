import { redirect, type LoaderFunctionArgs } from 'react-router';
import { gql, notFound } from '../lib/api.server.ts';
import { rememberBasketHeaders } from '../lib/basket-cookie.server.ts';
import { buildPath } from '../../common/paths.ts';
import type { ErrorItem } from '../../common/errors/catalogue.ts';
import { graphql, type ResultOf } from '../graphql/index.ts';
import { MetadataFragment, ProductCardFragment, type ProductCardData } from '../graphql/fragments.ts';
import { packageFormSchema } from '../../common/forms/package-form.ts';
import { issuesByField } from '../../common/rules/schemas.ts';
import type { FormIssue, VariationConfig } from '../components/PackageForm.tsx';
import { storefrontOf } from '../lib/storefront-context.ts';

type Args = Pick<LoaderFunctionArgs, 'request' | 'context'>;

const PRODUCT = graphql(
  `
    query Product($userData: UserData!, $slug: String!) {
      product(userData: $userData, slug: $slug) {
        ...ProductCard
        slug
        brand
        thirdPartyLimited
        containsWine
        metadata {
          ...Metadata
        }
        redeemData {
          title
        }
        digitalVariationConfig {
          variationId
          hasFixedPrices
          pricesToShow {
            currency
            value
          }
          minPrice {
            currency
            value
          }
          maxPrice {
            currency
            value
          }
        }
        physicalVariationConfig {
          variationId
          hasFixedPrices
          pricesToShow {
            currency
            value
          }
          minPrice {
            currency
            value
          }
          maxPrice {
            currency
            value
          }
        }
        categories {
          slug
          title
          path
        }
        locations {
          id
        }
        locationsPath
        packageExtras {
          id
          price {
            currency
            value
          }
        }
      }
    }
  `,
  [ProductCardFragment, MetadataFragment],
);
const RELATED = graphql(
  `
    query Related($userData: UserData!, $filters: ProductFilters) {
      products(userData: $userData, filters: $filters, paging: { itemsPerPage: 5, pageNumber: 1 }) {
        items {
          ...ProductCard
        }
      }
    }
  `,
  [ProductCardFragment],
);

export type ProductDetail = NonNullable<ResultOf<typeof PRODUCT>['product']>;
export type ProductData = { kind: 'product'; product: ProductDetail; related: ProductCardData[] };

export async function productLoader({ context }: Args, slug: string): Promise<ProductData> {
  const { product } = await gql(context, PRODUCT, { slug });
  if (!product) notFound();
  const filters = { filterByTaxonomy: [{ taxonomy: 'cb_api_giftcard_categories', terms: product.categories.slice(0, 1).map((c) => c.slug) }] };
  const { products } = await gql(context, RELATED, { filters });
  return { kind: 'product', product, related: products.items.filter((p) => p.id !== product.id).slice(0, 4) };
}

export function toPackageProduct(p: ProductDetail) {
  const cfg = (c: VariationConfig | null) => c && { fixedValues: c.pricesToShow.map((m) => m.value), min: c.minPrice.value, max: c.maxPrice.value };
  return { digital: cfg(p.digitalVariationConfig), physical: cfg(p.physicalVariationConfig) };
}

const ADD_PACKAGE = graphql(`
  mutation AddPackage($userData: UserData!, $package: GiftcardPackageInput!) {
    addGiftcardPackage(userData: $userData, package: $package) {
      order {
        id
      }
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`);

export type PackageActionData = { errors: Record<string, FormIssue>; formError: string | null };

const FORM_FIELDS = new Set(['kind', 'value', 'customValue', 'quantity', 'wrapper', 'giftPacking', 'note']);

/** API refusals for the form: a field's 9004 under that field, anything else (2015, 2030, 2031, 2032, ...) above the button. */
export function formErrorsOf(errors: ErrorItem[]): PackageActionData {
  const fields: Record<string, FormIssue> = {};
  let formError: string | null = null;
  for (const e of errors) {
    const field = e.referencedRequestParameter === 'variationType' ? 'kind' : e.referencedRequestParameter;
    if (e.code === 9004 && field && FORM_FIELDS.has(field)) fields[field] ??= { message: e.message };
    else formError ??= e.message;
  }
  return { errors: fields, formError };
}

/**
 * Adds the package to the basket (addGiftcardPackage) after checking the form with the schema the
 * API uses too; on success the browser goes to the basket, with the basket cookie when this
 * package opened the basket. Refusals go back to the form.
 */
export async function packageAction({ request, context }: Args, slug: string): Promise<PackageActionData> {
  const { product } = await gql(context, PRODUCT, { slug });
  if (!product) notFound();
  const form = await request.formData();
  const result = packageFormSchema(toPackageProduct(product)).safeParse(Object.fromEntries(form));
  if (!result.success) return { errors: issuesByField(result), formError: null };
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' && v !== '' ? v : undefined;
  };
  const { kind, quantity, wrapper, giftPacking, note } = result.data;
  const pkg = {
    productId: product.id,
    variationType: kind,
    value: text('value'),
    customValue: text('customValue'),
    quantity,
    wrapper: wrapper ?? undefined,
    giftPacking,
    note: note ?? undefined,
  };
  const { addGiftcardPackage: added } = await gql(context, ADD_PACKAGE, { package: pkg });
  if (added.errors.length) return formErrorsOf(added.errors);
  const { store, language } = storefrontOf(context);
  throw redirect(buildPath(store, 'basket', {}, language), { status: 303, headers: rememberBasketHeaders(request, added.order?.id) });
}
