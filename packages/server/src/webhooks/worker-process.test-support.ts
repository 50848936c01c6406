// A webhook worker alone in its own process, for the kill -9 test (postgres.test.ts): DATABASE_URL names the
// database; BOX_TEST_CLOCK_OFFSET_MS moves its clock ahead, as if the process had started that much later (so
// a test sees a lease run out without waiting for it). It prints 'ready' once it polls.
import { openDatabase } from '../db/open';
import { startWebhookWorker } from './worker';

const offset = Number(process.env.BOX_TEST_CLOCK_OFFSET_MS ?? 0);
const database = await openDatabase({ dataDir: 'memory://', databaseUrl: process.env.DATABASE_URL ?? null });
startWebhookWorker({
  db: database.db,
  pollMs: 100,
  clock: () => new Date(Date.now() + offset),
});
process.stdout.write('ready\n');
