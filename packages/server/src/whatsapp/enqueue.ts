import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { WhatsAppMode } from '../config';
import type { Database } from '../db/database';
import { queryRows } from '../db/rows';
import { whatsappOutbox } from '../db/schema/index';
import { brazilianE164 } from './phone';
import { WHATSAPP_TEMPLATES, type WhatsAppTemplate } from './templates';
import { whatsAppNudges } from './wake';

const Recipient = v.object({ phone: v.string(), code: v.string(), tracking_hash: v.string() });

/**
 * Queues one template per recipient phone (E.164, once per phone and shipment), skipping opted-out phones.
 * Call inside the transaction of the change it tells about, so the message exists only if the change does.
 */
async function enqueueFor(
  tx: Database,
  mode: WhatsAppMode,
  where: ReturnType<typeof sql>,
  template: WhatsAppTemplate,
  now: Date,
): Promise<number> {
  if (mode === 'off') return 0;
  const found = await queryRows(
    tx,
    sql`SELECT r.phone, s.code, s.tracking_hash FROM shipment_recipients r
      JOIN shipments s ON s.id = r.shipment_id
      WHERE r.phone IS NOT NULL AND ${where} ORDER BY r.id`,
    Recipient,
  );
  const phones = [...new Set(found.map((r) => brazilianE164(r.phone)).filter((p) => p !== null))];
  if (phones.length === 0) return 0;
  const optedOut = new Set(
    (
      await queryRows(
        tx,
        sql`SELECT phone FROM whatsapp_opt_outs WHERE phone IN (${sql.join(
          phones.map((p) => sql`${p}`),
          sql`, `,
        )})`,
        v.object({ phone: v.string() }),
      )
    ).map((r) => r.phone),
  );
  const seen = new Set<string>();
  const rows = found.flatMap((r) => {
    const phone = brazilianE164(r.phone);
    const key = `${phone}|${r.tracking_hash}`;
    if (!phone || optedOut.has(phone) || seen.has(key)) return [];
    seen.add(key);
    return [
      {
        phone,
        template,
        parameters: { body: [r.code], button: r.tracking_hash },
        // Demo mode's messages are only shown, never sent, even if the mode later becomes 'cloud'.
        status: mode === 'demo' ? 'demo' : 'pending',
        nextAttemptAt: now,
        createdAt: now,
      },
    ];
  });
  if (rows.length === 0) return 0;
  await tx.insert(whatsappOutbox).values(rows);
  whatsAppNudges.nudge();
  return rows.length;
}

/** The tracking link, to the recipients of these shipments (just created or just given recipients). */
export const enqueueTrackingLinks = (
  tx: Database,
  mode: WhatsAppMode,
  shipmentIds: readonly number[],
  now: Date,
) =>
  shipmentIds.length === 0
    ? Promise.resolve(0)
    : enqueueFor(
        tx,
        mode,
        sql`s.id IN (${sql.join(
          shipmentIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
        WHATSAPP_TEMPLATES.trackingLink,
        now,
      );

/** The delivery outcome, to the recipients of the shipments delivered at the proof's stop. */
export const enqueueDeliveryOutcome = (
  tx: Database,
  mode: WhatsAppMode,
  podId: number,
  success: boolean,
  now: Date,
) =>
  enqueueFor(
    tx,
    mode,
    sql`s.destination_stop_id = (SELECT stop_id FROM proofs_of_delivery WHERE id = ${podId})`,
    success ? WHATSAPP_TEMPLATES.delivered : WHATSAPP_TEMPLATES.notDelivered,
    now,
  );
