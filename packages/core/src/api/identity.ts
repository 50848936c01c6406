import type * as v from 'valibot';
import { ActiveExperiments, CurrentUser, type UpdateUserBody } from '../schemas/identity';
import { OkResponse } from '../schemas/primitives';
import { SessionState } from '../schemas/session';
import { type ApiTransport, segment } from './transport';

export function createIdentityApi({ call }: ApiTransport) {
  return {
    /** GET /me */
    me: () => call(CurrentUser, 'me'),
    /** GET /session: signed in or not, without a 401 for an anonymous visitor. */
    session: () => call(SessionState, 'session', { urlAuthorised: true }),
    /** GET /customers/active-experiments */
    activeExperiments: () => call(ActiveExperiments, 'customers/active-experiments'),
    /** PATCH /users/{id}: e-mail reports or password. */
    updateUser: (id: number, body: v.InferInput<typeof UpdateUserBody>) =>
      call(OkResponse, `users/${segment(id)}`, { method: 'patch', json: body }),
  };
}
