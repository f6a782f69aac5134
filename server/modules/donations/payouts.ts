// What the shop owes each charity and what it has paid, per Rome calendar month (issue 18, decision
// 050): the back office reads it, marks a month's donations to one charity paid with the bank
// transfer's reference, and downloads it as CSV. A donation belongs to the month it was made in
// (report.ts's rule); paying one charity's month is one transaction holding its rows.
import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { audited } from '../audit/index.ts';
import { romeMonthBounds } from './report.ts';
import { donations } from './tables.ts';

export type CharityMonth = {
  charity: string;
  currency: string;
  owedCount: number;
  owedCents: number;
  paidCount: number;
  paidCents: number;
  /** The references of the transfers that paid them, in the order they were made. */
  references: string[];
};
export type PayoutRefusal = 'nothing-owed';
export type PayoutDone = { ok: true; line: CharityMonth } | { ok: false; refusal: PayoutRefusal };

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const isReportMonth = (month: string) => MONTH.test(month);

const inMonth = (month: string) => {
  const { from, to } = romeMonthBounds(month);
  return and(gte(donations.createdAt, from), lt(donations.createdAt, to));
};

/** Each charity's donations of the month, owed and paid, by charity then currency. */
export async function donationMonth(db: Executor, month: string): Promise<CharityMonth[]> {
  const owed = sql<number>`coalesce(sum(${donations.amountCents}) filter (where ${donations.paidAt} is null), 0)`;
  const owedCount = sql<number>`count(*) filter (where ${donations.paidAt} is null)`;
  const paid = sql<number>`coalesce(sum(${donations.amountCents}) filter (where ${donations.paidAt} is not null), 0)`;
  const paidCount = sql<number>`count(*) filter (where ${donations.paidAt} is not null)`;
  const references = sql<string[] | null>`array_agg(distinct ${donations.payoutReference}) filter (where ${donations.payoutReference} is not null)`;
  const rows = await db
    .select({ charity: donations.charity, currency: donations.currency, owed, owedCount, paid, paidCount, references })
    .from(donations)
    .where(inMonth(month))
    .groupBy(donations.charity, donations.currency)
    .orderBy(asc(donations.charity), asc(donations.currency));
  return rows.map((r) => ({
    charity: r.charity,
    currency: r.currency,
    owedCount: Number(r.owedCount),
    owedCents: Number(r.owed),
    paidCount: Number(r.paidCount),
    paidCents: Number(r.paid),
    references: [...(r.references ?? [])].sort(),
  }));
}

/**
 * Marks every donation of the month to the charity not yet paid as paid, with the reference:
 * its rows are locked and read again in the transaction, so two people paying at once pay once
 * (the second finds nothing owed). One audit row names the amount, the count and the reference.
 */
export async function payCharityMonth(
  db: Db,
  actor: { id: number; email: string },
  input: { month: string; charity: string; reference: string },
  now = new Date(),
): Promise<PayoutDone> {
  return audited(db, actor, async (tx) => {
    const owed = await tx
      .select({ id: donations.id, amountCents: donations.amountCents, currency: donations.currency })
      .from(donations)
      .where(and(inMonth(input.month), eq(donations.charity, input.charity), isNull(donations.paidAt)))
      .orderBy(asc(donations.id))
      .for('update');
    if (!owed.length) return { result: { ok: false, refusal: 'nothing-owed' } as PayoutDone, audit: null };
    const before = (await donationMonth(tx, input.month)).filter((l) => l.charity === input.charity);
    await tx
      .update(donations)
      .set({ paidAt: now, payoutReference: input.reference })
      .where(and(inMonth(input.month), eq(donations.charity, input.charity), isNull(donations.paidAt)));
    const after = (await donationMonth(tx, input.month)).filter((l) => l.charity === input.charity);
    const paidCents = owed.reduce((sum, d) => sum + d.amountCents, 0);
    const audit = {
      action: 'donations.pay',
      target: `donations:${input.month}:${input.charity}`,
      before,
      after: { lines: after, paid: { count: owed.length, cents: paidCents, reference: input.reference } },
      reason: `paid ${owed.length} donations by transfer ${input.reference}`,
    };
    return { result: { ok: true, line: after[0]! } as PayoutDone, audit };
  });
}

const csvCell = (value: string | number) => {
  const s = String(value);
  // A leading = + - @ would be a formula in a spreadsheet: quoted with a ' in front.
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) || safe !== s ? `"${safe.replace(/"/g, '""')}"` : safe;
};
const decimal = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The month as CSV: one line per charity and currency, owed and paid in major units, the references. */
export async function donationMonthCsv(db: Executor, month: string): Promise<string> {
  const head = ['month', 'charity', 'currency', 'owed_count', 'owed', 'paid_count', 'paid', 'references'];
  const lines = (await donationMonth(db, month)).map((l) =>
    [month, l.charity, l.currency, l.owedCount, decimal(l.owedCents), l.paidCount, decimal(l.paidCents), l.references.join(' ')].map(csvCell).join(','),
  );
  return [head.join(','), ...lines].join('\r\n') + '\r\n';
}
