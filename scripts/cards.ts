// `npm run cards -- <command>`: the operators' command for the shop's own gift cards (issue, show,
// block, unblock, adjust). It opens the database `npm start` uses: PostgreSQL when DATABASE_URL is
// set, otherwise the PGlite directory DATA_DIR (default data/pglite); `show` only reads, without
// migrations. The logic lives in server/modules/giftcards/operator.ts.
import { commandErrorLine, commandSettings, openCommandDatabase } from './cli-database.ts';
import { OperatorError, parseCardsArgs, runCardsCommand, usage } from '../server/modules/giftcards/index.ts';

const argv = process.argv.slice(2);
if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
  console.log(usage);
  process.exit(argv.length === 0 ? 1 : 0);
}
const settings = commandSettings('cards');
let command: string;
try {
  command = parseCardsArgs(argv).command;
} catch (e) {
  console.error(`cards: ${(e as Error).message}`);
  process.exit(1);
}

const database = await openCommandDatabase('cards', settings, { readOnly: command === 'show' });
let exitCode = 0;
try {
  await runCardsCommand(database.db, argv, (line) => console.log(line));
} catch (e) {
  console.error(`cards: ${e instanceof OperatorError ? e.message : commandErrorLine(e, settings)}`);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
