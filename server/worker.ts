// `npm run worker`: the job workers without the web server, for deployments on PostgreSQL where
// web processes run with RUN_WORKERS=false.
import pino from 'pino';
import { config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { startJobs } from './jobs/index.ts';
import { setWebhookSender, webhookSenderTo } from './modules/payments/index.ts';

const logger = pino({ level: config.logLevel });
if (!config.databaseUrl) {
  logger.error('npm run worker needs DATABASE_URL (PostgreSQL); with embedded PGlite the workers run inside npm start');
  process.exit(1);
}
const database = await openDatabase({ url: config.databaseUrl });
// Payment webhooks go to a web process over HTTP from here.
if (process.env.PSP_WEBHOOK_URL) setWebhookSender(webhookSenderTo(process.env.PSP_WEBHOOK_URL));
else logger.warn('PSP_WEBHOOK_URL is not set: sandbox webhooks cannot be delivered from this worker');
const jobs = await startJobs(database, logger);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => { await jobs.stop(); await database.close(); process.exit(0); });
}
