import { fiscalDocumentRow, shipmentNfe } from './build-fiscal-documents';
import type { ShipperContext } from './build-orders';
import { round2 } from './build-pricing';
import { randomMobile } from './people';
import type { Place } from './places';

export interface ShipmentInput {
  orderId: number;
  originStopId: number;
  destinationStopId: number;
  code: string;
  accessKey: string | null;
  invoiceNumber: number;
  addressee: string;
  place: Place;
  senderName: string;
  /** Where the sender (the shipper's warehouse) is: the issuer's address on the NF-e. */
  senderPlace: Place;
  createdAt: Date;
  /** Orders of the monitoring window: recipients (when the customer shares tracking) and fiscal documents. */
  live: boolean;
}

/** One shipment with its secret tracking hash; recipients and the fiscal document when it fits. */
export function addShipment(ctx: ShipperContext, input: ShipmentInput): number {
  const { rng, data, ids } = ctx;
  const id = ids.take('shipments');
  const weightKg = rng.int(1, 60);
  const volumesCount = rng.int(1, 8);
  data.shipments.push({
    id,
    orderId: input.orderId,
    originStopId: input.originStopId,
    destinationStopId: input.destinationStopId,
    code: input.code,
    accessKey: input.accessKey,
    document: input.accessKey ? 'NFE' : null,
    trackingHash: ctx.token(),
    volumesCount,
    weightKg,
    createdAt: input.createdAt,
  });
  if (input.live && ctx.sharing && rng.chance(0.5)) {
    data.shipmentRecipients.push({
      id: ids.take('shipmentRecipients'),
      shipmentId: id,
      email: `destinatario${id}@exemplo.example`,
      phone: rng.chance(0.5) ? randomMobile(rng) : null,
      createdAt: input.createdAt,
    });
  }
  if (input.accessKey && input.live) {
    const phone = randomMobile(rng);
    const amount = round2(rng.between(50, 3000));
    const file = shipmentNfe({
      issuer: { cnpj: ctx.cnpj, name: input.senderName, place: input.senderPlace },
      accessKey: input.accessKey,
      invoiceNumber: input.invoiceNumber,
      issuedAt: input.createdAt,
      addressee: { name: input.addressee, phone, cpfSeed: id, place: input.place },
      amount,
      volumes: volumesCount,
      grossWeightKg: weightKg,
    });
    data.fiscalDocuments.push(
      fiscalDocumentRow({
        id: ids.take('fiscalDocuments'),
        customerId: ctx.customerId,
        file,
        uploadedBy: null,
        createdAt: input.createdAt,
      }),
    );
  }
  return id;
}
