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

export const ServiceType = /*#__PURE__*/ v.picklist(SERVICE_TYPE_CODES);
export type ServiceType = v.InferOutput<typeof ServiceType>;
export const ScheduleType = /*#__PURE__*/ v.picklist(SCHEDULE_TYPE_CODES);
export type ScheduleType = v.InferOutput<typeof ScheduleType>;
export const VehicleTypeCode = /*#__PURE__*/ v.picklist(VEHICLE_TYPE_CODES);
export type VehicleTypeCode = v.InferOutput<typeof VehicleTypeCode>;

/** GET /jade/api/spots/config (SPEC §3 "Config"); absent fields take the spec's defaults. */
export const SpotsConfig = /*#__PURE__*/ v.object({
  min_advance_booking_time_minutes: /*#__PURE__*/ v.optional(Count, 45),
  immediate_booking_available: /*#__PURE__*/ v.boolean(),
  pode_solicitar_rotas: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.boolean(), true),
  /** code 'Inatividade' marks the customer inactive */
  block_details: /*#__PURE__*/ v.optional(
    /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.object({ code: /*#__PURE__*/ v.string() })),
    null,
  ),
  /** 'ok', 'only_available_tomorrow', 'only_available_next_work_day' or anything else (see serviceAvailability) */
  service_available: /*#__PURE__*/ v.string(),
});
export type SpotsConfig = v.InferOutput<typeof SpotsConfig>;

/** SPEC §9: per vehicle type, the price of one assistant, how many come by default and at most. */
export const DriverAssistantsConfig = /*#__PURE__*/ v.object({
  unitPrice: Money,
  defaultCount: Count,
  maxCount: Count,
});
export type DriverAssistantsConfig = v.InferOutput<typeof DriverAssistantsConfig>;

export const BodyType = /*#__PURE__*/ v.object({
  id: /*#__PURE__*/ v.string(),
  name: /*#__PURE__*/ v.string(),
});
export type BodyType = v.InferOutput<typeof BodyType>;
export const VehicleExtra = /*#__PURE__*/ v.object({
  id: /*#__PURE__*/ v.string(),
  description: /*#__PURE__*/ v.string(),
});
export type VehicleExtra = v.InferOutput<typeof VehicleExtra>;

/**
 * SPEC §3 "Vehicle". `id` is the vehicle type code ('VAN', '3/4', …). `driverAssistants` is null when the
 * server has no assistants configuration for the type (then at most 3; a maxCount of 0 disables them).
 */
export const Vehicle = /*#__PURE__*/ v.object({
  id: /*#__PURE__*/ v.string(),
  name: /*#__PURE__*/ v.string(),
  shortName: /*#__PURE__*/ v.string(),
  description: /*#__PURE__*/ v.string(),
  watermarkText: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  maxCapacityInKg: /*#__PURE__*/ v.number(),
  isBeta: /*#__PURE__*/ v.boolean(),
  possibleBodyTypes: /*#__PURE__*/ v.array(BodyType),
  bodyTypeRequired: /*#__PURE__*/ v.boolean(),
  availableExtras: /*#__PURE__*/ v.array(VehicleExtra),
  driverAssistants: /*#__PURE__*/ v.nullable(DriverAssistantsConfig),
});
export type Vehicle = v.InferOutput<typeof Vehicle>;

/** GET /jade/api/spots/vehicles-v2 */
export const VehiclesResponse = /*#__PURE__*/ v.array(Vehicle);
export type VehiclesResponse = v.InferOutput<typeof VehiclesResponse>;

/** A time window on the wire: both ends 'HH:mm', end after start. */
export const TimeWindow = /*#__PURE__*/ v.pipe(
  /*#__PURE__*/ v.object({ start: TimeOfDay, end: TimeOfDay }),
  /*#__PURE__*/ v.check((w) => w.start < w.end, 'O horário final do agendamento deve ser após o inicial'),
);
export type TimeWindow = v.InferOutput<typeof TimeWindow>;

const limited = (max: number) => v.pipe(v.string(), v.maxLength(max, `Use no máximo ${max} caracteres.`));

export const PlaceAddress = /*#__PURE__*/ v.object({
  postalCode: /*#__PURE__*/ v.pipe(
    /*#__PURE__*/ v.string(),
    /*#__PURE__*/ v.regex(/^\d{8}$/, 'O CEP deve ter 8 dígitos.'),
  ),
  thoroughfare: /*#__PURE__*/ limited(255),
  number: /*#__PURE__*/ limited(100),
  neighborhood: /*#__PURE__*/ limited(255),
  locality: /*#__PURE__*/ limited(255),
  state: /*#__PURE__*/ limited(100),
  complement: /*#__PURE__*/ v.nullable(/*#__PURE__*/ limited(100)),
  /** Who to look for at the place (free text). */
  contact: /*#__PURE__*/ v.nullable(/*#__PURE__*/ limited(255)),
});
export type PlaceAddress = v.InferOutput<typeof PlaceAddress>;

export const PlaceAddressee = /*#__PURE__*/ v.object({
  name: /*#__PURE__*/ v.string(),
  phoneNumber: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  nationalDocumentNumber: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  isLegalPerson: /*#__PURE__*/ v.boolean(),
});
export type PlaceAddressee = v.InferOutput<typeof PlaceAddressee>;

/** SPEC §3 "Place": a geolocated stop; `id` is made by the client and only links shipments to places. */
export const Place = /*#__PURE__*/ v.object({
  id: /*#__PURE__*/ v.pipe(/*#__PURE__*/ v.string(), /*#__PURE__*/ v.nonEmpty()),
  isCustomerWarehouse: /*#__PURE__*/ v.boolean(),
  address: PlaceAddress,
  geolocation: GeoPoint,
  timeWindow: /*#__PURE__*/ v.nullable(TimeWindow),
  instructions: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  addressee: /*#__PURE__*/ v.nullable(PlaceAddressee),
});
export type Place = v.InferOutput<typeof Place>;

export const ProductCode = /*#__PURE__*/ v.pipe(
  /*#__PURE__*/ v.string(),
  /*#__PURE__*/ v.regex(PRODUCT_CODE_PATTERN, 'Código inválido'),
  /*#__PURE__*/ v.maxLength(44, 'Código excede o tamanho máximo de 44 caracteres!'),
);

export const AccessKey = /*#__PURE__*/ v.pipe(
  /*#__PURE__*/ v.string(),
  /*#__PURE__*/ v.check(isValidAccessKey, 'Chave de acesso inválida'),
);

/**
 * A tracking recipient as a shipment carries it: core's `TrackingRecipient` shape (merchandise.ts imports this
 * module, so it cannot be imported here), with an e-mail or a phone the tracking link can be sent to.
 */
const ShipmentTrackingRecipient = /*#__PURE__*/ v.pipe(
  /*#__PURE__*/ v.object({
    email: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
    phone: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  }),
  /*#__PURE__*/ v.check(
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
export const Shipment = /*#__PURE__*/ v.object({
  id: /*#__PURE__*/ v.pipe(/*#__PURE__*/ v.string(), /*#__PURE__*/ v.nonEmpty()),
  originPlaceId: /*#__PURE__*/ v.string(),
  destinationPlaceId: /*#__PURE__*/ v.string(),
  accessKey: /*#__PURE__*/ v.nullable(AccessKey),
  code: ProductCode,
  document: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  trackingRecipients: /*#__PURE__*/ v.optional(
    /*#__PURE__*/ v.pipe(/*#__PURE__*/ v.array(ShipmentTrackingRecipient), /*#__PURE__*/ v.maxLength(50)),
    [],
  ),
});
export type Shipment = v.InferOutput<typeof Shipment>;

/** SPEC §3 "Transportation": the places travel with their shipments, whose place ids must match them. */
export const Transportation = /*#__PURE__*/ v.pipe(
  /*#__PURE__*/ v.object({
    origin: Place,
    destination: Place,
    shipments: /*#__PURE__*/ v.pipe(/*#__PURE__*/ v.array(Shipment), /*#__PURE__*/ v.minLength(1)),
  }),
  /*#__PURE__*/ v.check(
    (t) =>
      t.shipments.every((s) => s.originPlaceId === t.origin.id && s.destinationPlaceId === t.destination.id),
    'Remessa com locais de origem/destino diferentes do transporte',
  ),
);
export type Transportation = v.InferOutput<typeof Transportation>;

export const VehicleChoice = /*#__PURE__*/ v.object({
  type: VehicleTypeCode,
  bodyTypes: /*#__PURE__*/ v.array(/*#__PURE__*/ v.string()),
  extras: /*#__PURE__*/ v.array(/*#__PURE__*/ v.string()),
});
export type VehicleChoice = v.InferOutput<typeof VehicleChoice>;

/** The accepted quote, every value a 2-decimal string (SPEC §9). */
export const Quote = /*#__PURE__*/ v.object({
  price: QuoteValue,
  tollPrice: QuoteValue,
  driverTollPrice: QuoteValue,
  distance: QuoteValue,
  quotationId: /*#__PURE__*/ v.string(),
});
export type Quote = v.InferOutput<typeof Quote>;

const ExternalId = /*#__PURE__*/ v.nullable(
  /*#__PURE__*/ v.pipe(
    /*#__PURE__*/ v.string(),
    /*#__PURE__*/ v.maxLength(80, 'O código externo deve ter no máximo 80 caracteres.'),
  ),
);
const Weight = /*#__PURE__*/ v.nullable(
  /*#__PURE__*/ v.pipe(
    /*#__PURE__*/ v.number(),
    /*#__PURE__*/ v.integer('Peso deve ser um número inteiro.'),
    /*#__PURE__*/ v.minValue(0),
  ),
);

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

const NewSpotCommandFields = /*#__PURE__*/ v.object({
  vehicle: VehicleChoice,
  totalWeightInKilograms: Weight,
  notes: /*#__PURE__*/ v.string(),
  isRoundTrip: /*#__PURE__*/ v.boolean(),
  externalId: ExternalId,
  loadingPlace: /*#__PURE__*/ v.nullable(Place),
  unloadingPlace: /*#__PURE__*/ v.nullable(Place),
  /** Access keys of the fiscal documents of the order. */
  documents: /*#__PURE__*/ v.array(AccessKey),
  quote: Quote,
  serviceType: ServiceType,
  /** null = NOW */
  scheduledFor: /*#__PURE__*/ v.nullable(ScheduledFor),
  driverAssistantsCount: Count,
  priceEstimatedAt: IsoDateTime,
  transportations: /*#__PURE__*/ v.pipe(
    /*#__PURE__*/ v.array(Transportation),
    /*#__PURE__*/ v.minLength(1, 'Nenhuma mercadoria.'),
  ),
  merchandisesTotalPrice: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.pipe(Money, /*#__PURE__*/ v.minValue(0))),
});

/** POST /jade/api/spots (SPEC §3 "New spot command"). */
export const NewSpotCommand = /*#__PURE__*/ v.pipe(
  NewSpotCommandFields,
  /*#__PURE__*/ v.check((c) => placesFitService(c), PLACES_MISMATCH),
);
export type NewSpotCommand = v.InferOutput<typeof NewSpotCommand>;
export type NewSpotCommandInput = v.InferInput<typeof NewSpotCommand>;

/** Answer of POST /jade/api/spots and POST /jade/api/spots/batch: the new order (spot) id. */
export const CreateSpotResponse = /*#__PURE__*/ v.object({ id: Id });
export type CreateSpotResponse = v.InferOutput<typeof CreateSpotResponse>;

/** POST /jade/api/spot/estimate (SPEC §7). `places` are the merchandise places; the warehouse is a loading place. */
export const EstimateRequest = /*#__PURE__*/ v.pipe(
  /*#__PURE__*/ v.object({
    vehicle: VehicleTypeCode,
    vehicleConfig: /*#__PURE__*/ v.object({
      type: VehicleTypeCode,
      extras: /*#__PURE__*/ v.array(/*#__PURE__*/ v.string()),
    }),
    notes: /*#__PURE__*/ v.string(),
    isRoundTrip: /*#__PURE__*/ v.boolean(),
    loadingPlace: /*#__PURE__*/ v.nullable(Place),
    unloadingPlace: /*#__PURE__*/ v.nullable(Place),
    places: /*#__PURE__*/ v.pipe(
      /*#__PURE__*/ v.array(Place),
      /*#__PURE__*/ v.minLength(1, 'Nenhuma mercadoria.'),
    ),
    serviceType: ServiceType,
    scheduledFor: /*#__PURE__*/ v.nullable(ScheduledFor),
    driverAssistantsCount: Count,
    calculateToll: /*#__PURE__*/ v.literal(true),
    merchandisesTotalPrice: /*#__PURE__*/ v.nullable(
      /*#__PURE__*/ v.pipe(Money, /*#__PURE__*/ v.minValue(0)),
    ),
  }),
  /*#__PURE__*/ v.check((c) => placesFitService(c), PLACES_MISMATCH),
);
export type EstimateRequest = v.InferOutput<typeof EstimateRequest>;
export type EstimateRequestInput = v.InferInput<typeof EstimateRequest>;

/** SPEC §3 "Price estimate", the answer of POST /spot/estimate. */
export const PriceEstimate = /*#__PURE__*/ v.object({
  freightPrice: Money,
  distanceInKm: /*#__PURE__*/ v.number(),
  driverAssistantsPrice: Money,
  tollPrice: Money,
  driverTollPrice: Money,
  /** Shown only when nonzero (SPEC §9). */
  adValoremPrice: Money,
  priceComponents: /*#__PURE__*/ v.array(
    /*#__PURE__*/ v.object({ name: /*#__PURE__*/ v.string(), value: Money }),
  ),
  netPrice: Money,
  grossPrice: Money,
  taxes: /*#__PURE__*/ v.record(/*#__PURE__*/ v.picklist(TAX_TYPE_CODES), Money),
  totalTaxes: Money,
  /** Amounts already subtracted from the net price, as positive values (advance booking). */
  discounts: /*#__PURE__*/ v.array(
    /*#__PURE__*/ v.object({
      type: /*#__PURE__*/ v.picklist(/*#__PURE__*/ Object.values(DISCOUNT_TYPE)),
      value: Money,
    }),
  ),
  priceEstimatedAt: IsoDateTime,
  quotationId: /*#__PURE__*/ v.string(),
});
export type PriceEstimate = v.InferOutput<typeof PriceEstimate>;

/** The largest id a database integer column holds. */
const MAX_ID = 2_147_483_647;

/**
 * A transportation of a batch spot: a spot's, except that the origin is null when the batch names its warehouse
 * by name (`warehouseName`): the server, which knows the customer's warehouses, puts it there.
 */
export const BatchTransportation = /*#__PURE__*/ v.pipe(
  /*#__PURE__*/ v.object({
    origin: /*#__PURE__*/ v.nullable(Place),
    destination: Place,
    shipments: /*#__PURE__*/ v.pipe(/*#__PURE__*/ v.array(Shipment), /*#__PURE__*/ v.minLength(1)),
  }),
  /*#__PURE__*/ v.check(
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
export const BatchSpot = /*#__PURE__*/ v.pipe(
  /*#__PURE__*/ v.object({
    ...NewSpotCommandFields.entries,
    vehicle: /*#__PURE__*/ v.object({
      type: /*#__PURE__*/ v.pipe(
        /*#__PURE__*/ v.string(),
        /*#__PURE__*/ v.trim(),
        /*#__PURE__*/ v.nonEmpty('Informe o tipo de veículo.'),
        /*#__PURE__*/ v.maxLength(40, 'Tipo de veículo com mais de 40 caracteres.'),
      ),
      bodyTypes: /*#__PURE__*/ v.array(/*#__PURE__*/ v.string()),
      extras: /*#__PURE__*/ v.array(/*#__PURE__*/ v.string()),
    }),
    serviceType: /*#__PURE__*/ v.literal('DELIVERY'),
    transportations: /*#__PURE__*/ v.pipe(
      /*#__PURE__*/ v.array(BatchTransportation),
      /*#__PURE__*/ v.minLength(1, 'Nenhuma mercadoria.'),
    ),
    // Bounds a sheet's typo can break (the database's columns hold no more).
    merchandisesTotalPrice: /*#__PURE__*/ v.nullable(
      /*#__PURE__*/ v.pipe(
        Money,
        /*#__PURE__*/ v.minValue(0),
        /*#__PURE__*/ v.maxValue(1e9, 'Valor das mercadorias acima de R$ 1.000.000.000,00.'),
      ),
    ),
    declaredDistanceInKm: /*#__PURE__*/ v.nullable(
      /*#__PURE__*/ v.pipe(
        /*#__PURE__*/ v.number(),
        /*#__PURE__*/ v.minValue(0),
        /*#__PURE__*/ v.maxValue(10_000, 'Distância declarada acima de 10.000 km.'),
      ),
    ),
    customerId: /*#__PURE__*/ v.pipe(
      Id,
      /*#__PURE__*/ v.minValue(0),
      /*#__PURE__*/ v.maxValue(MAX_ID, 'Número de cliente inválido.'),
    ),
    userId: /*#__PURE__*/ v.nullable(
      /*#__PURE__*/ v.pipe(Id, /*#__PURE__*/ v.minValue(1), /*#__PURE__*/ v.maxValue(MAX_ID)),
    ),
    userEmail: /*#__PURE__*/ v.nullable(Email),
    warehouseName: /*#__PURE__*/ v.nullable(
      /*#__PURE__*/ v.pipe(/*#__PURE__*/ v.string(), /*#__PURE__*/ v.maxLength(100)),
    ),
    integrationId: /*#__PURE__*/ v.nullable(
      /*#__PURE__*/ v.pipe(/*#__PURE__*/ v.string(), /*#__PURE__*/ v.maxLength(200)),
    ),
  }),
  /*#__PURE__*/ v.check(
    (b) => batchWarehouseFits(b),
    'Informe o armazém: pelo nome, ou como local de carga de cada transporte.',
  ),
  /*#__PURE__*/ v.check((b) => b.isRoundTrip === (b.unloadingPlace !== null), PLACES_MISMATCH),
  /*#__PURE__*/ v.check((b) => b.userId !== null || b.userEmail !== null, 'Informe o usuário.'),
);
export type BatchSpot = v.InferOutput<typeof BatchSpot>;
export type BatchSpotInput = v.InferInput<typeof BatchSpot>;

/** SPEC §3 "Spot request state": the wizard's vehicle/summary state, as a type for the widget's store. */
export const SpotRequestState = /*#__PURE__*/ v.object({
  vehicleType: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  selectedVehicle: /*#__PURE__*/ v.nullable(
    /*#__PURE__*/ v.object({
      ...Vehicle.entries,
      color: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
      restrictedCirculation: /*#__PURE__*/ v.boolean(),
    }),
  ),
  selectedVehicleBodyTypes: /*#__PURE__*/ v.array(/*#__PURE__*/ v.string()),
  selectedVehicleExtras: /*#__PURE__*/ v.array(/*#__PURE__*/ v.string()),
  willCalculateAdValorem: /*#__PURE__*/ v.boolean(),
  driverAssistants: /*#__PURE__*/ v.object({ requested: /*#__PURE__*/ v.boolean(), count: Count }),
  totalWeightInKilograms: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.number()),
  merchandisesTotalPrice: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.number()),
  externalId: /*#__PURE__*/ v.string(),
  scheduling: /*#__PURE__*/ v.object({ type: ScheduleType, dateTime: /*#__PURE__*/ v.nullable(IsoDateTime) }),
  config: /*#__PURE__*/ v.nullable(SpotsConfig),
  availableVehicles: /*#__PURE__*/ v.array(Vehicle),
});
export type SpotRequestState = v.InferOutput<typeof SpotRequestState>;
