import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, latitude, longitude } from './columns';

/**
 * A driver and the vehicle they drive (SPEC §3 order tracking "driver"). CPF, CNH, RG and phone are personal
 * data: only logged-in pages may show them, never public ones.
 */
export const drivers = pgTable('drivers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  cpf: text('cpf'),
  cnh: text('cnh'),
  documentNumber: text('document_number'),
  phone: text('phone'),
  vehiclePlate: text('vehicle_plate').notNull(),
  vehicleType: text('vehicle_type').notNull(),
  vehicleModel: text('vehicle_model'),
  lastLatitude: latitude('last_latitude'),
  lastLongitude: longitude('last_longitude'),
  locationUpdatedAt: instant('location_updated_at'),
  createdAt: instant('created_at').notNull().defaultNow(),
});
