import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { Hono } from 'hono';
import { EVENT_SERVICES, type EventDocument } from './event-message';
import type { FakeSefaz } from './fake-sefaz';
import { soapContent, soapEnvelope } from './soap';

export interface FakeSefazHttpOptions {
  /**
   * Refuse (403, as SEFAZ's servers do) a request over TLS without a client certificate. Over plain HTTP there is
   * no certificate to ask for: the demo's own mount.
   */
  requireClientCertificate?: boolean;
}

/** @hono/node-server hands the Node request over as `incoming`: its TLS socket shows the client certificate. */
type FakeSefazEnv = { Bindings: { incoming?: IncomingMessage } };

const SOAP_TYPE = 'application/soap+xml; charset=utf-8';

/** The document whose event web service is named `serviceName` (NFeRecepcaoEvento4 / CTeRecepcaoEventoV4). */
export const documentOfService = (serviceName: string): EventDocument | undefined =>
  (Object.keys(EVENT_SERVICES) as EventDocument[]).find(
    (document) => EVENT_SERVICES[document].name === serviceName,
  );

/** The fake's SOAP answer to one posted envelope: 200 with the result element, or 400 for no SOAP 1.2 envelope. */
export async function answerSoapRequest(
  fake: FakeSefaz,
  document: EventDocument,
  envelope: string,
): Promise<Response> {
  const service = EVENT_SERVICES[document];
  const message = soapContent(envelope, service.dataElement);
  if (!message) return new Response('Envelope SOAP 1.2 inválido', { status: 400 });
  const answer = await fake.answer(message, document);
  return new Response(soapEnvelope(service, service.resultElement, answer), {
    status: 200,
    headers: { 'content-type': SOAP_TYPE },
  });
}

/**
 * The fake SEFAZ as the web services it stands for: POST /NFeRecepcaoEvento4 and /CTeRecepcaoEventoV4 take the
 * SOAP 1.2 envelope and answer with the fake's retEnvEvento / retEventoCTe in the result element, so the SOAP
 * adapter (soap-gateway.ts) is tested end to end against it.
 */
export function fakeSefazSoapApp(fake: FakeSefaz, options: FakeSefazHttpOptions = {}): Hono<FakeSefazEnv> {
  return new Hono<FakeSefazEnv>().post('/:service', async (c) => {
    const document = documentOfService(c.req.param('service'));
    if (!document) return c.text('Serviço desconhecido', 404);
    if (options.requireClientCertificate && !presentedCertificate(c.env?.incoming)) {
      return c.text('Certificado do cliente ausente', 403);
    }
    return answerSoapRequest(fake, document, await c.req.text());
  });
}

function presentedCertificate(incoming: IncomingMessage | undefined): boolean {
  const socket = incoming?.socket as TLSSocket | undefined;
  if (typeof socket?.getPeerCertificate !== 'function') return false;
  return Boolean(socket.getPeerCertificate()?.raw);
}
