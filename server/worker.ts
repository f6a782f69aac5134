// `npm run worker`: the job workers without the web server, for deployments on PostgreSQL where
// web processes run with RUN_WORKERS=false. The same settings checks as the shop (decision 018).
import { settingsAtStart } from './settings.ts';
import { describeStartError } from './start-errors.ts';

const settings = settingsAtStart('worker');
const { default: pino } = await import('pino');
const { openDatabase } = await import('./db/client.ts');
const { startJobs } = await import('./jobs/index.ts');
const { setWebhookSender, webhookSenderTo } = await import('./modules/payments/index.ts');

const logger = pino({ level: settings.logLevel });
if (!settings.databaseUrl) {
  console.error('worker not started: npm run worker needs DATABASE_URL (PostgreSQL); with embedded PGlite the workers run inside npm start');
  process.exit(1);
}
let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase({ url: settings.databaseUrl });
} catch (e) {
  console.error(`worker not started: ${describeStartError(e, settings)}`);
  process.exit(1);
}
// Payment webhooks go to a web process over HTTP from here.
if (settings.pspWebhookUrl) setWebhookSender(webhookSenderTo(settings.pspWebhookUrl));
else logger.warn('PSP_WEBHOOK_URL is not set: sandbox webhooks cannot be delivered from this worker');
const jobs = await startJobs(database, logger);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    await jobs.stop();
    await database.close();
    process.exit(0);
  });
}
