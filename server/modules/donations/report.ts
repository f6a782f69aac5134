import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { storefrontById, storefronts } from '../../../common/storefronts.ts';
import { romeLocalToUtc } from '../../../common/rome-time.ts';
import { donations } from './tables.ts';

// `npm run donations -- report`: what the shop owes each charity for a month of donations
// (scripts/donations.ts runs it). A donation belongs to the Rome calendar month in which it was
// made (the card debited); the report adds them up per charity and currency.

export class DonationsError extends Error {}

export const usage = `npm run donations -- <command>

  report --month YYYY-MM [--store 53]
         Per charity: the donations made in that month (Europe/Rome) and the amount owed,
         then the grand total. Every storefront unless --store names one.`;

type Print = (line: string) => void;

export type CharityLine = { charity: string; currency: string; count: number; totalCents: number };
export type DonationReport = {
  month: string;
  storeIds: number[];
  from: Date;
  to: Date;
  charities: CharityLine[];
  /** One line per currency (a storefront has one; all of them EUR today). */
  totals: { currency: string; count: number; totalCents: number }[];
};

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The instants a Rome calendar month starts and ends (the end excluded). */
export function romeMonthBounds(month: string): { from: Date; to: Date } {
  const m = MONTH.exec(month);
  if (!m) throw new DonationsError(`--month wants a month as YYYY-MM, got "${month}"`);
  const next = Number(m[2]) === 12 ? `${Number(m[1]) + 1}-01` : `${m[1]}-${String(Number(m[2]) + 1).padStart(2, '0')}`;
  return { from: romeLocalToUtc(`${month}-01T00:00`)!, to: romeLocalToUtc(`${next}-01T00:00`)! };
}

export async function donationReport(db: Executor, month: string, storeId?: number): Promise<DonationReport> {
  const { from, to } = romeMonthBounds(month);
  const storeIds = storeId === undefined ? storefronts.map((s) => s.id) : [storeId];
  const total = sql<string>`sum(${donations.amountCents})`;
  const rows = await db
    .select({ charity: donations.charity, currency: donations.currency, count: count(), total })
    .from(donations)
    .where(and(gte(donations.createdAt, from), lt(donations.createdAt, to), storeId === undefined ? undefined : eq(donations.storeId, storeId)))
    .groupBy(donations.charity, donations.currency)
    .orderBy(asc(donations.charity), asc(donations.currency));
  const charities = rows.map((r) => ({ charity: r.charity, currency: r.currency, count: Number(r.count), totalCents: Number(r.total) }));
  const totals = new Map<string, { currency: string; count: number; totalCents: number }>();
  for (const c of charities) {
    const t = totals.get(c.currency) ?? { currency: c.currency, count: 0, totalCents: 0 };
    t.count += c.count;
    t.totalCents += c.totalCents;
    totals.set(c.currency, t);
  }
  return { month, storeIds, from, to, charities, totals: [...totals.values()] };
}

const amount = (cents: number, currency: string) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')} ${currency}`;

/** The report as the operator reads it: a table of charities, then the grand total. */
export function formatReport(r: DonationReport): string[] {
  const stores = r.storeIds.length === 1 ? `store ${r.storeIds[0]}` : `stores ${r.storeIds.join(', ')}`;
  const head = `Donations ${r.month} (Europe/Rome, ${r.from.toISOString()} to ${r.to.toISOString()}), ${stores}`;
  if (!r.charities.length) return [head, 'No donations in this month.'];
  type Row = [string, string, string];
  const rows = [
    ...r.charities.map((c): Row => [c.charity, String(c.count), amount(c.totalCents, c.currency)]),
    ...r.totals.map((t): Row => [r.totals.length > 1 ? `Total ${t.currency}` : 'Total', String(t.count), amount(t.totalCents, t.currency)]),
  ];
  const header: Row = ['Charity', 'Donations', 'Owed'];
  const width = (i: 0 | 1 | 2) => Math.max(header[i].length, ...rows.map((row) => row[i].length));
  const widths = [width(0), width(1), width(2)] as const;
  const line = (cells: Row) => `${cells[0].padEnd(widths[0])}  ${cells[1].padStart(widths[1])}  ${cells[2].padStart(widths[2])}`;
  const rule = '-'.repeat(widths[0] + widths[1] + widths[2] + 4);
  const body = rows.map(line);
  return [head, '', line(header), rule, ...body.slice(0, r.charities.length), rule, ...body.slice(r.charities.length)];
}

/** Parses `report --month YYYY-MM [--store N]`; anything else is a DonationsError with the usage. */
export function parseReportArgs(argv: string[]): { month: string; storeId?: number } {
  const [command, ...rest] = argv;
  if (command !== 'report') throw new DonationsError(command ? `unknown command "${command}"\n\n${usage}` : usage);
  const flags = new Map<string, string>();
  for (let i = 0; i < rest.length; i++) {
    const [name, inline] = rest[i]!.split(/=(.*)/s, 2);
    if (name !== '--month' && name !== '--store') throw new DonationsError(`unexpected argument "${rest[i]}"\n\n${usage}`);
    const value = inline ?? rest[++i];
    if (value === undefined || value.startsWith('--')) throw new DonationsError(`${name} needs a value`);
    flags.set(name.slice(2), value);
  }
  const month = flags.get('month');
  if (!month) throw new DonationsError(`give the month: --month YYYY-MM\n\n${usage}`);
  if (!MONTH.test(month)) throw new DonationsError(`--month wants a month as YYYY-MM, got "${month}"`);
  const store = flags.get('store');
  if (store === undefined) return { month };
  if (!/^\d+$/.test(store) || !storefrontById(Number(store))) {
    throw new DonationsError(`--store must be one of ${storefronts.map((s) => s.id).join(', ')}, got "${store}"`);
  }
  return { month, storeId: Number(store) };
}

/** Runs one command against the database, writing what the operator reads to `print`. */
export async function runDonationsCommand(db: Executor, argv: string[], print: Print): Promise<void> {
  const { month, storeId } = parseReportArgs(argv);
  for (const line of formatReport(await donationReport(db, month, storeId))) print(line);
}
