import type { LiveMessage } from '@box/core/api';
import * as v from 'valibot';

/**
 * Reads a stream's `event: tracking` with the schema of its GET: the whole answer, which replaces the shown one.
 * An event that misses the schema is dropped (the next refetch or event brings the truth) rather than shown.
 */
export function trackingEvent<T extends v.GenericSchema>(schema: T) {
  return (message: LiveMessage): v.InferOutput<T> | null => {
    if (message.event !== 'tracking') return null;
    let raw: unknown;
    try {
      raw = JSON.parse(message.data);
    } catch {
      return null;
    }
    const parsed = v.safeParse(schema, raw);
    return parsed.success ? parsed.output : null;
  };
}
