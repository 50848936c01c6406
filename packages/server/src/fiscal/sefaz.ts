/**
 * The seam where a real SEFAZ consultation (NF-e distribution web service, with the customer's digital
 * certificate) would plug in. The reference server has none, so its default answers "only what we know": the
 * documents already stored (uploaded or seeded) are looked up before the gateway is asked, and the gateway
 * itself knows nothing more. Two modes simulate an unreachable SEFAZ for the demo and the end-to-end tests.
 */

export type SefazOutcome =
  /** SEFAZ handed over the authorized XML. */
  | { kind: 'found'; xml: string }
  | { kind: 'not_found' }
  /** SEFAZ did not answer: the API says 502 and the portal shows 'Não foi possível consultar o SEFAZ'. */
  | { kind: 'unavailable' };

export interface SefazGateway {
  /** An NF-e (model 55) by its validated access key. */
  lookupNfe(accessKey: string): Promise<SefazOutcome>;
}

/**
 * BOX_SEFAZ_MODE: 'embedded' (default, only what we know), 'offline' (every consultation fails) or
 * 'unstable' (the first consultation of each key fails, the next one answers: shows the refresh action).
 * The canhoto's events (canhoto/gateway.ts) follow the same modes with the fake SEFAZ; 'homologacao' and
 * 'producao' send them to the real web services of that environment instead (the look-up then stays
 * 'only what we know': there is no real consultation adapter yet).
 */
export const SEFAZ_MODES = ['embedded', 'offline', 'unstable', 'homologacao', 'producao'] as const;
export type SefazMode = (typeof SEFAZ_MODES)[number];

/** The modes that reach the real SEFAZ (with the account's A1 certificate); the others keep the fake. */
export const REAL_SEFAZ_MODES: readonly SefazMode[] = ['homologacao', 'producao'];

const notFound: SefazOutcome = { kind: 'not_found' };
const unavailable: SefazOutcome = { kind: 'unavailable' };

/** Keys the unstable mode has already failed once; bounded so a long demo cannot grow it without end. */
const UNSTABLE_MEMORY = 10_000;

export function createSefazGateway(mode: SefazMode): SefazGateway {
  switch (mode) {
    case 'embedded':
    case 'homologacao':
    case 'producao':
      return { lookupNfe: async () => notFound };
    case 'offline':
      return { lookupNfe: async () => unavailable };
    case 'unstable': {
      const failedOnce = new Set<string>();
      return {
        lookupNfe: async (accessKey) => {
          if (failedOnce.delete(accessKey)) return notFound;
          if (failedOnce.size >= UNSTABLE_MEMORY) failedOnce.clear();
          failedOnce.add(accessKey);
          return unavailable;
        },
      };
    }
  }
}

const gateways = new WeakMap<object, SefazGateway>();

/**
 * One gateway per server configuration (so the unstable mode remembers across requests of one app, and two
 * apps in one test process do not share it).
 */
export function sefazGatewayFor(config: { sefazMode: SefazMode }): SefazGateway {
  let gateway = gateways.get(config);
  if (!gateway) {
    gateway = createSefazGateway(config.sefazMode);
    gateways.set(config, gateway);
  }
  return gateway;
}
