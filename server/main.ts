import { serve } from '@hono/node-server';
import pino from 'pino';
import { config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { schema } from './graphql/schema.ts';
import { createHttpApp } from './http/app.ts';
import { createPageHandler, mountAssets } from './http/ssr.ts';
import { withPageCache } from './http/page-cache.ts';
import { startJobs } from './jobs/index.ts';
import { setWebhookSender, webhookSenderTo } from './modules/payments/index.ts';

const logger = pino({ level: config.logLevel, redact: ['*.password', '*.pin', '*.cardNumber', '*.token'] });

const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
if (await seedIfEmpty(database.db)) logger.info('seeded an empty database with the catalogue');
const pages = withPageCache(await createPageHandler(config.root, schema, database.db), config.pageCacheMs);
const app = createHttpApp({ database, schema, logger, pages, assets: mountAssets(config.root) });
// The sandbox provider's webhooks reach this process in-process, or PSP_WEBHOOK_URL over HTTP.
setWebhookSender(process.env.PSP_WEBHOOK_URL ? webhookSenderTo(process.env.PSP_WEBHOOK_URL) : (req) => app.fetch(req));
const jobs = config.runWorkers ? await startJobs(database, logger) : null;

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info({ port: info.port, database: database.kind }, `shop ready on http://localhost:${info.port}`);
});

async function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down');
  server.close();
  await jobs?.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
