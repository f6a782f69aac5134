import nodemailer from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { attachmentContent, listOutbox, outboxEmail, queueEmail, sendPending, type MailTransport } from './service.ts';
import type { OutboxAttachment } from './tables.ts';
import { notificationJobs } from './jobs.ts';
import { must } from '../../../common/must.ts';

const pdf = { filename: 'gift-card.pdf', contentType: 'application/pdf', contentBase64: Buffer.from('%PDF-1.3 test').toString('base64') };

function email(to: string, subject: string) {
  return { kind: 'orderConfirmation', to, subject, text: `Testo: ${subject}`, html: `<p>${subject}</p>` };
}

describe.each(databaseKinds)('notifications outbox ($kind)', ({ open }) => {
  let database: Database;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.close();
  });

  it('queues an e-mail inside a transaction and lists it, newest first', async () => {
    const first = await queueEmail(database.db, email('giulia@esempio.it', 'Primo'));
    const second = await database.db.transaction((tx) => queueEmail(tx, { ...email('Marco@Esempio.it', 'Secondo'), attachments: [pdf], orderId: 7 }));
    expect(second).toBeGreaterThan(first);

    const all = await listOutbox(database.db);
    expect(all.map((e) => e.subject)).toEqual(['Secondo', 'Primo']);
    expect(all[0]).toMatchObject({ to: 'Marco@Esempio.it', orderId: 7, attachmentCount: 1, sentAt: null });

    const forMarco = await listOutbox(database.db, { to: 'marco@esempio' });
    expect(forMarco.map((e) => e.id)).toEqual([second]);
    expect(await listOutbox(database.db, { to: '%' })).toEqual([]);

    const full = await outboxEmail(database.db, second);
    expect(full?.attachments).toEqual([pdf]);
    expect(full?.text).toBe('Testo: Secondo');
    expect(await outboxEmail(database.db, 999999)).toBeNull();
  });

  it('does not keep an e-mail whose transaction rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queueEmail(tx, email('giulia@esempio.it', 'Annullata'));
        throw new Error('payment failed');
      }),
    ).rejects.toThrow('payment failed');
    expect(await listOutbox(database.db)).toEqual([]);
  });

  it('sends queued e-mails with their attachments and marks them sent, once', async () => {
    const id = await queueEmail(database.db, { ...email('giulia@esempio.it', 'La tua gift card'), attachments: [pdf] });
    const sentMessages: string[] = [];
    const json = nodemailer.createTransport({ jsonTransport: true });
    const transport: MailTransport = {
      async sendMail(message) {
        const info = await json.sendMail(message);
        sentMessages.push(info.message);
        return info;
      },
    };

    expect(await sendPending(database.db, transport)).toEqual({ sent: 1, failed: 0 });
    const message = JSON.parse(must(sentMessages[0], 'one message was sent'));
    expect(message.to).toEqual([{ address: 'giulia@esempio.it', name: '' }]);
    expect(message.subject).toBe('La tua gift card');
    expect(message.attachments[0]).toMatchObject({ filename: 'gift-card.pdf', contentType: 'application/pdf', content: pdf.contentBase64 });

    const row = await outboxEmail(database.db, id);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.lastError).toBeNull();
    expect(await sendPending(database.db, transport)).toEqual({ sent: 0, failed: 0 });
    expect(sentMessages).toHaveLength(1);
  });

  it('draws a document attachment when it sends the e-mail, from the input the row keeps', async () => {
    const card = {
      locale: 'it' as const,
      storeBrand: 'Donami',
      productTitle: 'Gift card Tutto in uno',
      brand: 'Donami',
      backgroundColor: '#d9415d',
      textColor: '#ffffff',
      valueCents: 2500,
      currency: 'EUR',
      number: '6390531234567890123',
      pin: '4821',
      expiresOn: '2031-11-28',
    };
    const drawn: OutboxAttachment = { filename: 'gift-card-1.pdf', contentType: 'application/pdf', document: { kind: 'gift-card', card } };
    const id = await queueEmail(database.db, { ...email('giulia@esempio.it', 'La tua gift card'), attachments: [drawn] });
    const row = must((await outboxEmail(database.db, id)) ?? undefined, 'the e-mail is queued');
    // Queued: the input of the drawing, no bytes.
    expect(row.attachments).toEqual([drawn]);

    const sent: { content: string; encoding: string }[] = [];
    const json = nodemailer.createTransport({ jsonTransport: true });
    const transport: MailTransport = {
      async sendMail(message) {
        const info = await json.sendMail(message);
        sent.push(...JSON.parse(info.message).attachments);
        return info;
      },
    };
    expect(await sendPending(database.db, transport)).toEqual({ sent: 1, failed: 0 });
    const file = Buffer.from(must(sent[0], 'the PDF went with the e-mail').content, 'base64');
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    // Drawn again from the row (the mailbox's download): the same file.
    expect((await attachmentContent(must(row.attachments[0], 'attachment'), row)).equals(file)).toBe(true);
  });

  it('records the error of a failed send, keeps going, and retries the failed one later', async () => {
    const bad = await queueEmail(database.db, email('rimbalza@esempio.it', 'Non arriva'));
    const good = await queueEmail(database.db, email('giulia@esempio.it', 'Arriva'));
    let down = true;
    const transport: MailTransport = {
      async sendMail(message) {
        if (down && message.to === 'rimbalza@esempio.it') throw new Error('550 mailbox unavailable');
        return {};
      },
    };

    expect(await sendPending(database.db, transport)).toEqual({ sent: 1, failed: 1 });
    expect(await outboxEmail(database.db, bad)).toMatchObject({ sentAt: null, lastError: '550 mailbox unavailable' });
    expect((await outboxEmail(database.db, good))?.sentAt).toBeInstanceOf(Date);

    down = false;
    expect(await sendPending(database.db, transport)).toEqual({ sent: 1, failed: 0 });
    expect(await outboxEmail(database.db, bad)).toMatchObject({ lastError: null });
  });

  it('gives up on e-mails that have failed for more than three days', async () => {
    const old = await queueEmail(database.db, email('vecchia@esempio.it', 'Vecchia'));
    await database.db.execute(sql`update notifications_outbox set created_at = now() - interval '4 days' where id = ${old}`);
    const tried: unknown[] = [];
    expect(
      await sendPending(database.db, {
        async sendMail(m) {
          tried.push(m);
          return {};
        },
      }),
    ).toEqual({ sent: 0, failed: 0 });
    expect(tried).toEqual([]);
  });

  it('sends at most `limit` e-mails per run, oldest first', async () => {
    for (const n of [1, 2, 3]) await queueEmail(database.db, email('giulia@esempio.it', `E-mail ${n}`));
    const subjects: string[] = [];
    await sendPending(
      database.db,
      {
        async sendMail(m) {
          subjects.push(String(m.subject));
          return {};
        },
      },
      2,
    );
    expect(subjects).toEqual(['E-mail 1', 'E-mail 2']);
  });

  it('has a send job every minute that empties the outbox', async () => {
    const job = notificationJobs.find((j) => j.name === 'notifications-send');
    expect(job?.cron).toBe('* * * * *');
    const id = await queueEmail(database.db, email('giulia@esempio.it', 'Dal job'));
    const previous = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    try {
      await job!.run(database, null);
    } finally {
      if (previous !== undefined) process.env.SMTP_URL = previous;
    }
    expect((await outboxEmail(database.db, id))?.sentAt).toBeInstanceOf(Date);
  });

  it('every queued e-mail asks for the send job, and one run sends more than a batch (120 e-mails)', async () => {
    const job = notificationJobs.find((j) => j.name === 'notifications-send')!;
    expect(job.policy).toBe('stately');
    await database.db.execute(sql`delete from job_outbox`);
    for (let i = 0; i < 120; i++) await queueEmail(database.db, email(`cliente${i}@esempio.it`, `E-mail ${i}`));
    const asked = await database.db.execute(sql`select count(*)::int as n from job_outbox where name = 'notifications-send'`);
    expect(Number((asked.rows[0] as { n: number }).n)).toBe(120);
    const previous = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    try {
      await job.run(database, null);
    } finally {
      if (previous !== undefined) process.env.SMTP_URL = previous;
    }
    const unsent = await database.db.execute(sql`select count(*)::int as n from notifications_outbox where sent_at is null`);
    expect(Number((unsent.rows[0] as { n: number }).n)).toBe(0);
  });
});
