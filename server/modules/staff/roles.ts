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
  /** Set a storefront's §4 toggles: a draft, its preview, publishing, going back (decision 052). */
  'settings.toggles': ['operations', 'admin'],
  /** Change a storefront's pages (landing pages, blog articles, giving moments): drafts, preview, publishing, going back (decision 063). */
  'content.edit': ['operations', 'admin'],
  /** Find orders and read one with its timeline; the reconciled and waiting lists (decision 047). */
  'orders.read': ['support', 'finance', 'operations', 'admin'],
  /** Send an order's e-mail again (to its address or a corrected one), or a delivery not sent. */
  'orders.resend': ['support', 'admin'],
  /** Refund a package or the whole order through the payment port. */
  'orders.refund': ['finance', 'admin'],
  /** Cancel an order still waiting for its payment. */
  'orders.cancel': ['finance', 'admin'],
  /** Mark a bank transfer received: the order completes and its cards go out. */
  'orders.transfer': ['finance', 'admin'],
  /** Download an order's invoice as FatturaPA XML, as it goes to the exchange system (SDI). */
  'orders.invoice': ['finance', 'admin'],
  /** Add a note to an order. */
  'orders.note': ['support', 'finance', 'operations', 'admin'],
  /** The business quote requests: read them (decision 050). */
  'quotes.read': ['support', 'finance', 'admin'],
  /** Answer a quote by e-mail, set its status, convert it into an order on invoice. */
  'quotes.write': ['support', 'admin'],
  /** Donations owed and paid per charity and month, and their CSV report. */
  'donations.read': ['finance', 'admin'],
  /** Mark a month's donations to a charity paid, with the transfer's reference. */
  'donations.pay': ['finance', 'admin'],
  /** The doubler's draws: entries, committed seed, verification, winners. */
  'doubler.read': ['operations', 'admin'],
  /** Run a month's draw from the back office. */
  'doubler.draw': ['admin'],
  /** Issue a batch of the shop's cards (choice or blank) and download its numbers and PINs once. */
  'cards.issue': ['finance', 'admin'],
  /** See the stock of codes and the low-stock thresholds per product and variation. */
  'stock.read': ['support', 'operations', 'admin'],
  /** Load codes into stock from a CSV file. */
  'stock.upload': ['operations', 'admin'],
  /** Set or remove a low-stock threshold. */
  'stock.threshold': ['operations', 'admin'],
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
