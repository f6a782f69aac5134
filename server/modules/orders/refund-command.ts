// `npm run payments -- refund ORDER [--amount 12.50 | --package ID] --reason "…" --staff EMAIL`
// (issue 19): a refund through the payment provider from the command line, by a member of staff
// allowed to refund (finance or admin), audited as the back office's refunds are. The whole order
// by default (it is canceled and its cards stopped), one package, or an amount (a goodwill refund).
import { parseArgs } from 'node:util';
import type { Db } from '../../db/client.ts';
import { StaffRefusal, type Audit } from '../../staff-action.ts';
import { recordAudit } from '../audit/index.ts';
import { activeStaffByEmail, roleMay } from '../staff/index.ts';
import { orderIdOf } from './admin-graphql.ts';
import { refundAmount, refundOrder, refundPackage, type RefundDone } from './staff-refund.ts';

export const refundUsage = `Usage: npm run payments -- refund ORDER --reason "why" --staff EMAIL [--amount 12.50 | --package ID]
  ORDER     the order's number (IT-100042)
  --amount  give back this much of the payment (euros, two decimals at most); the order stays as it is
  --package give back one package (its cards are stopped)
  without either, give back all that is left and cancel the order`;

/** A command the shop refuses to run, with the line to print. */
export class CommandRefusal extends Error {}

export type RefundArgs = { number: string; reason: string; staff: string; amountCents: number | null; packageId: number | null };

/** The command's arguments, or a refusal saying what is wrong (before the database is opened). */
export function parseRefundArgs(argv: string[]): RefundArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { reason: { type: 'string' }, staff: { type: 'string' }, amount: { type: 'string' }, package: { type: 'string' } },
    });
  } catch (e) {
    throw new CommandRefusal(`${(e as Error).message}\n\n${refundUsage}`);
  }
  const [command, number, ...rest] = parsed.positionals;
  const v = parsed.values;
  if (command !== 'refund' || !number || rest.length) throw new CommandRefusal(refundUsage);
  if (!v.reason?.trim()) throw new CommandRefusal(`--reason is required: say why the money goes back\n\n${refundUsage}`);
  if (!v.staff?.trim()) throw new CommandRefusal(`--staff is required: the e-mail of the member of staff who refunds\n\n${refundUsage}`);
  if (v.amount !== undefined && v.package !== undefined) throw new CommandRefusal(`give --amount or --package, not both\n\n${refundUsage}`);
  let amountCents: number | null = null;
  if (v.amount !== undefined) {
    if (!/^\d{1,7}([.,]\d{1,2})?$/.test(v.amount)) throw new CommandRefusal(`--amount needs euros with two decimals at most, got ${JSON.stringify(v.amount)}`);
    const [whole, cents = ''] = v.amount.split(/[.,]/);
    amountCents = Number(whole) * 100 + Number(cents.padEnd(2, '0'));
    if (amountCents <= 0) throw new CommandRefusal('--amount must be above zero');
  }
  if (v.package !== undefined && !/^\d{1,9}$/.test(v.package)) throw new CommandRefusal(`--package needs a package id, got ${JSON.stringify(v.package)}`);
  return { number, reason: v.reason.trim(), staff: v.staff.trim(), amountCents, packageId: v.package === undefined ? null : Number(v.package) };
}

const said: Record<string, string> = {
  'order-not-found': 'there is no such order',
  'not-paid': 'nothing of it is paid',
  'already-refunded': 'less is left to refund than that',
  'package-not-found': 'it has no such package',
  'cards-spent': 'a card of it was spent: block it or adjust it instead',
  'provider-refused': 'the payment provider refused the refund',
  'bad-amount': 'the amount must be above zero',
};

/** Runs the refund; returns the lines to print. Throws CommandRefusal with the line when refused. */
export async function runRefundCommand(db: Db, args: RefundArgs): Promise<string[]> {
  const member = await activeStaffByEmail(db, args.staff);
  if (!member || !roleMay(member.role, 'orders.refund'))
    throw new CommandRefusal(`${args.staff} is not a member of staff allowed to refund (finance or admin)`);
  const orderId = await orderIdOf(db, args.number);
  if (orderId === null) throw new CommandRefusal(`${args.number}: ${said['order-not-found']}`);
  const audit: Audit = (tx, entry) => recordAudit(tx, member, { ...entry, reason: entry.reason ?? args.reason });
  const staff = { staffId: String(member.id), reason: args.reason };
  let done: RefundDone;
  try {
    if (args.amountCents !== null) done = await refundAmount(db, staff, audit, { orderId, amountCents: args.amountCents });
    else if (args.packageId !== null) done = await refundPackage(db, staff, audit, { orderId, packageId: args.packageId });
    else done = await refundOrder(db, staff, audit, { orderId });
  } catch (err) {
    if (err instanceof StaffRefusal) throw new CommandRefusal(`${args.number}: ${said[err.code] ?? err.message} (${err.message})`);
    throw err;
  }
  const euros = (cents: number) => (cents / 100).toFixed(2);
  return [
    `${done.orderNumber}: ${euros(done.refund.amountCents)} EUR refunded (${done.refund.scope}, provider's refund ${done.refund.providerRef}); the order is ${done.orderStatus}`,
    ...(done.codesReleased + done.deliveriesStopped + done.cardsBlocked
      ? [`  codes back in stock ${done.codesReleased}, deliveries stopped ${done.deliveriesStopped}, cards blocked ${done.cardsBlocked}`]
      : []),
    ...(done.balanceReturnedCents ? [`  ${euros(done.balanceReturnedCents)} EUR of balance back on the holder's cards`] : []),
  ];
}
