import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { offlineMapStyle } from '../map/offline-style';

// Built once: the style only depends on code.
const OFFLINE_STYLE = JSON.stringify(offlineMapStyle());

/**
 * GET /jade/api/map/style.json, the default `map-style` of every widget map: a redirect to the tile provider's
 * style when BOX_MAP_STYLE_URL is set, else the built-in offline style. Public, and cacheable: it holds nothing
 * personal and changes only with a deployment.
 */
export const mapStyleRoutes = new Hono<AppEnv>().get('/map/style.json', (c) => {
  const { mapStyleUrl } = c.get('deps').config;
  if (mapStyleUrl) return c.redirect(mapStyleUrl, 302);
  return c.body(OFFLINE_STYLE, 200, {
    'content-type': 'application/json; charset=UTF-8',
    'cache-control': 'public, max-age=3600',
  });
});
