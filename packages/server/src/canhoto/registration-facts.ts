import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { queryRows } from '../db/rows';
import { certificateValidSql, EventRow, proofAccessKeySql, proofEventsSql } from './registration-rows';
import { type RegistrationState, registrationState } from './registration-status';

const PodFacts = v.object({
  pod_id: v.number(),
  order_id: v.number(),
  customer_id: v.number(),
  status_type: v.string(),
  access_key: v.nullable(v.string()),
  sefaz_events: v.array(EventRow),
  certificate_valid: v.boolean(),
  /** sefaz_settings.mode; null = no settings row (the default, manual). */
  mode: v.nullable(v.string()),
});
export type PodFacts = v.InferOutput<typeof PodFacts>;

/** What the canhoto service knows of one proof: its order and account, key, events and the account's settings. */
export async function podFacts(db: Database, podId: number, now: Date): Promise<PodFacts | null> {
  const [row] = await queryRows(
    db,
    sql`SELECT p.id AS pod_id, p.order_id, o.customer_id, p.status_type,
        ${proofAccessKeySql('p')} AS access_key, ${proofEventsSql('p')} AS sefaz_events,
        ${certificateValidSql('o.customer_id', now.toISOString())} AS certificate_valid,
        (SELECT st.mode FROM sefaz_settings st WHERE st.customer_id = o.customer_id) AS mode
      FROM proofs_of_delivery p JOIN orders o ON o.id = p.order_id
      WHERE p.id = ${podId}`,
    PodFacts,
  );
  return row ?? null;
}

export const stateOf = (facts: PodFacts): RegistrationState | null =>
  registrationState({
    statusType: facts.status_type,
    accessKey: facts.access_key,
    events: facts.sefaz_events,
    certificateValid: facts.certificate_valid,
  });

/**
 * Holds the proof's row until the transaction ends, so two requests for one proof queue one event (and take
 * distinct sequences) one after the other.
 */
export async function lockProof(db: Database, podId: number): Promise<void> {
  await db.execute(sql`SELECT id FROM proofs_of_delivery WHERE id = ${podId} FOR UPDATE`);
}
