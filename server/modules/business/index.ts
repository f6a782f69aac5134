// The business module's face: all that code outside server/modules/business/ may import (decision 024).
// Files inside the module import each other directly, never this file; eslint.config.js keeps the wall.
export * from './service.ts';
export { businessJobs } from './jobs.ts';
// The module's GraphQL types and fields, registered on the shared builder when the face loads.
// What the module holds about a customer: the GDPR export and erasure (issue 18, decision 051).
export { eraseQuotePerson, quotePersonData } from './person.ts';
import './graphql.ts';
// The back office's quote desk (issue 18), registered on the admin builder when the face loads.
import './admin-graphql.ts';
