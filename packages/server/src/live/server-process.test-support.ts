// One server alone in its own process, for the NOTIFY test across processes (two-processes.test.ts):
// DATABASE_URL names the (already migrated and seeded) database. Prints 'port <n>' once it listens.
import { serve } from '@hono/node-server';
import { createApp } from '../app';
import { openDatabase } from '../db/open';
import { testConfig } from '../test/harness';
import { liveServiceFor } from './service';

const config = testConfig({ databaseUrl: process.env.DATABASE_URL ?? null });
const database = await openDatabase(config);
await liveServiceFor(database.db, config.databaseUrl).start();
const app = createApp({ db: database.db, config });
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`port ${info.port}\n`);
});
