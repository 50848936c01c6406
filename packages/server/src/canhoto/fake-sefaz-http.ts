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

/**
 * The fake SEFAZ as the web services it stands for: POST /NFeRecepcaoEvento4 and /CTeRecepcaoEventoV4 take the
 * SOAP 1.2 envelope and answer with the fake's retEnvEvento / retEventoCTe in the result element, so the SOAP
 * adapter (soap-gateway.ts) is tested end to end against it.
 */
export function fakeSefazSoapApp(fake: FakeSefaz, options: FakeSefazHttpOptions = {}): Hono<FakeSefazEnv> {
  const app = new Hono<FakeSefazEnv>();
  for (const document of Object.keys(EVENT_SERVICES) as EventDocument[]) {
    const service = EVENT_SERVICES[document];
    app.post(`/${service.name}`, async (c) => {
      if (options.requireClientCertificate && !presentedCertificate(c.env?.incoming)) {
        return c.text('Certificado do cliente ausente', 403);
      }
      const message = soapContent(await c.req.text(), service.dataElement);
      if (!message) return c.text('Envelope SOAP 1.2 inválido', 400);
      const answer = await fake.answer(message, document);
      return c.body(soapEnvelope(service, service.resultElement, answer), 200, { 'content-type': SOAP_TYPE });
    });
  }
  return app;
}

function presentedCertificate(incoming: IncomingMessage | undefined): boolean {
  const socket = incoming?.socket as TLSSocket | undefined;
  if (typeof socket?.getPeerCertificate !== 'function') return false;
  return Boolean(socket.getPeerCertificate()?.raw);
}
