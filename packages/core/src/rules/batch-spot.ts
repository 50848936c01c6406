import { BATCH_DEFAULTS } from '../catalogues/constants';
import type { FilledShipment, SuperBatchRow } from '../schemas/batch';
import type { BatchSpotInput, Place, Shipment } from '../schemas/spots';
import { accessKeyDocumentType, normalizeAccessKey, validateAccessKey } from './access-key';
import { SpotRequestIncompleteError } from './spot-request';
import { normalizeSheetSchedule } from './super-batch';
import type { SuperBatchGroup } from './super-batch-rows';

/** The origin id of a batch's shipments while the server has not put the named warehouse in its place. */
export const BATCH_NAMED_WAREHOUSE_PLACE_ID = 'warehouse';

const orEmpty = (text: string | null | undefined) => (text ?? '').trim();

/** Rows delivered to the same door are one stop for the driver, as in the wizard. */
function doorKey(place: Place): string {
  const { address, geolocation } = place;
  return [
    address.postalCode,
    orEmpty(address.number).toUpperCase(),
    orEmpty(address.complement).toUpperCase(),
    geolocation.latitude,
    geolocation.longitude,
  ].join('|');
}

function accessKeyOf(row: SuperBatchRow, filled: FilledShipment): string | null {
  if (filled.fiscalDocument) return normalizeAccessKey(filled.fiscalDocument.accessKey);
  const checked = validateAccessKey(row.code);
  return checked.ok ? checked.value.key : null;
}

function shipmentOf(row: SuperBatchRow, filled: FilledShipment, destinationPlaceId: string): Shipment {
  const accessKey = accessKeyOf(row, filled);
  const kind = accessKey ? accessKeyDocumentType(accessKey) : null;
  return {
    id: row.code,
    originPlaceId: BATCH_NAMED_WAREHOUSE_PLACE_ID,
    destinationPlaceId,
    accessKey,
    code: row.code,
    document: kind && kind !== 'unknown' ? kind : null,
    trackingRecipients: [],
  };
}

const sum = (values: readonly (number | null)[]): number | null => {
  const present = values.filter((value): value is number => value !== null);
  return present.length === 0 ? null : present.reduce((a, b) => a + b, 0);
};

/**
 * POST /spots/batch body for one super-batch group (SPEC §3 "Batch spot", §9 batch defaults): notes 'Solicitado
 * em lote', zero quote strings (the server prices the order), no round trip, DELIVERY from the warehouse named
 * by the sheet, the weight the sum of the group's rounded up to whole kg, the goods value the sum of the rows';
 * the order fields (customer, user, vehicle, schedule, assistants, warehouse) are the first row's, as
 * `groupSuperBatchLines` made sure the group agrees on them. `filledOf` is the fill-missing-data answer of each
 * row's code; a row without a place cannot be sent (SpotRequestIncompleteError).
 */
export function buildBatchSpot(
  group: SuperBatchGroup,
  filledOf: (code: string) => FilledShipment | undefined,
  now: Date,
): BatchSpotInput {
  const [first] = group.rows;
  if (!first) throw new SpotRequestIncompleteError('Grupo sem remessas.');
  const scheduledFor = normalizeSheetSchedule(first.scheduledFor);
  if (scheduledFor === undefined || first.customerId === null || first.vehicleType === null) {
    throw new SpotRequestIncompleteError(`O grupo ${group.externalId ?? ''} tem linhas com problema.`);
  }

  const stops = new Map<string, { place: Place; rows: { row: SuperBatchRow; filled: FilledShipment }[] }>();
  for (const row of group.rows) {
    const filled = filledOf(row.code);
    if (!filled?.place) throw new SpotRequestIncompleteError(`A remessa ${row.code} não tem endereço.`);
    const key = doorKey(filled.place);
    const stop = stops.get(key);
    if (stop) stop.rows.push({ row, filled });
    else stops.set(key, { place: filled.place, rows: [{ row, filled }] });
  }

  const transportations = [...stops.values()].map(({ place, rows }, index) => {
    const instructions = [...new Set(rows.map(({ row }) => orEmpty(row.instructions)).filter(Boolean))];
    const destination: Place = {
      ...place,
      id: `place-${index + 1}`,
      instructions: instructions.length > 0 ? instructions.join(' / ') : place.instructions,
      addressee: rows.find(({ filled }) => filled.place?.addressee)?.filled.place?.addressee ?? null,
    };
    return {
      origin: null,
      destination,
      shipments: rows.map(({ row, filled }) => shipmentOf(row, filled, destination.id)),
    };
  });
  const documents = [
    ...new Set(
      transportations.flatMap((t) => t.shipments.map((s) => s.accessKey)).filter((k): k is string => !!k),
    ),
  ];
  const goodsValue = sum(group.rows.map((row) => row.merchandisesTotalPrice));

  return {
    vehicle: { type: first.vehicleType, bodyTypes: [], extras: [] },
    totalWeightInKilograms:
      group.totalWeightInKilograms === null ? null : Math.ceil(group.totalWeightInKilograms),
    notes: BATCH_DEFAULTS.notes,
    isRoundTrip: BATCH_DEFAULTS.isRoundTrip,
    externalId: group.externalId,
    loadingPlace: null,
    unloadingPlace: null,
    documents,
    quote: {
      price: BATCH_DEFAULTS.price,
      tollPrice: BATCH_DEFAULTS.tollPrice,
      driverTollPrice: BATCH_DEFAULTS.driverTollPrice,
      distance: BATCH_DEFAULTS.distance,
      quotationId: '',
    },
    serviceType: BATCH_DEFAULTS.serviceType,
    scheduledFor,
    driverAssistantsCount: first.driverAssistantsCount ?? 0,
    priceEstimatedAt: now.toISOString(),
    transportations,
    merchandisesTotalPrice: goodsValue === null ? null : Math.round(goodsValue * 100) / 100,
    declaredDistanceInKm:
      group.rows.find((row) => row.declaredDistanceInKm !== null)?.declaredDistanceInKm ?? null,
    customerId: first.customerId,
    userId: null,
    userEmail: orEmpty(first.userEmail).toLowerCase(),
    warehouseName: orEmpty(first.warehouseName),
    integrationId: null,
  };
}
