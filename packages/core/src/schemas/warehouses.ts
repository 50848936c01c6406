import * as v from 'valibot';
import { Email, Id, Latitude, Longitude, TimeOfDay } from './primitives';

/** SPEC §3 warehouse address (its own field names: `address` is the street). */
export const WarehouseAddress = v.object({
  address: v.string(),
  cep: v.string(),
  number: v.string(),
  neighborhood: v.string(),
  city: v.string(),
  state: v.string(),
  complement: v.nullable(v.string()),
});
export type WarehouseAddress = v.InferOutput<typeof WarehouseAddress>;

/** SPEC §3 "Warehouse". Opening and closing are 'HH:mm', null when the warehouse has no set hours. */
export const Warehouse = v.object({
  id: Id,
  name: v.string(),
  address: WarehouseAddress,
  latitude: Latitude,
  longitude: Longitude,
  opening_time: v.nullable(TimeOfDay),
  closing_time: v.nullable(TimeOfDay),
  responsible_name: v.string(),
  phone: v.nullable(v.string()),
  responsible_email: v.nullable(v.string()),
  delivery_instructions: v.nullable(v.string()),
  pickup_instructions: v.nullable(v.string()),
});
export type Warehouse = v.InferOutput<typeof Warehouse>;

/** GET /jade/api/customers/warehouses */
export const WarehousesResponse = v.array(Warehouse);
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
export const NewWarehouse = v.pipe(
  v.object({
    name: text(100, 'Informe o nome do armazém.'),
    address: v.object({
      address: text(100, 'Endereço incompleto.'),
      cep: v.pipe(v.string(), v.regex(/^\d{5}-?\d{3}$/, 'O CEP deve ter 8 dígitos.')),
      number: text(100, 'Endereço incompleto.'),
      neighborhood: text(100),
      city: text(100),
      state: text(100),
      complement: optionalText(100),
    }),
    latitude: Latitude,
    longitude: Longitude,
    opening_time: v.nullable(TimeOfDay),
    closing_time: v.nullable(TimeOfDay),
    responsible_name: text(100, 'Informe o nome do responsável.'),
    phone: v.nullable(v.pipe(v.string(), v.regex(/^\(\d{2}\) \d{4,5}-\d{4}$/, 'Telefone inválido.'))),
    responsible_email: v.nullable(v.pipe(Email, v.maxLength(100, 'Use no máximo 100 caracteres.'))),
    delivery_instructions: v.nullable(v.string()),
    pickup_instructions: v.nullable(v.string()),
  }),
  // Both hours or neither; 'HH:mm' strings compare in time order.
  v.check(
    (w) =>
      (w.opening_time === null) === (w.closing_time === null) &&
      (w.opening_time === null || w.closing_time === null || w.opening_time < w.closing_time),
    'O horário final do agendamento deve ser após o inicial',
  ),
);
export type NewWarehouse = v.InferOutput<typeof NewWarehouse>;
export type NewWarehouseInput = v.InferInput<typeof NewWarehouse>;

/** Answer of POST /jade/api/customers/warehouses. */
export const CreateWarehouseResponse = v.object({ warehouse_id: Id });
export type CreateWarehouseResponse = v.InferOutput<typeof CreateWarehouseResponse>;

/** SPEC §3 "Round trip (warehouse format)": the return place of a delivery with 'Rota circular'. */
export const RoundTrip = v.object({
  isRoundTrip: v.boolean(),
  /** Always 'ROTA-CIRCULAR' (ROUND_TRIP_TRACKING_CODE). */
  trackingCode: v.string(),
  address: WarehouseAddress,
  latitude: v.nullable(Latitude),
  longitude: v.nullable(Longitude),
  opening_time: v.nullable(TimeOfDay),
  closing_time: v.nullable(TimeOfDay),
  delivery_instructions: v.nullable(v.string()),
});
export type RoundTrip = v.InferOutput<typeof RoundTrip>;
