import type { Settings } from './settings.ts';

// What went wrong when a process started, in one line for a person: no stack trace, and never the
// database address's password.

type SystemError = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown[]; port?: unknown };

function codeOf(e: unknown): { code?: string; message: string } {
  let err = e as SystemError | undefined;
  for (let i = 0; i < 5 && err && !err.code; i++) {
    const inner = (err.cause ?? err.errors?.[0]) as SystemError | undefined;
    if (!inner) break;
    err = inner;
  }
  const [firstLine = ''] = String(err?.message ?? e).split('\n'); // split gives at least one part
  return { code: typeof err?.code === 'string' ? err.code : undefined, message: firstLine };
}

function databaseAt(s: Pick<Settings, 'databaseUrl' | 'dataDir'>): string {
  if (!s.databaseUrl) return `the embedded database in ${s.dataDir}`;
  try {
    const u = new URL(s.databaseUrl);
    return `the database at ${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'the database of DATABASE_URL';
  }
}

/** One line naming what failed and what to do; the address's password never appears. */
export function describeStartError(e: unknown, s: Pick<Settings, 'databaseUrl' | 'dataDir' | 'port'>): string {
  const { code, message } = codeOf(e);
  const db = databaseAt(s);
  switch (code) {
    case 'ECONNREFUSED':
      return `${db} refuses connections (is PostgreSQL running there?)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `${db} cannot be reached: its host name is not found`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `${db} cannot be reached (${code})`;
    case '28P01':
    case '28000':
      return `${db} refused the user name or password of DATABASE_URL`;
    case '3D000':
      return `${db} does not exist: create it first (createdb)`;
    case 'EADDRINUSE':
      return `port ${s.port} is in use: stop the other process or set PORT`;
    case 'EACCES':
      return `port ${s.port} needs privileges this process lacks: set PORT above 1023`;
    case 'ERR_MODULE_NOT_FOUND':
      if (message.includes('build/server')) return 'the storefront is not built: run npx react-router build (npm start builds it)';
  }
  const safe = s.databaseUrl ? message.split(s.databaseUrl).join('DATABASE_URL') : message;
  return `${code ? `${code}: ` : ''}${safe.replace(/postgres(ql)?:\/\/[^\s]*/g, 'DATABASE_URL')}`;
}
