import type { ApiScope } from '@box/core/catalogues';
import { CreatedApiKey, EmbedToken } from '@box/core/schemas';
import * as v from 'valibot';
import type { App } from '../app';
import { Agent, type RequestOptions } from './harness';

/**
 * An integrator's client: every call carries `Authorization: Bearer <secret>` and no cookie. `origin` is the
 * page an embed token runs on (sent on every call, as a browser does for CORS); null = a backend (no Origin).
 */
export class BearerAgent extends Agent {
  constructor(
    app: App,
    readonly secret: string,
    readonly origin: string | null = null,
  ) {
    super(app);
  }

  override request(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
    return super.request(method, path, {
      ...options,
      headers: { authorization: `Bearer ${this.secret}`, origin: this.origin, ...options.headers },
    });
  }
}

/** A new API key made in 'Integrações' by a signed-in admin (`customerId`: the super admin's other account). */
export async function createKey(
  admin: Agent,
  scopes: readonly ApiScope[],
  extra: { name?: string; customerId?: number } = {},
) {
  const response = await admin.post('/jade/api/integrations/api-keys', {
    json: {
      name: extra.name ?? 'ERP',
      scopes,
      ...(extra.customerId ? { customerId: extra.customerId } : {}),
    },
  });
  if (response.status !== 201) throw new Error(`create key: ${response.status} ${await response.text()}`);
  return v.parse(CreatedApiKey, await response.json());
}

/** An embed token minted with a key for one user and one page origin. */
export async function mintToken(
  key: BearerAgent,
  body: { userEmail: string; origin: string; scopes?: ApiScope[]; ttlMinutes?: number },
) {
  const response = await key.post('/jade/api/embed-tokens', { json: body });
  if (response.status !== 201) throw new Error(`mint token: ${response.status} ${await response.text()}`);
  return v.parse(EmbedToken, await response.json());
}
