// The back office's navigation: each screen, the permission that shows it (the API refuses anyone
// else anyway) and its label's key. A new screen adds one line.
export const adminNav = [
  // The dashboard with its slash: the staff cookie's path is /admin/, which /admin.data is not under.
  { to: '/admin/', permission: null, label: 'nav.dashboard' },
  { to: '/admin/customers', permission: 'customers.read', label: 'nav.customers' },
  { to: '/admin/cards', permission: 'cards.read', label: 'nav.cards' },
  { to: '/admin/audit', permission: 'audit.read', label: 'nav.audit' },
] as const;
