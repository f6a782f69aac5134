// The accounts module's face: all that code outside server/modules/accounts/ may import (decision 024).
// Files inside the module import each other directly, never this file; eslint.config.js keeps the wall.
export * from './service.ts';
export { accountJobs } from './jobs.ts';
export { findSession, type Session } from './sessions.ts';
// The password hashing, for the back office's staff accounts (server/modules/staff).
export { hashPassword, passwordMatches } from './passwords.ts';
// The module's GraphQL types and fields, registered on the shared builder when the face loads.
// What the module holds about a customer: the GDPR export and erasure (issue 18, decision 051).
export { accountPersonData, addressBookOf, type AddressLine, customerForStaff, eraseAccountPerson, findCustomers, type StaffCustomer } from './person.ts';
import './graphql.ts';
