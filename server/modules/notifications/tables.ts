import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export type OutboxAttachment = { filename: string; contentType: string; contentBase64: string };

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
