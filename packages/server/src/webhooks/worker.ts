import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { queryRows } from '../db/rows';
import { logger } from '../log/logger';
import { nextAttemptAfter } from '../outbox/backoff';
import { type OutboxWorker, startOutboxWorker } from '../outbox/worker';
import { signedHeaders } from './sign';
import { webhookNudges } from './wake';

/** How long a claimed delivery stays ours: well over the send time-out, so a live worker never loses one. */
export const LEASE_MS = 60_000;
export const SEND_TIMEOUT_MS = 10_000;
const BATCH = 10;

/** What a delivery needs of fetch: Node's global one, or production's public-only one (public-only-fetch.ts). */
export type DeliveryFetch = (
  url: string,
  init: {
    method: 'POST';
    headers: Record<string, string>;
    body: string;
    redirect: 'manual';
    signal: AbortSignal;
  },
) => Promise<{ status: number; body: { cancel(): Promise<void> } | null }>;

export interface DeliveryOptions {
  db: Database;
  clock?: () => Date;
  fetch?: DeliveryFetch;
  /** Production: a reason to refuse the URL now (its host resolves to a private address), else null. */
  checkUrl?: (url: string) => Promise<string | null>;
  batchSize?: number;
}

const Claimed = v.object({
  id: v.number(),
  message_id: v.string(),
  /** The body sent, the same bytes on every retry: jsonb keeps its keys in one order, put back as emitted. */
  body: v.pipe(
    v.object({ type: v.string(), timestamp: v.string(), data: v.unknown() }),
    v.transform(({ type, timestamp, data }) => JSON.stringify({ type, timestamp, data })),
  ),
  attempts: v.number(),
  url: v.string(),
  secret: v.string(),
});
type Claimed = v.InferOutput<typeof Claimed>;

/**
 * Takes up to `limit` due deliveries in one statement: SKIP LOCKED so concurrent workers never wait for or take
 * the same row, and a lease (`locked_until`) so a row stays taken after the statement commits, until its outcome
 * is written or, if this process dies, the lease runs out and any worker takes it again.
 */
function claimDue(db: Database, now: Date, limit: number) {
  const at = now.toISOString();
  const until = new Date(now.getTime() + LEASE_MS).toISOString();
  return queryRows(
    db,
    sql`UPDATE webhook_deliveries d
      SET locked_until = ${until}::timestamptz, attempts = d.attempts + 1
      FROM webhook_endpoints e
      WHERE e.id = d.endpoint_id AND d.id IN (
        SELECT id FROM webhook_deliveries
        WHERE status = 'pending' AND next_attempt_at <= ${at}::timestamptz
          AND (locked_until IS NULL OR locked_until <= ${at}::timestamptz)
        ORDER BY next_attempt_at, id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING d.id, d.message_id, d.payload AS body, d.attempts, e.url, e.secret`,
    Claimed,
  );
}

interface Outcome {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/** One POST; never throws. Redirects are not followed: a receiver must answer at the URL it registered. */
async function send(delivery: Claimed, options: DeliveryOptions, now: Date): Promise<Outcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const refused = await options.checkUrl?.(delivery.url);
  if (refused) return { statusCode: null, error: refused, durationMs: took() };
  try {
    const response = await (options.fetch ?? fetch)(delivery.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Box-Webhooks/1',
        ...signedHeaders(delivery.secret, delivery.message_id, now, delivery.body),
      },
      body: delivery.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    // The answer's body is not used; dropping it frees the connection.
    await response.body?.cancel().catch(() => {});
    const ok = response.status >= 200 && response.status < 300;
    return {
      statusCode: response.status,
      error: ok ? null : `Resposta HTTP ${response.status}`,
      durationMs: took(),
    };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    const cause =
      error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    return {
      statusCode: null,
      error: timedOut
        ? `Sem resposta em ${SEND_TIMEOUT_MS / 1000} s`
        : `Falha de conexão: ${cause}`.slice(0, 300),
      durationMs: took(),
    };
  }
}

/** Writes the attempt and the delivery's new state; a delivery deleted meanwhile (with its endpoint) is left be. */
async function record(db: Database, delivery: Claimed, outcome: Outcome, now: Date) {
  const at = now.toISOString();
  const delivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  const next = delivered ? null : nextAttemptAfter(delivery.attempts, now);
  const status = delivered ? 'delivered' : next ? 'pending' : 'failed';
  // One statement, so the attempt and the outcome are written together without a transaction of their own.
  await db.execute(sql`WITH attempt AS (
      INSERT INTO webhook_attempts (delivery_id, attempted_at, status_code, error, duration_ms)
      SELECT id, ${at}::timestamptz, ${outcome.statusCode}::smallint, ${outcome.error}::text,
        ${outcome.durationMs}::int
      FROM webhook_deliveries WHERE id = ${delivery.id})
    UPDATE webhook_deliveries SET
      status = ${status},
      locked_until = NULL,
      last_status_code = ${outcome.statusCode}::smallint,
      last_error = ${outcome.error}::text,
      delivered_at = ${delivered ? at : null}::timestamptz,
      next_attempt_at = ${next ? next.toISOString() : at}::timestamptz
    WHERE id = ${delivery.id}`);
}

/** One round: claims what is due and sends it. Returns how many deliveries it took. */
export async function deliverDueWebhooks(options: DeliveryOptions): Promise<number> {
  const clock = options.clock ?? (() => new Date());
  const claimed = await claimDue(options.db, clock(), options.batchSize ?? BATCH);
  await Promise.all(
    claimed.map(async (delivery) => {
      const outcome = await send(delivery, options, clock());
      await record(options.db, delivery, outcome, clock());
    }),
  );
  return claimed.length;
}

export interface WebhookWorkerOptions extends DeliveryOptions {
  pollMs: number;
  log?: (message: string, error: unknown) => void;
}

/**
 * Delivers due webhooks every `pollMs` and right after this process emits one (outbox/worker.ts); workers of
 * several processes share the rows through claimDue's locks.
 */
export function startWebhookWorker(options: WebhookWorkerOptions): OutboxWorker {
  const log = options.log ?? ((message, error) => logger.error({ err: error }, message));
  return startOutboxWorker({
    round: (batchSize) => deliverDueWebhooks({ ...options, batchSize }),
    batchSize: options.batchSize ?? BATCH,
    pollMs: options.pollMs,
    nudges: webhookNudges,
    // The rows stay due (or leased until the lease ends): the next round retries them.
    onRoundError: (error) => log('webhook delivery round failed', error),
  });
}
