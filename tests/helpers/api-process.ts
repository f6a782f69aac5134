// One web process of the shop without the storefront: the concurrency tests start two of these
// on one PostgreSQL database, as production would run several behind a load balancer.
import { serve } from '@hono/node-server';
import pino from 'pino';
import { openDatabase } from '../../server/db/client.ts';
import { schema } from '../../server/graphql/schema.ts';
import { createHttpApp } from '../../server/http/app.ts';
import { settingsAtStart } from '../../server/settings.ts';

// As a real web process: the settings read once at start (server/main.ts does the same).
settingsAtStart('web process');

const database = await openDatabase({ url: process.env.DATABASE_URL! });
const app = createHttpApp({ database, schema, logger: pino({ level: 'silent' }) });
// API_PORT 0: the system gives a free port, and the parent hears which.
serve({ fetch: app.fetch, port: Number(process.env.API_PORT ?? 0), hostname: '127.0.0.1' }, (info) => process.send?.({ ready: true, port: info.port }));
process.on('disconnect', () => void database.close().then(() => process.exit(0)));
