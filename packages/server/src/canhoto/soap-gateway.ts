import { Agent, request } from 'undici';
import type { Certificate } from './certificate';
import type { SefazEnvironment } from './event-input';
import {
  documentOf,
  EVENT_SERVICES,
  type EventDocument,
  eventMessage,
  readEventAnswer,
} from './event-message';
import type { SefazEventAnswer, SefazEventGateway } from './gateway';
import { eventEndpoint } from './sefaz-endpoints';
import { soapContentType, soapEnvelope } from './soap';

export interface SoapGatewayOptions {
  environment: SefazEnvironment;
  /** The account's A1 certificate: the TLS client certificate SEFAZ requires (mutual TLS). */
  certificate: Certificate;
  /** How long one send may take, connection included, before it counts as no answer. Default 30 s. */
  timeoutMs?: number;
  /** Another address than the table's (the tests' fake SEFAZ). */
  endpointFor?: (document: EventDocument, accessKey: string, environment: SefazEnvironment) => string;
  /**
   * Certificate authorities to trust instead of Node's (PEM). SEFAZ's servers present ICP-Brasil or commercial
   * certificates; for the ICP-Brasil ones give their chain here or, process-wide, in NODE_EXTRA_CA_CERTS.
   */
  ca?: string[];
}

export interface SoapEventGateway extends SefazEventGateway {
  /** Closes the kept-alive connections (the account's certificate changed, the server stops). */
  close(): Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * The real SEFAZ: each event posted as SOAP 1.2 to its web service (sefaz-endpoints.ts) over mutual TLS with the
 * account's certificate. No answer in time, a network or TLS failure, an HTTP error or an unreadable body are
 * all 'unavailable' (the outbox tries again); SEFAZ's own verdict comes back as registered or rejected.
 */
export function createSoapEventGateway(options: SoapGatewayOptions): SoapEventGateway {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const endpointFor = options.endpointFor ?? eventEndpoint;
  const agent = new Agent({
    connect: {
      key: options.certificate.privateKeyPem,
      cert: options.certificate.certificatePem,
      ...(options.ca ? { ca: options.ca } : {}),
      timeout: timeoutMs,
    },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  return {
    async send(signedXml, kind, accessKey): Promise<SefazEventAnswer> {
      const document = documentOf(kind);
      const service = EVENT_SERVICES[document];
      try {
        const answer = await request(endpointFor(document, accessKey, options.environment), {
          method: 'POST',
          dispatcher: agent,
          headers: { 'content-type': soapContentType(service) },
          body: soapEnvelope(service, service.dataElement, eventMessage(signedXml, kind)),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await answer.body.text();
        if (answer.statusCode !== 200) return { status: 'unavailable' };
        return readEventAnswer(text);
      } catch {
        return { status: 'unavailable' };
      }
    },
    close: () => agent.close(),
  };
}
