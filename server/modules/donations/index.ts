// The donations module's face: all that code outside server/modules/donations/ may import (decision 024).
// Files inside the module import each other directly, never this file; eslint.config.js keeps the wall.
export * from './service.ts';
export { deliverDonation } from './delivery.ts';
export { DonationsError, parseReportArgs, runDonationsCommand, usage } from './report.ts';
// The back office's donation fields (issue 18), registered on the admin builder when the face loads.
import './admin-graphql.ts';
// What the module holds about a customer: the GDPR export and erasure (issue 18, decision 051).
export { donationPersonData, eraseDonationPerson } from './person.ts';
