import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { freshPglite, freshPostgres } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { ADMIN_ERR, staffClient } from '../../../tests/helpers/admin.ts';
import { accountClient, registeredCustomer, type AccountClient } from '../../../tests/helpers/account.ts';
import { PLACE, businessBuyer, pay, readyBasket } from '../../../tests/helpers/checkout.ts';
import { auditSpy, CHOICE, support } from '../../../tests/helpers/staff.ts';
import { validate } from '../../../tests/helpers/fatturapa.ts';
import { pdfText } from '../../../tests/helpers/pdf-text.ts';
import type { Database } from '../../db/client.ts';
import { drainJobs } from '../../jobs/queue.ts';
import { must } from '../../../common/must.ts';
import { packagesOf } from './basket.ts';
import { CREDIT_NOTE_JOB, creditNotesOfOrder, issueCreditNote } from './credit-notes.ts';
import { creditNoteDataOf } from './credit-note-data.ts';
import { mailCreditNote } from './credit-note-email.ts';
import { outbox } from '../notifications/tables.ts';
import { creditNoteXml } from './invoice-xml.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { refundOrder, refundPackage } from './staff-refund.ts';
import * as t from './tables.ts';

// Decision 046: every refund of an invoiced order gets a credit note (TD04) of its own series,
// naming the invoice, with what was given back: the refunded package's lines, or what was left of
// the order with its fees. Made by a job after the refund commits, once however often it runs.

const physical = { productId: 'gift-card-streetwear-quartiere', variationType: 'physical', value: '50', quantity: 2, wrapper: 'box', giftPacking: true };
const digital = { productId: 'gift-card-streetwear-quartiere', variationType: 'digital', value: '50', quantity: 1 };
const company = { ...businessBuyer, companyName: 'Ufficio Aperto S.r.l.', email: 'acquisti@ufficioaperto.it', confirmEmail: 'acquisti@ufficioaperto.it' };
const FILE = `query F($number: String!, $note: String!, $format: String!) {
  orderCreditNoteFile(number: $number, note: $note, format: $format) { fileName contentType contentBase64 ${ADMIN_ERR} } }`;
const ACCOUNT_ORDER = `query A($userData: UserData!, $uuid: String!) { customerOrder(userData: $userData, uuid: $uuid) {
  order { status invoiceUrl creditNotes { number url } } errors { code } } }`;
const NOTES = `query O($number: String!) { order(number: $number) { creditNotes { number issuedAt amountCents } ${ADMIN_ERR} } }`;

describe('credit notes', () => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await freshPglite();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });

  async function paidOrder() {
    const { uuid } = await readyBasket(api, [physical, digital], { buyer: company });
    const placed = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'card', termsAccepted: true } })).data.placeOrder;
    expect(placed.errors).toEqual([]);
    await pay(database, api, placed.redirectUrl, 'paid');
    return must((await database.db.select().from(t.orders).where(eq(t.orders.uuid, uuid)))[0], 'the order');
  }

  /** Runs the credit-note jobs the refunds queued, each twice (a retried job): returns the notes made. */
  async function runNoteJobs() {
    const jobs = await drainJobs(database.db, CREDIT_NOTE_JOB);
    const made = [];
    for (const job of jobs) {
      const { refundId } = job.data as { refundId: number };
      const note = await issueCreditNote(database.db, refundId);
      expect(await issueCreditNote(database.db, refundId)).toEqual(note);
      made.push(must(note ?? undefined, 'an invoiced order’s refund has its note'));
    }
    return made;
  }

  it('a package refunded, then the rest of the order: two notes in their own series, naming the invoice, adding up to what was charged', async () => {
    const order = await paidOrder();
    const [boxed] = await packagesOf(database.db, order.id);
    // An order completed before invoices were kept has none: the note's job makes it first, to name it.
    await database.db.delete(t.invoices).where(eq(t.invoices.orderId, order.id));
    await refundPackage(database.db, support, auditSpy(), { orderId: order.id, packageId: boxed!.id });
    const [first] = await runNoteJobs();
    const invoice = must((await database.db.select().from(t.invoices).where(eq(t.invoices.orderId, order.id)))[0], 'made with the note');
    expect(first).toMatchObject({ number: `NC-IT-${first!.year}-000001`, sequence: 1, invoiceId: invoice.id });
    // Two boxed cards of 50 € with their gift boxes: the package's total, and nothing of the fees.
    const firstData = await creditNoteDataOf(database.db, first!);
    expect(first!.amountCents).toBe(2 * 5000 + 2 * 395 + 2 * 295);
    expect(firstData.lines.map((l) => l.totalCents)).toEqual([10000, 790, 590]);
    expect(firstData.totals.grandTotal).toBe(first!.amountCents);
    expect(firstData.adjustments).toEqual([]);
    expect(firstData.corrects).toEqual({ number: invoice.number, issuedAt: invoice.issuedAt });

    await refundOrder(database.db, support, auditSpy(), { orderId: order.id });
    const [second] = await runNoteJobs();
    expect(second!.sequence).toBe(2);
    const secondData = await creditNoteDataOf(database.db, second!);
    expect(secondData.lines.map((l) => l.packageId)).not.toContain(boxed!.id);
    expect(secondData.adjustments.length).toBeGreaterThan(0);
    expect(secondData.totals.grandTotal).toBe(second!.amountCents);
    expect(first!.amountCents + second!.amountCents).toBe(order.grandTotalCents);
    expect((await creditNotesOfOrder(database.db, order.id)).map((n) => n.sequence)).toEqual([1, 2]);

    // The XML is a TD04 valid against the schema, linked to the invoice; the PDF says what it corrects.
    const { fileName, xml } = await creditNoteXml(database.db, second!);
    expect(await validate(xml)).toEqual([]);
    expect(fileName).toMatch(/^IT\d{11}_N[0-9A-Z]{4}\.xml$/);
    expect(xml).toContain('<TipoDocumento>TD04</TipoDocumento>');
    expect(xml).toContain(`<DatiFattureCollegate><IdDocumento>${invoice.number}</IdDocumento>`);
    expect(xml).not.toContain('<DatiPagamento>');
    const text = pdfText(await renderInvoicePdf(secondData, { compress: false }));
    expect(text).toContain('Nota di credito');
    expect(text).toContain(`Rettifica della fattura ${invoice.number}`);
    expect(text).toContain('Totale nota di credito');
    expect(text).toMatch(/Rimborsato il/);

    // The buyer gets each note by e-mail at the invoice's address, its PDF attached, once.
    expect(await mailCreditNote(database.db, second!.id)).toBe(true);
    expect(await mailCreditNote(database.db, second!.id)).toBe(false);
    const mails = await database.db.select().from(outbox).where(eq(outbox.kind, 'credit-note'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'acquisti@ufficioaperto.it', subject: `Nota di credito ${second!.number}: rimborso del tuo ordine ${order.number}` });
    expect(mails[0]!.text).toContain(`rettifica la fattura ${invoice.number}`);
    expect(mails[0]!.attachments.map((a) => a.filename)).toEqual([`nota-di-credito-${second!.number}.pdf`]);
  });

  it('finance downloads a note as PDF or XML; the order lists its notes; what is not there is refused with its code', async () => {
    const order = await paidOrder();
    await refundOrder(database.db, support, auditSpy(), { orderId: order.id });
    const [note] = await runNoteJobs();
    const finance = staffClient(database);
    await finance.logIn('finance');
    const listed = (await finance.admin(NOTES, { number: order.number })).data.order;
    expect(listed.creditNotes).toEqual([{ number: note!.number, issuedAt: note!.issuedAt.toISOString(), amountCents: order.grandTotalCents }]);
    const file = async (vars: Record<string, string>) =>
      (await finance.admin(FILE, { number: order.number, note: note!.number, format: 'pdf', ...vars })).data.orderCreditNoteFile;
    const pdf = await file({});
    expect(pdf).toMatchObject({ errors: [], contentType: 'application/pdf', fileName: `nota-di-credito-${note!.number}.pdf` });
    expect(Buffer.from(pdf.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const xml = await file({ format: 'xml' });
    expect(Buffer.from(xml.contentBase64, 'base64').toString()).toContain('<TipoDocumento>TD04</TipoDocumento>');
    const codes = (r: { errors: { code: number }[] }) => r.errors.map((e) => e.code);
    expect(codes(await file({ note: 'NC-IT-1999-000001' }))).toEqual([5085]);
    expect(codes(await file({ format: 'docx' }))).toEqual([9004]);
    expect(codes(await file({ number: 'DN-999999999' }))).toEqual([5011]);
    const helpdesk = staffClient(database);
    await helpdesk.logIn('support');
    expect(codes((await helpdesk.admin(FILE, { number: order.number, note: note!.number, format: 'pdf' })).data.orderCreditNoteFile)).toEqual([5004]);
    expect(codes((await staffClient(database).admin(FILE, { number: order.number, note: note!.number, format: 'pdf' })).data.orderCreditNoteFile)).toEqual([
      5003,
    ]);
  });
  it('the customer finds the invoice and the note of a refunded order in their account, and only they can download the note', async () => {
    const owner = accountClient(database);
    await registeredCustomer(owner);
    const { uuid } = await readyBasket(owner, [digital]);
    const placed = (await owner.graphql(PLACE, { orderUuid: uuid, payment: { method: 'card', termsAccepted: true } })).data.placeOrder;
    await pay(database, owner, placed.redirectUrl, 'paid');
    const order = must((await database.db.select().from(t.orders).where(eq(t.orders.uuid, uuid)))[0], 'the order');
    await refundOrder(database.db, support, auditSpy(), { orderId: order.id });
    const [note] = await runNoteJobs();
    const mine = (await owner.graphql(ACCOUNT_ORDER, { uuid })).data.customerOrder.order;
    // Refunded, so canceled: its invoice stays, with the note that corrects it.
    expect(mine).toMatchObject({ status: 'canceled', invoiceUrl: `/conto/fattura/${uuid}.pdf` });
    expect(mine.creditNotes).toEqual([{ number: note!.number, url: `/conto/nota-di-credito/${uuid}/${note!.number}.pdf` }]);
    const download = (client: AccountClient | null, url = mine.creditNotes[0].url) =>
      owner.app.request(url, { headers: client ? { cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {} });
    const file = await download(owner);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(`nota-di-credito-${note!.number}.pdf`);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await download(owner, mine.invoiceUrl)).status).toBe(200);
    const other = accountClient(database);
    await registeredCustomer(other);
    expect((await download(other)).status).toBe(404);
    const nobody = await download(null);
    expect([nobody.status, await nobody.text()]).toEqual([404, 'Nota di credito non trovata']);
    expect((await download(owner, `/conto/nota-di-credito/${uuid}/NC-IT-1999-000001.pdf`)).status).toBe(404);
  });
});

describe('credit notes of refunds made at once, PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshPostgres(must(process.env.TEST_DATABASE_URL, 'vitest’s globalSetup sets it'));
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('numbers 12 notes 1 to 12 when their jobs, each run twice, all go at once: no gap, none twice', async () => {
    const api = apiClient(database);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const email = `rimborso${i}@ufficioaperto.it`;
      const { uuid } = await readyBasket(api, [CHOICE], { buyer: { ...company, email, confirmEmail: email } });
      const placed = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'card', termsAccepted: true } }, { 'x-forwarded-for': `10.1.${i}.1` }))
        .data.placeOrder;
      expect(placed.errors).toEqual([]);
      await pay(database, api, placed.redirectUrl, 'paid');
      const order = must((await database.db.select().from(t.orders).where(eq(t.orders.uuid, uuid)))[0], 'the order');
      await refundOrder(database.db, support, auditSpy(), { orderId: order.id });
      ids.push(order.id);
    }
    const jobs = await drainJobs(database.db, CREDIT_NOTE_JOB);
    expect(jobs).toHaveLength(12);
    await Promise.all([...jobs, ...jobs].map((j) => issueCreditNote(database.db, (j.data as { refundId: number }).refundId)));
    const notes = await database.db.select().from(t.creditNotes);
    expect(notes.map((n) => n.sequence).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(new Set(notes.map((n) => n.orderId))).toEqual(new Set(ids));
    const [counter] = await database.db.select().from(t.creditNoteCounters);
    expect(counter).toMatchObject({ storeId: 53, last: 12 });
    // Each note's e-mail asked for twice at once (a retried job beside the first): one e-mail per note.
    await Promise.all([...notes, ...notes].map((n) => mailCreditNote(database.db, n.id)));
    expect(await database.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.kind, 'credit-note'))).toHaveLength(12);
    // A refund refused (the order is refunded already) rolls back whole: no job, so no note.
    await expect(refundOrder(database.db, support, auditSpy(), { orderId: ids[0]! })).rejects.toMatchObject({ code: 'already-refunded' });
    expect(await drainJobs(database.db, CREDIT_NOTE_JOB)).toEqual([]);
  }, 120_000);
});
