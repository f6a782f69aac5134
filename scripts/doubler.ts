// `npm run doubler -- draw|verify`: the operators' command for the monthly balance doubler. It
// opens the database `npm start` uses (PostgreSQL when DATABASE_URL is set, otherwise the PGlite
// directory DATA_DIR, default data/pglite; `verify` only reads, without migrations), except
// `verify --from <shop>`, which reads a running shop's published draw over HTTP. The logic lives in
// server/modules/doubler/operator.ts.
import { commandErrorLine, commandSettings, openCommandDatabase } from './cli-database.ts';
import type { Database } from '../server/db/client.ts';
import { OperatorError, parseArgs, runDraw, runVerify, usage } from '../server/modules/doubler/index.ts';

const argv = process.argv.slice(2);
if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
  console.log(usage);
  process.exit(argv.length === 0 ? 1 : 0);
}

const print = (line: string) => console.log(line);
const settings = commandSettings('doubler');
let exitCode = 0;
let database: Database | null = null;
try {
  const { command, flags } = parseArgs(argv);
  if (command !== 'draw' && command !== 'verify') throw new OperatorError(`unknown command "${command}"\n\n${usage}`);
  const remote = command === 'verify' && typeof flags.get('from') === 'string';
  if (!remote) {
    database = await openCommandDatabase('doubler', settings, {
      readOnly: command === 'verify',
      inUseHint: '(verify --from http://localhost:3000 reads a running shop without its database.)',
    });
  }
  if (command === 'draw') await runDraw(database!.db, flags, print);
  else if (!(await runVerify(database?.db ?? null, flags, print))) exitCode = 2;
} catch (e) {
  console.error(`doubler: ${e instanceof OperatorError ? e.message : commandErrorLine(e, settings)}`);
  exitCode = 1;
} finally {
  await database?.close();
}
process.exit(exitCode);
