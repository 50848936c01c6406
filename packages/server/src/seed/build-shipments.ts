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
  createdAt: Date;
  /** Orders of the monitoring window: recipients (when the customer shares tracking) and fiscal documents. */
  live: boolean;
}

/** One shipment with its secret tracking hash; recipients and the fiscal document when it fits. */
export function addShipment(ctx: ShipperContext, input: ShipmentInput): number {
  const { rng, data, ids } = ctx;
  const id = ids.take('shipments');
  const weightKg = rng.int(1, 60);
  data.shipments.push({
    id,
    orderId: input.orderId,
    originStopId: input.originStopId,
    destinationStopId: input.destinationStopId,
    code: input.code,
    accessKey: input.accessKey,
    document: input.accessKey ? 'NFE' : null,
    trackingHash: ctx.token(),
    volumesCount: rng.int(1, 8),
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
    data.fiscalDocuments.push({
      id: ids.take('fiscalDocuments'),
      customerId: ctx.customerId,
      accessKey: input.accessKey,
      kind: 'NFE',
      code: String(input.invoiceNumber),
      addresseeName: input.addressee,
      addresseePhone: randomMobile(rng),
      addresseeEmail: null,
      addresseeIsLegalPerson: false,
      addresseeDocument: null,
      addresseeAddress: {
        postalCode: input.place.postalCode,
        thoroughfare: input.place.thoroughfare,
        number: input.place.number,
        neighborhood: input.place.neighborhood,
        locality: 'São Paulo',
        state: 'SP',
        complement: null,
      },
      senderName: input.senderName,
      amount: round2(rng.between(50, 3000)),
      cargoMeasurements: { weightKg, volumes: 1 },
      rawXml: `<?xml version="1.0" encoding="UTF-8"?><nfeProc><NFe><infNFe Id="NFe${input.accessKey}"><ide><nNF>${input.invoiceNumber}</nNF></ide></infNFe></NFe></nfeProc>`,
      uploadedBy: null,
      createdAt: input.createdAt,
    });
  }
  return id;
}
