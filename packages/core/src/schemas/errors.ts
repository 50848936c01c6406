import * as v from 'valibot';

/**
 * Every 4xx/5xx JSON body of the reference server: a machine code, a pt-BR message a person can read, and,
 * for validation failures, the reasons per field. `errorCode`/`error_code` of SPEC §8 are carried in `code`.
 */
export const ApiErrorBody = v.object({
  code: v.string(),
  message: v.string(),
  reasons: v.optional(v.array(v.object({ field: v.string(), message: v.string() }))),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBody>;
