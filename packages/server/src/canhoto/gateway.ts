import type { SefazMode } from '../fiscal/sefaz';
import type { Certificate } from './certificate';
import type { EventKind, SefazEnvironment } from './event-input';
import { type FakeSefaz, fakeEventGateway } from './fake-sefaz';
import { createSoapEventGateway, type SoapGatewayOptions } from './soap-gateway';

/** What SEFAZ said about one event. */
export type SefazEventAnswer =
  /** cStat 135 (or 136): registered; `protocol` is nProt, `message` SEFAZ's xMotivo. */
  | {
      status: 'registered';
      protocol: string;
      registeredAt: Date;
      code: number;
      message: string;
      /** The retEvento as SEFAZ sent it: with the signed event it makes the procEvento an auditor asks for. */
      answerXml: string;
    }
  /** Any other cStat: `message` is SEFAZ's xMotivo (pt-BR), e.g. 'Rejeição: Assinatura difere do calculado'. */
  | { status: 'rejected'; code: number; message: string; answerXml: string }
  /** No answer (network, timeout, HTTP error, cStat 108/109 'Serviço paralisado'): try again later. */
  | { status: 'unavailable' };

export interface SefazEventGateway {
  /** Sends one signed event (sign.ts's output, byte for byte) for the document of `accessKey`. */
  send(signedXml: string, kind: EventKind, accessKey: string): Promise<SefazEventAnswer>;
}

/** The environment an event is built for (its tpAmb): only 'producao' mode registers events of legal value. */
export const eventEnvironmentFor = (mode: SefazMode): SefazEnvironment =>
  mode === 'producao' ? 'producao' : 'homologacao';

export interface EventGatewayOptions {
  /** The fake SEFAZ the fake modes answer from (one per server, so it remembers registered events). */
  fake: FakeSefaz;
  /** The sending account's certificate: the real modes' TLS client certificate. */
  certificate: Certificate | null;
  soap?: Omit<SoapGatewayOptions, 'environment' | 'certificate'>;
}

/** Keys the unstable mode has already failed once; bounded so a long demo cannot grow it without end. */
const UNSTABLE_MEMORY = 10_000;

/**
 * The gateway BOX_SEFAZ_MODE chooses: 'embedded' the fake SEFAZ in process, 'offline' never an answer,
 * 'unstable' no answer on each key's first try then the fake's (shows the outbox retrying), 'homologacao' and
 * 'producao' the SOAP web services of that environment with the account's certificate.
 */
export function createEventGateway(mode: SefazMode, options: EventGatewayOptions): SefazEventGateway {
  switch (mode) {
    case 'embedded':
      return fakeEventGateway(options.fake);
    case 'offline':
      return { send: async () => ({ status: 'unavailable' }) };
    case 'unstable': {
      const fake = fakeEventGateway(options.fake);
      const failedOnce = new Set<string>();
      return {
        send: async (signedXml, kind, accessKey) => {
          const attempt = `${kind}:${accessKey}`;
          if (failedOnce.delete(attempt)) return fake.send(signedXml, kind, accessKey);
          if (failedOnce.size >= UNSTABLE_MEMORY) failedOnce.clear();
          failedOnce.add(attempt);
          return { status: 'unavailable' };
        },
      };
    }
    case 'homologacao':
    case 'producao': {
      if (!options.certificate) throw new Error('Envio à SEFAZ sem certificado A1 da conta.');
      return createSoapEventGateway({
        ...options.soap,
        environment: mode,
        certificate: options.certificate,
      });
    }
  }
}
