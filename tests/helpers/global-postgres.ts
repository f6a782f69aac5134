// vitest globalSetup: the suite's PostgreSQL. With TEST_DATABASE_URL set, the tests use that
// server; without it, one throwaway cluster is started for the run (tests/helpers/postgres.ts) and
// its address put in TEST_DATABASE_URL before the test workers are forked, so they inherit it.
import { startThrowawayPostgres } from './postgres.ts';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const started = Date.now();
  const server = await startThrowawayPostgres();
  process.env.TEST_DATABASE_URL = server.url;
  console.log(`PostgreSQL for the tests: embedded, 127.0.0.1:${server.port} (started in ${Date.now() - started} ms)`);
  return async () => {
    delete process.env.TEST_DATABASE_URL;
    await server.stop();
  };
}
