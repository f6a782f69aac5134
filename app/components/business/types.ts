// Shapes the business pages share between their loader (app/loaders/business.server.ts) and components.
import type { Money } from '../../../common/money.ts';
import type { ProductCardData } from '../../lib/store-data.ts';

export type BusinessVariation = { hasFixedPrices: boolean; pricesToShow: Money[]; minPrice: Money; maxPrice: Money };

/** A gift card as the business product form needs it: both variations with their values and ranges. */
export type BusinessProduct = Pick<ProductCardData, 'id' | 'title' | 'path' | 'backgroundColor' | 'showHand' | 'showShadow' | 'productType' | 'description' | 'image'> & {
  slug: string;
  thirdPartyLimited: boolean;
  digitalVariationConfig: BusinessVariation | null;
  physicalVariationConfig: BusinessVariation | null;
  /** This product's business page (/azienda/{product}/): the form works there without JavaScript. */
  businessPath?: string;
};

/** What the business product form's "ask a quote" carries over to the quote form. */
export type QuotePrefill = { product: { id: string; title: string } | null; quantity: string; value: string };

export type BusinessPaths = { business: string | null; quote: string | null; basket: string; privacy: string | null; contact: string | null };

/** A form that came back refused: which one, what was typed, the errors by field and the others. */
export type BusinessActionData = {
  form: 'product' | 'quote';
  values: Record<string, string>;
  fields: Record<string, string>;
  general: string[];
};
