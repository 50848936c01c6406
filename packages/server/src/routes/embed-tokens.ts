import { type ApiScope, EMBED_TOKEN_DEFAULT_MINUTES } from '@box/core/catalogues';
import { API_ERROR_CODE, CreateEmbedTokenBody, type EmbedToken } from '@box/core/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import type * as v from 'valibot';
import { users } from '../db/schema/index';
import { ANY_PRINCIPAL, requireAccess, sessionOf } from '../http/access';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { validJson } from '../http/validate';
import { createEmbedToken, normaliseOrigin } from '../security/embed-tokens';

const API_KEY_ONLY = {
  code: API_ERROR_CODE.FORBIDDEN,
  message:
    'Tokens de incorporação são criados pelo servidor do integrador com uma chave de API (Authorization: Bearer box_sk_…), não com uma sessão nem com outro token.',
};

const USER_NOT_FOUND = 'Usuário não encontrado nesta conta (ou desativado).';
const BAD_ORIGIN =
  'Origem inválida: informe só esquema, host e porta da página, por exemplo https://erp.exemplo.com.br.';

const refused = (status: 400 | 422, field: string, message: string) =>
  new HttpError(status, {
    code: status === 422 ? API_ERROR_CODE.VALIDATION_FAILED : API_ERROR_CODE.VALIDATION_ERROR,
    message,
    reasons: [{ field, message }],
  });

/** Managing webhooks is a backend's job: a page's token does not get it unless asked for by name. */
const defaultScopes = (keyScopes: readonly ApiScope[]) => keyScopes.filter((s) => s !== 'webhooks:manage');

/**
 * POST /jade/api/embed-tokens: the integrator's backend trades its API key for a short-lived token that lets an
 * element on one page origin act as one active user of the key's account, within (a subset of) the key's scopes.
 */
export const embedTokenRoutes = new Hono<AppEnv>().post(
  '/embed-tokens',
  requireAccess('user', ANY_PRINCIPAL),
  async (c, next) => {
    // Before the body: a session or a token asking gets told what to use instead, not a validation error.
    if (c.get('auth')?.kind !== 'api_key') throw new HttpError(403, API_KEY_ONLY);
    await next();
  },
  validJson(CreateEmbedTokenBody),
  async (c) => {
    const { db, clock } = c.get('deps');
    const session = sessionOf(c);
    const auth = c.get('auth');
    if (auth?.kind !== 'api_key') throw new HttpError(403, API_KEY_ONLY);
    const body = c.req.valid('json');
    const origin = normaliseOrigin(body.origin);
    if (!origin) throw refused(400, 'origin', BAD_ORIGIN);
    const scopes = body.scopes ?? defaultScopes(auth.scopes);
    const missing = scopes.filter((s) => !auth.scopes.includes(s));
    if (missing.length > 0) {
      throw new HttpError(403, {
        code: API_ERROR_CODE.INSUFFICIENT_SCOPE,
        message: `A chave de API não tem os escopos pedidos para o token: ${missing.join(', ')}.`,
      });
    }
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.email, body.userEmail.toLowerCase()),
          eq(users.customerId, session.customerId),
          isNull(users.disabledAt),
        ),
      )
      .limit(1);
    if (!user) throw refused(422, 'userEmail', USER_NOT_FOUND);
    const minted = await createEmbedToken(db, {
      keyId: auth.keyId,
      customerId: session.customerId,
      userId: user.id,
      origin,
      scopes,
      ttlMinutes: body.ttlMinutes ?? EMBED_TOKEN_DEFAULT_MINUTES,
      now: clock(),
    });
    const answer: v.InferOutput<typeof EmbedToken> = {
      token: minted.token,
      expiresAt: minted.expiresAt.toISOString(),
      origin,
      scopes: [...new Set(scopes)],
    };
    return c.json(answer, 201);
  },
);
