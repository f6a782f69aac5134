import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Document } from '../documents/index.ts';

/**
 * A file an e-mail carries: its bytes, or the document to draw when the e-mail is sent (a gift
 * card, a donation certificate: nothing is drawn in the transaction that queues the e-mail).
 */
export type OutboxAttachment = { filename: string; contentType: string } & (
  { contentBase64: string; document?: never } | { document: Document; contentBase64?: never }
);

/** Every e-mail the shop sends is written here first (in the transaction of its cause), then sent. */
export const outbox = pgTable(
  'notifications_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [index('notifications_outbox_unsent').on(t.sentAt), index('notifications_outbox_to').on(t.to)],
);
