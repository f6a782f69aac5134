// How the operators' commands (cards, doubler, orders) open the shop's database: the settings
// checked first (an empty DATABASE_URL is refused, not taken for "no database"), PGlite refused
// while `npm start` has it open, read-only commands without migrations, and every failure in one
// line (decision 018).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../server/db/client.ts';
import { settingsAtStart, type Settings } from '../server/settings.ts';
import { describeStartError } from '../server/start-errors.ts';

/** Ends the command with one line on stderr and exit code 1. */
export function failCommand(command: string, message: string): never {
  console.error(`${command}: ${message}`);
  process.exit(1);
}

/** The settings an operators' command runs with; a bad one ends it with one line each. */
export function commandSettings(command: string): Settings {
  return settingsAtStart(command, 'cli');
}

/** Opens the database `npm start` uses, or ends the command saying why in one line. */
export async function openCommandDatabase(command: string, s: Settings, opts: { readOnly: boolean; inUseHint?: string }): Promise<Database> {
  if (!s.databaseUrl) {
    if (existsSync(path.join(s.dataDir, 'postmaster.pid'))) {
      failCommand(
        command,
        `the database in ${s.dataDir} is open in another process (is npm start running?).
Embedded PGlite allows one process at a time: stop the shop first, or run it on PostgreSQL (DATABASE_URL).
If the shop is not running, it was stopped abruptly: start and stop it once (Ctrl-C) to release the directory.${opts.inUseHint ? `\n${opts.inUseHint}` : ''}`,
      );
    }
    // Reading a directory that holds no database would create an empty one and report nothing.
    if (opts.readOnly && !existsSync(path.join(s.dataDir, 'PG_VERSION'))) {
      failCommand(command, `there is no database in ${s.dataDir}: set DATA_DIR or DATABASE_URL to the shop's, or start the shop once (npm start)`);
    }
  }
  const { openDatabase } = await import('../server/db/client.ts');
  try {
    return await openDatabase({ url: s.databaseUrl, dataDir: s.dataDir, migrate: !opts.readOnly });
  } catch (e) {
    return failCommand(command, describeStartError(e, s));
  }
}

/** A failure while the command ran (a query, a lost connection), in one line. */
export const commandErrorLine = (e: unknown, s: Settings) => describeStartError(e, s);
