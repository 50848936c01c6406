import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { DEMO_SEFAZ_PATH } from './demo-sefaz-path';
import { fakeSefazFor } from './fake-sefaz';
import { answerSoapRequest, documentOfService } from './fake-sefaz-http';

/**
 * Demo mode's fake SEFAZ web services, on the reference server itself: POST /demo/sefaz/NFeRecepcaoEvento4 and
 * /demo/sefaz/CTeRecepcaoEventoV4 (SOAP 1.2, plain HTTP, no client certificate), answered by the same fake the
 * embedded gateway uses, so the SOAP adapter can be pointed at the running server. Every other mode answers 404.
 */
export const demoSefazRoutes = new Hono<AppEnv>().post(`${DEMO_SEFAZ_PATH}/:service`, async (c) => {
  const { config, clock } = c.get('deps');
  const document = documentOfService(c.req.param('service'));
  if (config.mode !== 'demo' || !document) return c.text('Não encontrado.', 404);
  return answerSoapRequest(fakeSefazFor(config, clock), document, await c.req.text());
});
