import { WEBHOOK_EVENTS, type WebhookEvent } from '@box/core/catalogues';
import type { WebhookDelivery, WebhookEndpoint } from '@box/core/schemas';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { webhookDeliveries, webhookEndpoints } from '../db/schema/index';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const endpointAnswer = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEvent[],
  createdAt: row.createdAt.toISOString(),
  disabledAt: row.disabledAt?.toISOString() ?? null,
});

/** The customer's endpoints, oldest first; the secret never leaves the database after creation. */
export async function listWebhookEndpoints(db: Database, customerId: number): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.customerId, customerId))
    .orderBy(webhookEndpoints.id);
  return rows.map(endpointAnswer);
}

export async function insertWebhookEndpoint(
  db: Database,
  input: { customerId: number; url: string; events: readonly string[]; secret: string; now: Date },
): Promise<WebhookEndpoint> {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      customerId: input.customerId,
      url: input.url,
      // Stored once each, in the catalogue's order, whatever order the form sent.
      events: WEBHOOK_EVENTS.filter((event) => input.events.includes(event)),
      secret: input.secret,
      createdAt: input.now,
    })
    .returning();
  return endpointAnswer(row!);
}

/** Deletes the customer's endpoint with its deliveries and their attempts; false when it is not theirs. */
export async function deleteWebhookEndpoint(db: Database, customerId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.customerId, customerId)))
    .returning({ id: webhookEndpoints.id });
  return gone.length > 0;
}

const deliveryAnswer = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  messageId: row.messageId,
  endpointId: row.endpointId,
  eventType: row.eventType as WebhookEvent,
  status: row.status as WebhookDelivery['status'],
  attempts: row.attempts,
  createdAt: row.createdAt.toISOString(),
  // Only a pending delivery has a next attempt.
  nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  lastStatusCode: row.lastStatusCode,
  lastError: row.lastError,
});

/** The newest 100 deliveries of the customer's endpoint; null when the endpoint is not theirs. */
export async function listWebhookDeliveries(
  db: Database,
  customerId: number,
  endpointId: number,
): Promise<WebhookDelivery[] | null> {
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.customerId, customerId)));
  if (!endpoint) return null;
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(100);
  return rows.map(deliveryAnswer);
}

/**
 * 'Reenviar': the customer's delivery is due again now (pending, whatever it was), its attempts and their log
 * kept. A delivery in flight keeps its lease, so it is not sent twice at once. False when it is not theirs.
 */
export async function resendWebhookDelivery(
  db: Database,
  customerId: number,
  id: number,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: now, deliveredAt: sql`NULL` })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.customerId, customerId)))
    .returning({ id: webhookDeliveries.id });
  return updated.length > 0;
}
