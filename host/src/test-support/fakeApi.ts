import type { AccountFlags, CurrentUser } from '@box/core/schemas';
import { type FakeRoutes, reply } from '@box/ui/testing';

export interface UserOptions {
  name?: string;
  roleId?: number;
  customerId?: number;
  features?: string[];
  account?: Partial<AccountFlags>;
}

/** A GET /me answer shaped like the server's, with only what a test cares about changed. */
export function makeUser({
  name = 'Ana Souza',
  roleId = 2,
  customerId = 3154,
  features = [],
  account = {},
}: UserOptions = {}): CurrentUser {
  return {
    person: {
      id: 11,
      name,
      email: 'ana@mercado.example',
      emailReports: { spotStatusUpdate: true, podFailure: true, podSuccess: false },
      audienceType: 'customer',
      roleId,
    },
    organization: { id: customerId, name: 'Mercado Exemplo' },
    features,
    account: { podeSolicitarRota: true, inativo: false, bloqueado: false, ...account },
  };
}

export const unauthorized = () =>
  reply({ status: 401, body: { code: 'unauthorized', message: 'Sessão inválida' } });

/** API routes (for `createFakeFetch`) of a signed-in user and the customer's active experiments. */
export function signedIn(user: CurrentUser, experiments: string[] = []): FakeRoutes {
  return {
    'GET /session': { signedIn: true },
    'GET /me': user,
    'GET /customers/active-experiments': experiments,
  };
}

export function signedOut(): FakeRoutes {
  return {
    'GET /session': { signedIn: false },
    'GET /me': unauthorized(),
    'GET /customers/active-experiments': unauthorized(),
  };
}
