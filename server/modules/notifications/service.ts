import { and, desc, eq, gt, ilike, isNull, sql } from 'drizzle-orm';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Db, Executor } from '../../db/client.ts';
import { outbox, type OutboxAttachment } from './tables.ts';
import { settings } from '../../settings.ts';
import { enqueue } from '../../jobs/queue.ts';
import { must } from '../../../common/must.ts';
import { renderDocument } from '../documents/index.ts';

/** The send job's queue: at most one waiting and one running (policy 'stately'), however many e-mails are queued. */
export const SEND_EMAILS_JOB = 'notifications-send';

/** The database or a transaction of it: an e-mail is queued in the transaction of its cause. */

/** What sending needs from nodemailer; tests pass their own. */
export type MailTransport = { sendMail(message: SendMailOptions): Promise<unknown> };

export type QueuedEmail = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: OutboxAttachment[];
  orderId?: number | null;
};

export type OutboxEmail = typeof outbox.$inferSelect;
export type OutboxSummary = Omit<OutboxEmail, 'text' | 'html' | 'attachments'> & { attachmentCount: number };

// A row that still fails after this long is left for a person to look at (its last_error says why).
const GIVE_UP_AFTER_MS = 3 * 24 * 3600 * 1000;

/**
 * Writes an e-mail to the outbox and asks for the send job in the same transaction: it goes out as
 * soon as that commits (the schedule's run every minute is the safety net).
 */
export async function queueEmail(db: Executor, email: QueuedEmail): Promise<number> {
  const to = email.to.trim();
  if (!to) throw new Error('queueEmail: empty recipient');
  const insert = db
    .insert(outbox)
    .values({
      kind: email.kind,
      to,
      subject: email.subject.replace(/\s+/g, ' ').trim(),
      text: email.text,
      html: email.html,
      attachments: email.attachments ?? [],
      orderId: email.orderId ?? null,
    })
    .returning({ id: outbox.id });
  const [row] = await enqueue(db, SEND_EMAILS_JOB, {}, {}, insert);
  return Number(must(row, 'the outbox insert returns its row').id);
}

/** How many e-mails of a kind the outbox holds for an order (0 or 1 is all a caller asks). */
export async function emailsOfOrder(db: Executor, orderId: number, kind: string): Promise<number> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.orderId, orderId), eq(outbox.kind, kind)))
    .limit(1);
  return rows.length;
}

/** What a list of e-mails shows of each: no body, the number of attachments. */
const summaryColumns = {
  id: outbox.id,
  kind: outbox.kind,
  to: outbox.to,
  subject: outbox.subject,
  orderId: outbox.orderId,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
  lastError: outbox.lastError,
  attachmentCount: sql<number>`jsonb_array_length(${outbox.attachments})`.mapWith(Number),
};

/** An order's e-mails, oldest first, without their bodies. */
export async function emailsOfOrderList(db: Executor, orderId: number): Promise<OutboxSummary[]> {
  return db.select(summaryColumns).from(outbox).where(eq(outbox.orderId, orderId)).orderBy(outbox.createdAt, outbox.id);
}

/**
 * Queues an e-mail again, as it was (its documents drawn again when it is sent), to its address or
 * to `to`: one more outbox row and the send job, in the caller's transaction. Returns the new id.
 */
export async function queueAgain(db: Executor, email: OutboxEmail, to?: string): Promise<number> {
  return queueEmail(db, {
    kind: email.kind,
    to: to ?? email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    attachments: email.attachments,
    orderId: email.orderId,
  });
}

let shared: MailTransport | null = null;

/** SMTP when SMTP_URL is set; otherwise nodemailer's JSON transport, so nothing leaves the machine. */
export function mailTransport(): MailTransport {
  const smtpUrl = settings().smtpUrl;
  shared ??= smtpUrl ? nodemailer.createTransport(smtpUrl) : nodemailer.createTransport({ jsonTransport: true });
  return shared;
}

/**
 * An attachment's bytes: as stored, or its document drawn now. A document is drawn with the
 * e-mail's date, so the mailbox's download and the e-mail sent hold the same file.
 */
export async function attachmentContent(attachment: OutboxAttachment, email: Pick<OutboxEmail, 'createdAt'>): Promise<Buffer> {
  if (attachment.document) return renderDocument(attachment.document, { createdAt: email.createdAt });
  return Buffer.from(attachment.contentBase64, 'base64');
}

async function message(row: OutboxEmail): Promise<SendMailOptions> {
  return {
    from: settings().mailFrom,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    attachments: await Promise.all(
      row.attachments.map(async (a) => ({ filename: a.filename, contentType: a.contentType, content: await attachmentContent(a, row) })),
    ),
  };
}

/**
 * Sends unsent e-mails, oldest first. Each row is marked sent on its own, so a failure in one
 * does not hold back the others; a failed row keeps its error and is tried again next run.
 * Delivery is at least once: run the job as a singleton so two workers do not send the same row.
 */
export async function sendPending(db: Db, transport: MailTransport, limit = 50): Promise<{ sent: number; failed: number }> {
  const since = new Date(Date.now() - GIVE_UP_AFTER_MS);
  const rows = await db
    .select()
    .from(outbox)
    .where(and(isNull(outbox.sentAt), gt(outbox.createdAt, since)))
    .orderBy(outbox.id)
    .limit(limit);
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      await transport.sendMail(await message(row));
      await db
        .update(outbox)
        .set({ sentAt: new Date(), lastError: null })
        .where(and(eq(outbox.id, row.id), isNull(outbox.sentAt)));
      sent++;
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      await db
        .update(outbox)
        .set({ lastError: reason.slice(0, 1000) })
        .where(eq(outbox.id, row.id));
      failed++;
    }
  }
  return { sent, failed };
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The outbox, newest first; `to` matches part of the recipient, ignoring case. */
export async function listOutbox(db: Executor, opts: { to?: string; limit?: number } = {}): Promise<OutboxSummary[]> {
  const limit = Math.min(Math.max(opts.limit ?? 50, 1), 500);
  const to = opts.to?.trim();
  return db
    .select(summaryColumns)
    .from(outbox)
    .where(to ? ilike(outbox.to, likePattern(to)) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}

/** One e-mail with its bodies and attachments, or null. */
export async function outboxEmail(db: Executor, id: number): Promise<OutboxEmail | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647) return null;
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row ?? null;
}
