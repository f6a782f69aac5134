// The staff module's face: all that code outside server/modules/staff/ may import (decision 024).
export { activeStaffByEmail, createStaff, staffCount, staffNamesOf, staffPasswordHash } from './service.ts';
export { staffOfSession, type StaffMember } from './sessions.ts';
export { isStaffRole, roleMay, type Permission } from './roles.ts';
export type { StaffRole } from './tables.ts';
// The login, logout and `me` fields, registered on the admin builder when the face loads.
import './admin-graphql.ts';
