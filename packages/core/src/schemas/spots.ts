import * as v from 'valibot';
import { SCHEDULE_TYPE_CODES } from '../catalogues/scheduling';
import { SERVICE_TYPE_CODES } from '../catalogues/service-types';
import { DISCOUNT_TYPE, TAX_TYPE_CODES } from '../catalogues/taxes';
import { VEHICLE_TYPE_CODES } from '../catalogues/vehicles';
import { isValidAccessKey } from '../rules/access-key';
import { parseRecipient } from '../rules/contact';
import { PRODUCT_CODE_PATTERN } from '../rules/merchandise-code';
import {
  Count,
  Email,
  GeoPoint,
  Id,
  IsoDateTime,
  Money,
  QuoteValue,
  ScheduledFor,
  TimeOfDay,
} from './primitives';

export const ServiceType = v.picklist(SERVICE_TYPE_CODES);
export type ServiceType = v.InferOutput<typeof ServiceType>;
export const ScheduleType = v.picklist(SCHEDULE_TYPE_CODES);
export type ScheduleType = v.InferOutput<typeof ScheduleType>;
export const VehicleTypeCode = v.picklist(VEHICLE_TYPE_CODES);
export type VehicleTypeCode = v.InferOutput<typeof VehicleTypeCode>;

/** GET /jade/api/spots/config (SPEC §3 "Config"); absent fields take the spec's defaults. */
export const SpotsConfig = v.object({
  min_advance_booking_time_minutes: v.optional(Count, 45),
  immediate_booking_available: v.boolean(),
  pode_solicitar_rotas: v.optional(v.boolean(), true),
  /** code 'Inatividade' marks the customer inactive */
  block_details: v.optional(v.nullable(v.object({ code: v.string() })), null),
  /** 'ok', 'only_available_tomorrow', 'only_available_next_work_day' or anything else (see serviceAvailability) */
  service_available: v.string(),
});
export type SpotsConfig = v.InferOutput<typeof SpotsConfig>;

/** SPEC §9: per vehicle type, the price of one assistant, how many come by default and at most. */
export const DriverAssistantsConfig = v.object({
  unitPrice: Money,
  defaultCount: Count,
  maxCount: Count,
});
export type DriverAssistantsConfig = v.InferOutput<typeof DriverAssistantsConfig>;

export const BodyType = v.object({ id: v.string(), name: v.string() });
export type BodyType = v.InferOutput<typeof BodyType>;
export const VehicleExtra = v.object({ id: v.string(), description: v.string() });
export type VehicleExtra = v.InferOutput<typeof VehicleExtra>;

/**
 * SPEC §3 "Vehicle". `id` is the vehicle type code ('VAN', '3/4', …). `driverAssistants` is null when the
 * server has no assistants configuration for the type (then at most 3; a maxCount of 0 disables them).
 */
export const Vehicle = v.object({
  id: v.string(),
  name: v.string(),
  shortName: v.string(),
  description: v.string(),
  watermarkText: v.nullable(v.string()),
  maxCapacityInKg: v.number(),
  isBeta: v.boolean(),
  possibleBodyTypes: v.array(BodyType),
  bodyTypeRequired: v.boolean(),
  availableExtras: v.array(VehicleExtra),
  driverAssistants: v.nullable(DriverAssistantsConfig),
});
export type Vehicle = v.InferOutput<typeof Vehicle>;

/** GET /jade/api/spots/vehicles-v2 */
export const VehiclesResponse = v.array(Vehicle);
export type VehiclesResponse = v.InferOutput<typeof VehiclesResponse>;

/** A time window on the wire: both ends 'HH:mm', end after start. */
export const TimeWindow = v.pipe(
  v.object({ start: TimeOfDay, end: TimeOfDay }),
  v.check((w) => w.start < w.end, 'O horário final do agendamento deve ser após o inicial'),
);
export type TimeWindow = v.InferOutput<typeof TimeWindow>;

const limited = (max: number) => v.pipe(v.string(), v.maxLength(max, `Use no máximo ${max} caracteres.`));

export const PlaceAddress = v.object({
  postalCode: v.pipe(v.string(), v.regex(/^\d{8}$/, 'O CEP deve ter 8 dígitos.')),
  thoroughfare: limited(255),
  number: limited(100),
  neighborhood: limited(255),
  locality: limited(255),
  state: limited(100),
  complement: v.nullable(limited(100)),
  /** Who to look for at the place (free text). */
  contact: v.nullable(limited(255)),
});
export type PlaceAddress = v.InferOutput<typeof PlaceAddress>;

export const PlaceAddressee = v.object({
  name: v.string(),
  phoneNumber: v.nullable(v.string()),
  nationalDocumentNumber: v.nullable(v.string()),
  isLegalPerson: v.boolean(),
});
export type PlaceAddressee = v.InferOutput<typeof PlaceAddressee>;

/** SPEC §3 "Place": a geolocated stop; `id` is made by the client and only links shipments to places. */
export const Place = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  isCustomerWarehouse: v.boolean(),
  address: PlaceAddress,
  geolocation: GeoPoint,
  timeWindow: v.nullable(TimeWindow),
  instructions: v.nullable(v.string()),
  addressee: v.nullable(PlaceAddressee),
});
export type Place = v.InferOutput<typeof Place>;

export const ProductCode = v.pipe(
  v.string(),
  v.regex(PRODUCT_CODE_PATTERN, 'Código inválido'),
  v.maxLength(44, 'Código excede o tamanho máximo de 44 caracteres!'),
);

export const AccessKey = v.pipe(v.string(), v.check(isValidAccessKey, 'Chave de acesso inválida'));

/**
 * A tracking recipient as a shipment carries it: core's `TrackingRecipient` shape (merchandise.ts imports this
 * module, so it cannot be imported here), with an e-mail or a phone the tracking link can be sent to.
 */
const ShipmentTrackingRecipient = v.pipe(
  v.object({ email: v.nullable(v.string()), phone: v.nullable(v.string()) }),
  v.check(
    (r) =>
      (r.email !== null || r.phone !== null) &&
      (r.email === null || parseRecipient(r.email)?.email != null) &&
      (r.phone === null || parseRecipient(r.phone)?.phone != null),
    'Destinatário do rastreio precisa de um e-mail ou telefone válido.',
  ),
);

/**
 * SPEC §3 "Shipment": one merchandise moved from one place to another. `document` names the fiscal document
 * kind ('NF-e', 'CT-e', 'Minuta') when the code is an access key, else null. `trackingRecipients` are the
 * people the wizard's 'Rastreio da mercadoria' modal named before the order existed (ours; absent = none).
 */
export const Shipment = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  originPlaceId: v.string(),
  destinationPlaceId: v.string(),
  accessKey: v.nullable(AccessKey),
  code: ProductCode,
  document: v.nullable(v.string()),
  trackingRecipients: v.optional(v.pipe(v.array(ShipmentTrackingRecipient), v.maxLength(50)), []),
});
export type Shipment = v.InferOutput<typeof Shipment>;

/** SPEC §3 "Transportation": the places travel with their shipments, whose place ids must match them. */
export const Transportation = v.pipe(
  v.object({ origin: Place, destination: Place, shipments: v.pipe(v.array(Shipment), v.minLength(1)) }),
  v.check(
    (t) =>
      t.shipments.every((s) => s.originPlaceId === t.origin.id && s.destinationPlaceId === t.destination.id),
    'Remessa com locais de origem/destino diferentes do transporte',
  ),
);
export type Transportation = v.InferOutput<typeof Transportation>;

export const VehicleChoice = v.object({
  type: VehicleTypeCode,
  bodyTypes: v.array(v.string()),
  extras: v.array(v.string()),
});
export type VehicleChoice = v.InferOutput<typeof VehicleChoice>;

/** The accepted quote, every value a 2-decimal string (SPEC §9). */
export const Quote = v.object({
  price: QuoteValue,
  tollPrice: QuoteValue,
  driverTollPrice: QuoteValue,
  distance: QuoteValue,
  quotationId: v.string(),
});
export type Quote = v.InferOutput<typeof Quote>;

const ExternalId = v.nullable(
  v.pipe(v.string(), v.maxLength(80, 'O código externo deve ter no máximo 80 caracteres.')),
);
const Weight = v.nullable(v.pipe(v.number(), v.integer('Peso deve ser um número inteiro.'), v.minValue(0)));

/**
 * Which place is which: DELIVERY loads at the warehouse (`loadingPlace`) and, with 'Rota circular', unloads at
 * the round-trip place (`unloadingPlace`); PICKUP unloads at the warehouse and has no loading place.
 */
function placesFitService(
  c: { serviceType: string; isRoundTrip: boolean; loadingPlace: unknown; unloadingPlace: unknown },
  warehouseNamed = false,
): boolean {
  if (c.serviceType === 'PICKUP') return !c.isRoundTrip && (c.unloadingPlace !== null || warehouseNamed);
  return (c.loadingPlace !== null || warehouseNamed) && c.isRoundTrip === (c.unloadingPlace !== null);
}
const PLACES_MISMATCH = 'Locais de carga e descarga não combinam com o tipo de serviço.';

const NewSpotCommandFields = v.object({
  vehicle: VehicleChoice,
  totalWeightInKilograms: Weight,
  notes: v.string(),
  isRoundTrip: v.boolean(),
  externalId: ExternalId,
  loadingPlace: v.nullable(Place),
  unloadingPlace: v.nullable(Place),
  /** Access keys of the fiscal documents of the order. */
  documents: v.array(AccessKey),
  quote: Quote,
  serviceType: ServiceType,
  /** null = NOW */
  scheduledFor: v.nullable(ScheduledFor),
  driverAssistantsCount: Count,
  priceEstimatedAt: IsoDateTime,
  transportations: v.pipe(v.array(Transportation), v.minLength(1, 'Nenhuma mercadoria.')),
  merchandisesTotalPrice: v.nullable(v.pipe(Money, v.minValue(0))),
});

/** POST /jade/api/spots (SPEC §3 "New spot command"). */
export const NewSpotCommand = v.pipe(
  NewSpotCommandFields,
  v.check((c) => placesFitService(c), PLACES_MISMATCH),
);
export type NewSpotCommand = v.InferOutput<typeof NewSpotCommand>;
export type NewSpotCommandInput = v.InferInput<typeof NewSpotCommand>;

/** Answer of POST /jade/api/spots and POST /jade/api/spots/batch: the new order (spot) id. */
export const CreateSpotResponse = v.object({ id: Id });
export type CreateSpotResponse = v.InferOutput<typeof CreateSpotResponse>;

/** POST /jade/api/spot/estimate (SPEC §7). `places` are the merchandise places; the warehouse is a loading place. */
export const EstimateRequest = v.pipe(
  v.object({
    vehicle: VehicleTypeCode,
    vehicleConfig: v.object({ type: VehicleTypeCode, extras: v.array(v.string()) }),
    notes: v.string(),
    isRoundTrip: v.boolean(),
    loadingPlace: v.nullable(Place),
    unloadingPlace: v.nullable(Place),
    places: v.pipe(v.array(Place), v.minLength(1, 'Nenhuma mercadoria.')),
    serviceType: ServiceType,
    scheduledFor: v.nullable(ScheduledFor),
    driverAssistantsCount: Count,
    calculateToll: v.literal(true),
    merchandisesTotalPrice: v.nullable(v.pipe(Money, v.minValue(0))),
  }),
  v.check((c) => placesFitService(c), PLACES_MISMATCH),
);
export type EstimateRequest = v.InferOutput<typeof EstimateRequest>;
export type EstimateRequestInput = v.InferInput<typeof EstimateRequest>;

/** SPEC §3 "Price estimate", the answer of POST /spot/estimate. */
export const PriceEstimate = v.object({
  freightPrice: Money,
  distanceInKm: v.number(),
  driverAssistantsPrice: Money,
  tollPrice: Money,
  driverTollPrice: Money,
  /** Shown only when nonzero (SPEC §9). */
  adValoremPrice: Money,
  priceComponents: v.array(v.object({ name: v.string(), value: Money })),
  netPrice: Money,
  grossPrice: Money,
  taxes: v.record(v.picklist(TAX_TYPE_CODES), Money),
  totalTaxes: Money,
  /** Amounts already subtracted from the net price, as positive values (advance booking). */
  discounts: v.array(v.object({ type: v.picklist(Object.values(DISCOUNT_TYPE)), value: Money })),
  priceEstimatedAt: IsoDateTime,
  quotationId: v.string(),
});
export type PriceEstimate = v.InferOutput<typeof PriceEstimate>;

/** The largest id a database integer column holds. */
const MAX_ID = 2_147_483_647;

/**
 * A transportation of a batch spot: a spot's, except that the origin is null when the batch names its warehouse
 * by name (`warehouseName`): the server, which knows the customer's warehouses, puts it there.
 */
export const BatchTransportation = v.pipe(
  v.object({
    origin: v.nullable(Place),
    destination: Place,
    shipments: v.pipe(v.array(Shipment), v.minLength(1)),
  }),
  v.check(
    (t) =>
      t.shipments.every(
        (s) =>
          s.destinationPlaceId === t.destination.id && (t.origin === null || s.originPlaceId === t.origin.id),
      ),
    'Remessa com locais de origem/destino diferentes do transporte',
  ),
);
export type BatchTransportation = v.InferOutput<typeof BatchTransportation>;

/** The warehouse is named (origins left to the server) or given as the loading place (origins as in a spot). */
function batchWarehouseFits(b: {
  warehouseName: string | null;
  loadingPlace: unknown;
  transportations: readonly { origin: unknown }[];
}): boolean {
  const named = (b.warehouseName ?? '').trim() !== '';
  return named
    ? b.loadingPlace === null && b.transportations.every((t) => t.origin === null)
    : b.loadingPlace !== null && b.transportations.every((t) => t.origin !== null);
}

/**
 * POST /jade/api/spots/batch: one super-batch group (SPEC §3 "Batch spot": a new spot command plus
 * declaredDistanceInKm, customerId, userId, integrationId). The super admin orders for other customers, so the
 * user and the warehouse may be named by e-mail and name for the server to resolve (usersNotFound /
 * warehousesNotFound when it cannot). The vehicle type is the sheet's text: a type without a tariff is the
 * server's customerDoesNotHavePricingRule. A batch always delivers (SPEC §9 batch defaults).
 */
export const BatchSpot = v.pipe(
  v.object({
    ...NewSpotCommandFields.entries,
    vehicle: v.object({
      type: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty('Informe o tipo de veículo.'),
        v.maxLength(40, 'Tipo de veículo com mais de 40 caracteres.'),
      ),
      bodyTypes: v.array(v.string()),
      extras: v.array(v.string()),
    }),
    serviceType: v.literal('DELIVERY'),
    transportations: v.pipe(v.array(BatchTransportation), v.minLength(1, 'Nenhuma mercadoria.')),
    // Bounds a sheet's typo can break (the database's columns hold no more).
    merchandisesTotalPrice: v.nullable(
      v.pipe(Money, v.minValue(0), v.maxValue(1e9, 'Valor das mercadorias acima de R$ 1.000.000.000,00.')),
    ),
    declaredDistanceInKm: v.nullable(
      v.pipe(v.number(), v.minValue(0), v.maxValue(10_000, 'Distância declarada acima de 10.000 km.')),
    ),
    customerId: v.pipe(Id, v.minValue(0), v.maxValue(MAX_ID, 'Número de cliente inválido.')),
    userId: v.nullable(v.pipe(Id, v.minValue(1), v.maxValue(MAX_ID))),
    userEmail: v.nullable(Email),
    warehouseName: v.nullable(v.pipe(v.string(), v.maxLength(100))),
    integrationId: v.nullable(v.pipe(v.string(), v.maxLength(200))),
  }),
  v.check(
    (b) => batchWarehouseFits(b),
    'Informe o armazém: pelo nome, ou como local de carga de cada transporte.',
  ),
  v.check((b) => b.isRoundTrip === (b.unloadingPlace !== null), PLACES_MISMATCH),
  v.check((b) => b.userId !== null || b.userEmail !== null, 'Informe o usuário.'),
);
export type BatchSpot = v.InferOutput<typeof BatchSpot>;
export type BatchSpotInput = v.InferInput<typeof BatchSpot>;

/** SPEC §3 "Spot request state": the wizard's vehicle/summary state, as a type for the widget's store. */
export const SpotRequestState = v.object({
  vehicleType: v.nullable(v.string()),
  selectedVehicle: v.nullable(
    v.object({ ...Vehicle.entries, color: v.nullable(v.string()), restrictedCirculation: v.boolean() }),
  ),
  selectedVehicleBodyTypes: v.array(v.string()),
  selectedVehicleExtras: v.array(v.string()),
  willCalculateAdValorem: v.boolean(),
  driverAssistants: v.object({ requested: v.boolean(), count: Count }),
  totalWeightInKilograms: v.nullable(v.number()),
  merchandisesTotalPrice: v.nullable(v.number()),
  externalId: v.string(),
  scheduling: v.object({ type: ScheduleType, dateTime: v.nullable(IsoDateTime) }),
  config: v.nullable(SpotsConfig),
  availableVehicles: v.array(Vehicle),
});
export type SpotRequestState = v.InferOutput<typeof SpotRequestState>;
