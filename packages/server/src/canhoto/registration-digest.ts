import type { SefazRegistrationStatus } from '@box/core/catalogues';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { queryRows } from '../db/rows';
import { EventRow, proofAccessKeySql, proofEventsSql } from './registration-rows';
import { orderDigest, registrationState } from './registration-status';

const ProofOfOrder = v.object({
  order_id: v.number(),
  status_type: v.string(),
  access_key: v.nullable(v.string()),
  sefaz_events: v.array(EventRow),
});

/**
 * Recomputes orders.sefaz_status (the monitoring row's digest) of these orders from their proofs: every proof
 * with something to register counts, one without a row as 'not-requested'. With it orders.sefaz_protocols: the
 * protocols (nProt) of the proofs registered now, in proof order (a cancelled or cancelling one drops out), NULL
 * when none (issue 20). The UPDATE fires the orders' live NOTIFY, so the monitoring table and the tracking pages
 * refresh; `onlyChanged` skips orders whose digest and protocols stay (the demo's bulk pass, so a start does not
 * announce every order).
 */
export async function refreshOrderSefazStatus(
  db: Database,
  orderIds: readonly number[] | 'all',
  { onlyChanged = false }: { onlyChanged?: boolean } = {},
): Promise<void> {
  if (orderIds !== 'all' && orderIds.length === 0) return;
  const which =
    orderIds === 'all'
      ? sql`true`
      : sql`p.order_id IN (SELECT value::int FROM json_array_elements_text(${JSON.stringify(orderIds)}::json))`;
  const proofs = await queryRows(
    db,
    sql`SELECT p.order_id, p.status_type, ${proofAccessKeySql('p')} AS access_key,
        ${proofEventsSql('p')} AS sefaz_events
      FROM proofs_of_delivery p WHERE ${which} ORDER BY p.id`,
    ProofOfOrder,
  );
  const statuses = new Map<number, SefazRegistrationStatus[]>(
    orderIds === 'all' ? [] : orderIds.map((id) => [id, []]),
  );
  const protocols = new Map<number, string[]>();
  for (const proof of proofs) {
    const state = registrationState({
      statusType: proof.status_type,
      accessKey: proof.access_key,
      events: proof.sefaz_events,
      certificateValid: false,
    });
    const list = statuses.get(proof.order_id) ?? [];
    if (state) list.push(state.status);
    statuses.set(proof.order_id, list);
    const protocol = state?.status === 'registered' ? state.delivery?.protocol : null;
    if (protocol) protocols.set(proof.order_id, [...(protocols.get(proof.order_id) ?? []), protocol]);
  }
  const digests = [...statuses].map(([id, list]) => ({
    id,
    status: orderDigest(list),
    protocols: protocols.get(id) ?? null,
  }));
  if (digests.length === 0) return;
  await db.execute(sql`UPDATE orders o SET sefaz_status = d.status, sefaz_protocols = d.protocols
    FROM json_to_recordset(${JSON.stringify(digests)}::json) AS d(id int, status text, protocols text[])
    WHERE o.id = d.id ${
      onlyChanged
        ? sql`AND (o.sefaz_status IS DISTINCT FROM d.status OR o.sefaz_protocols IS DISTINCT FROM d.protocols)`
        : sql``
    }`);
}
