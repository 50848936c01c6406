import * as v from 'valibot';

/** GET /jade/api/session: whether the caller is signed in, answered 200 either way (public pages ask it). */
export const SessionState = /*#__PURE__*/ v.object({ signedIn: /*#__PURE__*/ v.boolean() });
export type SessionState = v.InferOutput<typeof SessionState>;
