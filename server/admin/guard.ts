import { errorItem, type ErrorItem } from '../../common/errors/catalogue.ts';
import { errorCodes } from '../../common/errors/codes.ts';
import { roleMay, type Permission, type StaffMember } from '../modules/staff/index.ts';
import type { AdminContext } from './builder.ts';

// The role check every admin operation makes first, on the server:
//   const who = await staffWith(context, 'cards.adjust');
//   if (!who.ok) return { errors: [who.error] };
// Nobody logged in: 5003; a role without the permission (server/modules/staff/roles.ts): 5004.

export type StaffCheck = { ok: true; staff: StaffMember } | { ok: false; error: ErrorItem };

export async function staffWith(context: AdminContext, permission: Permission): Promise<StaffCheck> {
  const staff = await context.staff();
  if (!staff) return { ok: false, error: errorItem('it', errorCodes.STAFF_LOGIN_REQUIRED) };
  if (!roleMay(staff.role, permission)) return { ok: false, error: errorItem(staff.language, errorCodes.STAFF_NOT_ALLOWED) };
  return { ok: true, staff };
}

/** A catalogued refusal in the staff member's language. */
export function staffError(staff: StaffMember, code: number, field: string | null = null, params?: Record<string, unknown>): ErrorItem {
  return errorItem(staff.language, code, field, params);
}
