import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { NOT_FOUND } from '../http/errors';
import { customerRoutes } from './customers';
import { estimateRoutes } from './estimate';
import { fiscalDocumentRoutes } from './fiscal-documents';
import { locationRoutes } from './locations';
import { meRoutes } from './me';
import { orderRoutes } from './orders';
import { pendingRoutes } from './pending';
import { retailerRoutes } from './retailers';
import { shipmentRoutes } from './shipments';
import { spotBatchRoutes } from './spot-batch';
import { spotConfigRoutes } from './spot-config';
import { spotRoutes } from './spots';
import { vehicleRoutes } from './vehicles';
import { warehouseRoutes } from './warehouses';

/** Everything under /jade/api: implemented resources first, then the 501 table, then a JSON 404. */
export const apiRoutes = new Hono<AppEnv>()
  .route('/', meRoutes)
  .route('/', customerRoutes)
  .route('/', orderRoutes)
  .route('/', retailerRoutes)
  .route('/', fiscalDocumentRoutes)
  .route('/', warehouseRoutes)
  .route('/', locationRoutes)
  .route('/', spotConfigRoutes)
  .route('/', vehicleRoutes)
  .route('/', shipmentRoutes)
  .route('/', estimateRoutes)
  .route('/', spotRoutes)
  .route('/', spotBatchRoutes)
  .route('/', pendingRoutes)
  .all('*', (c) => c.json(NOT_FOUND, 404));
