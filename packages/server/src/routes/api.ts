import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { NOT_FOUND } from '../http/errors';
import { liveRoutes } from '../live/routes';
import { whatsappWebhookRoutes } from '../whatsapp/routes';
import { apiKeyRoutes } from './api-keys';
import { billingStatementRoutes } from './billing-statement';
import { customerRoutes } from './customers';
import { emailPodRoutes } from './email-pods';
import { embedTokenRoutes } from './embed-tokens';
import { estimateRoutes } from './estimate';
import { fiscalDocumentRoutes } from './fiscal-documents';
import { locationRoutes } from './locations';
import { mapStyleRoutes } from './map-style';
import { meRoutes } from './me';
import { mediaRoutes } from './media';
import { orderTrackingRoutes } from './order-tracking';
import { orderRoutes } from './orders';
import { pendingRoutes } from './pending';
import { podRoutes } from './pods';
import { ratingRoutes } from './rating';
import { retailerRoutes } from './retailers';
import { sefazSettingsRoutes } from './sefaz-settings';
import { shipmentTrackingRoutes } from './shipment-tracking';
import { shipmentRoutes } from './shipments';
import { spotBatchRoutes } from './spot-batch';
import { spotConfigRoutes } from './spot-config';
import { spotRoutes } from './spots';
import { userRoutes } from './users';
import { vehicleRoutes } from './vehicles';
import { warehouseRoutes } from './warehouses';
import { webhookRoutes } from './webhooks';

/** Everything under /jade/api: implemented resources first, then the 501 table, then a JSON 404. */
export const apiRoutes = new Hono<AppEnv>()
  .route('/', meRoutes)
  .route('/', customerRoutes)
  .route('/', orderRoutes)
  .route('/', billingStatementRoutes)
  .route('/', retailerRoutes)
  .route('/', userRoutes)
  .route('/', fiscalDocumentRoutes)
  .route('/', warehouseRoutes)
  .route('/', locationRoutes)
  .route('/', spotConfigRoutes)
  .route('/', vehicleRoutes)
  .route('/', shipmentRoutes)
  .route('/', estimateRoutes)
  .route('/', spotRoutes)
  .route('/', spotBatchRoutes)
  .route('/', orderTrackingRoutes)
  .route('/', shipmentTrackingRoutes)
  .route('/', ratingRoutes)
  .route('/', podRoutes)
  .route('/', emailPodRoutes)
  .route('/', mediaRoutes)
  .route('/', mapStyleRoutes)
  .route('/', apiKeyRoutes)
  .route('/', embedTokenRoutes)
  .route('/', webhookRoutes)
  .route('/', sefazSettingsRoutes)
  .route('/', whatsappWebhookRoutes)
  .route('/', liveRoutes)
  .route('/', pendingRoutes)
  .all('*', (c) => c.json(NOT_FOUND, 404));
