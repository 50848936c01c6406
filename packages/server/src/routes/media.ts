import { API_ERROR_CODE } from '@box/core/schemas';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { podPictureSource, podSignatureSource } from '../queries/media';
import { decodeImageDataUrl } from '../tracking/data-url';
import { tokenParam } from './path-params';

const IMAGE_NOT_FOUND = { code: API_ERROR_CODE.NOT_FOUND, message: 'Imagem não encontrada.' };

/** An SVG opened by itself is a document: nothing in it may run, load or be framed. */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

function sendImage(c: Context<AppEnv>, stored: string | null) {
  const image = stored ? decodeImageDataUrl(stored) : null;
  if (!image) throw new HttpError(404, IMAGE_NOT_FOUND);
  const headers: Record<string, string> = {
    'content-type': image.contentType,
    'x-content-type-options': 'nosniff',
    // A proof's images never change once written; `private` keeps them out of shared caches all the same.
    'cache-control': 'private, max-age=31536000, immutable',
  };
  if (image.contentType === 'image/svg+xml') headers['content-security-policy'] = SVG_POLICY;
  return c.body(image.bytes, 200, headers);
}

/**
 * /jade/api/media/pods/{publicToken}/pictures/{position} and …/signature: the proof images that answers link
 * to, decoded from the `data:` URLs the proofs store. Public: the proof's secret token is the authorisation.
 */
export const mediaRoutes = new Hono<AppEnv>()
  .get('/media/pods/:token/pictures/:position', async (c) => {
    const token = tokenParam(c.req.param('token'), IMAGE_NOT_FOUND);
    const position = c.req.param('position');
    if (!/^\d{1,4}$/.test(position)) throw new HttpError(404, IMAGE_NOT_FOUND);
    return sendImage(c, await podPictureSource(c.get('deps').db, token, Number(position)));
  })
  .get('/media/pods/:token/signature', async (c) => {
    const token = tokenParam(c.req.param('token'), IMAGE_NOT_FOUND);
    return sendImage(c, await podSignatureSource(c.get('deps').db, token));
  });
