import * as v from 'valibot';

/** GET /jade/api/session: whether the caller is signed in, answered 200 either way (public pages ask it). */
export const SessionState = v.object({ signedIn: v.boolean() });
export type SessionState = v.InferOutput<typeof SessionState>;
