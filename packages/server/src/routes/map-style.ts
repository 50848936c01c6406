import { offlineMapStyle } from '@box/core/catalogues';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

// Built once: the style only depends on code.
const OFFLINE_STYLE = JSON.stringify(offlineMapStyle());

/**
 * GET /jade/api/map/style.json, the default `map-style` of every widget map: a redirect to the tile provider's
 * style (BOX_MAP_STYLE_URL, OpenFreeMap's by default), or the built-in offline style with
 * BOX_MAP_STYLE_URL=offline. Public, and cacheable: it holds nothing personal and changes only with a deployment.
 * A map that cannot reach the provider switches to the same offline style by itself (ui's map/basemapWatch.ts).
 */
export const mapStyleRoutes = new Hono<AppEnv>().get('/map/style.json', (c) => {
  const { mapStyleUrl } = c.get('deps').config;
  if (mapStyleUrl) return c.redirect(mapStyleUrl, 302);
  return c.body(OFFLINE_STYLE, 200, {
    'content-type': 'application/json; charset=UTF-8',
    'cache-control': 'public, max-age=3600',
  });
});
