import { Hono } from 'hono';
import { toWireVehicle, VEHICLES } from '../domain/vehicles';
import { requireAccess } from '../http/access';
import type { AppEnv } from '../http/env';

// The catalogue is the same for every customer and never changes while the server runs.
const VEHICLES_JSON = JSON.stringify(VEHICLES.map(toWireVehicle));

/** GET /jade/api/spots/vehicles-v2: every vehicle type of SPEC §9, smallest first. */
export const vehicleRoutes = new Hono<AppEnv>().get(
  '/spots/vehicles-v2',
  requireAccess('customer', 'orders:create'),
  (c) => c.body(VEHICLES_JSON, 200, { 'content-type': 'application/json; charset=UTF-8' }),
);
