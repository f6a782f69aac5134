// Issue 12, deployment: the production build started exactly as the image (Dockerfile) and
// compose.yaml start it — `node scripts/migrate.ts` once, then `node server/main.ts` for the web
// processes and `node server/worker.ts` for the worker — with NODE_ENV=production, secrets of its
// own (random, as an operator's .env holds), a fresh PostgreSQL database and TRUSTED_PROXIES=1 (the
// test is the proxy's hop). Nothing of the test's own environment reaches the processes: they get
// what a container gets.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endProcess } from '../../scripts/cluster.ts';
import { freePort } from '../../scripts/postgres.ts';

const root = path.resolve(import.meta.dirname, '../..');
const secret = () => randomBytes(24).toString('base64url');

/** What compose.yaml gives every process of the shop (deploy/env.example lists the same). */
function productionEnv(databaseUrl: string, port: number): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: 'https://shop.example.test',
    DATABASE_URL: databaseUrl,
    RUN_WORKERS: 'false',
    TRUSTED_PROXIES: '1',
    PAYMENTS: 'sandbox',
    PIN_HASH_KEY: secret(),
    ALTCHA_HMAC_KEY: secret(),
    PSP_WEBHOOK_SECRET: secret(),
    OPERATOR_PASSWORD: secret(),
    METRICS_TOKEN: secret(),
    // Nothing is sent: the web processes run no jobs, and the worker here delivers nothing.
    SMTP_URL: 'smtp://127.0.0.1:2525',
    LOG_LEVEL: 'warn',
  };
}

type Run = { code: number | null; stdout: string; stderr: string };

/** Runs a script of the repository to its end with exactly `env`. */
function run(script: string, env: Record<string, string>, timeoutMs = 60_000): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, script)], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} did not end within ${timeoutMs} ms\n${stdout}${stderr}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

type Started = { child: ChildProcess; output: () => string };

/** Starts a long-running script; `output()` is what it has printed so far (for failure messages). */
function start(script: string, env: Record<string, string>): Started {
  const child = spawn(process.execPath, [path.join(root, script)], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => {
    output += d;
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  return { child, output: () => output };
}

/** Waits until `ready()` or the process exits (an error with its output) or `timeoutMs` passes. */
// A cold start of the build took more than 30 s once on this 2-core machine under a load of 13
// (CI beside other work): the processes get 90 s before their silence is a failure.
async function until(started: Started, what: string, ready: () => Promise<boolean> | boolean, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`${what} exited with ${started.child.exitCode} before it was ready:\n${started.output()}`);
    if (await ready()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} was not ready within ${timeoutMs} ms:\n${started.output()}`);
}

const italianUser = { language: 'it', storeID: 53, countryCode: 'IT', redeemToken: null };
const ADD = `mutation Add($userData: UserData!, $package: GiftcardPackageInput!) {
  addGiftcardPackage(userData: $userData, package: $package) { order { id } errors { code } } }`;
const card = { productId: 'gift-card-streetwear-quartiere', variationType: 'digital', value: '25', quantity: 1 };

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('the production build, as the image runs it (PostgreSQL)', () => {
  let admin: pg.Client;
  const database = `donami_deploy_${process.pid}_${Date.now()}`;
  let databaseUrl: string;
  let port: number;
  let env: Record<string, string>;
  let shop: Started | undefined;
  let worker: Started | undefined;
  const base = () => `http://127.0.0.1:${port}`;

  beforeAll(async () => {
    // The storefront build the image carries: built here when missing, as npm start and the
    // benchmarks do (npm test builds it once, before the tests).
    if (!existsSync(path.join(root, 'build/server/index.js'))) {
      const built = spawnSync(process.execPath, [path.join(root, 'node_modules/.bin/react-router'), 'build'], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      });
      if (built.status !== 0) throw new Error('react-router build failed');
    }
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const u = new URL(serverUrl!);
    u.pathname = `/${database}`;
    databaseUrl = u.toString();
    port = await freePort();
    env = productionEnv(databaseUrl, port);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([shop, worker].filter((p) => p !== undefined).map((p) => endProcess(p.child)));
    await admin?.query(`drop database if exists ${database} with (force)`).catch(() => undefined);
    await admin?.end();
  });

  it('migrates and seeds the fresh database once, however many one-shots run at the same time', async () => {
    const runs = await Promise.all([run('scripts/migrate.ts', env), run('scripts/migrate.ts', env)]);
    for (const r of runs) {
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/^migrate: \d+ migrations applied/);
    }
    expect(runs.filter((r) => r.stdout.includes('the empty catalogue seeded'))).toHaveLength(1);
    const shopDb = new pg.Client({ connectionString: databaseUrl });
    await shopDb.connect();
    const { rows } = await shopDb.query<{ n: number }>('select count(*)::int as n from catalog_products where store_id = 53');
    expect(rows[0]?.n).toBeGreaterThan(10);
    // The README's test cards (public numbers and PINs) are never in a production database.
    const cards = await shopDb.query<{ n: number }>('select count(*)::int as n from giftcards').finally(() => shopDb.end());
    expect(cards.rows[0]?.n).toBe(0);
  }, 60_000);

  it('starts the web process and the worker in production mode', async () => {
    shop = start('server/main.ts', env);
    worker = start('server/worker.ts', { ...env, LOG_LEVEL: 'info', PSP_WEBHOOK_URL: `${base()}/webhooks/psp` });
    await Promise.all([
      until(shop, 'the shop', async () => {
        try {
          return (await fetch(`${base()}/healthz`)).ok;
        } catch {
          return false;
        }
      }),
      until(worker, 'the worker', () => worker!.output().includes('job workers started')),
    ]);
    const health = await fetch(`${base()}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'postgres' });
    // Production: no local-shop banner, and no stack trace or warning about keys in the output.
    expect(shop.output()).not.toMatch(/LOCAL SHOP|development/);
  }, 120_000);

  it('serves the home page of the Italian storefront', async () => {
    const res = await fetch(`${base()}/`, { headers: { 'accept-language': 'it-IT', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/);
    const html = await res.text();
    expect(html).toMatch(/<html lang="it"/);
    expect(html).toMatch(/<title>[^<]*Gift card/);
    expect(html).toContain('I più scelti');
    // The production build's assets, served by the process itself.
    const asset = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html) ?? /href="(\/assets\/[^"]+\.(?:js|css))"/.exec(html);
    expect(asset, 'an asset of the build').not.toBeNull();
    const assetRes = await fetch(`${base()}${asset![1]}`);
    expect(assetRes.status).toBe(200);
    expect(assetRes.headers.get('cache-control')).toMatch(/immutable/);
  });

  it('answers GraphQL for store 53', async () => {
    const res = await fetch(`${base()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query S($userData: UserData!) { storeData(userData: $userData) { name } products(userData: $userData) { items { title } } }',
        variables: { userData: italianUser },
      }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body.errors).toBeUndefined();
    expect(body.data.storeData.name).toBeTruthy();
    expect(body.data.products.items.length).toBeGreaterThan(10);
  });

  it('sets Secure cookies when the trusted hop says https, and only then', async () => {
    const add = (headers: Record<string, string>) =>
      fetch(`${base()}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: ADD, variables: { userData: italianUser, package: card } }),
      });
    const proxied = await add({ 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.10' });
    expect(((await proxied.json()) as any).data.addGiftcardPackage.errors).toEqual([]);
    expect(proxied.headers.get('set-cookie')).toMatch(/^donami_basket=[0-9a-f-]{36};.*HttpOnly.*; Secure$/);
    const plain = await add({ 'x-forwarded-for': '203.0.113.11' });
    expect(plain.headers.get('set-cookie')).toMatch(/^donami_basket=/);
    expect(plain.headers.get('set-cookie')).not.toMatch(/Secure/);
  });

  it('keeps /metrics behind METRICS_TOKEN and the mailbox off', async () => {
    expect((await fetch(`${base()}/metrics`)).status).toBe(401);
    const metrics = await fetch(`${base()}/metrics`, { headers: { authorization: `Bearer ${env.METRICS_TOKEN}` } });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(/^# HELP /m);
    expect((await fetch(`${base()}/__mailbox/`)).status).not.toBe(200);
  });

  it('stops cleanly on SIGTERM (docker stop)', async () => {
    for (const p of [shop!, worker!]) {
      const gone = new Promise<number | null>((resolve) => p.child.once('exit', (code) => resolve(code)));
      p.child.kill('SIGTERM');
      expect(await gone, p.output()).toBe(0);
    }
  }, 30_000);

  it('refuses to start without a required secret: exit code 1, one line naming it, no value', async () => {
    const { PIN_HASH_KEY: _pin, ...withoutPin } = env;
    const development = { ...env, ALTCHA_HMAC_KEY: 'development-only-altcha-hmac-key' };
    const [shopRun, workerRun, migrateRun, devRun] = await Promise.all([
      run('server/main.ts', withoutPin),
      run('server/worker.ts', withoutPin),
      run('scripts/migrate.ts', withoutPin),
      run('server/main.ts', development),
    ]);
    for (const [r, who] of [
      [shopRun, 'shop'],
      [workerRun, 'worker'],
      [migrateRun, 'migrate'],
    ] as const) {
      expect(r.code).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(
        `${who} not started in production: PIN_HASH_KEY is not set: production needs a secret of its own (the key of the issued cards' PIN hashes)\n`,
      );
    }
    expect(devRun.code).toBe(1);
    expect(devRun.stderr).toBe('shop not started in production: ALTCHA_HMAC_KEY is the development value: set a secret of your own\n');
    for (const r of [shopRun, workerRun, migrateRun, devRun]) {
      for (const name of ['ALTCHA_HMAC_KEY', 'PSP_WEBHOOK_SECRET', 'OPERATOR_PASSWORD', 'METRICS_TOKEN'] as const) expect(r.stderr).not.toContain(env[name]);
    }
  }, 30_000);
});
