// Fragments of the browser's own documents (./browser.ts): the same fields as their server
// counterparts in ./fragments.ts, whose types the components use.
import { browserGraphql } from './browser.ts';

export const BrowserMenuProduct = browserGraphql(`
  fragment BrowserMenuProduct on Product { id title path backgroundColor showHand showShadow productType image { url { href type } alt } }
`);

export const BrowserProductCard = browserGraphql(`
  fragment BrowserProductCard on Product {
    id title path backgroundColor showHand showShadow productType description
    image { url { href type } alt }
    fixedValues { currency value }
    digitalVariationConfig { minPrice { currency value } maxPrice { currency value } }
    physicalVariationConfig { minPrice { currency value } maxPrice { currency value } }
  }
`);
