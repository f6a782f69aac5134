// CPU time of the processes a bench measures (issue 14: every figure with its CPU milliseconds per
// operation, so that runs on different machines compare). Linux's /proc; null elsewhere.
import { readFileSync, readdirSync } from 'node:fs';
import { must } from '../common/must.ts';

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. */
export function cpuSeconds(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = must(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1], 'a stat line has its command in parentheses').split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100 per second)
  } catch {
    return null;
  }
}

/** CPU seconds of the PostgreSQL server listening on `port` of this machine and its backends (Linux); null elsewhere. */
export function postgresCpuSeconds(port: string): number | null {
  try {
    const stat = (pid: string) => must(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1], 'a stat line has its command in parentheses').split(' ');
    const pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
    const postmaster = pids.find((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
          .split('\0')
          .some((arg, i, all) => arg === '-p' && all[i + 1] === port);
      } catch {
        return false;
      }
    });
    if (!postmaster) return null;
    // The postmaster's own time, that of backends that ended (reaped: its cutime and cstime), and the live ones.
    const own = stat(postmaster);
    let total = (Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14])) / 100;
    for (const pid of pids) {
      try {
        if (stat(pid)[1] === postmaster) total += cpuSeconds(Number(pid)) ?? 0;
      } catch {
        /* gone */
      }
    }
    return total;
  } catch {
    return null;
  }
}

/**
 * CPU of this process (the in-process measurements: the shop's code and PGlite run here) and of the
 * PostgreSQL serving `database`, from now; `perOp(n)` gives milliseconds per operation for n operations.
 */
export function cpuMeter(database: { url?: string | null }) {
  const port = database.url ? new URL(database.url).port || '5432' : null;
  const own = process.cpuUsage();
  const pg = port ? postgresCpuSeconds(port) : null;
  return {
    perOp(n: number) {
      const used = process.cpuUsage(own);
      const pgNow = port ? postgresCpuSeconds(port) : null;
      return {
        cpuMsPerOp: n ? +((used.user + used.system) / 1000 / n).toFixed(2) : null,
        ...(port ? { postgresCpuMsPerOp: n && pg !== null && pgNow !== null ? +(((pgNow - pg) * 1000) / n).toFixed(2) : null } : {}),
      };
    },
  };
}
