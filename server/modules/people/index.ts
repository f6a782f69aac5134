// The people module's face (issue 18): the customers' look-up, GDPR export and erasure. It owns no
// table; it coordinates what each module holds about a person (server/person.ts).
export { eraseCustomer, exportCustomer, type CustomerExport } from './service.ts';
// The back office's customer fields, registered on the admin builder when the face loads.
import './admin-graphql.ts';
