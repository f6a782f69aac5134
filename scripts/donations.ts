// `npm run donations -- report --month YYYY-MM [--store 53]`: what the shop owes each charity for a
// month of donations. It opens the database `npm start` uses: PostgreSQL when DATABASE_URL is set,
// otherwise the PGlite directory DATA_DIR (default data/pglite). The logic lives in
// server/modules/donations/report.ts.
import { config } from '../server/config.ts';
import { openDatabase, type Database } from '../server/db/client.ts';
import { pgliteInUse } from '../server/modules/giftcards/operator.ts';
import { DonationsError, parseReportArgs, runDonationsCommand, usage } from '../server/modules/donations/report.ts';

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
  if (!config.databaseUrl && pgliteInUse(config.dataDir)) {
    throw new DonationsError(`the database in ${config.dataDir} is open in another process (is npm start running?).
Embedded PGlite allows one process at a time: stop the shop first, or run it on PostgreSQL (DATABASE_URL).
If the shop is not running, it was stopped abruptly: start and stop it once (Ctrl-C) to release the directory.`);
  }
  database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await runDonationsCommand(database.db, argv, (line) => console.log(line));
} catch (e) {
  if (!(e instanceof DonationsError)) throw e;
  console.error(`donations: ${e.message}`);
  exitCode = 1;
} finally {
  await database?.close();
}
process.exit(exitCode);
