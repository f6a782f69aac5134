// One load for the bench: autocannon against a URL, with the serving process's CPU time per request
// (and PostgreSQL's, when it serves from one), and the machine's ceiling measured the same way.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { cpuSeconds, postgresCpuSeconds } from './cpu.ts';

export type Served = { pid: number | undefined; postgresPort?: string | null };
export type LoadFigures = {
  requestsPerSecond: number;
  p99Ms: number;
  p50Ms: number;
  errors: number;
  non2xx: number;
  /** GraphQL answers that carry errors (a read that fails must not count as served). */
  graphqlErrors?: number;
  cpuMsPerOp: number | null;
  postgresCpuMsPerOp?: number | null;
};

const msPerOp = (before: number | null, after: number | null, ops: number) =>
  before === null || after === null || !ops ? null : +(((after - before) * 1000) / ops).toFixed(2);

/** autocannon with 50 connections unless told, and CPU milliseconds per request of the serving process. */
export async function load(title: string, opts: autocannon.Options & { duration: number }, served?: Served): Promise<LoadFigures> {
  const pg = () => (served?.postgresPort ? postgresCpuSeconds(served.postgresPort) : null);
  // A GraphQL request's answers are read: one with errors is counted, not taken as served.
  let graphqlErrors = 0;
  const checked: autocannon.Options =
    typeof opts.body === 'string'
      ? {
          ...opts,
          requests: [
            {
              method: opts.method,
              headers: opts.headers,
              body: opts.body,
              onResponse: (_status, body) => {
                if (body.includes('"errors":[{')) graphqlErrors++;
              },
            },
          ],
        }
      : opts;
  const before = { own: cpuSeconds(served?.pid), pg: pg() };
  const r = await autocannon({ connections: 50, ...checked });
  const ops = r.requests.total;
  const out: LoadFigures = {
    requestsPerSecond: Math.round(r.requests.average),
    p99Ms: r.latency.p99,
    p50Ms: r.latency.p50,
    errors: r.errors,
    non2xx: r.non2xx,
    ...(typeof opts.body === 'string' ? { graphqlErrors } : {}),
    cpuMsPerOp: msPerOp(before.own, cpuSeconds(served?.pid), ops),
    ...(served?.postgresPort ? { postgresCpuMsPerOp: msPerOp(before.pg, pg(), ops) } : {}),
  };
  const cpu = out.cpuMsPerOp === null ? '' : `, CPU ${out.cpuMsPerOp} ms/op${out.postgresCpuMsPerOp != null ? ` + PostgreSQL ${out.postgresCpuMsPerOp}` : ''}`;
  console.log(
    `${title}: ${out.requestsPerSecond} req/s, p99 ${out.p99Ms} ms, errors ${out.errors}, non-2xx ${out.non2xx}${out.graphqlErrors === undefined ? '' : `, GraphQL errors ${out.graphqlErrors}`}${cpu}`,
  );
  return out;
}

// A plain node:http server answering a small JSON: what this machine and this load generator can do at most.
const CEILING_SERVER = `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{"ok":true}'); }).listen(Number(process.argv[1]), '127.0.0.1', () => console.log('up'));`;

/** The machine's ceiling, in the same run: the same load generator and connections against a plain node:http server. */
export async function measureCeiling(port: number, duration: number): Promise<LoadFigures> {
  const child = spawn(process.execPath, ['-e', CEILING_SERVER, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  try {
    return await load('Machine ceiling (node:http, small JSON)', { url: `http://127.0.0.1:${port}/`, duration }, { pid: child.pid });
  } finally {
    child.kill();
  }
}

/** CPU milliseconds per operation of the serving process (and PostgreSQL) around any measurement. */
export async function cpuAround<T extends { requests: number }>(served: Served, fn: () => Promise<T>) {
  const pg = () => (served.postgresPort ? postgresCpuSeconds(served.postgresPort) : null);
  const before = { own: cpuSeconds(served.pid), pg: pg() };
  const figures = await fn();
  return {
    ...figures,
    cpuMsPerOp: msPerOp(before.own, cpuSeconds(served.pid), figures.requests),
    ...(served.postgresPort ? { postgresCpuMsPerOp: msPerOp(before.pg, pg(), figures.requests) } : {}),
  };
}
