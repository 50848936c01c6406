import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { queryRows } from '../db/rows';
import { stopAddress } from '../queries/sql-json';

/** What a proof e-mail says about the proof. */
const ProofSummary = v.object({
  id: v.number(),
  hashid: v.string(),
  publicToken: v.string(),
  orderId: v.number(),
  customerId: v.number(),
  statusType: v.string(),
  statusMessage: v.nullable(v.string()),
  recipientName: v.nullable(v.string()),
  /** A timestamptz: a Date from both drivers, read the same way were it text. */
  timeFinish: v.pipe(
    v.union([v.string(), v.date()]),
    v.transform((at) => new Date(at)),
  ),
  address: v.string(),
});
export type ProofSummary = v.InferOutput<typeof ProofSummary>;

/** A proof by its public hash id, limited to one customer's orders unless `customerId` is 'any' (super admin). */
export async function findProofSummary(
  db: Database,
  by: { hashid: string } | { id: number },
  customerId: number | 'any',
): Promise<ProofSummary | null> {
  const key = 'hashid' in by ? sql`p.hashid = ${by.hashid}` : sql`p.id = ${by.id}`;
  const owner = customerId === 'any' ? sql`TRUE` : sql`o.customer_id = ${customerId}`;
  const [row] = await queryRows(
    db,
    sql`
    SELECT p.id, p.hashid, p.public_token AS "publicToken", p.order_id AS "orderId", o.customer_id AS "customerId",
      p.status_type AS "statusType", p.status_message AS "statusMessage", p.recipient_name AS "recipientName",
      p.time_finish AS "timeFinish", ${sql.raw(stopAddress('s'))} AS address
    FROM proofs_of_delivery p
    JOIN orders o ON o.id = p.order_id
    JOIN stops s ON s.id = p.stop_id
    WHERE ${key} AND ${owner}
    LIMIT 1`,
    ProofSummary,
  );
  return row ?? null;
}
