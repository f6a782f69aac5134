// The audit module's face: all that code outside server/modules/audit/ may import (decision 024).
// A staff action and its audit row in one transaction (service.ts `audited`; `recordAudit` inside it).
export { audited, auditEntries, auditFor, recordAudit, type AuditActor } from './service.ts';
// The audit log's admin query, registered on the admin builder when the face loads.
import './admin-graphql.ts';
