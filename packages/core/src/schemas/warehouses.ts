import * as v from 'valibot';
import { Email, Id, Latitude, Longitude, TimeOfDay } from './primitives';

/** SPEC §3 warehouse address (its own field names: `address` is the street). */
export const WarehouseAddress = /*#__PURE__*/ v.object({
  address: /*#__PURE__*/ v.string(),
  cep: /*#__PURE__*/ v.string(),
  number: /*#__PURE__*/ v.string(),
  neighborhood: /*#__PURE__*/ v.string(),
  city: /*#__PURE__*/ v.string(),
  state: /*#__PURE__*/ v.string(),
  complement: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
});
export type WarehouseAddress = v.InferOutput<typeof WarehouseAddress>;

/** SPEC §3 "Warehouse". Opening and closing are 'HH:mm', null when the warehouse has no set hours. */
export const Warehouse = /*#__PURE__*/ v.object({
  id: Id,
  name: /*#__PURE__*/ v.string(),
  address: WarehouseAddress,
  latitude: Latitude,
  longitude: Longitude,
  opening_time: /*#__PURE__*/ v.nullable(TimeOfDay),
  closing_time: /*#__PURE__*/ v.nullable(TimeOfDay),
  responsible_name: /*#__PURE__*/ v.string(),
  phone: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  responsible_email: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  delivery_instructions: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  pickup_instructions: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
});
export type Warehouse = v.InferOutput<typeof Warehouse>;

/** GET /jade/api/customers/warehouses */
export const WarehousesResponse = /*#__PURE__*/ v.array(Warehouse);
export type WarehousesResponse = v.InferOutput<typeof WarehousesResponse>;

const text = (max: number, requiredMessage?: string) =>
  requiredMessage
    ? v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(requiredMessage),
        v.maxLength(max, `Use no máximo ${max} caracteres.`),
      )
    : v.pipe(v.string(), v.trim(), v.maxLength(max, `Use no máximo ${max} caracteres.`));
const optionalText = (max: number) => v.nullable(text(max));

/**
 * POST /jade/api/customers/warehouses (SPEC §5 "Warehouse add"): the server validates with the same rules the
 * form applies; a name already used answers 409 with code 'warehouse_name_in_use'.
 */
export const NewWarehouse = /*#__PURE__*/ v.pipe(
  /*#__PURE__*/ v.object({
    name: /*#__PURE__*/ text(100, 'Informe o nome do armazém.'),
    address: /*#__PURE__*/ v.object({
      address: /*#__PURE__*/ text(100, 'Endereço incompleto.'),
      cep: /*#__PURE__*/ v.pipe(
        /*#__PURE__*/ v.string(),
        /*#__PURE__*/ v.regex(/^\d{5}-?\d{3}$/, 'O CEP deve ter 8 dígitos.'),
      ),
      number: /*#__PURE__*/ text(100, 'Endereço incompleto.'),
      neighborhood: /*#__PURE__*/ text(100),
      city: /*#__PURE__*/ text(100),
      state: /*#__PURE__*/ text(100),
      complement: /*#__PURE__*/ optionalText(100),
    }),
    latitude: Latitude,
    longitude: Longitude,
    opening_time: /*#__PURE__*/ v.nullable(TimeOfDay),
    closing_time: /*#__PURE__*/ v.nullable(TimeOfDay),
    responsible_name: /*#__PURE__*/ text(100, 'Informe o nome do responsável.'),
    phone: /*#__PURE__*/ v.nullable(
      /*#__PURE__*/ v.pipe(
        /*#__PURE__*/ v.string(),
        /*#__PURE__*/ v.regex(/^\(\d{2}\) \d{4,5}-\d{4}$/, 'Telefone inválido.'),
      ),
    ),
    responsible_email: /*#__PURE__*/ v.nullable(
      /*#__PURE__*/ v.pipe(Email, /*#__PURE__*/ v.maxLength(100, 'Use no máximo 100 caracteres.')),
    ),
    delivery_instructions: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
    pickup_instructions: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  }),
  // Both hours or neither; 'HH:mm' strings compare in time order.
  /*#__PURE__*/ v.check(
    (w) =>
      (w.opening_time === null) === (w.closing_time === null) &&
      (w.opening_time === null || w.closing_time === null || w.opening_time < w.closing_time),
    'O horário final do agendamento deve ser após o inicial',
  ),
);
export type NewWarehouse = v.InferOutput<typeof NewWarehouse>;
export type NewWarehouseInput = v.InferInput<typeof NewWarehouse>;

/** Answer of POST /jade/api/customers/warehouses. */
export const CreateWarehouseResponse = /*#__PURE__*/ v.object({ warehouse_id: Id });
export type CreateWarehouseResponse = v.InferOutput<typeof CreateWarehouseResponse>;

/** SPEC §3 "Round trip (warehouse format)": the return place of a delivery with 'Rota circular'. */
export const RoundTrip = /*#__PURE__*/ v.object({
  isRoundTrip: /*#__PURE__*/ v.boolean(),
  /** Always 'ROTA-CIRCULAR' (ROUND_TRIP_TRACKING_CODE). */
  trackingCode: /*#__PURE__*/ v.string(),
  address: WarehouseAddress,
  latitude: /*#__PURE__*/ v.nullable(Latitude),
  longitude: /*#__PURE__*/ v.nullable(Longitude),
  opening_time: /*#__PURE__*/ v.nullable(TimeOfDay),
  closing_time: /*#__PURE__*/ v.nullable(TimeOfDay),
  delivery_instructions: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
});
export type RoundTrip = v.InferOutput<typeof RoundTrip>;
