// The environment variables the shop reads (decision 018): each with its type, default and meaning,
// in the order of README's table. server/settings.ts parses them.
import { MAX_STOCK_HOLD_MINUTES, UNPAID_ORDERS_PER_CLIENT } from '../common/rules/order-limits.ts';
import {
  email,
  flag,
  header,
  int,
  oneOf,
  proxies,
  secretVar,
  mollieKey,
  storefrontHostList,
  text,
  tileTemplate,
  url,
  variable,
  type Declared,
} from './settings-parsers.ts';

/** The development values of the secrets: fine on a developer's machine, refused in production. */
export const DEVELOPMENT_SECRETS = {
  PIN_HASH_KEY: 'development-only-pin-hash-key',
  ALTCHA_HMAC_KEY: 'development-only-altcha-hmac-key',
  PSP_WEBHOOK_SECRET: 'development-only-psp-webhook-secret',
} as const;
export const MIN_SECRET_LENGTH = 16;
export const MIN_OPERATOR_PASSWORD_LENGTH = 12;

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
    '`sandbox` or `mollie`',
    '`sandbox` in local mode',
    'the payment provider; production refuses to start unless it is set (the sandbox takes no money)',
    oneOf('sandbox', 'mollie'),
  ),
  MOLLIE_API_KEY: variable(
    'secret',
    'unset',
    "Mollie's API key (`live_…`; `test_…` takes no money and production refuses it); required with PAYMENTS=mollie",
    mollieKey,
    { secret: true },
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
    "an empty database also gets the README's test cards and back-office operators (public numbers, PINs, passwords and TOTP secrets: never in a real shop)",
    flag,
  ),
} satisfies Record<string, Declared>;
