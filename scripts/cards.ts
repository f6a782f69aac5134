// `npm run cards -- <command>`: the operators' command for the shop's own gift cards (issue, show,
// block, unblock, adjust). It opens the database `npm start` uses: PostgreSQL when DATABASE_URL is
// set, otherwise the PGlite directory DATA_DIR (default data/pglite). The logic lives in
// server/modules/giftcards/operator.ts.
import { config } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { OperatorError, pgliteInUse, runCardsCommand, usage } from '../server/modules/giftcards/operator.ts';

const argv = process.argv.slice(2);
if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
  console.log(usage);
  process.exit(argv.length === 0 ? 1 : 0);
}
if (!config.databaseUrl && pgliteInUse(config.dataDir)) {
  console.error(`The database in ${config.dataDir} is open in another process (is npm start running?).
Embedded PGlite allows one process at a time: stop the shop first, or run it on PostgreSQL (DATABASE_URL).
If the shop is not running, it was stopped abruptly: start and stop it once (Ctrl-C) to release the directory.`);
  process.exit(1);
}

const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
let exitCode = 0;
try {
  await runCardsCommand(database.db, argv, (line) => console.log(line));
} catch (e) {
  if (!(e instanceof OperatorError)) throw e;
  console.error(`cards: ${e.message}`);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
