// The back office's navigation: each screen, the permission that shows it (the API refuses anyone
// else anyway) and its label's key. A new screen adds one line.
export const adminNav = [
  { to: '/admin/cards', permission: 'cards.read', label: 'nav.cards' },
  { to: '/admin/stock', permission: 'stock.read', label: 'nav.stock' },
  { to: '/admin/card-batches', permission: 'cards.issue', label: 'nav.batches' },
  { to: '/admin/audit', permission: 'audit.read', label: 'nav.audit' },
] as const;
