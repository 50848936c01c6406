import { API_BASE_PATH } from '@box/core/api';
import { API_ERROR_CODE } from '@box/core/schemas';
import type { Context, MiddlewareHandler } from 'hono';
import { tryDecodeURIComponent } from 'hono/utils/url';
import { renderMessagePage } from '../ssr/layout';
import type { AppEnv } from './env';
import { hasUnsafeText, printable, UNSAFE_TEXT_MESSAGE, unsafeTextPath } from './unsafe-text';

const FORM_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);

/** The first form field (name or text value) with unsafe text; files are the fiscal XML reader's to check. */
function unsafeFormField(body: Record<string, unknown>): string | null {
  for (const [name, value] of Object.entries(body)) {
    const values = Array.isArray(value) ? value : [value];
    if (hasUnsafeText(name) || values.some((v) => typeof v === 'string' && hasUnsafeText(v))) {
      return printable(name);
    }
  }
  return null;
}

/**
 * Where in the request unsafe text is ('path', 'query.<name>', a body field), or null. The body is read
 * through Hono's body cache, so the route reads it again for free; a body that does not parse is left to the
 * route, which refuses it in its own words.
 */
async function unsafeTextIn(c: Context<AppEnv>): Promise<string | null> {
  if (hasUnsafeText(tryDecodeURIComponent(c.req.path))) return 'path';
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (hasUnsafeText(name) || values.some(hasUnsafeText)) {
      return `query.${printable(name)}`;
    }
  }
  if (['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) || c.req.raw.body === null) return null;
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (FORM_TYPES.has(type)) {
    const form = await c.req.parseBody({ all: true }).catch(() => null);
    return form ? unsafeFormField(form) : null;
  }
  // Every route that takes another body reads it as JSON (whatever its Content-Type says), so read it so.
  const text = await c.req.text().catch(() => '');
  if (text.includes('\u0000')) return 'body';
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const at = unsafeTextPath(parsed);
  return at === null ? null : at || 'body';
}

/**
 * NUL or a lone surrogate anywhere in the path, the query or the body is refused once, here, before any route:
 * 400 with the usual error body on the API, a pt-BR message page elsewhere (the SSR forms).
 */
export const refuseUnsafeText: MiddlewareHandler<AppEnv> = async (c, next) => {
  const field = await unsafeTextIn(c);
  if (field === null) return next();
  if (c.req.path.startsWith(API_BASE_PATH)) {
    return c.json(
      {
        code: API_ERROR_CODE.VALIDATION_ERROR,
        message: `Dados inválidos: ${UNSAFE_TEXT_MESSAGE}`,
        reasons: [{ field, message: UNSAFE_TEXT_MESSAGE }],
      },
      400,
    );
  }
  return c.html(renderMessagePage({ title: 'Dados inválidos', message: UNSAFE_TEXT_MESSAGE }), 400);
};
