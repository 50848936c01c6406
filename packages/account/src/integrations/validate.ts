import * as v from 'valibot';
import type { FieldErrors } from './outcome';

/**
 * Checks a form's body against core's request schema before sending it, so the user reads the same pt-BR texts
 * the server would answer with ('Informe um nome para a chave.', 'Escolha ao menos um escopo.'): null when valid.
 */
export function schemaErrors<F extends string>(
  schema: v.GenericSchema,
  body: unknown,
  fields: readonly F[],
): FieldErrors<F> | null {
  const result = v.safeParse(schema, body);
  if (result.success) return null;
  const nested = v.flatten(result.issues).nested ?? {};
  const errors: FieldErrors<F> = {};
  for (const field of fields) {
    const first = (nested as Record<string, readonly string[] | undefined>)[field]?.[0];
    if (first) errors[field] = first;
  }
  return Object.keys(errors).length > 0 ? errors : ({ form: result.issues[0].message } as FieldErrors<F>);
}
