// Every module's tables, for drizzle-kit and the typed client. Modules own their tables.
export * from '../modules/catalog/tables.ts';
export * from '../modules/content/tables.ts';
