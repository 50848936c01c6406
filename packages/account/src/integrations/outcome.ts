import { ApiError } from '@box/core/api';
import { REQUEST_MESSAGES } from '@box/core/errors';

/** A list being fetched, on screen, or failed with the text to show. */
export type Load<T> =
  | { kind: 'loading' }
  | { kind: 'loaded'; items: readonly T[] }
  | { kind: 'failed'; message: string };

/** The outcome of an action, beside the thing it was about. */
export interface Notice {
  tone: 'success' | 'danger';
  title?: string;
  message: string;
}

/**
 * What the user reads when a call failed: the server's own pt-BR message when it sent one (a 422's reason, a
 * 403, 'Sua sessão expirou.'), else the generic failure (SPEC §8 "server message or generic failure").
 */
export function failureText(error: unknown): string {
  if (!(error instanceof ApiError)) return REQUEST_MESSAGES.failure;
  return error.body?.message ?? (error.status === 401 ? error.message : REQUEST_MESSAGES.failure);
}

/** The first message per field of a refused form, from valibot's issues or a server's `reasons`. */
export type FieldErrors<F extends string> = Partial<Record<F | 'form', string>>;

/**
 * A server refusal as form errors: its message for the whole form, and the field it names (when one of ours)
 * marked with that reason; the reason is not repeated above when it says the same as the message.
 */
export function refusalErrors<F extends string>(error: unknown, fields: readonly F[]): FieldErrors<F> {
  const form = failureText(error);
  const reason = error instanceof ApiError ? error.body?.reasons?.[0] : undefined;
  const field = reason?.field as F | undefined;
  if (!reason || !field || !fields.includes(field)) return { form } as FieldErrors<F>;
  return { [field]: reason.message, ...(reason.message === form ? {} : { form }) } as FieldErrors<F>;
}
