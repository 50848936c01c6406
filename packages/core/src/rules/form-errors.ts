import * as v from 'valibot';

export type FieldErrors = Record<string, string>;

/**
 * Runs a request schema over a form's value and returns either the parsed output or the first pt-BR message
 * per field (dotted path, e.g. 'billing_address.cep'), so a form highlights exactly the fields the server
 * would refuse. Errors of the whole object are under ''.
 */
export function validateForm<T extends v.GenericSchema>(
  schema: T,
  value: unknown,
): { ok: true; value: v.InferOutput<T> } | { ok: false; fields: FieldErrors } {
  const result = v.safeParse(schema, value);
  if (result.success) return { ok: true, value: result.output };
  const fields: FieldErrors = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    fields[path] ??= issue.message;
  }
  return { ok: false, fields };
}
