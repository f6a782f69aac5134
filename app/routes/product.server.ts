import { redirect, type LoaderFunctionArgs } from 'react-router';
import { gql, notFound } from '../lib/api.server.ts';
import { rememberBasketHeaders } from '../lib/basket-cookie.server.ts';
import { buildPath } from '../../common/paths.ts';
import type { ErrorItem } from '../../common/errors/catalogue.ts';
import { graphql, type ResultOf } from '../graphql/index.ts';
import { MetadataFragment, ProductCardFragment, type ProductCardData } from '../graphql/fragments.ts';
import type { SubmissionResult } from '@conform-to/react';
import { PACKAGE_FORM_FIELDS, packageFormSchema, packageProductOf } from '../../common/forms/package-form.ts';
import { parseForm, replyWithApiErrors } from '../components/form/index.ts';
import { serverT } from '../lib/i18n.server.ts';
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

/**
 * The API's refusals as the form shows them: a field's 9004 under that field ("variationType" is
 * the form's kind), anything else (2015, 2030, 2031, 2032, ...) above the button, the first only.
 */
function onPackageForm(errors: readonly ErrorItem[]): ErrorItem[] {
  const fieldOf = (e: ErrorItem) => (e.referencedRequestParameter === 'variationType' ? 'kind' : e.referencedRequestParameter);
  const onField = (e: ErrorItem) => e.code === 9004 && (PACKAGE_FORM_FIELDS as readonly (string | null)[]).includes(fieldOf(e));
  const aboveButton = errors.find((e) => !onField(e));
  return [
    ...errors.filter(onField).map((e) => ({ ...e, referencedRequestParameter: fieldOf(e) })),
    ...(aboveButton ? [{ ...aboveButton, referencedRequestParameter: null }] : []),
  ];
}

/**
 * Adds the package to the basket (addGiftcardPackage) after checking the form with the schema the
 * API uses too (the browser runs its checks); on success the browser goes to the basket, with the
 * basket cookie when this package opened the basket. Refusals go back to the form (the kit's reply).
 */
export async function packageAction({ request, context }: Args, slug: string): Promise<SubmissionResult> {
  const { product } = await gql(context, PRODUCT, { slug });
  if (!product) notFound();
  const form = await request.formData();
  const submission = parseForm(form, packageFormSchema(packageProductOf(product)), serverT(request));
  if (submission.status !== 'success') return submission.reply();
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' && v !== '' ? v : undefined;
  };
  const { kind, quantity, wrapper, giftPacking, note } = submission.value;
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
  if (added.errors.length) return replyWithApiErrors(submission, onPackageForm(added.errors), { fields: PACKAGE_FORM_FIELDS });
  const { store, language } = storefrontOf(context);
  throw redirect(buildPath(store, 'basket', {}, language), { status: 303, headers: rememberBasketHeaders(request, added.order?.id) });
}
