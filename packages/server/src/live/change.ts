import * as v from 'valibot';

/** What migration 0004's triggers announce on `box_changes`: one order of one customer changed. */
const LiveChangeSchema = v.object({
  customerId: v.pipe(v.number(), v.integer()),
  orderId: v.pipe(v.number(), v.integer()),
});
export type LiveChange = v.InferOutput<typeof LiveChangeSchema>;

export const LIVE_CHANNEL = 'box_changes';

/** The payload of a notification, or null when it is not one of ours (anyone may NOTIFY the channel). */
export function parseLiveChange(payload: string | undefined): LiveChange | null {
  if (!payload) return null;
  try {
    const parsed = v.safeParse(LiveChangeSchema, JSON.parse(payload));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
