// Every environment variable the shop reads, in one place, with its type, default and meaning
// (decision 018). Parsed when the process starts: a bad value stops it with one line naming the
// variable. After that, settings() returns the parsed values (parsed again only when a test changes
// the environment). README's settings table is printed from here (scripts/settings-table.ts).
import path from 'node:path';
import { z } from 'zod';
import { MAX_STOCK_HOLD_MINUTES, UNPAID_ORDERS_PER_CLIENT } from '../common/rules/order-limits.ts';
import { NO_EXTRA_HOSTS } from '../common/storefront-hosts.ts';
import {
  email,
  flag,
  header,
  int,
  oneOf,
  proxies,
  secretVar,
  storefrontHostList,
  text,
  tileTemplate,
  url,
  variable,
  type Declared,
} from './settings-parsers.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The development values of the secrets: fine on a developer's machine, refused in production. */
export const DEVELOPMENT_SECRETS = {
  PIN_HASH_KEY: 'development-only-pin-hash-key',
  ALTCHA_HMAC_KEY: 'development-only-altcha-hmac-key',
  PSP_WEBHOOK_SECRET: 'development-only-psp-webhook-secret',
} as const;
const MIN_SECRET_LENGTH = 16;
const MIN_OPERATOR_PASSWORD_LENGTH = 12;

/** The variables, in the order of README's table. */
export const declared = {
  NODE_ENV: variable('text', 'unset', '`production` is production mode: the shop refuses to start with development keys or open operator pages', text),
  SHOP_MODE: variable(
    '`local` or `production`',
    'from `NODE_ENV`',
    'says the mode outright; `npm start` sets `local` when `NODE_ENV` is unset',
    oneOf('local', 'production'),
  ),
  PORT: variable('port', '3000', 'the port the shop listens on', int(1, 65535)),
  HOST: variable('text', '`0.0.0.0`', 'the address the shop listens on', text),
  STOREFRONT_HOSTS: variable(
    '`key=host,…;…`',
    'unset',
    'more hosts per storefront, as `nl=shop.example.nl,nl.example.test;it=shop.example.it`: each serves its storefront on the paths both share (`/`, `/blog/`), and links to a storefront from them lead to its first host; the configured hosts (`www.donami.nl`), `localhost` and `<key>.localhost` (`nl.localhost`) need nothing (decision 022)',
    storefrontHostList,
  ),
  PUBLIC_URL: variable('URL', '`http://localhost:$PORT`', "the shop's public address, for links in e-mails; required in production", url('http:', 'https:')),
  DATABASE_URL: variable(
    'URL',
    'unset: PGlite',
    'a PostgreSQL server (15 or newer); unset uses the embedded PGlite in `DATA_DIR`; set but empty is refused',
    url('postgres:', 'postgresql:'),
    { blank: 'is set but empty: unset it to use the embedded PGlite in DATA_DIR, or give a postgres:// address', secret: true },
  ),
  DATA_DIR: variable('path', '`./data/pglite`', "the embedded PGlite database's directory", text),
  DB_POOL_MAX: variable('whole number', '10', 'connections per process to PostgreSQL', int(1, 1000)),
  RUN_WORKERS: variable('flag', '1', 'run the job workers inside the web process; 0 when `npm run worker` runs them', flag),
  LOG_LEVEL: variable(
    'pino level',
    '`info`',
    'fatal, error, warn, info, debug, trace or silent',
    oneOf('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'),
  ),
  PAGE_CACHE_MS: variable(
    'milliseconds',
    '60000',
    "how long an anonymous visitor's page may be served from the page cache (0 turns it off)",
    int(0, 86_400_000),
  ),
  PAYMENTS: variable(
    '`sandbox`',
    '`sandbox` in local mode',
    'the payment provider; production refuses to start unless it is set (the sandbox takes no money)',
    oneOf('sandbox'),
  ),
  PSP_WEBHOOK_SECRET: secretVar("the HMAC secret of the payment provider's webhooks"),
  PSP_WEBHOOK_URL: variable('URL', 'unset (in-process)', 'where the sandbox posts webhooks; required for `npm run worker`', url('http:', 'https:')),
  PSP_PUBLIC_BASE_URL: variable('URL', 'unset (same host)', "the sandbox payment pages' address, when not the shop's own", url('http:', 'https:')),
  PSP_SANDBOX_EXPIRY_MINUTES: variable('minutes', '30', 'how long a sandbox payment stays open', int(1, 24 * 60)),
  SMTP_URL: variable('URL', 'unset', 'send e-mail by SMTP; unset keeps e-mails in the outbox (production then needs the mailbox)', url('smtp:', 'smtps:'), {
    secret: true,
  }),
  MAIL_FROM: variable('text', '`Donami <noreply@donami.it>`', "the e-mails' sender", text),
  MAILBOX: variable(
    'flag',
    '1 in local mode, 0 in production',
    'the development mailbox `/__mailbox/`, which shows every e-mail (cards, PINs, reset links); in production behind the operator login',
    flag,
  ),
  OPERATOR_PASSWORD: variable(
    'secret',
    'unset',
    'the operator login (HTTP Basic, any user name) of the mailbox and the sandbox operator page in production',
    text,
    { secret: true },
  ),
  SALES_EMAIL: variable('e-mail', '`vendite@donami.it`', 'where quote requests are sent', email),
  PIN_HASH_KEY: secretVar("the key of the issued cards' PIN hashes"),
  MAX_CARD_VALUE_EUROS: variable('euros', '5000', 'the largest card `npm run cards -- issue` issues', int(1, 1_000_000)),
  ACTIVATION_DELAY_SECONDS: variable('seconds', '60', 'how long an activation waits before the job activates the card', int(0, 86_400)),
  ALTCHA_HMAC_KEY: secretVar('the key that signs human-check challenges'),
  ALTCHA_MAX_NUMBER: variable('whole number', '5000', "the human check's difficulty", int(1, 10_000_000)),
  HUMAN_CHECK_CALM_FAILURES: variable(
    'whole number',
    '50',
    'failed guesses in 10 minutes, shop-wide, below which the human check stays at its easiest; above, its work doubles with each doubling (decision 019)',
    int(1),
  ),
  TRUSTED_PROXIES: variable(
    'count or addresses',
    '0',
    'how many proxies (or which addresses and ranges) in front of the shop to believe in `X-Forwarded-For` and `X-Forwarded-Proto`',
    proxies,
  ),
  METRICS_TOKEN: variable('secret', 'unset', '`/metrics` asks for `Authorization: Bearer <token>`; unset, it is open locally and hidden in production', text, {
    secret: true,
  }),
  GRAPHQL_RATE_LIMIT_PER_MINUTE: variable('whole number', '600', 'requests to `/graphql` per client address and minute (0 turns the limit off)', int(0)),
  REQUEST_BODY_LIMIT_BYTES: variable('bytes', '65536', 'the largest request body of `/graphql` and the form posts (413 above it)', int(1024)),
  GRAPHQL_RESPONSE_LIMIT_BYTES: variable('bytes', '1048576', 'the largest answer `/graphql` gives', int(1024)),
  TRUSTED_ADDRESS_HEADER: variable(
    'header',
    '`x-forwarded-for`',
    "the proxy header that names the visitor's address (the guessing limits count per address)",
    header,
  ),
  TRUSTED_COUNTRY_HEADER: variable('header', '`x-client-country`', "the proxy header that names the visitor's country", header),
  STOCK_HOLD_MINUTES: variable('minutes', '20', `how long an unpaid order holds codes (at most ${MAX_STOCK_HOLD_MINUTES})`, int(1, MAX_STOCK_HOLD_MINUTES)),
  UNPAID_ORDERS_PER_CLIENT: variable('whole number', String(UNPAID_ORDERS_PER_CLIENT), 'unpaid orders holding stock one client may have at once', int(1)),
  MAP_TILE_URL: variable(
    'URL template',
    '`https://tile.openstreetmap.org/{z}/{x}/{y}.png`',
    "the location finder's map tiles, with `{z}`, `{x}`, `{y}` (and `{s}` for subdomains a, b, c); the shop allows its origin in the pages' image policy, and shows the list with message 9001 when tiles fail (decision 027)",
    tileTemplate,
  ),
  MAP_TILE_ATTRIBUTION: variable(
    'text',
    '`© OpenStreetMap contributors`',
    "the tiles' credit line, shown on the map (the tile server's licence asks for it)",
    text,
  ),
  REBUILD: variable('flag', '0', '`npm start`: 1 rebuilds the storefront first', flag),
  SEED_TEST_CARDS: variable(
    'flag',
    '1 in local mode, 0 in production',
    "an empty database also gets the README's test cards (public numbers and PINs: never in a real shop)",
    flag,
  ),
} satisfies Record<string, Declared>;

type Vars = { [K in keyof typeof declared]: z.output<(typeof declared)[K]['schema']> };
const envSchema = z.object(
  Object.fromEntries(Object.entries(declared).map(([k, d]) => [k, d.schema])) as { [K in keyof typeof declared]: (typeof declared)[K]['schema'] },
);

export type Env = Record<string, string | undefined>;
export type Mode = 'local' | 'production';

function shape(v: Vars) {
  const mode: Mode = v.SHOP_MODE ?? (v.NODE_ENV === 'production' ? 'production' : 'local');
  const production = mode === 'production';
  const port = v.PORT ?? 3000;
  return {
    mode,
    production,
    nodeEnv: v.NODE_ENV,
    root,
    port,
    host: v.HOST ?? '0.0.0.0',
    storefrontHosts: v.STOREFRONT_HOSTS ?? NO_EXTRA_HOSTS,
    publicUrl: v.PUBLIC_URL ?? `http://localhost:${port}`,
    databaseUrl: v.DATABASE_URL,
    dataDir: v.DATA_DIR ?? path.join(root, 'data', 'pglite'),
    dbPoolMax: v.DB_POOL_MAX ?? 10,
    runWorkers: v.RUN_WORKERS ?? true,
    logLevel: v.LOG_LEVEL ?? 'info',
    pageCacheMs: v.PAGE_CACHE_MS ?? 60_000,
    payments: v.PAYMENTS ?? (production ? undefined : 'sandbox'),
    pspWebhookSecret: v.PSP_WEBHOOK_SECRET ?? DEVELOPMENT_SECRETS.PSP_WEBHOOK_SECRET,
    pspWebhookUrl: v.PSP_WEBHOOK_URL,
    pspPublicBaseUrl: v.PSP_PUBLIC_BASE_URL,
    pspSandboxExpiryMinutes: v.PSP_SANDBOX_EXPIRY_MINUTES ?? 30,
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM ?? 'Donami <noreply@donami.it>',
    mailbox: v.MAILBOX ?? !production,
    operatorPassword: v.OPERATOR_PASSWORD,
    salesEmail: v.SALES_EMAIL ?? 'vendite@donami.it',
    pinHashKey: v.PIN_HASH_KEY ?? DEVELOPMENT_SECRETS.PIN_HASH_KEY,
    maxCardValueCents: (v.MAX_CARD_VALUE_EUROS ?? 5000) * 100,
    activationDelaySeconds: v.ACTIVATION_DELAY_SECONDS ?? 60,
    altchaHmacKey: v.ALTCHA_HMAC_KEY ?? DEVELOPMENT_SECRETS.ALTCHA_HMAC_KEY,
    altchaMaxNumber: v.ALTCHA_MAX_NUMBER ?? 5000,
    humanCheckCalmFailures: v.HUMAN_CHECK_CALM_FAILURES ?? 50,
    trustedProxies: v.TRUSTED_PROXIES ?? '0',
    metricsToken: v.METRICS_TOKEN,
    graphqlRateLimitPerMinute: v.GRAPHQL_RATE_LIMIT_PER_MINUTE ?? 600,
    requestBodyLimitBytes: v.REQUEST_BODY_LIMIT_BYTES ?? 64 * 1024,
    graphqlResponseLimitBytes: v.GRAPHQL_RESPONSE_LIMIT_BYTES ?? 1024 * 1024,
    trustedAddressHeader: v.TRUSTED_ADDRESS_HEADER ?? 'x-forwarded-for',
    trustedCountryHeader: v.TRUSTED_COUNTRY_HEADER ?? 'x-client-country',
    stockHoldMinutes: v.STOCK_HOLD_MINUTES ?? 20,
    unpaidOrdersPerClient: v.UNPAID_ORDERS_PER_CLIENT ?? UNPAID_ORDERS_PER_CLIENT,
    mapTileUrl: v.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    mapTileAttribution: v.MAP_TILE_ATTRIBUTION ?? '© OpenStreetMap contributors',
    rebuild: v.REBUILD ?? false,
    seedTestCards: v.SEED_TEST_CARDS ?? !production,
  };
}
export type Settings = ReturnType<typeof shape>;
export type SettingsResult = { ok: true; settings: Settings } | { ok: false; problems: string[] };

/** Parses an environment: the settings, or one line per bad variable (never a secret's value). */
export function readSettings(env: Env): SettingsResult {
  const parsed = envSchema.safeParse(env);
  if (parsed.success) return { ok: true, settings: shape(parsed.data) };
  return { ok: false, problems: parsed.error.issues.map((i) => `${String(i.path[0] ?? 'settings')} ${i.message}`) };
}

/** What production refuses, one line each, naming the variable and never its value. */
export function productionProblems(env: Env, scope: 'server' | 'cli' = 'server'): string[] {
  const read = readSettings(env);
  if (!read.ok) return read.problems;
  const s = read.settings;
  if (!s.production) return [];
  const problems: string[] = [];
  // An operators' command needs only the key of the PIN hashes: a card issued with another is unusable.
  const secrets = scope === 'cli' ? (['PIN_HASH_KEY'] as const) : (Object.keys(DEVELOPMENT_SECRETS) as (keyof typeof DEVELOPMENT_SECRETS)[]);
  for (const name of secrets) {
    const value = env[name]?.trim();
    if (!value) problems.push(`${name} is not set: production needs a secret of its own (${declared[name].meaning.split(';')[0]})`);
    else if (value === DEVELOPMENT_SECRETS[name]) problems.push(`${name} is the development value: set a secret of your own`);
    else if (value.length < MIN_SECRET_LENGTH) problems.push(`${name} is too short: use at least ${MIN_SECRET_LENGTH} random characters`);
  }
  if (scope === 'cli') return problems;
  if (!s.payments)
    problems.push('PAYMENTS is not set: the only payment provider built in is the sandbox, which takes no money; set PAYMENTS=sandbox to run it on purpose');
  if (!s.mailbox && !s.smtpUrl)
    problems.push('SMTP_URL is not set and the mailbox is off: e-mails would never leave the outbox; set SMTP_URL (or MAILBOX=1 to read them at /__mailbox/)');
  if (!env.PUBLIC_URL?.trim()) problems.push("PUBLIC_URL is not set: the links in e-mails need the shop's public address (https://…)");
  const open = [s.mailbox && 'the mailbox (MAILBOX=1)', s.payments === 'sandbox' && 'the sandbox operator page (PAYMENTS=sandbox)'].filter(Boolean);
  if (open.length && !s.operatorPassword) problems.push(`OPERATOR_PASSWORD is not set: ${open.join(' and ')} need an operator login in production`);
  else if (open.length && s.operatorPassword!.length < MIN_OPERATOR_PASSWORD_LENGTH)
    problems.push(`OPERATOR_PASSWORD is too short: use at least ${MIN_OPERATOR_PASSWORD_LENGTH} characters`);
  return problems;
}

export class SettingsError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join('; '));
    this.problems = problems;
  }
}

const names = Object.keys(declared);
let cached: { key: string; settings: Settings } | undefined;

/** The process's settings; parsed again only when the environment changed (tests set variables). */
let frozen = false;

export function settings(): Settings {
  // A process started by settingsAtStart keeps what it parsed: its environment does not change,
  // and this is called on every request (reading ~45 variables each time costs).
  if (frozen && cached) return cached.settings;
  const key = names.map((n) => process.env[n] ?? '\u0000').join('\u0001');
  if (cached?.key !== key) {
    const read = readSettings(process.env);
    if (!read.ok) throw new SettingsError(read.problems);
    cached = { key, settings: read.settings };
  }
  return cached.settings;
}

/**
 * Parses the settings when a process starts; a bad value (and, in production, an unsafe one) stops
 * the process with one line per problem and no stack trace.
 */
export function settingsAtStart(who: string, scope: 'server' | 'cli' = 'server', log: (line: string) => void = (l) => console.error(l)): Settings {
  const read = readSettings(process.env);
  const problems = read.ok ? productionProblems(process.env, scope) : read.problems;
  if (problems.length) {
    const prefix = scope === 'cli' ? who : `${who} not started${read.ok && read.settings.production ? ' in production' : ''}`;
    for (const p of problems) log(`${prefix}: ${p}`);
    process.exit(1);
  }
  const started = settings();
  frozen = scope === 'server';
  return started;
}

/** The banner a local shop prints: what makes it unfit for real customers. */
export function localBanner(s: Settings): string {
  const keys = Object.keys(DEVELOPMENT_SECRETS).some((n) => !process.env[n]) ? 'development keys' : 'its own keys';
  const parts = [keys, s.payments === 'sandbox' ? 'sandbox payments' : null, s.mailbox ? `mailbox at ${s.publicUrl}/__mailbox/` : null].filter(Boolean);
  const line = `LOCAL SHOP — ${parts.join(', ')}; not for real customers`;
  const hint = 'A real shop runs with NODE_ENV=production (README "Settings", docs/decisions/018-two-modes.md).';
  const width = Math.max(line.length, hint.length);
  const rule = '='.repeat(width);
  return [rule, line, hint, rule].join('\n');
}

/** README's settings table, from the declarations. */
export function settingsTable(): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  const rows = Object.entries(declared).map(([name, d]) => `| \`${name}\` | ${cell(d.type)} | ${cell(d.default)} | ${cell(d.meaning)} |`);
  return ['| setting | type | default | what it is |', '|---|---|---|---|', ...rows].join('\n');
}
