import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { WhatsAppConfig } from '../config';
import type { Database } from '../db/database';
import { queryRows } from '../db/rows';
import { logger } from '../log/logger';
import { nextAttemptAfter } from '../outbox/backoff';
import { type OutboxWorker, startOutboxWorker } from '../outbox/worker';
import { type CloudFetch, type SendOutcome, sendCloudTemplate } from './cloud';
import { whatsAppNudges } from './wake';

/** Well over the send time-out, so a live worker never loses a claimed row. */
export const LEASE_MS = 60_000;
const BATCH = 10;

export interface WhatsAppDeliveryOptions {
  db: Database;
  config: WhatsAppConfig;
  clock?: () => Date;
  fetch?: CloudFetch;
  batchSize?: number;
}

const Claimed = v.object({
  id: v.number(),
  phone: v.string(),
  template: v.string(),
  parameters: v.object({ body: v.array(v.string()), button: v.optional(v.string()) }),
  attempts: v.number(),
  opted_out: v.boolean(),
});
type Claimed = v.InferOutput<typeof Claimed>;

/** Takes due rows (SKIP LOCKED + a lease, as webhooks/worker.ts) and says which phones opted out meanwhile. */
function claimDue(db: Database, now: Date, limit: number) {
  const at = now.toISOString();
  const until = new Date(now.getTime() + LEASE_MS).toISOString();
  return queryRows(
    db,
    sql`UPDATE whatsapp_outbox m
      SET locked_until = ${until}::timestamptz, attempts = m.attempts + 1
      WHERE m.id IN (
        SELECT id FROM whatsapp_outbox
        WHERE status = 'pending' AND next_attempt_at <= ${at}::timestamptz
          AND (locked_until IS NULL OR locked_until <= ${at}::timestamptz)
        ORDER BY next_attempt_at, id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING m.id, m.phone, m.template, m.parameters, m.attempts,
        EXISTS (SELECT 1 FROM whatsapp_opt_outs o WHERE o.phone = m.phone) AS opted_out`,
    Claimed,
  );
}

async function record(db: Database, row: Claimed, outcome: SendOutcome | 'opted_out', now: Date) {
  const at = now.toISOString();
  if (outcome === 'opted_out' || outcome.kind !== 'retry') {
    const status = outcome === 'opted_out' ? 'opted_out' : outcome.kind === 'sent' ? 'sent' : 'failed';
    const sent = outcome !== 'opted_out' && outcome.kind === 'sent';
    await db.execute(sql`UPDATE whatsapp_outbox SET status = ${status}, locked_until = NULL,
      last_error = ${outcome !== 'opted_out' && outcome.kind === 'refused' ? outcome.error : null}::text,
      provider_message_id = ${sent ? outcome.providerMessageId : null}::text,
      sent_at = ${sent ? at : null}::timestamptz
      WHERE id = ${row.id}`);
    return;
  }
  // The webhooks' schedule (about a day): a recipient's phone off for hours still gets the message.
  const next = nextAttemptAfter(row.attempts, now);
  await db.execute(sql`UPDATE whatsapp_outbox SET status = ${next ? 'pending' : 'failed'}, locked_until = NULL,
    last_error = ${outcome.error}, next_attempt_at = ${(next ?? now).toISOString()}::timestamptz
    WHERE id = ${row.id}`);
}

/** One round: claims what is due and sends it through the Cloud API. Returns how many rows it took. */
export async function deliverDueWhatsApp(options: WhatsAppDeliveryOptions): Promise<number> {
  const clock = options.clock ?? (() => new Date());
  const claimed = await claimDue(options.db, clock(), options.batchSize ?? BATCH);
  await Promise.all(
    claimed.map(async (row) => {
      const outcome = row.opted_out
        ? ('opted_out' as const)
        : await sendCloudTemplate(options.config, row, options.fetch);
      await record(options.db, row, outcome, clock());
    }),
  );
  return claimed.length;
}

/** Sends due messages every `pollMs` and right after this process queues one (outbox/worker.ts). */
export function startWhatsAppWorker(options: WhatsAppDeliveryOptions & { pollMs: number }): OutboxWorker {
  return startOutboxWorker({
    round: (batchSize) => deliverDueWhatsApp({ ...options, batchSize }),
    batchSize: options.batchSize ?? BATCH,
    pollMs: options.pollMs,
    nudges: whatsAppNudges,
    onRoundError: (error) => logger.error({ err: error }, 'whatsapp delivery round failed'),
  });
}
