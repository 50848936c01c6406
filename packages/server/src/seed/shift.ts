import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/**
 * Business timestamps of the demo, per table. Sessions and login attempts are left alone: moving them would
 * extend sessions and forgive throttling.
 */
const SHIFTED_COLUMNS: Record<string, readonly string[]> = {
  customers: ['last_request_at', 'created_at'],
  drivers: ['location_updated_at'],
  quotations: ['price_estimated_at', 'expires_at'],
  orders: [
    'created_at',
    'scheduled_for',
    'status_updated_at',
    'allocated_at',
    'started_at',
    'finished_at',
    'canceled_at',
    'price_estimated_at',
  ],
  stops: ['status_updated_at', 'estimated_arrival_at', 'arrived_at', 'finished_at'],
  order_tracking_tokens: ['created_at'],
  timeline_events: ['started_at', 'finished_at'],
  charges: ['created_at'],
  shipments: ['created_at'],
  shipment_recipients: ['created_at'],
  proofs_of_delivery: ['recipient_signature_time', 'time_finish', 'created_at'],
  fiscal_documents: ['created_at'],
  ratings: ['created_at'],
  mail_outbox: ['created_at', 'sent_at'],
};

/**
 * Moves every demo timestamp forward by `ms` (one UPDATE per table), so data seeded days ago still fills the
 * 72-hour monitoring window. Invoice dates follow the shifted finish or cancel time, in São Paulo.
 */
export async function shiftDemoTimestamps(db: Database, ms: number): Promise<void> {
  const interval = `${Math.round(ms)} milliseconds`;
  for (const [table, columns] of Object.entries(SHIFTED_COLUMNS)) {
    const sets = columns.map((column) => `"${column}" = "${column}" + '${interval}'::interval`);
    if (table === 'orders') {
      // Runs after the other assignments are computed from the old values, so it adds the interval too.
      sets.push(
        `"invoice_date" = ((coalesce("finished_at", "canceled_at") + '${interval}'::interval) AT TIME ZONE 'America/Sao_Paulo')::date`,
      );
    }
    await db.execute(sql.raw(`UPDATE "${table}" SET ${sets.join(', ')}`));
  }
}
