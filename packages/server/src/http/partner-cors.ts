import { CSRF_HEADER } from '@box/core/api';
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { ServerConfig } from '../config';
import type { AppEnv } from './env';

/** CORS for widgets embedded on partner origins (BOX_PARTNER_ORIGINS); nobody else gets CORS headers. */
export function partnerCors(config: ServerConfig): MiddlewareHandler<AppEnv> {
  return cors({
    origin: (origin) => (config.partnerOrigins.includes(origin) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['Content-Type', CSRF_HEADER],
    exposeHeaders: [CSRF_HEADER, 'Content-Disposition'],
    maxAge: 600,
  });
}
