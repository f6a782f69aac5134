/**
 * Deterministic seed catalogue of the Italian Donami storefront: categories, types, products,
 * giving moments and site content. Pure data, no database code.
 */
export type { SeedCategory, SeedContent, SeedPage, SeedProduct, SeedType, SeedVariationConfig } from './types.ts';
export { categories, types } from './categories.ts';
export { products } from './products.ts';
export { givingMoments } from './moments.ts';
export { content } from './content.ts';
