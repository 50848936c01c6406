import { ProofOfDelivery } from '../schemas/pods';
import { OkResponse } from '../schemas/primitives';
import { type ApiTransport, segment } from './transport';

export function createPodsApi({ call }: ApiTransport) {
  return {
    /** GET /pods/{id} (logged in) */
    pod: (id: string | number) => call(ProofOfDelivery, `pods/${segment(id)}`),
    /** GET /pods/public/{token} */
    publicPod: (token: string) =>
      call(ProofOfDelivery, `pods/public/${segment(token)}`, { urlAuthorised: true }),
    /** POST /email/pods/{hashId}/notify/user with { to: [email] }; 400 = invalid e-mail. */
    emailPod: (hashId: string, email: string) =>
      call(OkResponse, `email/pods/${segment(hashId)}/notify/user`, {
        method: 'post',
        json: { to: [email] },
      }),
  };
}
