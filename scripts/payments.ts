// `npm run payments -- refund ORDER --reason "…" --staff EMAIL [--amount 12.50 | --package ID]`: a
// refund through the payment provider (issue 19). It opens the database `npm start` uses, like the
// other operators' commands (scripts/cli-database.ts). The logic lives in
// server/modules/orders/refund-command.ts.
import type { Database } from '../server/db/client.ts';
import { CommandRefusal, parseRefundArgs, refundUsage, runRefundCommand } from '../server/modules/orders/index.ts';
import { commandErrorLine, commandSettings, openCommandDatabase } from './cli-database.ts';

const argv = process.argv.slice(2);
if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
  console.log(refundUsage);
  process.exit(argv.length === 0 ? 1 : 0);
}

const settings = commandSettings('payments');
let exitCode = 0;
let database: Database | null = null;
try {
  const args = parseRefundArgs(argv);
  database = await openCommandDatabase('payments', settings, { readOnly: false });
  for (const line of await runRefundCommand(database.db, args)) console.log(line);
} catch (e) {
  console.error(`payments: ${e instanceof CommandRefusal ? e.message : commandErrorLine(e, settings)}`);
  exitCode = 1;
} finally {
  await database?.close();
}
process.exit(exitCode);
