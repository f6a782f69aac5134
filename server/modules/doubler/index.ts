// The doubler module's face: all that code outside server/modules/doubler/ may import (decision 024).
// Files inside the module import each other directly, never this file; eslint.config.js keeps the wall.
export * from './service.ts';
export { doublerJobs } from './jobs.ts';
export { OperatorError, parseArgs, runDraw, runVerify, usage } from './operator.ts';
// The module's GraphQL types and fields, registered on the shared builder when the face loads.
// What the module holds about a customer: the GDPR export and erasure (issue 18, decision 051).
export { doublerPersonData, eraseDoublerPerson } from './person.ts';
import './graphql.ts';
// The back office's doubler fields (issue 18), registered on the admin builder when the face loads.
import './admin-graphql.ts';
