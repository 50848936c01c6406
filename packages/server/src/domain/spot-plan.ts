import { ROUND_TRIP_TRACKING_CODE } from '@box/core/catalogues';
import type { NewSpotCommand, Place, Shipment, TrackingRecipient } from '@box/core/schemas';
import { normalizeRecipients } from './tracking-recipients';

export type StopTaskType = 'LOADING' | 'UNLOADING' | 'DELIVERY' | 'PICKUP' | 'RETURN';

export interface PlannedStop {
  place: Place;
  taskType: StopTaskType;
  /** The code the driver and the recipient read at this stop (first shipment handled here). */
  trackingCode: string | null;
  /** The fiscal document (access key) or, without one, the code of the first shipment handled here. */
  documentCode: string | null;
}

export interface PlannedShipment {
  shipment: Shipment;
  /** Its tracking recipients as POST /shipments/trackings stores them (trimmed, masked phone, no repeats). */
  recipients: TrackingRecipient[];
  /** Indexes into `stops`. */
  originStop: number;
  destinationStop: number;
}

export interface SpotPlan {
  stops: PlannedStop[];
  shipments: PlannedShipment[];
}

function recipientsOf(shipment: Shipment): TrackingRecipient[] {
  const checked = normalizeRecipients(shipment.trackingRecipients);
  // core's Shipment schema already holds each recipient to the same rule.
  if (!checked.ok) throw new Error(`destinatários inválidos na remessa ${shipment.code}`);
  return checked.recipients;
}

/**
 * The stops of a new order in driving order, and where each shipment goes: the loading place first (a
 * delivery's warehouse), each merchandise place once in the order the transportations name them (several
 * shipments to one door are one stop), then the unloading place (a pickup's warehouse, or a delivery's
 * round-trip place, with the fixed code 'ROTA-CIRCULAR').
 */
export function planSpot(command: NewSpotCommand): SpotPlan {
  const stops: PlannedStop[] = [];
  const stopOf = new Map<string, number>();
  const add = (place: Place, taskType: StopTaskType) => {
    const known = stopOf.get(place.id);
    if (known !== undefined) return known;
    stopOf.set(place.id, stops.length);
    stops.push({ place, taskType, trackingCode: null, documentCode: null });
    return stops.length - 1;
  };
  const { loadingPlace, unloadingPlace } = command;
  const ends = new Set([loadingPlace?.id, unloadingPlace?.id].filter((id) => id !== undefined));

  if (loadingPlace) add(loadingPlace, 'LOADING');
  for (const t of command.transportations) {
    for (const place of [t.origin, t.destination]) {
      if (!ends.has(place.id)) add(place, command.serviceType);
    }
  }
  if (unloadingPlace) {
    const index = add(unloadingPlace, command.serviceType === 'DELIVERY' ? 'RETURN' : 'UNLOADING');
    if (stops[index]!.taskType === 'RETURN') {
      stops[index]!.trackingCode = ROUND_TRIP_TRACKING_CODE;
      stops[index]!.documentCode = ROUND_TRIP_TRACKING_CODE;
    }
  }

  const shipments: PlannedShipment[] = command.transportations.flatMap((t) =>
    t.shipments.map((shipment) => ({
      shipment,
      recipients: recipientsOf(shipment),
      originStop: stopOf.get(shipment.originPlaceId)!,
      destinationStop: stopOf.get(shipment.destinationPlaceId)!,
    })),
  );
  for (const { shipment, originStop, destinationStop } of shipments) {
    const served = stops[command.serviceType === 'DELIVERY' ? destinationStop : originStop]!;
    if (served.taskType !== 'DELIVERY' && served.taskType !== 'PICKUP') continue;
    served.trackingCode ??= shipment.code;
    served.documentCode ??= shipment.accessKey ?? shipment.code;
  }
  return { stops, shipments };
}
