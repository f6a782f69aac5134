// Every module's tables, for drizzle-kit and the typed client. Modules own their tables.
export * from '../modules/catalog/tables.ts';
export * from '../modules/content/tables.ts';
export * from '../modules/orders/tables.ts';
export * from '../modules/payments/tables.ts';
export * from '../modules/fulfilment/tables.ts';
export * from '../modules/giftcards/tables.ts';
export * from '../modules/notifications/tables.ts';
export * from '../modules/captcha/tables.ts';
export * from '../modules/redeem/tables.ts';
export * from '../modules/activation/tables.ts';
export * from '../modules/doubler/tables.ts';
export * from '../modules/guard/tables.ts';
export * from '../modules/accounts/tables.ts';
export * from '../modules/business/tables.ts';
export * from '../modules/donations/tables.ts';
export * from '../jobs/tables.ts';
