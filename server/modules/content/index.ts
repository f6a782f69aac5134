// The content module's face: all that code outside server/modules/content/ may import (decision 024).
// Files inside the module import each other directly, never this file; eslint.config.js keeps the wall.
export * from './service.ts';
export { GivingMomentPage } from './graphql.ts'; // loading it registers the module's GraphQL types and fields
export { metadataFor, PageMetadata } from './metadata.ts';
import './graphql-testimonials.ts';
