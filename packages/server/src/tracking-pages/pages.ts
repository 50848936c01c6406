import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';
import { acceptedEncoding, encode } from '../http/compression';
import type { AppEnv } from '../http/env';
import { logger } from '../log/logger';
import { orderTrackingJson } from '../queries/order-tracking';
import { findShipmentTracking } from '../queries/shipment-tracking';
import { ownOrigin } from '../security/origins';
import { resolveInside } from '../static/files';
import { shipmentTrackingAnswer } from '../tracking/shipment-answer';
import { linkedStylesheets, renderedDocument } from './document';
import { loadHostRenderer } from './host-renderer';

export type TrackingPage = 'order' | 'shipment';

// The public links' alphabet (routes/path-params.ts tokenParam): anything else is no link, without a query.
const isLinkKey = (key: string) => /^[A-Za-z0-9_-]{16,200}$/.test(key);

/**
 * The public answer of /jade/api/orders/public/{token}/tracking or /jade/api/shipments/by-hash/{hash}/tracking,
 * from the same queries, as the JSON those routes send; null where they answer 404.
 */
async function publicAnswer(c: Context<AppEnv>, page: TrackingPage, key: string): Promise<string | null> {
  if (!isLinkKey(key)) return null;
  const { db, config } = c.get('deps');
  const origin = ownOrigin(c, config);
  if (page === 'order')
    return orderTrackingJson(db, { by: 'token', token: key }, { origin, personal: false });
  const row = await findShipmentTracking(db, { by: 'hash', hash: key });
  return row && row.stop_id !== null ? JSON.stringify(shipmentTrackingAnswer(row, origin)) : null;
}

/**
 * /r/{token} and /rr/{hash} rendered on the server with the host's own components and the API's answer, so the
 * status and the timeline are there before any script (and without one); the page's script hydrates it with
 * the embedded answer. A link that finds nothing is the same unavailable page, with 404. Null when the host
 * build has no renderer or rendering fails: the caller serves the single-page app as before.
 */
export async function renderTrackingPage(
  c: Context<AppEnv>,
  page: TrackingPage,
  key: string,
): Promise<Response | null> {
  const { hostDistDir, publicOrigin } = c.get('deps').config;
  const renderer = await loadHostRenderer(hostDistDir);
  if (!renderer) return null;
  let template: string;
  try {
    template = await readFile(join(hostDistDir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
  const answer = await publicAnswer(c, page, key);
  const preloadedJson = `{"page":${JSON.stringify(page)},"key":${JSON.stringify(key)},"answer":${answer ?? 'null'}}`;
  const url = new URL(c.req.url);
  try {
    const rendered = await renderer.renderPage({
      url: `${publicOrigin ?? url.origin}${url.pathname}${url.search}`,
      preloaded: JSON.parse(preloadedJson),
    });
    const html = renderedDocument(template, {
      ...rendered,
      inlineCss: await readStylesheets(hostDistDir, linkedStylesheets(template)),
      preloadedJson,
      preloadedElementId: renderer.PRELOADED_ELEMENT_ID,
    });
    if (html === null) return null;
    return await send(c, html, answer === null ? 404 : 200);
  } catch (error) {
    logger.error({ err: error, page }, 'server rendering failed; the single-page app is served instead');
    return null;
  }
}

/** The host build's stylesheets by href; one that cannot be read is left out (it stays a link). */
async function readStylesheets(hostDistDir: string, hrefs: string[]): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const href of hrefs) {
    const file = resolveInside(hostDistDir, href.split('/').filter(Boolean));
    const css = file && (await readFile(file, 'utf8').catch(() => null));
    if (typeof css === 'string') found[href] = css;
  }
  return found;
}

/**
 * The page compressed as the browser accepts (the page's CSS is inline: brotli takes it to a fifth, which on a
 * slow phone network is most of the wait before the status shows). The answer is personal to whoever holds the
 * link: neither the browser nor a shared cache keeps it.
 */
async function send(c: Context<AppEnv>, html: string, status: 200 | 404): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=UTF-8',
    'cache-control': 'no-store',
    vary: 'Accept-Encoding',
  };
  const encoding = acceptedEncoding(c.req.header('accept-encoding'));
  if (!encoding) return c.body(html, status, headers);
  const body = await encode(html, encoding);
  return c.body(new Uint8Array(body), status, { ...headers, 'content-encoding': encoding });
}
