// The catalog module's face: all that code outside server/modules/catalog/ may import (decision 024).
// Files inside the module import each other directly, never this file; eslint.config.js keeps the wall.
export * from './service.ts';
export { brandBySlug } from './brands.ts';
export { cardImage, Category, Product, registerPageFilter } from './graphql.ts'; // loading it registers the module's GraphQL types and fields
// The brands and the count of products (§2 modals): their GraphQL fields, registered when the face loads.
import './graphql-brands.ts';
import './graphql-counts.ts';
