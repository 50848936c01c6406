import type { WebhookEvent } from '@box/core/catalogues';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { queryRows } from '../db/rows';
import { newMessageId } from './sign';
import { webhookNudges } from './wake';

export interface WebhookEmission {
  customerId: number;
  type: WebhookEvent;
  /** The event's `data` (each event's is listed in webhooks/events.ts). */
  data: Record<string, unknown>;
  now: Date;
}

/**
 * Queues one delivery per active endpoint of the customer that subscribed to `type`. Call it with the
 * transaction that makes the change it reports: the event and the change commit together or not at all, which
 * is what makes the outbox durable. Returns how many deliveries were queued.
 */
export async function emitWebhookEvent(tx: Database, event: WebhookEmission): Promise<number> {
  const payload = JSON.stringify({ type: event.type, timestamp: event.now.toISOString(), data: event.data });
  const at = event.now.toISOString();
  const rows = await queryRows(
    tx,
    sql`INSERT INTO webhook_deliveries
        (message_id, endpoint_id, customer_id, event_type, payload, created_at, status, attempts, next_attempt_at)
      SELECT ${newMessageId()}, e.id, e.customer_id, ${event.type}, ${payload}::jsonb, ${at}::timestamptz,
        'pending', 0, ${at}::timestamptz
      FROM webhook_endpoints e
      WHERE e.customer_id = ${event.customerId} AND e.disabled_at IS NULL
        AND e.events @> jsonb_build_array(${event.type}::text)
      RETURNING id`,
    v.object({ id: v.number() }),
  );
  // The rows are visible once the caller commits; the worker's next rounds (soon after a nudge) pick them up.
  if (rows.length > 0) webhookNudges.nudge();
  return rows.length;
}
