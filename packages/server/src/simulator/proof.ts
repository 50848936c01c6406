import { eq, or, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { queueIfAutomatic } from '../canhoto/registration-queue';
import type { Database } from '../db/database';
import { queryRows } from '../db/rows';
import { podPictures, proofsOfDelivery, shipments, type stops } from '../db/schema/index';
import { proofRows } from '../seed/build-proofs';
import type { Rng } from '../seed/prng';

type StopRow = typeof stops.$inferSelect;

/**
 * Writes the proof of a customer stop just done (the seed's proof rules); returns its id and whether it succeeded.
 * An account that registers every proof at SEFAZ gets its event queued in the same transaction (issue 20).
 */
export async function writeProof(
  db: Database,
  rng: Rng,
  token: () => string,
  stop: StopRow,
  failed: boolean,
  at: Date,
): Promise<{ podId: number; success: boolean }> {
  // The proof's hash id derives from its id, so the id is taken from the sequence first.
  const [next] = await queryRows(
    db,
    sql`SELECT nextval(pg_get_serial_sequence('proofs_of_delivery', 'id'))::int AS id`,
    v.object({ id: v.number() }),
  );
  const id = Number(next!.id);
  const [shipment] = await db
    .select({ code: shipments.code, accessKey: shipments.accessKey })
    .from(shipments)
    .where(or(eq(shipments.destinationStopId, stop.id), eq(shipments.originStopId, stop.id)))
    .limit(1);
  const { proof, pictures } = proofRows(rng, id, token(), {
    orderId: stop.orderId,
    stopId: stop.id,
    place: { latitude: stop.latitude, longitude: stop.longitude },
    taskType: stop.taskType,
    barcode:
      shipment?.accessKey ?? shipment?.code ?? stop.documentCode ?? stop.trackingCode ?? `OS${stop.orderId}`,
    addressee: stop.addresseeName ?? 'Destinatário (demonstração)',
    failed,
    signedAt: at,
  });
  await db.transaction(async (tx) => {
    await tx.insert(proofsOfDelivery).values(proof);
    if (pictures.length > 0) await tx.insert(podPictures).values(pictures);
    await queueIfAutomatic(tx, id, at);
  });
  return { podId: id, success: proof.statusType !== 'failure' };
}
