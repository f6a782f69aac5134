// A customer as the modules that hold data about them name them (issue 18, decision 051): their
// account's id, its storefront and its e-mail (lower-cased). Each module exports what it holds
// about a person and erases it (its own `person.ts`); server/modules/people coordinates them.

export type Person = { customerId: number; storeId: number; email: string };

/** What one module holds about a person: rows per table, named by the table's SQL name. */
export type PersonData = Record<string, unknown[]>;

/** How many rows per table an erasure changed or removed (for the audit row: never the data itself). */
export type Erased = Record<string, number>;

/** What replaces a name or a free text once its person is erased. */
export const ERASED_TEXT = '—';

/** What replaces an erased person's e-mail: unique per account, and no mailbox can hold it. */
export const erasedEmail = (customerId: number) => `erased-${customerId}@erased.invalid`;
