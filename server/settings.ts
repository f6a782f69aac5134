// Every environment variable the shop reads, in one place, with its type, default and meaning
// (decision 018). Parsed when the process starts: a bad value stops it with one line naming the
// variable. After that, settings() returns the parsed values (parsed again only when a test changes
// the environment). README's settings table is printed from here (scripts/settings-table.ts).
import path from 'node:path';
import { z } from 'zod';
import { UNPAID_ORDERS_PER_CLIENT } from '../common/rules/order-limits.ts';
import { NO_EXTRA_HOSTS } from '../common/storefront-hosts.ts';
import { paymentProblems, paymentSetup } from './settings-payments.ts';
import { storefronts } from '../common/storefronts.ts';
import { declared, DEVELOPMENT_SECRETS, MIN_OPERATOR_PASSWORD_LENGTH, MIN_SECRET_LENGTH } from './settings-declared.ts';

export { declared, DEVELOPMENT_SECRETS };
export { paymentSetup } from './settings-payments.ts';

const root = path.resolve(import.meta.dirname, '..');

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
    /** The provider of every storefront not named in `paymentsByStore`. */
    payments: v.PAYMENTS?.fallback ?? (production ? undefined : 'sandbox'),
    paymentsByStore: v.PAYMENTS?.byStore ?? {},
    mollieApiKeys: v.MOLLIE_API_KEY ?? { byStore: {} },
    stripeSecretKeys: v.STRIPE_SECRET_KEY ?? { byStore: {} },
    stripeWebhookSecrets: v.STRIPE_WEBHOOK_SECRET ?? { byStore: {} },
    pspWebhookSecret: v.PSP_WEBHOOK_SECRET ?? DEVELOPMENT_SECRETS.PSP_WEBHOOK_SECRET,
    pspWebhookUrl: v.PSP_WEBHOOK_URL,
    pspPublicBaseUrl: v.PSP_PUBLIC_BASE_URL,
    pspSandboxExpiryMinutes: v.PSP_SANDBOX_EXPIRY_MINUTES ?? 30,
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM ?? 'Donami <noreply@donami.it>',
    mailbox: v.MAILBOX ?? !production,
    operatorPassword: v.OPERATOR_PASSWORD,
    salesEmail: v.SALES_EMAIL ?? 'vendite@donami.it',
    alertEmail: v.ALERT_EMAIL ?? 'operazioni@donami.it',
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
  problems.push(...paymentProblems(s));
  if (!s.mailbox && !s.smtpUrl)
    problems.push('SMTP_URL is not set and the mailbox is off: e-mails would never leave the outbox; set SMTP_URL (or MAILBOX=1 to read them at /__mailbox/)');
  if (!env.PUBLIC_URL?.trim()) problems.push("PUBLIC_URL is not set: the links in e-mails need the shop's public address (https://…)");
  const sandboxed = storefronts.some((st) => paymentSetup(s, st.id).provider === 'sandbox');
  const open = [s.mailbox && 'the mailbox (MAILBOX=1)', sandboxed && 'the sandbox operator page (PAYMENTS=sandbox)'].filter(Boolean);
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
  const sandboxed = storefronts.some((st) => paymentSetup(s, st.id).provider === 'sandbox');
  const parts = [keys, sandboxed ? 'sandbox payments' : null, s.mailbox ? `mailbox at ${s.publicUrl}/__mailbox/` : null].filter(Boolean);
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
