import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../tests/helpers/db.ts';
import { apiClient } from '../tests/helpers/api.ts';
import type { Database } from './db/client.ts';
import { paymentProvider } from './modules/payments/index.ts';
import { DEVELOPMENT_SECRETS, productionProblems, readSettings, settings, settingsTable } from './settings.ts';

const root = path.resolve(import.meta.dirname, '..');
const keys = {
  PIN_HASH_KEY: 'pin-key-of-this-shop-0123456789',
  ALTCHA_HMAC_KEY: 'altcha-key-of-this-shop-0123456789',
  PSP_WEBHOOK_SECRET: 'psp-secret-of-this-shop-0123456789',
};
const production = {
  NODE_ENV: 'production',
  ...keys,
  PAYMENTS: 'sandbox',
  MAILBOX: '1',
  OPERATOR_PASSWORD: 'operator-password-1234',
  PUBLIC_URL: 'https://www.donami.example',
};
const problemsOf = (env: Record<string, string | undefined>) => {
  const read = readSettings(env);
  return read.ok ? [] : read.problems;
};

describe('settings: bad values', () => {
  it.each([
    ['PAGE_CACHE_MS', 'abc', 'PAGE_CACHE_MS must be a whole number from 0 to 86400000, got "abc"'],
    ['ACTIVATION_DELAY_SECONDS', '-5', 'ACTIVATION_DELAY_SECONDS must be a whole number from 0 to 86400, got "-5"'],
    ['PORT', 'abc', 'PORT must be a whole number from 1 to 65535, got "abc"'],
    ['PORT', '70000', 'PORT must be a whole number from 1 to 65535, got "70000"'],
    ['STOCK_HOLD_MINUTES', '2.5', 'STOCK_HOLD_MINUTES must be a whole number from 1 to 30, got "2.5"'],
    ['UNPAID_ORDERS_PER_CLIENT', '0', 'UNPAID_ORDERS_PER_CLIENT must be a whole number of 1 or more, got "0"'],
    ['RUN_WORKERS', 'maybe', 'RUN_WORKERS must be 1 or 0 (true or false), got "maybe"'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be fatal or error or warn or info or debug or trace or silent, got "loud"'],
    ['PAYMENTS', 'paypal', 'PAYMENTS must be sandbox or mollie or stripe, got "paypal"'],
    ['PAYMENTS', 'mollie,99=stripe', 'PAYMENTS names storefront 99, which the shop does not have'],
    ['PAYMENTS', 'mollie,stripe', 'PAYMENTS names two values for every storefront'],
    ['STRIPE_SECRET_KEY', 'live_abcdefghijklmnopqrst', 'STRIPE_SECRET_KEY must be a Stripe secret key, sk_live_… (or sk_test_…, rk_…)'],
    ['STRIPE_WEBHOOK_SECRET', '53=abc', 'STRIPE_WEBHOOK_SECRET for storefront 53: must be a webhook signing secret, whsec_…'],
    ['MOLLIE_API_KEY', 'sk_live_x', 'MOLLIE_API_KEY must be a Mollie API key, live_… or test_…'],
    ['PUBLIC_URL', 'www.donami.it', 'PUBLIC_URL must be an address starting with http:// or https://, got "www.donami.it"'],
    ['SALES_EMAIL', 'vendite', 'SALES_EMAIL must be an e-mail address, got "vendite"'],
    ['DATABASE_URL', '', 'DATABASE_URL is set but empty: unset it to use the embedded PGlite in DATA_DIR, or give a postgres:// address'],
    ['TRUSTED_PROXIES', '10.0.0.0/40', 'TRUSTED_PROXIES must be a count of proxies or a comma list of addresses and ranges (10.0.0.0/8), got "10.0.0.0/40"'],
    ['REQUEST_BODY_LIMIT_BYTES', '5', 'REQUEST_BODY_LIMIT_BYTES must be a whole number of 1024 or more, got "5"'],
    ['MAX_CARD_VALUE_EUROS', '0', 'MAX_CARD_VALUE_EUROS must be a whole number from 1 to 1000000, got "0"'],
  ])('%s=%s is one line naming the variable', (name, value, line) => {
    expect(problemsOf({ [name]: value })).toEqual([line]);
  });

  it('names every bad variable, one line each, and never shows a secret value', () => {
    const problems = problemsOf({ PORT: 'abc', PAGE_CACHE_MS: 'x', DATABASE_URL: 'mysql://root:hunter2@db/shop', SMTP_URL: 'http://me:hunter2@mail' });
    expect(problems).toHaveLength(4);
    for (const p of problems) expect(p).not.toMatch(/\n|hunter2/);
    expect(problems).toContain('DATABASE_URL must be an address starting with postgres:// or postgresql://');
  });

  it('reads blank as unset, and gives the defaults of a developer machine', () => {
    const read = readSettings({ PAGE_CACHE_MS: '  ', PORT: '' });
    expect(read.ok && read.settings).toMatchObject({
      mode: 'local',
      production: false,
      port: 3000,
      publicUrl: 'http://localhost:3000',
      pageCacheMs: 60_000,
      mailbox: true,
      payments: 'sandbox',
      pinHashKey: DEVELOPMENT_SECRETS.PIN_HASH_KEY,
      activationDelaySeconds: 60,
      maxCardValueCents: 500_000,
      runWorkers: true,
    });
  });

  it('a start with a bad value stops with one line and no stack trace', () => {
    const r = spawnSync(process.execPath, ['server/main.ts'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, PORT: 'abc', PAGE_CACHE_MS: '-1' },
      timeout: 30_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([
      'shop not started: PORT must be a whole number from 1 to 65535, got "abc"',
      'shop not started: PAGE_CACHE_MS must be a whole number from 0 to 86400000, got "-1"',
    ]);
  });
});

describe('settings: the two modes', () => {
  it('local mode starts with nothing set', () => {
    expect(productionProblems({})).toEqual([]);
    expect(productionProblems({ NODE_ENV: 'test' })).toEqual([]);
    expect(productionProblems({ NODE_ENV: 'production', SHOP_MODE: 'local' })).toEqual([]);
  });

  it('a valid production environment passes, with SMTP instead of the mailbox too', () => {
    expect(productionProblems(production)).toEqual([]);
    const { MAILBOX: _m, ...withSmtp } = production;
    expect(productionProblems({ ...withSmtp, SMTP_URL: 'smtps://shop:pw@mail.example:465' })).toEqual([]);
    expect(productionProblems({ ...production, NODE_ENV: 'development', SHOP_MODE: 'production' })).toEqual([]);
  });

  it.each(Object.keys(keys))('production refuses a missing, development or short %s, without its value', (name) => {
    expect(productionProblems({ ...production, [name]: undefined })).toEqual([
      expect.stringMatching(new RegExp(`^${name} is not set: production needs a secret of its own`)),
    ]);
    const dev = DEVELOPMENT_SECRETS[name as keyof typeof DEVELOPMENT_SECRETS];
    expect(productionProblems({ ...production, [name]: dev })).toEqual([`${name} is the development value: set a secret of your own`]);
    expect(productionProblems({ ...production, [name]: 'short-one' })).toEqual([`${name} is too short: use at least 16 random characters`]);
    for (const p of productionProblems({ ...production, [name]: 'short-one' })) expect(p).not.toContain('short-one');
  });

  it('production refuses the sandbox unless PAYMENTS=sandbox says so', () => {
    expect(productionProblems({ ...production, PAYMENTS: undefined })).toEqual([
      'PAYMENTS is not set: choose the payment provider, PAYMENTS=mollie (with MOLLIE_API_KEY) or stripe (with STRIPE_SECRET_KEY), or PAYMENTS=sandbox to run the sandbox, which takes no money, on purpose',
    ]);
  });

  it('production takes Mollie with its live key only', () => {
    const mollie = { ...production, PAYMENTS: 'mollie' };
    expect(productionProblems(mollie)).toEqual(['MOLLIE_API_KEY is not set: Mollie needs the live API key of the Mollie account']);
    expect(productionProblems({ ...mollie, MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz12' })).toEqual([
      'MOLLIE_API_KEY is a test key: Mollie takes no money with it; set the live key (live_…)',
    ]);
    expect(productionProblems({ ...mollie, MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz12' })).toEqual([]);
  });

  it('production takes Stripe with its live key and the endpoint signing secret, per storefront', () => {
    const live = { STRIPE_SECRET_KEY: 'sk_live_abcdefghijklmnopqrst', STRIPE_WEBHOOK_SECRET: 'whsec_abcdefghijklmnopqrst' };
    expect(productionProblems({ ...production, PAYMENTS: 'stripe', ...live })).toEqual([]);
    expect(productionProblems({ ...production, PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abcdefghijklmnopqrst' })).toEqual([
      'STRIPE_SECRET_KEY is a test key: Stripe takes no money with it; set the live key (sk_live_…)',
      "STRIPE_WEBHOOK_SECRET is not set: the shop cannot prove Stripe's webhooks without the endpoint's signing secret (whsec_…)",
    ]);
    // The Italian storefront on Mollie, the Dutch one on Stripe: each is checked with its own keys.
    const mixed = { ...production, PAYMENTS: 'mollie,1=stripe', MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz12' };
    expect(productionProblems(mixed)).toEqual([
      'STRIPE_SECRET_KEY is not set for storefront 1: Stripe needs the live secret key of the Stripe account',
      "STRIPE_WEBHOOK_SECRET is not set for storefront 1: the shop cannot prove Stripe's webhooks without the endpoint's signing secret (whsec_…)",
    ]);
    expect(
      productionProblems({ ...mixed, STRIPE_SECRET_KEY: '1=sk_live_abcdefghijklmnopqrst', STRIPE_WEBHOOK_SECRET: '1=whsec_abcdefghijklmnopqrst' }),
    ).toEqual([]);
    // A storefront left without a provider is named.
    expect(productionProblems({ ...production, PAYMENTS: '53=sandbox' })[0]).toMatch(/^PAYMENTS is not set for storefront 1: /);
  });

  it('production keeps the mailbox off unless MAILBOX=1, and then needs SMTP_URL', () => {
    expect(productionProblems({ ...production, MAILBOX: undefined })).toEqual([
      'SMTP_URL is not set and the mailbox is off: e-mails would never leave the outbox; set SMTP_URL (or MAILBOX=1 to read them at /__mailbox/)',
    ]);
    const read = readSettings({ ...production, MAILBOX: undefined, SMTP_URL: 'smtp://mail.example' });
    expect(read.ok && read.settings.mailbox).toBe(false);
  });

  it('production needs OPERATOR_PASSWORD for the mailbox or the sandbox operator page', () => {
    expect(productionProblems({ ...production, OPERATOR_PASSWORD: undefined })).toEqual([
      'OPERATOR_PASSWORD is not set: the mailbox (MAILBOX=1) and the sandbox operator page (PAYMENTS=sandbox) need an operator login in production',
    ]);
    expect(productionProblems({ ...production, OPERATOR_PASSWORD: undefined, MAILBOX: '0', SMTP_URL: 'smtp://mail.example' })).toEqual([
      'OPERATOR_PASSWORD is not set: the sandbox operator page (PAYMENTS=sandbox) need an operator login in production',
    ]);
    expect(productionProblems({ ...production, OPERATOR_PASSWORD: 'letmein' })).toEqual(['OPERATOR_PASSWORD is too short: use at least 12 characters']);
  });

  it('production needs PUBLIC_URL; with nothing set it names every problem', () => {
    expect(productionProblems({ ...production, PUBLIC_URL: undefined })).toEqual([expect.stringMatching(/^PUBLIC_URL is not set/)]);
    expect(productionProblems({ NODE_ENV: 'production' }).map((p) => p.split(' ')[0])).toEqual([
      'PIN_HASH_KEY',
      'ALTCHA_HMAC_KEY',
      'PSP_WEBHOOK_SECRET',
      'PAYMENTS',
      'SMTP_URL',
      'PUBLIC_URL',
    ]);
  });

  it("an operators' command in production needs only the PIN key", () => {
    expect(productionProblems({ NODE_ENV: 'production' }, 'cli')).toEqual([expect.stringMatching(/^PIN_HASH_KEY is not set/)]);
    expect(productionProblems({ NODE_ENV: 'production', PIN_HASH_KEY: keys.PIN_HASH_KEY }, 'cli')).toEqual([]);
  });

  it('a production start without keys is refused, one line per problem', () => {
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      SHOP_MODE: '',
      PIN_HASH_KEY: '',
      ALTCHA_HMAC_KEY: DEVELOPMENT_SECRETS.ALTCHA_HMAC_KEY,
      PSP_WEBHOOK_SECRET: '',
      PAYMENTS: '',
      MAILBOX: '',
      PUBLIC_URL: '',
      SMTP_URL: '',
    };
    for (const script of ['server/main.ts', 'server/worker.ts']) {
      const r = spawnSync(process.execPath, [script], { cwd: root, encoding: 'utf8', env, timeout: 30_000 });
      expect(r.status).toBe(1);
      const lines = r.stderr.trim().split('\n');
      expect(lines).toHaveLength(6);
      expect(lines[1]).toBe(
        `${script.includes('main') ? 'shop' : 'worker'} not started in production: ALTCHA_HMAC_KEY is the development value: set a secret of your own`,
      );
      expect(r.stderr).not.toContain(DEVELOPMENT_SECRETS.ALTCHA_HMAC_KEY);
    }
  });
});

describe('settings(): parsed once, again when a test changes the environment', () => {
  afterEach(() => {
    delete process.env.ALTCHA_MAX_NUMBER;
  });
  it('returns the same object until a variable changes', () => {
    expect(settings()).toBe(settings());
    process.env.ALTCHA_MAX_NUMBER = '7';
    expect(settings().altchaMaxNumber).toBe(7);
    process.env.ALTCHA_MAX_NUMBER = 'seven';
    expect(() => settings()).toThrow('ALTCHA_MAX_NUMBER must be a whole number from 1 to 10000000, got "seven"');
  });
});

describe('the operator login in production', () => {
  let database: Database;
  const saved: Record<string, string | undefined> = {};
  const set = { NODE_ENV: 'production', MAILBOX: '1', OPERATOR_PASSWORD: production.OPERATOR_PASSWORD };
  beforeAll(async () => {
    database = await freshPglite();
    for (const [k, v] of Object.entries(set)) {
      saved[k] = process.env[k];
      process.env[k] = v;
    }
  });
  afterAll(async () => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    await database.close();
  });
  const basic = (password: string) => ({ authorization: `Basic ${Buffer.from(`operator:${password}`).toString('base64')}` });

  it.each(['/__mailbox/', '/psp/sandbox/'])('%s answers 401 without the password and 200 with it', async (page) => {
    const { app } = apiClient(database);
    const anonymous = await app.request(page);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
    expect((await app.request(page, { headers: basic('wrong-password-123') })).status).toBe(401);
    expect((await app.request(page, { headers: { authorization: 'Bearer x' } })).status).toBe(401);
    expect((await app.request(page, { headers: basic(production.OPERATOR_PASSWORD) })).status).toBe(200);
  });

  it("guards the operator actions and the e-mails, not the payer's page", async () => {
    const { app } = apiClient(database);
    const { ref } = await paymentProvider(database.db, 53).createPayment({
      amountCents: 2500,
      currency: 'EUR',
      method: 'bank_transfer',
      bank: null,
      description: 'ordine 1',
      reference: '1',
      idempotencyKey: '1:1',
      returnUrl: '/cassa/',
      locale: 'it',
    });
    expect((await app.request(`/psp/sandbox/pay/${ref}/`)).status).toBe(200);
    expect((await app.request(`/psp/sandbox/operatore/${ref}/`, { method: 'POST', body: new URLSearchParams({ action: 'paid' }) })).status).toBe(401);
    expect((await app.request('/__mailbox/1/')).status).toBe(401);
  });

  it('is open on a local shop', async () => {
    process.env.NODE_ENV = 'test';
    try {
      const { app } = apiClient(database);
      expect((await app.request('/__mailbox/')).status).toBe(200);
      expect((await app.request('/psp/sandbox/')).status).toBe(200);
    } finally {
      process.env.NODE_ENV = 'production';
    }
  });
});

describe("README's settings table", () => {
  it('is the one scripts/settings-table.ts prints from the declarations', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const section = readme.split(/^## Settings$/m)[1]?.split(/^## /m)[0] ?? '';
    const table = section
      .split('\n')
      .filter((l) => l.startsWith('|'))
      .join('\n');
    expect(table, 'run `node scripts/settings-table.ts` and paste its table into README "Settings"').toBe(settingsTable());
  });
});
