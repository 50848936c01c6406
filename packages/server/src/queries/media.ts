import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { queryRows } from '../db/rows';

/** The stored picture (a `data:` URL, usually) at `position` of the proof whose public token this is. */
export async function podPictureSource(
  db: Database,
  token: string,
  position: number,
): Promise<string | null> {
  const [row] = await queryRows<{ image: string }>(
    db,
    sql`SELECT pp.image_url AS image FROM proofs_of_delivery p
      JOIN pod_pictures pp ON pp.pod_id = p.id AND pp.position = ${position}
      WHERE p.public_token = ${token}`,
  );
  return row?.image ?? null;
}

/** The stored signature of the proof whose public token this is; null when there is none. */
export async function podSignatureSource(db: Database, token: string): Promise<string | null> {
  const [row] = await queryRows<{ image: string | null }>(
    db,
    sql`SELECT p.recipient_signature AS image FROM proofs_of_delivery p WHERE p.public_token = ${token}`,
  );
  return row?.image ?? null;
}
