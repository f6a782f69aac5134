// `npm run doubler -- draw|verify`: the operators' command for the monthly balance doubler. It
// opens the database `npm start` uses (PostgreSQL when DATABASE_URL is set, otherwise the PGlite
// directory DATA_DIR, default data/pglite), except `verify --from <shop>`, which reads a running
// shop's published draw over HTTP. The logic lives in server/modules/doubler/operator.ts.
import { config } from '../server/config.ts';
import { openDatabase, type Database } from '../server/db/client.ts';
import { pgliteInUse } from '../server/modules/giftcards/operator.ts';
import { OperatorError, parseArgs, runDraw, runVerify, usage } from '../server/modules/doubler/operator.ts';

const argv = process.argv.slice(2);
if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
  console.log(usage);
  process.exit(argv.length === 0 ? 1 : 0);
}

const print = (line: string) => console.log(line);
let exitCode = 0;
let database: Database | null = null;
try {
  const { command, flags } = parseArgs(argv);
  if (command !== 'draw' && command !== 'verify') throw new OperatorError(`unknown command "${command}"\n\n${usage}`);
  const remote = command === 'verify' && typeof flags.get('from') === 'string';
  if (!remote) {
    if (!config.databaseUrl && pgliteInUse(config.dataDir)) {
      throw new OperatorError(`the database in ${config.dataDir} is open in another process (is npm start running?).
Embedded PGlite allows one process at a time: stop the shop first, or run it on PostgreSQL (DATABASE_URL).
(verify --from http://localhost:3000 reads a running shop without its database.)`);
    }
    database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  }
  if (command === 'draw') await runDraw(database!.db, flags, print);
  else if (!(await runVerify(database?.db ?? null, flags, print))) exitCode = 2;
} catch (e) {
  if (!(e instanceof OperatorError)) throw e;
  console.error(`doubler: ${e.message}`);
  exitCode = 1;
} finally {
  await database?.close();
}
process.exit(exitCode);
