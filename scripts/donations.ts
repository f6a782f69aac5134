// `npm run donations -- report --month YYYY-MM [--store 53]`: what the shop owes each charity for a
// month of donations. It opens the database `npm start` uses (read-only: no migrations), like the
// other operators' commands (scripts/cli-database.ts). The logic lives in
// server/modules/donations/report.ts.
import type { Database } from '../server/db/client.ts';
import { DonationsError, parseReportArgs, runDonationsCommand, usage } from '../server/modules/donations/index.ts';
import { commandSettings, openCommandDatabase } from './cli-database.ts';

const argv = process.argv.slice(2);
if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
  console.log(usage);
  process.exit(argv.length === 0 ? 1 : 0);
}

let exitCode = 0;
let database: Database | null = null;
try {
  // Bad arguments are told before the database is opened (and whether it is free).
  parseReportArgs(argv);
  database = await openCommandDatabase('donations', commandSettings('donations'), { readOnly: true });
  await runDonationsCommand(database.db, argv, (line) => console.log(line));
} catch (e) {
  if (!(e instanceof DonationsError)) throw e;
  console.error(`donations: ${e.message}`);
  exitCode = 1;
} finally {
  await database?.close();
}
process.exit(exitCode);
