// The e-mails the shop wrote to a customer's address: their export and erasure (issue 18). An
// erased e-mail keeps its kind, order and dates (that it was sent) and loses its address and words.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ERASED_TEXT, erasedEmail, type Erased, type Person, type PersonData } from '../../person.ts';
import { outbox } from './tables.ts';

const ofPerson = (p: Person) => sql`lower(${outbox.to}) = ${p.email}`;

export async function outboxPersonData(db: Executor, p: Person): Promise<PersonData> {
  const rows = await db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      orderId: outbox.orderId,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(ofPerson(p))
    .orderBy(outbox.id);
  return { notifications_outbox: rows };
}

export async function eraseOutboxPerson(tx: Executor, p: Person, now: Date): Promise<Erased> {
  const done = await tx
    .update(outbox)
    // An unsent e-mail to the person is not sent any more: marked as gone, with the reason.
    .set({
      to: erasedEmail(p.customerId),
      subject: ERASED_TEXT,
      text: ERASED_TEXT,
      html: ERASED_TEXT,
      attachments: [],
      sentAt: sql`coalesce(${outbox.sentAt}, ${now})`,
      lastError: sql`case when ${outbox.sentAt} is null then 'erased before sending' else ${outbox.lastError} end`,
    })
    .where(ofPerson(p))
    .returning({ id: outbox.id });
  return { notifications_outbox: done.length };
}
