// `node scripts/migrate.ts`: applies the migrations to the PostgreSQL database of DATABASE_URL
// and seeds it when its catalogue is empty, then exits. compose.yaml runs it once, alone, before
// the web processes and the worker start: each of them migrates when it opens the database too,
// and drizzle's migrator takes no lock, so two processes meeting a new migration at the same time
// would both apply it (and two seeding an empty catalogue would both seed). After this has run,
// their own migration step finds nothing to do.
//
// It checks the settings as the shop does (a production start with a missing secret stops here,
// with the same one line per problem), and holds an advisory lock while it works, so two runs
// at once take turns.
import pg from 'pg';
import { settingsAtStart } from '../server/settings.ts';
import { describeStartError } from '../server/start-errors.ts';

const settings = settingsAtStart('migrate');
if (!settings.databaseUrl) {
  console.error('migrate not started: it needs DATABASE_URL (PostgreSQL); on the embedded PGlite, npm start migrates and seeds by itself');
  process.exit(1);
}

const { openDatabase } = await import('../server/db/client.ts');
const { seedIfEmpty } = await import('../server/db/seed/index.ts');

const LOCK = 'donami-migrate';
const lock = new pg.Client({ connectionString: settings.databaseUrl });
let exitCode = 0;
try {
  await lock.connect();
  await lock.query('select pg_advisory_lock(hashtext($1))', [LOCK]);
  const started = Date.now();
  const database = await openDatabase({ url: settings.databaseUrl });
  try {
    const seeded = await seedIfEmpty(database.db, { testCards: settings.seedTestCards });
    const applied = await database.pool!.query<{ n: string }>('select count(*) as n from drizzle.__drizzle_migrations');
    console.log(`migrate: ${applied.rows[0]?.n} migrations applied${seeded ? ', the empty catalogue seeded' : ''} (${Date.now() - started} ms)`);
  } finally {
    await database.close();
  }
} catch (e) {
  console.error(`migrate failed: ${describeStartError(e, settings)}`);
  exitCode = 1;
} finally {
  await lock.end().catch(() => undefined);
}
process.exit(exitCode);
