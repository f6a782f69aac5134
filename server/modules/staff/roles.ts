import type { StaffRole } from './tables.ts';

// What each role may do in the back office (decision 039). Every admin operation names the
// permission it needs and checks it on the server (server/admin/guard.ts, `staffWith`); the screens
// only hide what the server would refuse anyway. A new operation adds its permission here.

export const staffRoles = ['support', 'finance', 'operations', 'admin'] as const satisfies readonly StaffRole[];

export const permissions = {
  /** Look a card up by number, with its ledger (never its PIN). */
  'cards.read': ['support', 'finance', 'operations', 'admin'],
  /** Block or unblock a card (a lost or stolen card: support's everyday work). */
  'cards.block': ['support', 'finance', 'admin'],
  /** Put money on or take it off a card, with a reason. */
  'cards.adjust': ['finance', 'admin'],
  /** Read the audit log. */
  'audit.read': ['admin'],
  /** Look customers up by e-mail or name, with their orders and address book (decision 051). */
  'customers.read': ['support', 'admin'],
  /** Download everything the shop holds about a customer (GDPR export): admins only (decision 051). */
  'customers.export': ['admin'],
  /** Erase a customer's personal data, keeping the money records (GDPR erasure). */
  'customers.erase': ['admin'],
  /** The dashboard: today's orders and revenue per storefront, cards redeemed today. */
  'dashboard.sales': ['support', 'finance', 'admin'],
  /** The dashboard: orders waiting on a bank transfer. */
  'dashboard.transfers': ['support', 'finance', 'admin'],
  /** The dashboard: stock below its low-stock threshold, jobs failing or late. */
  'dashboard.operations': ['operations', 'admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof permissions;

export function roleMay(role: StaffRole, permission: Permission): boolean {
  return (permissions[permission] as readonly StaffRole[]).includes(role);
}

/** Every permission of a role, for the screens' navigation. */
export function permissionsOf(role: StaffRole): Permission[] {
  return (Object.keys(permissions) as Permission[]).filter((p) => roleMay(role, p));
}

export function isStaffRole(value: string): value is StaffRole {
  return (staffRoles as readonly string[]).includes(value);
}
