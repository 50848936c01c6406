import { API_ERROR_CODE } from '@box/core/schemas';
import { vValidator } from '@hono/valibot-validator';
import type { Context, Env, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { HttpError } from './errors';

// valibot's own messages are English; core's schemas give pt-BR ones where a rule needs explaining.
const GENERIC_MESSAGES: Record<string, string> = {
  string: 'deve ser um texto',
  number: 'deve ser um número',
  boolean: 'deve ser verdadeiro ou falso',
  array: 'deve ser uma lista',
  object: 'deve ser um objeto',
};

function messageOf(issue: v.BaseIssue<unknown>): string {
  const field = v.getDotPath(issue) ?? 'valor';
  if (issue.input === undefined) return `${field} é obrigatório`;
  if (!issue.message.startsWith('Invalid ')) return issue.message;
  return `${field} ${GENERIC_MESSAGES[issue.type] ?? 'é inválido'}`;
}

/** Reasons per field, in pt-BR, from valibot issues. */
export function reasonsOf(issues: readonly v.BaseIssue<unknown>[]) {
  return issues.map((issue) => ({ field: v.getDotPath(issue) ?? '', message: messageOf(issue) }));
}

type Reasons = ReturnType<typeof reasonsOf>;

/** A repeated key is refused rather than silently picking one (the validator would hand the schema a list). */
function refuseRepeatedKeys(c: Context) {
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (values.length > 1) {
      throw new HttpError(400, {
        code: API_ERROR_CODE.VALIDATION_ERROR,
        message: `O parâmetro '${key}' foi enviado mais de uma vez.`,
        reasons: [{ field: key, message: 'Envie o parâmetro uma única vez.' }],
      });
    }
  }
}

/**
 * Middleware: the query string parsed with a core schema, then `c.req.valid('query')`. A repeated key (even one
 * the schema does not name) and every miss are a 400 ApiErrorBody.
 */
export const validQuery = <T extends v.GenericSchema>(schema: T) =>
  vValidator('query', schema, (result, c) => {
    refuseRepeatedKeys(c);
    if (result.success) return;
    const reasons = reasonsOf(result.issues);
    throw new HttpError(400, {
      code: API_ERROR_CODE.VALIDATION_ERROR,
      message: `Parâmetros inválidos: ${reasons.map((r) => r.message).join('; ')}.`,
      reasons,
    });
  });

/** The usual refusal of a body that misses its schema: 400 validation_error listing the reasons. */
const invalidBody = (reasons: Reasons) =>
  new HttpError(400, {
    code: API_ERROR_CODE.VALIDATION_ERROR,
    message: `Dados inválidos: ${reasons.map((r) => r.message).join('; ')}.`,
    reasons,
  });

/** The answer to a body that is not JSON. */
export const NOT_JSON_BODY = {
  code: API_ERROR_CODE.BAD_REQUEST,
  message: 'O corpo da requisição deve ser um JSON válido.',
};

export interface BodyRefusals {
  /** The answer to a body that is not JSON; by default 400 bad_request. */
  notJson?: HttpError;
  /** The answer to JSON that misses the schema; by default 400 validation_error with the reasons. */
  invalid?: (reasons: Reasons) => HttpError;
}

/** The body as JSON, whatever its Content-Type says (see refuse-unsafe-text.ts), or the `notJson` refusal. */
async function readJson(c: Context, notJson: HttpError | undefined): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw notJson ?? new HttpError(400, NOT_JSON_BODY);
  }
}

/**
 * Middleware: the JSON body parsed with a core schema, then `c.req.valid('json')`; a body that is not JSON or
 * misses the schema answers `refusals` (pt-BR reasons per field).
 *
 * Not @hono/valibot-validator's json target, nor Hono's validator('json') under it: they read a body only
 * when its Content-Type is JSON (any other reaches the schema as `{}`) and answer malformed JSON in their own
 * English words, while the API reads every body as JSON (see refuse-unsafe-text.ts) and refuses it in ours.
 * So the body is parsed once here and handed over the way Hono's validator does it (addValidatedData), typed
 * the same way.
 */
export function validJson<T extends v.GenericSchema<unknown, object>>(
  schema: T,
  refusals: BodyRefusals = {},
): MiddlewareHandler<Env, string, { in: { json: v.InferInput<T> }; out: { json: v.InferOutput<T> } }> {
  return async (c, next) => {
    c.req.addValidatedData('json', await parseJsonBody(c, schema, refusals));
    await next();
  };
}

/**
 * The JSON body parsed in the handler, for the routes whose earlier checks (a path's token or id, the caller's
 * rights, a header) must answer before the body's: same reading and refusals as `validJson`.
 */
export async function parseJsonBody<T extends v.GenericSchema>(
  c: Context,
  schema: T,
  refusals: BodyRefusals = {},
): Promise<v.InferOutput<T>> {
  const parsed = v.safeParse(schema, await readJson(c, refusals.notJson));
  if (!parsed.success) throw (refusals.invalid ?? invalidBody)(reasonsOf(parsed.issues));
  return parsed.output;
}
