import { API_ERROR_CODE } from '@box/core';
import type { Context } from 'hono';
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

/**
 * The query string parsed with a core schema. A repeated key is refused rather than silently picking one,
 * and every failure is a 400 ApiErrorBody.
 */
export function parseQuery<T extends v.GenericSchema>(c: Context, schema: T): v.InferOutput<T> {
  const raw: Record<string, string> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (values.length > 1) {
      throw new HttpError(400, {
        code: API_ERROR_CODE.VALIDATION_ERROR,
        message: `O parâmetro '${key}' foi enviado mais de uma vez.`,
        reasons: [{ field: key, message: 'Envie o parâmetro uma única vez.' }],
      });
    }
    raw[key] = values[0] ?? '';
  }
  const parsed = v.safeParse(schema, raw);
  if (!parsed.success) {
    const reasons = reasonsOf(parsed.issues);
    throw new HttpError(400, {
      code: API_ERROR_CODE.VALIDATION_ERROR,
      message: `Parâmetros inválidos: ${reasons.map((r) => r.message).join('; ')}.`,
      reasons,
    });
  }
  return parsed.output;
}

type Reasons = ReturnType<typeof reasonsOf>;

/** The usual refusal of a body that misses its schema: 400 validation_error listing the reasons. */
const invalidBody = (reasons: Reasons) =>
  new HttpError(400, {
    code: API_ERROR_CODE.VALIDATION_ERROR,
    message: `Dados inválidos: ${reasons.map((r) => r.message).join('; ')}.`,
    reasons,
  });

/**
 * The JSON body parsed with a core schema: a body that is not JSON → 400 bad_request; one that misses the schema
 * → `refuse(reasons)` (by default 400 validation_error with the reasons per field, pt-BR).
 */
export async function parseJsonBody<T extends v.GenericSchema>(
  c: Context,
  schema: T,
  refuse: (reasons: Reasons) => HttpError = invalidBody,
): Promise<v.InferOutput<T>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new HttpError(400, {
      code: API_ERROR_CODE.BAD_REQUEST,
      message: 'O corpo da requisição deve ser um JSON válido.',
    });
  }
  const parsed = v.safeParse(schema, raw);
  if (!parsed.success) throw refuse(reasonsOf(parsed.issues));
  return parsed.output;
}
