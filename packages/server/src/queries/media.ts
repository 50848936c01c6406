import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { queryRows } from '../db/rows';

/** The stored picture (a `data:` URL, usually) at `position` of the proof whose public token this is. */
export async function podPictureSource(
  db: Database,
  token: string,
  position: number,
): Promise<string | null> {
  const [row] = await queryRows(
    db,
    sql`SELECT pp.image_url AS image FROM proofs_of_delivery p
      JOIN pod_pictures pp ON pp.pod_id = p.id AND pp.position = ${position}
      WHERE p.public_token = ${token}`,
    v.object({ image: v.string() }),
  );
  return row?.image ?? null;
}

/** The stored signature of the proof whose public token this is; null when there is none. */
export async function podSignatureSource(db: Database, token: string): Promise<string | null> {
  const [row] = await queryRows(
    db,
    sql`SELECT p.recipient_signature AS image FROM proofs_of_delivery p WHERE p.public_token = ${token}`,
    v.object({ image: v.nullable(v.string()) }),
  );
  return row?.image ?? null;
}
