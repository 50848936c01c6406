import type { NewWarehouse, Warehouse } from '@box/core/schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { warehouses } from '../db/schema/index';

type WarehouseRow = typeof warehouses.$inferSelect;

/** A warehouses row in the wire shape of core's `Warehouse`. */
export function toWarehouse(row: WarehouseRow): Warehouse {
  return {
    id: row.id,
    name: row.name,
    address: {
      address: row.address,
      cep: row.cep,
      number: row.number,
      neighborhood: row.neighborhood ?? '',
      city: row.city,
      state: row.state,
      complement: row.complement,
    },
    latitude: row.latitude,
    longitude: row.longitude,
    opening_time: row.openingTime,
    closing_time: row.closingTime,
    responsible_name: row.responsibleName,
    phone: row.phone,
    responsible_email: row.responsibleEmail,
    delivery_instructions: row.deliveryInstructions,
    pickup_instructions: row.pickupInstructions,
  };
}

/** GET /customers/warehouses: one customer's warehouses, by name. */
export async function listWarehouses(db: Database, customerId: number): Promise<Warehouse[]> {
  const rows = await db
    .select()
    .from(warehouses)
    .where(eq(warehouses.customerId, customerId))
    .orderBy(asc(warehouses.name), asc(warehouses.id));
  return rows.map(toWarehouse);
}

const blankToNull = (text: string | null) => (text?.trim() ? text.trim() : null);

interface PgError {
  code?: unknown;
  constraint?: unknown;
  cause?: PgError;
}

/** PostgreSQL's unique_violation on the name index, raised when two requests race for the same name. */
function isNameTaken(error: unknown): boolean {
  for (let e = error as PgError | undefined; e && typeof e === 'object'; e = e.cause) {
    if (e.code === '23505')
      return e.constraint === undefined || e.constraint === 'warehouses_customer_name_key';
  }
  return false;
}

/**
 * POST /customers/warehouses: the new warehouse's id, or 'name_in_use' when the customer already has one with
 * this name. Names compare without case, so 'CD Centro' and 'cd centro' cannot both exist.
 */
export async function createWarehouse(
  db: Database,
  customerId: number,
  input: NewWarehouse,
  now: Date,
): Promise<{ id: number } | 'name_in_use'> {
  const name = input.name.trim();
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: warehouses.id })
        .from(warehouses)
        .where(and(eq(warehouses.customerId, customerId), sql`lower(${warehouses.name}) = lower(${name})`))
        .limit(1);
      if (taken) return 'name_in_use' as const;
      const [row] = await tx
        .insert(warehouses)
        .values({
          customerId,
          name,
          address: input.address.address,
          cep: input.address.cep.replace(/\D/g, ''),
          number: input.address.number,
          neighborhood: blankToNull(input.address.neighborhood),
          city: input.address.city,
          state: input.address.state,
          complement: blankToNull(input.address.complement),
          latitude: input.latitude,
          longitude: input.longitude,
          openingTime: input.opening_time,
          closingTime: input.closing_time,
          responsibleName: input.responsible_name,
          phone: input.phone,
          responsibleEmail: blankToNull(input.responsible_email),
          deliveryInstructions: blankToNull(input.delivery_instructions),
          pickupInstructions: blankToNull(input.pickup_instructions),
          createdAt: now,
        })
        .returning({ id: warehouses.id });
      return { id: row!.id };
    });
  } catch (error) {
    if (isNameTaken(error)) return 'name_in_use';
    throw error;
  }
}
