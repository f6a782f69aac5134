// The back office's navigation: each screen, the permission that shows it (the API refuses anyone
// else anyway) and its label's key. A new screen adds one line.
export const adminNav = [
  // The dashboard with its slash: the staff cookie's path is /admin/, which /admin.data is not under.
  { to: '/admin/', permission: null, label: 'nav.dashboard' },
  { to: '/admin/orders', permission: 'orders.read', label: 'nav.orders' },
  { to: '/admin/orders/attention', permission: 'orders.read', label: 'nav.attention' },
  { to: '/admin/customers', permission: 'customers.read', label: 'nav.customers' },
  { to: '/admin/cards', permission: 'cards.read', label: 'nav.cards' },
  { to: '/admin/toggles', permission: 'settings.toggles', label: 'nav.toggles' },
  { to: '/admin/pages', permission: 'content.edit', label: 'nav.pages' },
  { to: '/admin/quotes', permission: 'quotes.read', label: 'nav.quotes' },
  { to: '/admin/donations', permission: 'donations.read', label: 'nav.donations' },
  { to: '/admin/doubler', permission: 'doubler.read', label: 'nav.doubler' },
  { to: '/admin/stock', permission: 'stock.read', label: 'nav.stock' },
  { to: '/admin/card-batches', permission: 'cards.issue', label: 'nav.batches' },
  { to: '/admin/audit', permission: 'audit.read', label: 'nav.audit' },
] as const;
