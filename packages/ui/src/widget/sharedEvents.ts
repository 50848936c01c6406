import type { EventSpec } from './createWidgetElement';
import { SESSION_EXPIRED_EVENT } from './SessionNotice';

/**
 * The two events most elements share, one definition each: `box:navigate` with `{ path }` (the page routes it)
 * and the cancelable `box:session-expired` (detail null) that the factory turns into its notice.
 */
export const SHARED_EVENTS = {
  navigate: { type: 'box:navigate', detail: (path: string) => ({ path }) },
  sessionExpired: { type: SESSION_EXPIRED_EVENT, detail: () => null },
} as const satisfies Record<string, EventSpec>;
