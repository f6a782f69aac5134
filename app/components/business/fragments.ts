// Shapes the business pages share between their loader (app/routes/business.server.ts) and
// components: the product fragment its documents spread, and the types derived from it.
import type { SubmissionResult } from '@conform-to/react';
import { graphql, type ResultOf } from '../../graphql/index.ts';

export const BusinessProductFragment = graphql(`
  fragment BusinessProduct on Product {
    id
    slug
    title
    path
    backgroundColor
    showHand
    showShadow
    productType
    description
    thirdPartyLimited
    image {
      url {
        href
        type
      }
      alt
    }
    digitalVariationConfig {
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
  }
`);

/** A gift card as the business product form needs it: both variations with their values and ranges. */
export type BusinessProduct = ResultOf<typeof BusinessProductFragment> & {
  /** This product's business page (/azienda/{product}/): the form works there without JavaScript. */
  businessPath?: string;
};
export type BusinessVariation = NonNullable<BusinessProduct['digitalVariationConfig']>;

/** What the business product form's "ask a quote" carries over to the quote form. */
export type QuotePrefill = { product: { id: string; title: string } | null; quantity: string; value: string };

export type BusinessPaths = { business: string | null; quote: string | null; basket: string; privacy: string | null; contact: string | null };

/** The product form came back refused: what was typed, the errors by field and the others. */
export type ProductActionData = {
  form: 'product';
  values: Record<string, string>;
  fields: Record<string, string>;
  general: string[];
};

/** A form that came back refused: the product form, or the quote form (the kit's answer, decision 025). */
export type BusinessActionData = ProductActionData | (SubmissionResult & { form: 'quote' });
