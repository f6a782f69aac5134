import type { Tx } from './db/client.ts';

// What every back-office service is given besides the database: who acts, and where the action
// is written down. The admin module supplies the real audit writer; it runs inside the action's
// own transaction, so an action and its audit row commit together or not at all.

/** The member of staff acting, and the reason they gave (refunds, cancellations and blocks ask one). */
export type StaffActor = { staffId: string; reason?: string };

/** One audit row: what was done to what, the state before and after, and why. */
export type AuditEntry = { action: string; target: string; before: unknown; after: unknown; reason?: string };

/** Writes an audit row in the action's transaction. */
export type Audit = (tx: Tx, entry: AuditEntry) => Promise<void>;

/**
 * A back-office action refused: `code` says why in a word the API can translate (for example
 * `order-not-found`, `already-refunded`), `message` in English for logs.
 */
export class StaffRefusal extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'StaffRefusal';
    this.code = code;
  }
}
