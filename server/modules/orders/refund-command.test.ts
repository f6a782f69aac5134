import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { freshPglite } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { PLACE, businessBuyer, pay, readyBasket } from '../../../tests/helpers/checkout.ts';
import type { Database } from '../../db/client.ts';
import { drainJobs } from '../../jobs/queue.ts';
import { must } from '../../../common/must.ts';
import { createStaff } from '../staff/index.ts';
import { auditEntries } from '../audit/index.ts';
import { refundsOfOrder } from '../payments/index.ts';
import { CREDIT_NOTE_JOB, issueCreditNote } from './credit-notes.ts';
import { creditNoteDataOf } from './credit-note-data.ts';
import { creditNoteXml } from './invoice-xml.ts';
import { validate } from '../../../tests/helpers/fatturapa.ts';
import { CommandRefusal, parseRefundArgs, runRefundCommand } from './refund-command.ts';
import * as t from './tables.ts';

// Issue 19: `npm run payments -- refund` gives money back through the provider, as the back office
// does: the whole order, a package, or an amount; by a member of staff allowed to, audited; each
// refund with its credit note, whose lines add up to exactly what went back.

const digital = { productId: 'gift-card-streetwear-quartiere', variationType: 'digital', value: '50', quantity: 2 };
const company = { ...businessBuyer, companyName: 'Ufficio Aperto S.r.l.', email: 'acquisti@ufficioaperto.it', confirmEmail: 'acquisti@ufficioaperto.it' };
const base = ['--reason', 'goodwill', '--staff', 'cassa@donami.it'];

describe('npm run payments -- refund: the arguments', () => {
  it('reads the order, the reason, who refunds, and an amount in euros or a package', () => {
    expect(parseRefundArgs(['refund', 'IT-100042', ...base])).toEqual({
      number: 'IT-100042',
      reason: 'goodwill',
      staff: 'cassa@donami.it',
      amountCents: null,
      packageId: null,
    });
    expect(parseRefundArgs(['refund', 'IT-1', ...base, '--amount', '12,5']).amountCents).toBe(1250);
    expect(parseRefundArgs(['refund', 'IT-1', ...base, '--amount', '7']).amountCents).toBe(700);
    expect(parseRefundArgs(['refund', 'IT-1', ...base, '--package', '31']).packageId).toBe(31);
  });

  it.each([
    [['refund'], /^Usage/],
    [['refund', 'IT-1', '--staff', 'a@b.it'], /^--reason is required/],
    [['refund', 'IT-1', '--reason', 'x'], /^--staff is required/],
    [['refund', 'IT-1', ...base, '--amount', '1.234'], /^--amount needs euros with two decimals at most/],
    [['refund', 'IT-1', ...base, '--amount', '-3'], /argument is ambiguous/],
    [['refund', 'IT-1', ...base, '--amount', '0.00'], /^--amount must be above zero/],
    [['refund', 'IT-1', ...base, '--amount', '1', '--package', '2'], /^give --amount or --package, not both/],
    [['refund', 'IT-1', ...base, '--package', 'x'], /^--package needs a package id/],
    [['refund', 'IT-1', ...base, '--colour', 'red'], /Unknown option '--colour'/],
  ])('refuses %j', (argv, said) => {
    expect(() => parseRefundArgs(argv as string[])).toThrow(said);
  });
});

describe('npm run payments -- refund: through the provider', () => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await freshPglite();
    api = apiClient(database);
    await createStaff(database.db, { email: 'cassa@donami.it', name: 'Carla Cassa', role: 'finance', password: 'a-long-enough-password' });
    await createStaff(database.db, { email: 'aiuto@donami.it', name: 'Aldo Aiuto', role: 'support', password: 'a-long-enough-password' });
  });
  afterAll(() => database.close());

  async function paidOrder() {
    const { uuid } = await readyBasket(api, [digital], { buyer: company });
    const placed = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'card', termsAccepted: true } })).data.placeOrder;
    await pay(database, api, placed.redirectUrl, 'paid');
    return must((await database.db.select().from(t.orders).where(eq(t.orders.uuid, uuid)))[0], 'the order');
  }
  const run = (number: string, extra: string[] = [], who = base) => runRefundCommand(database.db, parseRefundArgs(['refund', number, ...who, ...extra]));
  const notes = async () => {
    const made = [];
    for (const job of await drainJobs(database.db, CREDIT_NOTE_JOB))
      made.push(must((await issueCreditNote(database.db, (job.data as { refundId: number }).refundId)) ?? undefined, 'a note'));
    return made;
  };

  it('gives back an amount, twice on purpose, then what is left; each note adds up to its money', async () => {
    const order = await paidOrder();
    const paid = order.grandTotalCents ?? 0;
    expect(paid).toBeGreaterThan(2002);
    expect(await run(order.number!, ['--amount', '10.01'])).toEqual([
      expect.stringMatching(new RegExp(`^${order.number}: 10.01 EUR refunded \\(amount:1, provider's refund \\S+\\); the order is completed$`)),
    ]);
    await run(order.number!, ['--amount', '10.01']);
    await expect(run(order.number!, ['--amount', ((paid - 2001 + 1) / 100).toFixed(2)])).rejects.toThrow(/less is left to refund than that/);
    const [rest] = await run(order.number!);
    expect(rest).toContain(`${((paid - 2002) / 100).toFixed(2)} EUR refunded (order, `);
    expect(rest).toContain('the order is canceled');
    expect((await refundsOfOrder(database.db, order.id)).map((r) => [r.scope, r.amountCents])).toEqual([
      ['amount:1', 1001],
      ['amount:2', 1001],
      ['order', paid - 2002],
    ]);
    const made = await notes();
    expect(made.map((n) => n.amountCents)).toEqual([1001, 1001, paid - 2002]);
    for (const note of made) {
      const data = await creditNoteDataOf(database.db, note);
      expect(data.totals.grandTotal).toBe(note.amountCents);
      expect(data.lines.every((l) => l.quantity * l.unitCents === l.totalCents)).toBe(true);
      // The scaled lines still make a credit note SDI takes.
      expect(await validate((await creditNoteXml(database.db, note)).xml)).toEqual([]);
    }
    // Audited as the back office's refunds, under the staff member's name.
    const audited = await auditEntries(database.db, { target: `order:${order.number}`, limit: 20 });
    expect(audited.map((a) => [a.action, a.staffEmail, a.reason])).toEqual(
      expect.arrayContaining([
        ['order.refund-amount', 'cassa@donami.it', 'goodwill'],
        ['order.refund', 'cassa@donami.it', 'goodwill'],
      ]),
    );
    await expect(run(order.number!)).rejects.toThrow(/less is left to refund than that|nothing of it is paid/);
  });

  it('refuses who may not refund, and an order that does not exist', async () => {
    const order = await paidOrder();
    await expect(run(order.number!, [], ['--reason', 'x', '--staff', 'aiuto@donami.it'])).rejects.toThrow(CommandRefusal);
    await expect(run(order.number!, [], ['--reason', 'x', '--staff', 'nessuno@donami.it'])).rejects.toThrow(/not a member of staff allowed to refund/);
    await expect(run('IT-999999999')).rejects.toThrow(/IT-999999999: there is no such order/);
    expect(await refundsOfOrder(database.db, order.id)).toEqual([]);
  });
});
