// The catalog module's face: all that code outside server/modules/catalog/ may import (decision 024).
// Files inside the module import each other directly, never this file; eslint.config.js keeps the wall.
export * from './service.ts';
export { cardImage, Product, registerPageFilter } from './graphql.ts'; // loading it registers the module's GraphQL types and fields
