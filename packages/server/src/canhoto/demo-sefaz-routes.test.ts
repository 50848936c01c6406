import { startTestServer, TestClock, type TestServer } from '../test/harness';
import { buildEventXml } from './build-event';
import { readCertificate } from './certificate';
import { DEMO_SEFAZ_PATH } from './demo-sefaz-path';
import { AUTHOR_CNPJ, EVENT_INPUTS, NFE_KEY } from './event-fixtures';
import { EVENT_SERVICES, eventMessage, readEventAnswer } from './event-message';
import { fakeSefazFor } from './fake-sefaz';
import { createEventGateway } from './gateway';
import { signEvent } from './sign';
import { soapContentType, soapEnvelope } from './soap';
import { makeThrowawayCertificate } from './throwaway-certificate';

const RECEIVED_AT = new Date('2026-11-20T17:43:00Z');
const made = makeThrowawayCertificate({
  cnpj: AUTHOR_CNPJ,
  notBefore: new Date('2026-01-01T00:00:00Z'),
  notAfter: new Date('2027-01-01T00:00:00Z'),
});
const certificate = readCertificate(made.pkcs12, made.password, RECEIVED_AT);
const { xml, id } = buildEventXml(EVENT_INPUTS['nfe-delivery']);
const signed = signEvent(xml, id, certificate);

const post = (app: TestServer['app']) =>
  app.request(`${DEMO_SEFAZ_PATH}/NFeRecepcaoEvento4`, {
    method: 'POST',
    headers: { 'content-type': soapContentType(EVENT_SERVICES.nfe) },
    body: soapEnvelope(EVENT_SERVICES.nfe, 'nfeDadosMsg', eventMessage(signed, 'nfe-delivery')),
  });

describe('demo mode’s fake SEFAZ web services', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, clock: new TestClock(RECEIVED_AT) });
  });
  afterAll(() => server.close());

  it('registers an event posted as SOAP, on the same fake the embedded gateway uses', async () => {
    const response = await post(server.app);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/soap\+xml/);
    expect(readEventAnswer(await response.text())).toMatchObject({ status: 'registered', code: 135 });
    const embedded = createEventGateway('embedded', {
      fake: fakeSefazFor(server.config, server.clock.now),
      certificate: null,
    });
    expect(await embedded.send(signed, 'nfe-delivery', NFE_KEY)).toMatchObject({
      status: 'rejected',
      code: 573,
    });
  });

  it('is not there in production mode', async () => {
    expect((await post(server.appWith({ mode: 'production' }))).status).toBe(404);
  });
});
