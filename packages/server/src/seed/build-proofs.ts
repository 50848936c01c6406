import type * as schema from '../db/schema/index';
import type { ShipperContext } from './build-orders';
import { FAILURE_MESSAGES } from './catalogues';
import { randomDigits } from './documents';
import { demoPhoto, demoSignature } from './images';
import type { Place } from './places';
import type { Rng } from './prng';

const MIN = 60_000;

export interface ProofInput {
  orderId: number;
  stopId: number;
  shipmentId: number;
  place: Pick<Place, 'latitude' | 'longitude'>;
  taskType: string;
  barcode: string;
  addressee: string;
  failed: boolean;
  signedAt: Date;
  /** A finished order of the monitoring window: the recipient may have rated it. */
  rateable: boolean;
  driverId: number | null;
}

/** Short, unique and stable per id; not a secret (the logged-in route checks the owner). */
export const proofHashid = (id: number) => (id * 7919 + 104729).toString(36).toUpperCase();

/**
 * The rows of one proof (failure for a failed stop, else success or now and then partial success), with 1–4
 * pictures and a signature when delivered. Shared by the seed and the simulator, so both write the same proofs.
 */
export function proofRows(
  rng: Rng,
  id: number,
  publicToken: string,
  input: Omit<ProofInput, 'shipmentId' | 'rateable' | 'driverId'>,
): {
  proof: typeof schema.proofsOfDelivery.$inferInsert;
  pictures: Omit<typeof schema.podPictures.$inferInsert, 'id'>[];
} {
  const statusType = input.failed ? 'failure' : rng.chance(0.15) ? 'partial success' : 'success';
  const delivered = statusType !== 'failure';
  const proof = {
    id,
    hashid: proofHashid(id),
    publicToken,
    orderId: input.orderId,
    stopId: input.stopId,
    barcode: input.barcode,
    type: input.taskType,
    status: statusType === 'failure' ? 'FAILED' : statusType === 'partial success' ? 'RETURNED' : 'SUCCEEDED',
    statusType,
    statusMessage:
      statusType === 'failure'
        ? rng.pick(FAILURE_MESSAGES)
        : statusType === 'partial success'
          ? 'Entrega parcial: parte dos itens devolvida'
          : 'Entregue ao destinatário',
    itemsCount: rng.int(1, 12),
    recipientName: delivered ? input.addressee : null,
    recipientIdentifier: delivered ? `RG ${randomDigits(rng, 8)}` : null,
    recipientSignature: delivered ? demoSignature(id) : null,
    recipientSignatureTime: delivered ? input.signedAt : null,
    latAddress: input.place.latitude,
    lngAddress: input.place.longitude,
    latSignature: input.place.latitude + rng.between(-0.0004, 0.0004),
    lngSignature: input.place.longitude + rng.between(-0.0004, 0.0004),
    notes: rng.chance(0.3) ? 'Mercadoria entregue na portaria.' : null,
    timeFinish: input.signedAt,
    createdAt: input.signedAt,
  };
  const count = delivered ? rng.int(1, 4) : 1;
  const pictures = Array.from({ length: count }, (_, p) => ({
    podId: id,
    position: p,
    imageUrl: demoPhoto(delivered ? `Entrega ${p + 1}` : 'Fachada', (id * 47 + p * 90) % 360),
  }));
  return { proof, pictures };
}

/** The proof of a done stop and, now and then, the recipient's rating. */
export function addProof(ctx: ShipperContext, input: ProofInput): void {
  const { rng, data, ids } = ctx;
  const id = ids.take('proofsOfDelivery');
  const { proof, pictures } = proofRows(rng, id, ctx.token(), input);
  data.proofsOfDelivery.push(proof);
  for (const picture of pictures) data.podPictures.push({ id: ids.take('podPictures'), ...picture });
  if (input.rateable && proof.statusType === 'success' && rng.chance(0.5)) {
    const ratingId = ids.take('ratings');
    data.ratings.push({
      id: ratingId,
      shipmentId: input.shipmentId,
      driverId: input.driverId,
      rating: rng.int(6, 10),
      comment: rng.chance(0.5) ? 'Entrega rápida e cuidadosa.' : null,
      createdAt: new Date(input.signedAt.getTime() + rng.int(30, 240) * MIN),
    });
    data.ratingAnswers.push({
      id: ids.take('ratingAnswers'),
      ratingId,
      questionId: 'box-entregador',
      answer: String(rng.int(4, 5)),
    });
  }
}
