// The content module's face: all that code outside server/modules/content/ may import (decision 024).
// Files inside the module import each other directly, never this file; eslint.config.js keeps the wall.
import './graphql-brand.ts'; // the promotion block and the footer's disclaimer on storeData
export * from './service.ts';
export { GivingMomentPage } from './graphql.ts'; // loading it registers the module's GraphQL types and fields
export { metadataFor, PageMetadata } from './metadata.ts';
import './graphql-testimonials.ts';
