import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

// Issue 16: demo mode's local webhook receiver page (scaffold so the mount in app.ts exists from the start).
export const demoWebhookReceiverRoutes = new Hono<AppEnv>();
