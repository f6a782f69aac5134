// The guard module's face: all that code outside server/modules/guard/ may import (decision 024).
// Files inside the module import each other directly, never this file; eslint.config.js keeps the wall.
export * from './service.ts';
export { GUARD_RULES, humanCheckLevel, SCOPE_RULES, SHOP_WIDE } from './rules.ts';
// Debt (decision 024): server/http/graphql.ts keeps its rate-limit counters in this table (the limiter takes the table); a service call should replace it.
export { guardCounters } from './tables.ts';
