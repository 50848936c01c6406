import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export interface BodyLimit {
  maxSize: number;
  onError: (c: Context) => Response | Promise<Response>;
}

/**
 * Hono's bodyLimit, without touching the request's body when its headers already settle the question. Hono's
 * reads `c.req.raw.body` first, which on @hono/node-server builds a whole web Request (an AbortController, its
 * headers, a stream over the socket) for every call, GETs included, and then c.req.json() can no longer read the
 * body straight from the socket. A GET or HEAD has no body here; a declared Content-Length without
 * Transfer-Encoding is checked as Hono checks it (Node's parser holds the body to that length); only a chunked
 * body goes through Hono's counting reader.
 */
export function limitBody(limit: BodyLimit): MiddlewareHandler {
  const counting = bodyLimit(limit);
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number.parseInt(length, 10) > limit.maxSize ? limit.onError(c) : next();
    }
    return counting(c, next);
  };
}
