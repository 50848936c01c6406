import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpenedDatabase } from '../db/database';
import { openDatabase } from '../db/open';
import { customers, webhookDeliveries, webhookEndpoints } from '../db/schema/index';
import { emitWebhookEvent } from './emit';
import { newWebhookSecret } from './sign';
import { deliverDueWebhooks, LEASE_MS } from './worker';

/*
 * Two processes on one PostgreSQL database: only a real server has separate connections with row locks between
 * them (PGlite is one connection in one process), so without DATABASE_URL these tests are skipped.
 */
const adminUrl = process.env.DATABASE_URL;
const WORKER_SCRIPT = fileURLToPath(new URL('./worker-process.test-support.ts', import.meta.url));

let dbName: string;
let url: string;
let first: OpenedDatabase;
let second: OpenedDatabase;
let customerId: number;

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function endpointAt(receiver: string) {
  const [row] = await first.db
    .insert(webhookEndpoints)
    .values({
      customerId,
      url: receiver,
      events: ['order.status_changed'],
      secret: newWebhookSecret(),
      createdAt: new Date(),
    })
    .returning();
  return row!;
}

const emit = (orderId: number) =>
  emitWebhookEvent(first.db, {
    customerId,
    type: 'order.status_changed',
    now: new Date(),
    data: { orderId, status: 'FINISHED', previousStatus: 'IN_PROGRESS' },
  });

describe.skipIf(!adminUrl)('webhook workers on one PostgreSQL database', () => {
  beforeAll(async () => {
    dbName = `box_test_wh_${Math.random().toString(36).slice(2, 10)}`;
    await admin((client) => client.query(`CREATE DATABASE ${dbName}`));
    const parsed = new URL(adminUrl!);
    parsed.pathname = `/${dbName}`;
    url = parsed.toString();
    first = await openDatabase({ dataDir: 'memory://', databaseUrl: url });
    second = await openDatabase({ dataDir: 'memory://', databaseUrl: url });
    const [customer] = await first.db
      .insert(customers)
      .values({ razaoSocial: 'Webhooks Teste Ltda', nickname: 'Webhooks' })
      .returning({ id: customers.id });
    customerId = customer!.id;
  }, 120_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    if (dbName) await admin((client) => client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
  });
  beforeEach(async () => {
    await first.db.delete(webhookEndpoints);
  });

  it('two workers with their own connections deliver each event exactly once', async () => {
    await endpointAt('https://erp.example/hooks');
    for (let i = 1; i <= 40; i++) await emit(i);
    const received: string[] = [];
    const slowReceiver: typeof fetch = async (_input, init) => {
      received.push(new Headers(init?.headers).get('webhook-id')!);
      // Long enough that the other worker's rounds run while this one holds its rows.
      await new Promise((resolve) => setTimeout(resolve, 15));
      return new Response('ok');
    };
    const drain = async (db: OpenedDatabase['db']) => {
      while ((await deliverDueWebhooks({ db, fetch: slowReceiver, batchSize: 3 })) > 0) {}
    };
    await Promise.all([drain(first.db), drain(second.db), drain(first.db), drain(second.db)]);

    const rows = await first.db.select().from(webhookDeliveries);
    expect(rows).toHaveLength(40);
    expect(rows.every((r) => r.status === 'delivered' && r.attempts === 1)).toBe(true);
    expect(received).toHaveLength(40);
    expect(new Set(received).size).toBe(40);
  });

  it('a worker process killed (-9) during a delivery: a new process delivers it once the lease has run out', async () => {
    const requests: { id: string; response: ServerResponse }[] = [];
    const receiver: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
      requests.push({ id: String(request.headers['webhook-id']), response });
      // The first request is held open: the worker is killed while it waits for the answer.
      if (requests.length > 1) response.end('ok');
    });
    receiver.listen(0, '127.0.0.1');
    await once(receiver, 'listening');
    const { port } = receiver.address() as AddressInfo;
    const children: ChildProcess[] = [];
    const startWorker = async (offsetMs: number) => {
      const child = spawn(process.execPath, ['--import', 'tsx', WORKER_SCRIPT], {
        env: { ...process.env, DATABASE_URL: url, BOX_TEST_CLOCK_OFFSET_MS: String(offsetMs) },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      children.push(child);
      return child;
    };
    try {
      await endpointAt(`http://127.0.0.1:${port}/hooks`);
      await emit(7);
      const doomed = await startWorker(0);
      await vi.waitFor(() => expect(requests).toHaveLength(1), { timeout: 30_000, interval: 50 });
      doomed.kill('SIGKILL');
      await once(doomed, 'exit');

      const [leased] = await first.db.select().from(webhookDeliveries);
      expect(leased).toMatchObject({ status: 'pending', attempts: 1 });
      expect(leased!.lockedUntil!.getTime()).toBeGreaterThan(Date.now());

      // The next process runs as if started after the lease: it takes the row over and delivers it.
      await startWorker(LEASE_MS + 5_000);
      await vi.waitFor(
        async () => {
          const [row] = await first.db
            .select()
            .from(webhookDeliveries)
            .where(eq(webhookDeliveries.id, leased!.id));
          expect(row).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200 });
        },
        { timeout: 30_000, interval: 100 },
      );
      expect(requests.map((r) => r.id)).toEqual([leased!.messageId, leased!.messageId]);
    } finally {
      for (const child of children) {
        if (child.exitCode !== null || child.signalCode !== null) continue;
        child.kill('SIGKILL');
        await once(child, 'exit');
      }
      for (const { response } of requests) response.destroy();
      receiver.close();
    }
  });
});
