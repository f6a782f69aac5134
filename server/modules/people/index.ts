// The people module's face (issue 18): the customers' look-up, GDPR export and erasure. It owns no
// table; it coordinates what each module holds about a person (server/person.ts). Only its admin
// fields are used outside it.
import './admin-graphql.ts';
