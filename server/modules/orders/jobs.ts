import type { JobDefinition } from '../../jobs/index.ts';
import { releaseExpiredHolds } from './holds.ts';
import { INVOICE_EMAIL_JOB, mailInvoiceOrderAccepted } from './invoice-email.ts';
import { expireUnpaidOrders } from './payment-outcome.ts';
import { INVOICE_JOB, invoiceOfOrder, issueInvoices } from './invoices.ts';
import { CREDIT_NOTE_JOB, issueCreditNote } from './credit-notes.ts';
import { mailCreditNote } from './credit-note-email.ts';
import { reconcilePendingOrders } from './reconcile.ts';

/** Unpaid orders: asked about at the provider, their stock holds ended, and canceled past their payment window. */
export const orderJobs: JobDefinition[] = [
  {
    name: 'orders-expire',
    cron: '* * * * *',
    policy: 'singleton',
    async run(database) {
      await expireUnpaidOrders(database.db);
    },
  },
  {
    name: 'orders-reconcile',
    cron: '* * * * *',
    policy: 'singleton',
    async run(database) {
      await reconcilePendingOrders(database.db);
    },
  },
  {
    name: INVOICE_JOB,
    async run(database, data) {
      const orderId = (data as { orderId?: unknown } | null)?.orderId;
      if (typeof orderId === 'number') await invoiceOfOrder(database.db, orderId);
    },
    // A burst of completions: the batch's invoices in one transaction.
    async runBatch(database, data) {
      await issueInvoices(
        database.db,
        data.map((d) => (d as { orderId?: unknown } | null)?.orderId).filter((id): id is number => typeof id === 'number'),
      );
    },
  },
  {
    name: CREDIT_NOTE_JOB,
    async run(database, data) {
      const refundId = (data as { refundId?: unknown } | null)?.refundId;
      if (typeof refundId !== 'number') return;
      // The note in its own short transaction (the series' counter locked only there), then its e-mail with the PDF.
      const note = await issueCreditNote(database.db, refundId);
      if (note) await mailCreditNote(database.db, note.id);
    },
  },
  {
    name: INVOICE_EMAIL_JOB,
    async run(database, data) {
      const orderId = (data as { orderId?: unknown } | null)?.orderId;
      if (typeof orderId === 'number') await mailInvoiceOrderAccepted(database.db, orderId);
    },
  },
  {
    name: 'orders-release-holds',
    cron: '* * * * *',
    policy: 'singleton',
    async run(database) {
      await releaseExpiredHolds(database.db);
    },
  },
];
