import { WebhookDeliveriesResponse } from '@box/core/schemas';
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema/index';
import { RETRY_DELAYS_MS } from '../outbox/backoff';
import { insertWebhookEndpoint, listWebhookDeliveries, resendWebhookDelivery } from '../queries/webhooks';
import { startTestServer, TestClock, type TestServer } from '../test/harness';
import { emitWebhookEvent } from './emit';
import { newWebhookSecret } from './sign';
import { deliverDueWebhooks, LEASE_MS, startWebhookWorker } from './worker';

const ANA_CUSTOMER = 3154;
const DUDA_CUSTOMER = 5100;
let server: TestServer;
let clock: TestClock;

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: string;
  redirect: RequestInit['redirect'];
}
let sent: Sent[] = [];
let answer: () => Promise<Response> = async () => new Response('ok');
const fakeFetch: typeof fetch = async (input, init) => {
  sent.push({
    url: String(input),
    headers: Object.fromEntries(new Headers(init?.headers).entries()),
    body: String(init?.body),
    redirect: init?.redirect,
  });
  return answer();
};
const deliver = () => deliverDueWebhooks({ db: server.db, clock: clock.now, fetch: fakeFetch });

async function endpoint(customerId = ANA_CUSTOMER, events = ['order.status_changed']) {
  const secret = newWebhookSecret();
  const created = await insertWebhookEndpoint(server.db, {
    customerId,
    url: `https://erp${customerId}.example/hooks`,
    events,
    secret,
    now: clock.now(),
  });
  return { ...created, secret };
}

const emit = (
  customerId = ANA_CUSTOMER,
  type: 'order.status_changed' | 'order.created' = 'order.status_changed',
) =>
  emitWebhookEvent(server.db, {
    customerId,
    type,
    now: clock.now(),
    data: { orderId: 42, status: 'FINISHED', previousStatus: 'IN_PROGRESS' },
  });

async function onlyDelivery() {
  const rows = await server.db.select().from(webhookDeliveries);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

beforeAll(async () => {
  clock = new TestClock();
  server = await startTestServer({ clock });
}, 120_000);
afterAll(() => server?.close());
beforeEach(async () => {
  await server.db.delete(webhookEndpoints);
  sent = [];
  answer = async () => new Response('ok');
});

describe('webhook delivery', () => {
  it('signs each delivery so the Standard Webhooks reference library verifies it, and logs the attempt', async () => {
    const mine = await endpoint();
    await endpoint(ANA_CUSTOMER, ['order.created']);
    await endpoint(DUDA_CUSTOMER);
    expect(await emit()).toBe(1);

    expect(await deliver()).toBe(1);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request!.url).toBe(mine.url);
    expect(request!.headers['webhook-id']).toMatch(/^msg_/);
    expect(request!.headers['content-type']).toBe('application/json');
    const payload = new Webhook(mine.secret).verify(request!.body, request!.headers);
    expect(payload).toEqual({
      type: 'order.status_changed',
      timestamp: clock.now().toISOString(),
      data: { orderId: 42, status: 'FINISHED', previousStatus: 'IN_PROGRESS' },
    });
    // The signature covers the body: a changed body does not verify.
    expect(() =>
      new Webhook(mine.secret).verify(request!.body.replace('42', '43'), request!.headers),
    ).toThrow();

    const row = await onlyDelivery();
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200, lockedUntil: null });
    expect(row.deliveredAt).toEqual(clock.now());
    const attempts = await server.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, row.id));
    expect(attempts).toMatchObject([{ statusCode: 200, error: null }]);
    expect(await deliver()).toBe(0);
  });

  it('retries a receiver answering 500 at the backoff time, not before, with the same webhook-id', async () => {
    await endpoint();
    await emit();
    answer = async () => new Response('boom', { status: 500 });
    await deliver();
    const failed = await onlyDelivery();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500, lockedUntil: null });
    expect(failed.lastError).toBe('Resposta HTTP 500');
    expect(failed.nextAttemptAt).toEqual(new Date(clock.now().getTime() + RETRY_DELAYS_MS[0]));

    clock.advance(RETRY_DELAYS_MS[0] - 1);
    expect(await deliver()).toBe(0);
    clock.advance(1);
    answer = async () => new Response(null, { status: 204 });
    expect(await deliver()).toBe(1);
    expect(sent.map((s) => s.headers['webhook-id'])).toEqual([failed.messageId, failed.messageId]);
    expect(await onlyDelivery()).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 204 });
  });

  it('gives up after about 24 hours of failures; a resend makes it due again with its attempts kept', async () => {
    await endpoint();
    await emit();
    const start = clock.now().getTime();
    answer = async () => new Response('down', { status: 503 });
    for (const delay of RETRY_DELAYS_MS) {
      expect(await deliver()).toBe(1);
      clock.advance(delay);
    }
    expect(await deliver()).toBe(1);
    expect(clock.now().getTime() - start).toBeGreaterThanOrEqual(24 * 3_600_000);
    const row = await onlyDelivery();
    expect(row).toMatchObject({ status: 'failed', attempts: RETRY_DELAYS_MS.length + 1 });
    const [listed] = (await listWebhookDeliveries(server.db, ANA_CUSTOMER, row.endpointId))!;
    expect(v.parse(WebhookDeliveriesResponse, { deliveries: [listed] }).deliveries[0]).toMatchObject({
      status: 'failed',
      nextAttemptAt: null,
    });
    clock.advance(7 * 24 * 3_600_000);
    expect(await deliver()).toBe(0);

    expect(await resendWebhookDelivery(server.db, DUDA_CUSTOMER, row.id, clock.now())).toBe(false);
    expect(await resendWebhookDelivery(server.db, ANA_CUSTOMER, row.id, clock.now())).toBe(true);
    answer = async () => new Response('ok');
    expect(await deliver()).toBe(1);
    expect(await onlyDelivery()).toMatchObject({ status: 'delivered', attempts: RETRY_DELAYS_MS.length + 2 });
    const attempts = await server.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, row.id));
    expect(attempts).toHaveLength(RETRY_DELAYS_MS.length + 2);
  });

  it('records a receiver that cannot be reached or times out as an attempt without a status, a redirect as a failure', async () => {
    await endpoint();
    await emit();
    answer = async () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 203.0.113.9:443') });
    };
    await deliver();
    expect(await onlyDelivery()).toMatchObject({
      status: 'pending',
      lastStatusCode: null,
      lastError: 'Falha de conexão: connect ECONNREFUSED 203.0.113.9:443',
    });

    clock.advance(RETRY_DELAYS_MS[0]);
    answer = async () => {
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    };
    await deliver();
    expect(await onlyDelivery()).toMatchObject({
      attempts: 2,
      lastStatusCode: null,
      lastError: 'Sem resposta em 10 s',
    });

    // A redirect is not followed (it could lead anywhere, the private network included): it counts as a failure.
    clock.advance(RETRY_DELAYS_MS[1]);
    answer = async () => new Response(null, { status: 307, headers: { location: 'http://10.0.0.1/' } });
    await deliver();
    expect(sent.at(-1)!.redirect).toBe('manual');
    expect(await onlyDelivery()).toMatchObject({ status: 'pending', attempts: 3, lastStatusCode: 307 });
  });

  it('leaves a delivery leased by a process that died alone until the lease ends, then sends it', async () => {
    await endpoint();
    await emit();
    // What a worker killed mid-send leaves behind: claimed (attempt counted, lease set), no outcome.
    await server.db.execute(
      sql`UPDATE webhook_deliveries SET attempts = 1,
        locked_until = ${new Date(clock.now().getTime() + LEASE_MS).toISOString()}::timestamptz`,
    );
    expect(await deliver()).toBe(0);
    clock.advance(LEASE_MS - 1);
    expect(await deliver()).toBe(0);
    clock.advance(1);
    expect(await deliver()).toBe(1);
    expect(await onlyDelivery()).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('a running worker delivers right after an emission, without waiting for its poll', async () => {
    await endpoint();
    const worker = startWebhookWorker({
      db: server.db,
      clock: clock.now,
      fetch: fakeFetch,
      pollMs: 3_600_000,
    });
    try {
      await worker.kick();
      await server.db.transaction(async (tx) => {
        await emitWebhookEvent(tx, {
          customerId: ANA_CUSTOMER,
          type: 'order.status_changed',
          now: clock.now(),
          data: {},
        });
      });
      await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 5_000 });
    } finally {
      await worker.stop();
    }
    expect((await onlyDelivery()).status).toBe('delivered');
  });
});
