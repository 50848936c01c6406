import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

// Issue 16: filled in by the integrations work (scaffold so the mounts in api.ts exist from the start).
export const apiKeyRoutes = new Hono<AppEnv>();
