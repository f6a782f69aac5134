// The back office's quote desk (issue 18, decision 050): the requests with their status, a reply
// by e-mail, a status set by hand, and the conversion into an order on invoice. Every write is one
// transaction that locks the request, looks at it again and writes its audit row; a refusal is a
// word the admin API translates, and writes nothing.
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { audited } from '../audit/index.ts';
import { queueEmail, type Locale } from '../notifications/index.ts';
import { quoteOrderEmail, quoteReplyEmail } from './quote-reply-email.ts';
import { quoteReference } from './service.ts';
import { quoteRequests } from './tables.ts';

export type QuoteRow = typeof quoteRequests.$inferSelect;
export const quoteStatuses = ['new', 'answered', 'won', 'lost'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];
export type QuoteRefusal = 'not-found' | 'closed' | 'status-invalid' | 'already-converted';
export type QuoteChange = { ok: true; quote: QuoteRow } | { ok: false; refusal: QuoteRefusal };
/** Who acts, as the audit log names them. */
export type DeskActor = { id: number; email: string };

const REFERENCE = /^PR-(\d{1,9})$/;

/** The request's id from its reference ("PR-000042"), or null. */
export function quoteIdOf(reference: string): number | null {
  const m = REFERENCE.exec(reference.trim().toUpperCase());
  return m ? Number(m[1]) : null;
}

export async function quoteByReference(db: Executor, reference: string): Promise<QuoteRow | null> {
  const id = quoteIdOf(reference);
  if (id === null) return null;
  const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
  return row ?? null;
}

/** The inbox, newest first; one status or all of them. */
export async function quoteInbox(db: Executor, status: QuoteStatus | null, limit = 100): Promise<QuoteRow[]> {
  const where: SQL[] = [];
  if (status) where.push(eq(quoteRequests.status, status));
  return db
    .select()
    .from(quoteRequests)
    .where(and(...where))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .limit(limit);
}

const snapshot = (q: QuoteRow) => ({ status: q.status, answeredAt: q.answeredAt?.toISOString() ?? null, orderNumber: q.orderNumber });
const closed = (q: QuoteRow) => q.status === 'won' || q.status === 'lost';
const localeOf = (q: QuoteRow): Locale => (['it', 'nl', 'en'].includes(q.locale) ? (q.locale as Locale) : 'it');

async function locked(tx: Tx, reference: string): Promise<QuoteRow | null> {
  const id = quoteIdOf(reference);
  if (id === null) return null;
  const [row] = await tx.select().from(quoteRequests).where(eq(quoteRequests.id, id)).for('update');
  return row ?? null;
}

type Step =
  { result: QuoteChange; audit: null } | { result: QuoteChange; audit: { action: string; target: string; before: unknown; after: unknown; reason: string } };
const refuse = (refusal: QuoteRefusal): Step => ({ result: { ok: false, refusal }, audit: null });

/** A change under the request's lock: `act` returns the request after, or why not. */
function change(db: Db, actor: DeskActor, reference: string, action: string, reason: string, act: (tx: Tx, q: QuoteRow) => Promise<QuoteRow | QuoteRefusal>) {
  return audited(db, actor, async (tx): Promise<Step> => {
    const before = await locked(tx as Tx, reference);
    if (!before) return refuse('not-found');
    const after = await act(tx as Tx, before);
    if (typeof after === 'string') return refuse(after);
    const audit = { action, target: `quote:${quoteReference(before.id)}`, before: snapshot(before), after: snapshot(after), reason };
    return { result: { ok: true, quote: after }, audit };
  });
}

async function update(tx: Tx, id: number, set: Partial<QuoteRow>): Promise<QuoteRow> {
  const [row] = await tx.update(quoteRequests).set(set).where(eq(quoteRequests.id, id)).returning();
  if (!row) throw new Error(`quote ${id} vanished under its lock`);
  return row;
}

/** Answers the company by e-mail (the outbox sends it); a new request becomes answered. */
export function replyToQuote(db: Db, actor: DeskActor, input: { reference: string; text: string }, now = new Date()): Promise<QuoteChange> {
  return change(db, actor, input.reference, 'quote.reply', input.text, async (tx, q) => {
    if (closed(q)) return 'closed';
    const mail = quoteReplyEmail(localeOf(q), { reference: quoteReference(q.id), contactName: q.contactName, text: input.text });
    await queueEmail(tx, { kind: 'quote-reply', to: q.email, ...mail });
    return update(tx, q.id, { status: q.status === 'new' ? 'answered' : q.status, answeredAt: now });
  });
}

/** Sets the status by hand: lost (or won, for an order made elsewhere); a closed request stays closed. */
export function setQuoteStatus(db: Db, actor: DeskActor, input: { reference: string; status: string; reason: string }): Promise<QuoteChange> {
  return change(db, actor, input.reference, 'quote.status', input.reason, async (tx, q) => {
    if (!(quoteStatuses as readonly string[]).includes(input.status) || input.status === 'new' || input.status === q.status) return 'status-invalid';
    if (closed(q)) return 'closed';
    return update(tx, q.id, { status: input.status });
  });
}

/**
 * Claims the request for a basket before its placement (own transaction, no audit row): a second
 * conversion at the same time finds it claimed and is refused, so one quote makes one order.
 */
export async function claimQuote(db: Db, reference: string, basketUuid: string): Promise<QuoteChange> {
  return db.transaction(async (tx) => {
    const q = await locked(tx as Tx, reference);
    if (!q) return { ok: false, refusal: 'not-found' } as const;
    if (q.orderUuid) return { ok: false, refusal: 'already-converted' } as const;
    if (closed(q)) return { ok: false, refusal: 'closed' } as const;
    return { ok: true, quote: await update(tx as Tx, q.id, { orderUuid: basketUuid }) } as const;
  });
}

/** The placement was refused: the claim is given back (only the claim of that basket). */
export async function releaseQuote(db: Db, reference: string, basketUuid: string): Promise<void> {
  const id = quoteIdOf(reference);
  if (id === null) return;
  await db
    .update(quoteRequests)
    .set({ orderUuid: null })
    .where(and(eq(quoteRequests.id, id), eq(quoteRequests.orderUuid, basketUuid), isNull(quoteRequests.orderNumber)));
}

/** The order was placed: the request is won, names its order, and the company gets the link to accept it. */
export function quoteConverted(
  db: Db,
  actor: DeskActor,
  input: { reference: string; basketUuid: string; number: string; acceptUrl: string | null; reason: string },
): Promise<QuoteChange> {
  return change(db, actor, input.reference, 'quote.convert', input.reason, async (tx, q) => {
    if (q.orderUuid !== input.basketUuid || q.orderNumber) return 'already-converted';
    const mail = quoteOrderEmail(localeOf(q), {
      reference: quoteReference(q.id),
      contactName: q.contactName,
      number: input.number,
      acceptUrl: input.acceptUrl,
    });
    await queueEmail(tx, { kind: 'quote-order', to: q.email, ...mail });
    return update(tx, q.id, { status: 'won', orderNumber: input.number });
  });
}
