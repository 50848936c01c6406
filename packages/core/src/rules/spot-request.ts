import { formatQuoteValue } from '../format/numbers';
import type { Merchandise } from '../schemas/merchandise';
import type {
  EstimateRequestInput,
  NewSpotCommandInput,
  Place,
  PriceEstimate,
  ServiceType,
  Shipment,
  VehicleTypeCode,
} from '../schemas/spots';
import type { RoundTrip, Warehouse } from '../schemas/warehouses';
import { accessKeyDocumentType, normalizeAccessKey, validateAccessKey } from './access-key';

/**
 * What the wizard (and later the super batch) knows when it asks for a quote or places the order: the
 * step-1 choices, the vehicle step's choices, and the schedule. Plain values, no signals.
 */
export interface SpotRequestDraft {
  serviceType: ServiceType;
  warehouse: Warehouse;
  /** Rows in list order; each must be geolocated (status ok). */
  merchandises: readonly Merchandise[];
  /** Only for a DELIVERY with 'Adicionar retorno' checked. */
  roundTrip: RoundTrip | null;
  /** 'YYYY-MM-DD HH:mm:ss' in São Paulo time; null for NOW. */
  scheduledFor: string | null;
  vehicle: { type: VehicleTypeCode; bodyTypes: readonly string[]; extras: readonly string[] };
  driverAssistantsCount: number;
  totalWeightInKilograms: number | null;
  merchandisesTotalPrice: number | null;
  notes?: string;
}

/** A draft that cannot be sent: a row without coordinates, a round trip without a place. */
export class SpotRequestIncompleteError extends Error {
  override name = 'SpotRequestIncompleteError';
}

const WAREHOUSE_PLACE_PREFIX = 'warehouse-';
export const ROUND_TRIP_PLACE_ID = 'round-trip';

const digits = (text: string) => text.replace(/\D/g, '');
const orEmpty = (text: string | null | undefined) => (text ?? '').trim();
const orNull = (text: string | null | undefined) => {
  const value = orEmpty(text);
  return value === '' ? null : value;
};

function warehouseContact(warehouse: Warehouse): string | null {
  return orNull([warehouse.responsible_name, warehouse.phone].map(orEmpty).filter(Boolean).join(' · '));
}

/**
 * The warehouse as a stop. Its instructions are the ones for what the driver does there: a DELIVERY loads at
 * the warehouse (pickup instructions), a PICKUP unloads there (delivery instructions).
 */
export function warehousePlace(warehouse: Warehouse, serviceType: ServiceType): Place {
  const { address } = warehouse;
  return {
    id: `${WAREHOUSE_PLACE_PREFIX}${warehouse.id}`,
    isCustomerWarehouse: true,
    address: {
      postalCode: digits(address.cep),
      thoroughfare: orEmpty(address.address),
      number: orEmpty(address.number),
      neighborhood: orEmpty(address.neighborhood),
      locality: orEmpty(address.city),
      state: orEmpty(address.state),
      complement: orNull(address.complement),
      contact: warehouseContact(warehouse),
    },
    geolocation: { latitude: warehouse.latitude, longitude: warehouse.longitude },
    timeWindow:
      warehouse.opening_time && warehouse.closing_time
        ? { start: warehouse.opening_time, end: warehouse.closing_time }
        : null,
    instructions: orNull(
      serviceType === 'DELIVERY' ? warehouse.pickup_instructions : warehouse.delivery_instructions,
    ),
    addressee: null,
  };
}

/** The round-trip place ('Rota circular'): where a delivery ends, back at the shipper or elsewhere. */
export function roundTripPlace(roundTrip: RoundTrip): Place {
  if (roundTrip.latitude === null || roundTrip.longitude === null) {
    throw new SpotRequestIncompleteError('O local de retorno não tem coordenadas.');
  }
  const { address } = roundTrip;
  return {
    id: ROUND_TRIP_PLACE_ID,
    isCustomerWarehouse: false,
    address: {
      postalCode: digits(address.cep),
      thoroughfare: orEmpty(address.address),
      number: orEmpty(address.number),
      neighborhood: orEmpty(address.neighborhood),
      locality: orEmpty(address.city),
      state: orEmpty(address.state),
      complement: orNull(address.complement),
      contact: null,
    },
    geolocation: { latitude: roundTrip.latitude, longitude: roundTrip.longitude },
    timeWindow:
      roundTrip.opening_time && roundTrip.closing_time
        ? { start: roundTrip.opening_time, end: roundTrip.closing_time }
        : null,
    instructions: orNull(roundTrip.delivery_instructions),
    addressee: null,
  };
}

/** Rows delivered to the same door in the same window are one stop for the driver. */
function stopKey(m: Merchandise): string {
  const a = m.address;
  return [
    digits(a.postalCode),
    orEmpty(a.number).toUpperCase(),
    orEmpty(a.complement).toUpperCase(),
    a.latitude,
    a.longitude,
    m.timeWindow.start,
    m.timeWindow.end,
  ].join('|');
}

function merchandiseStop(id: string, rows: readonly Merchandise[]): Place {
  const first = rows[0] as Merchandise;
  const { address } = first;
  if (address.latitude === null || address.longitude === null) {
    throw new SpotRequestIncompleteError(`A mercadoria ${first.trackingCode} não tem coordenadas.`);
  }
  const instructions = [...new Set(rows.map((m) => orEmpty(m.instructions)).filter(Boolean))];
  const addressee = rows.find((m) => m.fiscalDocument)?.fiscalDocument?.addressee ?? null;
  const { start, end } = first.timeWindow;
  return {
    id,
    isCustomerWarehouse: false,
    address: {
      postalCode: digits(address.postalCode),
      thoroughfare: orEmpty(address.thoroughfare),
      number: orEmpty(address.number),
      neighborhood: orEmpty(address.neighborhood),
      locality: orEmpty(address.locality),
      state: orEmpty(address.state),
      complement: orNull(address.complement),
      contact: null,
    },
    geolocation: { latitude: address.latitude, longitude: address.longitude },
    timeWindow: start && end ? { start, end } : null,
    instructions: instructions.length > 0 ? instructions.join(' / ') : null,
    addressee: addressee
      ? {
          name: addressee.name,
          phoneNumber: addressee.phoneNumber,
          nationalDocumentNumber: orNull(addressee.nationalDocument),
          isLegalPerson: addressee.isLegalPerson,
        }
      : null,
  };
}

/** The fiscal document key of a row: the fetched document's, or the code itself when it is a valid key. */
export function merchandiseAccessKey(m: Merchandise): string | null {
  if (m.fiscalDocument) return normalizeAccessKey(m.fiscalDocument.accessKey);
  const checked = validateAccessKey(m.trackingCode);
  return checked.ok ? checked.value.key : null;
}

/** A row as a shipment, with the recipients of its 'Rastreio da mercadoria' modal. */
function shipmentOf(m: Merchandise, originPlaceId: string, destinationPlaceId: string): Shipment {
  const accessKey = merchandiseAccessKey(m);
  const kind = accessKey ? accessKeyDocumentType(accessKey) : null;
  return {
    id: m.id,
    originPlaceId,
    destinationPlaceId,
    accessKey,
    code: m.trackingCode.trim().toUpperCase(),
    document: kind && kind !== 'unknown' ? kind : null,
    trackingRecipients: m.trackingRecipients.map((r) => ({ email: r.email, phone: r.phone })),
  };
}

export interface SpotRoute {
  loadingPlace: Place | null;
  unloadingPlace: Place | null;
  isRoundTrip: boolean;
  /** The merchandise stops, in list order (a door shared by several rows appears once). */
  places: Place[];
  transportations: { origin: Place; destination: Place; shipments: Shipment[] }[];
  /** Distinct access keys of the order's fiscal documents. */
  documents: string[];
}

/**
 * The places and transportations of a request (SPEC §3, core README "NewSpotCommand"): a DELIVERY loads at the
 * warehouse and, with a round trip, unloads at the round-trip place; a PICKUP carries each stop's goods to the
 * warehouse. One transportation per stop.
 */
export function buildSpotRoute(draft: SpotRequestDraft): SpotRoute {
  const warehouse = warehousePlace(draft.warehouse, draft.serviceType);
  const groups = new Map<string, Merchandise[]>();
  for (const m of draft.merchandises) {
    const key = stopKey(m);
    const group = groups.get(key);
    if (group) group.push(m);
    else groups.set(key, [m]);
  }
  const places: Place[] = [];
  const transportations: SpotRoute['transportations'] = [];
  for (const rows of groups.values()) {
    const stop = merchandiseStop(`place-${places.length + 1}`, rows);
    places.push(stop);
    const [origin, destination] = draft.serviceType === 'DELIVERY' ? [warehouse, stop] : [stop, warehouse];
    transportations.push({
      origin,
      destination,
      shipments: rows.map((m) => shipmentOf(m, origin.id, destination.id)),
    });
  }
  const roundTrip =
    draft.serviceType === 'DELIVERY' && draft.roundTrip?.isRoundTrip ? roundTripPlace(draft.roundTrip) : null;
  const documents = [
    ...new Set(draft.merchandises.map(merchandiseAccessKey).filter((k): k is string => k !== null)),
  ];
  return {
    loadingPlace: draft.serviceType === 'DELIVERY' ? warehouse : null,
    unloadingPlace: draft.serviceType === 'DELIVERY' ? roundTrip : warehouse,
    isRoundTrip: roundTrip !== null,
    places,
    transportations,
    documents,
  };
}

/** POST /spot/estimate body (SPEC §7). */
export function buildEstimateRequest(draft: SpotRequestDraft): EstimateRequestInput {
  const route = buildSpotRoute(draft);
  return {
    vehicle: draft.vehicle.type,
    vehicleConfig: { type: draft.vehicle.type, extras: [...draft.vehicle.extras] },
    notes: draft.notes ?? '',
    isRoundTrip: route.isRoundTrip,
    loadingPlace: route.loadingPlace,
    unloadingPlace: route.unloadingPlace,
    places: route.places,
    serviceType: draft.serviceType,
    scheduledFor: draft.scheduledFor,
    driverAssistantsCount: draft.driverAssistantsCount,
    calculateToll: true,
    merchandisesTotalPrice: draft.merchandisesTotalPrice,
  };
}

/**
 * POST /spots body (SPEC §3 "New spot command") for the quote the user saw: the quote values go as 2-decimal
 * strings (SPEC §9); `price` is the gross price shown in the summary.
 */
export function buildNewSpotCommand(
  draft: SpotRequestDraft,
  accepted: { estimate: PriceEstimate; externalId: string | null },
): NewSpotCommandInput {
  const route = buildSpotRoute(draft);
  const { estimate } = accepted;
  return {
    vehicle: {
      type: draft.vehicle.type,
      bodyTypes: [...draft.vehicle.bodyTypes],
      extras: [...draft.vehicle.extras],
    },
    totalWeightInKilograms: draft.totalWeightInKilograms,
    notes: draft.notes ?? '',
    isRoundTrip: route.isRoundTrip,
    externalId: orNull(accepted.externalId),
    loadingPlace: route.loadingPlace,
    unloadingPlace: route.unloadingPlace,
    documents: route.documents,
    quote: {
      price: formatQuoteValue(estimate.grossPrice),
      tollPrice: formatQuoteValue(estimate.tollPrice),
      driverTollPrice: formatQuoteValue(estimate.driverTollPrice),
      distance: formatQuoteValue(estimate.distanceInKm),
      quotationId: estimate.quotationId,
    },
    serviceType: draft.serviceType,
    scheduledFor: draft.scheduledFor,
    driverAssistantsCount: draft.driverAssistantsCount,
    priceEstimatedAt: estimate.priceEstimatedAt,
    transportations: route.transportations,
    merchandisesTotalPrice: draft.merchandisesTotalPrice,
  };
}
