import { type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  certificateValidSql,
  EventRow,
  proofAccessKeySql,
  proofEventsSql,
} from '../canhoto/registration-rows';
import type { Database } from '../db/database';
import { queryRows } from '../db/rows';
import { isoUtc, stopAddress } from './sql-json';

/** The signed-in page names a proof by id (the customer's own, or any for the super admin); the public one by token. */
export type ProofLookup =
  | { by: 'id'; podId: number; customerId: number | 'any' }
  | { by: 'token'; token: string };

/** A proof picture: its position and `imageRef` (null for an image neither inline nor http(s)). */
export const PictureRef = v.object({ position: v.number(), ref: v.nullable(v.string()) });

const ProofRow = v.object({
  id: v.number(),
  hashid: v.string(),
  public_token: v.string(),
  order_id: v.number(),
  barcode: v.nullable(v.string()),
  status: v.string(),
  status_type: v.string(),
  status_message: v.nullable(v.string()),
  items_count: v.nullable(v.number()),
  recipient_name: v.nullable(v.string()),
  recipient_identifier: v.nullable(v.string()),
  /** See `imageRef`. */
  signature_ref: v.nullable(v.string()),
  recipient_signature_time: v.nullable(v.string()),
  lat_address: v.number(),
  lng_address: v.number(),
  lat_signature: v.nullable(v.number()),
  lng_signature: v.nullable(v.number()),
  notes: v.nullable(v.string()),
  time_finish: v.string(),
  address: v.string(),
  driver_name: v.nullable(v.string()),
  driver_plate: v.nullable(v.string()),
  pictures: v.array(PictureRef),
  /** The digital canhoto (issue 20): the NF-e/CT-e key the proof registers against, its events, the account's certificate. */
  access_key: v.nullable(v.string()),
  sefaz_events: v.array(EventRow),
  certificate_valid: v.boolean(),
});
export type ProofRow = v.InferOutput<typeof ProofRow>;

/**
 * An image column as 'data:' when it holds an inline image (so that reading a proof never carries the pictures
 * themselves), as it is when it is an http(s) URL, else NULL.
 */
export const imageRef = (column: string) =>
  sql.raw(
    `CASE WHEN ${column} ILIKE 'data:image/%' THEN 'data:' WHEN ${column} ~* '^https?://' THEN ${column} END`,
  );

function where(lookup: ProofLookup): SQL {
  if (lookup.by === 'token') return sql`p.public_token = ${lookup.token}`;
  if (lookup.customerId === 'any') return sql`p.id = ${lookup.podId}`;
  return sql`p.id = ${lookup.podId} AND o.customer_id = ${lookup.customerId}`;
}

/**
 * One proof with its stop's address, driver and pictures (by primary key or the unique public token), and its
 * SEFAZ registration's facts (whether the account's certificate is valid at `now`).
 */
export async function findProof(db: Database, lookup: ProofLookup, now: Date): Promise<ProofRow | null> {
  const [row] = await queryRows(
    db,
    sql`
    SELECT p.id, p.hashid, p.public_token, p.order_id, p.barcode, p.status, p.status_type, p.status_message,
      p.items_count, p.recipient_name, p.recipient_identifier,
      ${imageRef('p.recipient_signature')} AS signature_ref,
      ${sql.raw(isoUtc('p.recipient_signature_time'))} AS recipient_signature_time,
      coalesce(p.lat_address, s.latitude) AS lat_address, coalesce(p.lng_address, s.longitude) AS lng_address,
      p.lat_signature, p.lng_signature, p.notes,
      ${sql.raw(isoUtc('p.time_finish'))} AS time_finish,
      ${sql.raw(stopAddress('s'))} AS address,
      d.first_name || ' ' || d.last_name AS driver_name, d.vehicle_plate AS driver_plate,
      (SELECT coalesce(json_agg(json_build_object('position', pp.position, 'ref', ${imageRef('pp.image_url')})
        ORDER BY pp.position), '[]'::json) FROM pod_pictures pp WHERE pp.pod_id = p.id) AS pictures,
      ${proofAccessKeySql('p')} AS access_key, ${proofEventsSql('p')} AS sefaz_events,
      ${certificateValidSql('o.customer_id', now.toISOString())} AS certificate_valid
    FROM proofs_of_delivery p
    JOIN orders o ON o.id = p.order_id
    JOIN stops s ON s.id = p.stop_id
    LEFT JOIN drivers d ON d.id = o.driver_id
    WHERE ${where(lookup)}
    LIMIT 1`,
    ProofRow,
  );
  return row ?? null;
}
