import { validateTimeWindow } from '@box/core/rules';
import type { TimeWindowDraft } from '@box/core/schemas';

/**
 * The time-window message worth showing while typing: nothing while a field is still being filled in, the rule
 * broken once both have 5 characters (or one has and the pair is optional). `valid` is what gates submit.
 */
export function timeWindowState(
  value: TimeWindowDraft,
  required: boolean,
): { valid: boolean; error: string | null } {
  const result = validateTimeWindow(value, { required });
  if (result.ok) return { valid: true, error: null };
  const typing = [value.start.trim(), value.end.trim()].some((time) => time !== '' && time.length < 5);
  const missing = result.code === 'TimeRequired';
  return { valid: false, error: typing || (missing && required) ? null : result.message };
}
