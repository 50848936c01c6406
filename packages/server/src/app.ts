import { API_BASE_PATH } from '@box/core/api';
import { API_ERROR_CODE } from '@box/core/schemas';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { forgetAfterWrites } from './cache/forget-after-writes';
import { demoSefazRoutes } from './canhoto/demo-sefaz-routes';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { Geocoder } from './geo/geocoder';
import { geocoderFor } from './geo/select';
import { limitBody } from './http/body-limit';
import { boundedQueue, QUEUE_LIMITS } from './http/bounded-queue';
import { apiCors } from './http/cors';
import { csrfProtection } from './http/csrf';
import type { AppEnv, Clock } from './http/env';
import { HttpError, INTERNAL_ERROR, NOT_FOUND, PAYLOAD_TOO_LARGE } from './http/errors';
import { refuseUnsafeText } from './http/refuse-unsafe-text';
import { noStoreByDefault, securityHeaders } from './http/security-headers';
import { loadSession } from './http/session';
import { logger } from './log/logger';
import { apiRoutes } from './routes/api';
import { FISCAL_UPLOAD_MAX_BODY_BYTES, FISCAL_UPLOAD_PATH } from './routes/fiscal-documents';
import { healthRoutes } from './routes/health';
import { ssrRoutes } from './ssr/index';
import { renderMessagePage } from './ssr/layout';
import { elementsRoutes } from './static/elements';
import { embeddingRoutes } from './static/embedding';
import { maplibreWorkerRoutes } from './static/maplibre-worker';
import { staticRoutes } from './static/routes';
import { demoWebhookReceiverRoutes } from './webhooks/demo-receiver';
import { demoWhatsAppRoutes } from './whatsapp/routes';

export interface AppOptions {
  db: Database;
  config: ServerConfig;
  /** Injected by tests to move time (session timeouts, throttling windows). */
  clock?: Clock;
  /** Injected by tests (a fake online provider); default from config.geocoder. */
  geocoder?: Geocoder;
}

// JSON calls are small; the fiscal XML upload has its own limit (one file of 1 MiB plus the multipart envelope).
const MAX_BODY_BYTES = 1024 * 1024;

const isApi = (path: string) => path.startsWith(API_BASE_PATH);

/** The whole server as a Hono app: used by main.ts over HTTP and in-process by the tests. */
export function createApp({
  db,
  config,
  clock = () => new Date(),
  geocoder = geocoderFor(config.geocoder),
}: AppOptions) {
  const app = new Hono<AppEnv>();

  app.use('*', securityHeaders(config));
  app.use('*', noStoreByDefault);
  app.use('*', async (c, next) => {
    c.set('deps', { db, config, clock, geocoder });
    await next();
  });
  // Before the body limit and the session: a preflight answers at once, and every refusal carries CORS headers.
  app.use(`${API_BASE_PATH}/*`, apiCors);
  // Before anything asks the database (the session first): calls past its pace wait in a bounded queue or are
  // told to come back (503, Retry-After), never left hanging (issue 19).
  app.use(`${API_BASE_PATH}/*`, boundedQueue(QUEUE_LIMITS[config.databaseUrl ? 'postgres' : 'pglite']));
  const limitTo = (maxSize: number) =>
    limitBody({
      maxSize,
      onError: (c) =>
        isApi(c.req.path) ? c.json(PAYLOAD_TOO_LARGE, 413) : c.text(PAYLOAD_TOO_LARGE.message, 413),
    });
  const defaultLimit = limitTo(MAX_BODY_BYTES);
  const uploadLimit = limitTo(FISCAL_UPLOAD_MAX_BODY_BYTES);
  app.use('*', (c, next) => (c.req.path === FISCAL_UPLOAD_PATH ? uploadLimit : defaultLimit)(c, next));
  // Within the body limit, before anything reads a field: NUL and lone surrogates never reach a route.
  app.use('*', refuseUnsafeText);
  app.use('*', loadSession);
  app.use('*', csrfProtection);
  // A write forgets its customer's kept answers before it is answered: the user's next read is never stale.
  app.use('*', forgetAfterWrites);

  app.route('/', healthRoutes);
  app.route(API_BASE_PATH, apiRoutes);
  app.route('/_ssr', ssrRoutes);
  app.route('/', embeddingRoutes);
  app.route('/', demoWebhookReceiverRoutes);
  app.route('/', demoWhatsAppRoutes);
  app.route('/', demoSefazRoutes);
  app.route('/', elementsRoutes);
  app.route('/', maplibreWorkerRoutes);
  app.route('/', staticRoutes);

  app.notFound((c) => (isApi(c.req.path) ? c.json(NOT_FOUND, 404) : c.text('Não encontrado.', 404)));

  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.body, error.status);
    if (error instanceof HTTPException && error.status < 500) {
      const body = { code: API_ERROR_CODE.BAD_REQUEST, message: 'Requisição inválida.' };
      return isApi(c.req.path) ? c.json(body, error.status) : c.text(body.message, error.status);
    }
    // Logged for operators (the route's pattern, not its path: paths carry tracking tokens; the error without
    // its query parameters); the caller gets a generic message and never a stack.
    logger.error({ err: error, method: c.req.method, route: c.req.routePath }, 'request failed');
    if (isApi(c.req.path)) return c.json(INTERNAL_ERROR, 500);
    return c.html(renderMessagePage({ title: 'Erro no servidor', message: INTERNAL_ERROR.message }), 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
