import type { ShipperContext } from './build-orders';
import { FAILURE_MESSAGES } from './catalogues';
import { randomDigits } from './documents';
import { demoPhoto, demoSignature } from './images';
import type { Place } from './places';

const MIN = 60_000;

export interface ProofInput {
  orderId: number;
  stopId: number;
  shipmentId: number;
  place: Place;
  taskType: string;
  barcode: string;
  addressee: string;
  failed: boolean;
  signedAt: Date;
  /** A finished order of the monitoring window: the recipient may have rated it. */
  rateable: boolean;
  driverId: number | null;
}

/**
 * The proof of a done stop: failure for a failed stop, else success or (sometimes) partial success, with
 * pictures, a signature when delivered, and now and then the recipient's rating.
 */
export function addProof(ctx: ShipperContext, input: ProofInput): void {
  const { rng, data, ids } = ctx;
  const id = ids.take('proofsOfDelivery');
  const statusType = input.failed ? 'failure' : rng.chance(0.15) ? 'partial success' : 'success';
  const delivered = statusType !== 'failure';
  data.proofsOfDelivery.push({
    id,
    // Short, unique and stable per id; not a secret (the logged-in route checks the owner).
    hashid: (id * 7919 + 104729).toString(36).toUpperCase(),
    publicToken: ctx.token(),
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
  });
  const pictures = delivered ? rng.int(1, 4) : 1;
  for (let p = 0; p < pictures; p++) {
    data.podPictures.push({
      id: ids.take('podPictures'),
      podId: id,
      position: p,
      imageUrl: demoPhoto(delivered ? `Entrega ${p + 1}` : 'Fachada', (id * 47 + p * 90) % 360),
    });
  }
  if (input.rateable && statusType === 'success' && rng.chance(0.5)) {
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
