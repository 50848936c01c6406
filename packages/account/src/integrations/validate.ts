import * as v from 'valibot';
import type { FieldErrors } from './outcome';

/**
 * Checks a form's body against core's request schema before sending it, so the user reads the same pt-BR texts
 * the server would answer with ('Informe um nome para a chave.', 'Escolha ao menos um escopo.'): null when valid.
 * The first issue per top-level field; one naming none of them is the whole form's.
 */
export function schemaErrors<F extends string>(
  schema: v.GenericSchema,
  body: unknown,
  fields: readonly F[],
): FieldErrors<F> | null {
  const result = v.safeParse(schema, body);
  if (result.success) return null;
  const errors: FieldErrors<F> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const field = fields.find((f) => f === key) ?? 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}
