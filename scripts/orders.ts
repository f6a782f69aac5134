// `npm run orders -- reconciled [--since YYYY-MM-DD]`: the orders the shop had to ask the payment
// provider about (the reconciliation sweep or the expiry job) and what that did, newest first.
// It opens the database `npm start` uses, like `npm run cards`, to read only (no migrations).
import { parseArgs } from 'node:util';
import { commandErrorLine, commandSettings, failCommand, openCommandDatabase } from './cli-database.ts';
import { reconciliations } from '../server/modules/orders/index.ts';

const usage = `Usage: npm run orders -- reconciled [--since YYYY-MM-DD]   (default: the last 30 days)`;

function fail(message: string): never {
  return failCommand('orders', message);
}
const settings = commandSettings('orders');

let parsed;
try {
  parsed = parseArgs({ args: process.argv.slice(2), allowPositionals: true, options: { since: { type: 'string' } } });
} catch (e) {
  fail(`${(e as Error).message}\n\n${usage}`);
}
const [command] = parsed.positionals;
if (command !== 'reconciled') fail(usage);
const since = parsed.values.since ? new Date(`${parsed.values.since}T00:00:00Z`) : new Date(Date.now() - 30 * 86_400_000);
if (Number.isNaN(since.getTime()) || (parsed.values.since && !/^\d{4}-\d{2}-\d{2}$/.test(parsed.values.since)))
  fail(`--since needs a date as YYYY-MM-DD\n\n${usage}`);

const database = await openCommandDatabase('orders', settings, { readOnly: true });
let exitCode = 0;
try {
  const rows = await reconciliations(database.db, since);
  if (!rows.length) console.log(`No order needed the provider asked since ${since.toISOString().slice(0, 10)}.`);
  for (const r of rows) {
    console.log(
      [r.createdAt.toISOString(), r.orderNumber ?? `order ${r.orderId}`, `provider: ${r.providerStatus}`, `done: ${r.action}`, `by: ${r.source}`].join('  '),
    );
  }
} catch (e) {
  console.error(`orders: ${commandErrorLine(e, settings)}`);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
