// The shop's process: parses the settings first (a bad or, in production, unsafe one stops it with
// one line each), then builds the Hono app and starts it (and the job workers).
import { localBanner, settingsAtStart } from './settings.ts';
import { describeStartError } from './start-errors.ts';

const settings = settingsAtStart('shop');
// Imported once the settings are known to be good, so no module meets a bad value first.
const { serve } = await import('@hono/node-server');
const { default: pino } = await import('pino');
const { openDatabase } = await import('./db/client.ts');
const { seedIfEmpty } = await import('./db/seed/index.ts');
const { schema } = await import('./graphql/schema.ts');
const { createHttpApp } = await import('./http/app.ts');
const { createPageHandler, mountAssets } = await import('./http/ssr.ts');
const { clearPageCache, withPageCache } = await import('./http/page-cache.ts');
const { onTogglesChanged, watchToggles } = await import('./modules/settings/index.ts');
const { onContentChanged, watchContent } = await import('./modules/content/index.ts');
const { startJobs } = await import('./jobs/index.ts');
const { setWebhookSender, webhookSenderTo } = await import('./modules/payments/index.ts');
type Database = Awaited<ReturnType<typeof openDatabase>>;

const logger = pino({ level: settings.logLevel, redact: ['*.password', '*.pin', '*.cardNumber', '*.token'] });
let database: Database | null = null;
let jobs: Awaited<ReturnType<typeof startJobs>> | null = null;

async function fail(e: unknown): Promise<never> {
  console.error(`shop not started: ${describeStartError(e, settings)}`);
  await jobs?.stop().catch(() => undefined);
  await database?.close().catch(() => undefined);
  process.exit(1);
}

try {
  database = await openDatabase({ url: settings.databaseUrl, dataDir: settings.dataDir });
  if (await seedIfEmpty(database.db, { testCards: settings.seedTestCards })) logger.info('seeded an empty database with the catalogue');
  // The toggles and pages staff published: read now, then looked for every second; a change empties the page cache.
  onTogglesChanged(clearPageCache);
  onContentChanged(clearPageCache);
  await watchToggles(database.db);
  await watchContent(database.db);
  const pages = withPageCache(await createPageHandler(settings.root, schema, database.db, logger), settings.pageCacheMs);
  const app = createHttpApp({ database, schema, logger, pages, assets: mountAssets(settings.root) });
  // The sandbox provider's webhooks reach this process in-process, or PSP_WEBHOOK_URL over HTTP.
  setWebhookSender(settings.pspWebhookUrl ? webhookSenderTo(settings.pspWebhookUrl) : (req) => app.fetch(req));
  jobs = settings.runWorkers ? await startJobs(database, logger) : null;
  const db = database;
  const server = serve({ fetch: app.fetch, port: settings.port, hostname: settings.host }, (info) => {
    logger.info({ port: info.port, database: db.kind, mode: settings.mode }, `shop ready on http://localhost:${info.port}`);
    if (!settings.production) console.log(localBanner(settings));
  });
  server.on('error', (e) => void fail(e));

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    server.close();
    await jobs?.stop();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
} catch (e) {
  await fail(e);
}
