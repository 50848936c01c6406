import { X509Certificate } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { getRequestListener } from '@hono/node-server';
import { Agent, request } from 'undici';
import { buildEventXml } from './build-event';
import { readCertificate } from './certificate';
import { AUTHOR_CNPJ, CTE_KEY, EVENT_INPUTS, NFE_KEY } from './event-fixtures';
import type { EventKind } from './event-input';
import { createFakeSefaz } from './fake-sefaz';
import { fakeSefazSoapApp } from './fake-sefaz-http';
import { cteAuthorizerOf, eventEndpoint } from './sefaz-endpoints';
import { signEvent } from './sign';
import { createSoapEventGateway, type SoapEventGateway } from './soap-gateway';
import { makeThrowawayCertificate } from './throwaway-certificate';

const RECEIVED_AT = new Date('2026-11-20T17:43:00Z');
const validity = { notBefore: new Date('2026-01-01T00:00:00Z'), notAfter: new Date('2027-01-01T00:00:00Z') };
const account = makeThrowawayCertificate({ cnpj: AUTHOR_CNPJ, ...validity });
const certificate = readCertificate(account.pkcs12, account.password, RECEIVED_AT);
/** The fake SEFAZ's own TLS certificate, for localhost (SEFAZ's servers have e-CNPJ certificates too). */
const server = readCertificate(
  makeThrowawayCertificate({ cnpj: '99888777000100', dnsName: 'localhost', ...validity }).pkcs12,
  'senha-de-teste',
  RECEIVED_AT,
);

const signed = (kind: EventKind) => {
  const { xml, id } = buildEventXml(EVENT_INPUTS[kind]);
  return signEvent(xml, id, certificate);
};

/** An HTTPS server on a free port that asks for the client certificate (as SEFAZ's do) and records it. */
async function listen(
  handler: Parameters<typeof createServer>[1],
): Promise<{ server: Server; origin: string }> {
  const https = createServer(
    { key: server.privateKeyPem, cert: server.certificatePem, requestCert: true, rejectUnauthorized: false },
    handler,
  );
  await new Promise<void>((resolve) => https.listen(0, '127.0.0.1', resolve));
  return { server: https, origin: `https://localhost:${(https.address() as AddressInfo).port}` };
}

const close = (https: Server) => new Promise<void>((resolve) => https.close(() => resolve()));

describe('the SOAP adapter against the fake SEFAZ over HTTPS', () => {
  let https: Server;
  let origin: string;
  let gateway: SoapEventGateway;
  const clientCertificates: string[] = [];
  const paths: string[] = [];

  beforeAll(async () => {
    const listener = getRequestListener(
      fakeSefazSoapApp(createFakeSefaz({ now: () => RECEIVED_AT }), { requireClientCertificate: true }).fetch,
    );
    ({ server: https, origin } = await listen((request, response) => {
      const peer = (request.socket as TLSSocket).getPeerCertificate();
      if (peer?.raw) clientCertificates.push(new X509Certificate(peer.raw).fingerprint256);
      paths.push(request.url ?? '');
      return listener(request, response);
    }));
    gateway = createSoapEventGateway({
      environment: 'homologacao',
      certificate,
      ca: [server.certificatePem],
      endpointFor: (document) =>
        `${origin}/${document === 'nfe' ? 'NFeRecepcaoEvento4' : 'CTeRecepcaoEventoV4'}`,
    });
  });

  afterAll(async () => {
    await gateway.close();
    await close(https);
  });

  it.each([
    ['nfe-delivery', NFE_KEY, '/NFeRecepcaoEvento4', 'NF-e'],
    ['cte-delivery', CTE_KEY, '/CTeRecepcaoEventoV4', 'CT-e'],
  ] as const)('registers a %s event, presenting the account certificate', async (kind, key, path, name) => {
    const before = paths.length;
    const answer = await gateway.send(signed(kind), kind, key);
    expect(answer).toMatchObject({
      status: 'registered',
      code: 135,
      message: `Evento registrado e vinculado a ${name}`,
    });
    expect(paths.slice(before)).toEqual([path]);
    expect(clientCertificates.at(-1)).toBe(new X509Certificate(certificate.certificatePem).fingerprint256);
  });

  it('refuses a caller without a client certificate (403), as SEFAZ does', async () => {
    const anonymous = new Agent({ connect: { ca: [server.certificatePem] } });
    try {
      const answer = await request(`${origin}/NFeRecepcaoEvento4`, {
        method: 'POST',
        body: '',
        dispatcher: anonymous,
      });
      expect(answer.statusCode).toBe(403);
      await answer.body.text();
    } finally {
      await anonymous.close();
    }
  });

  it("brings SEFAZ's rejection back with its code and text", async () => {
    const tampered = signed('cte-failure').replace('Portaria fechada', 'Portaria aberta');
    expect(await gateway.send(tampered, 'cte-failure', CTE_KEY)).toMatchObject({
      status: 'rejected',
      code: 297,
      message: 'Rejeição: Assinatura difere do calculado',
    });
  });
});

describe('the SOAP adapter when SEFAZ does not answer', () => {
  it.each([
    [
      'an HTTP error',
      (_: unknown, response: { statusCode: number; end(): void }) => {
        response.statusCode = 500;
        response.end();
      },
    ],
    [
      'a body that is not SOAP',
      (_: unknown, response: { end(body: string): void }) => response.end('<html>manutenção</html>'),
    ],
    ['no answer in time', () => {}],
  ] as const)('says unavailable on %s', async (_, handler) => {
    const { server: https, origin } = await listen(handler as Parameters<typeof createServer>[1]);
    const gateway = createSoapEventGateway({
      environment: 'homologacao',
      certificate,
      ca: [server.certificatePem],
      timeoutMs: 500,
      endpointFor: () => `${origin}/NFeRecepcaoEvento4`,
    });
    try {
      expect(await gateway.send(signed('nfe-delivery'), 'nfe-delivery', NFE_KEY)).toEqual({
        status: 'unavailable',
      });
    } finally {
      await gateway.close();
      https.closeAllConnections();
      await close(https);
    }
  });

  it('says unavailable when the server is not one it trusts (no ICP-Brasil chain given)', async () => {
    const { server: https, origin } = await listen((_, response) => response.end());
    const gateway = createSoapEventGateway({
      environment: 'homologacao',
      certificate,
      endpointFor: () => `${origin}/NFeRecepcaoEvento4`,
    });
    try {
      expect(await gateway.send(signed('nfe-delivery'), 'nfe-delivery', NFE_KEY)).toEqual({
        status: 'unavailable',
      });
    } finally {
      await gateway.close();
      await close(https);
    }
  });
});

describe('eventEndpoint', () => {
  const cteKey = (uf: string) => uf + CTE_KEY.slice(2);

  it("sends NF-e events to the Ambiente Nacional's NFeRecepcaoEvento4", () => {
    expect(eventEndpoint('nfe', NFE_KEY, 'homologacao')).toBe(
      'https://hom1.nfe.fazenda.gov.br/NFeRecepcaoEvento4/NFeRecepcaoEvento4.asmx',
    );
    expect(eventEndpoint('nfe', NFE_KEY, 'producao')).toBe(
      'https://www.nfe.fazenda.gov.br/NFeRecepcaoEvento4/NFeRecepcaoEvento4.asmx',
    );
  });

  it("sends CT-e events to the authorizer of the key's state", () => {
    expect(
      ['35', '31', '41', '50', '51', '26', '16', '14', '43', '29', '33', '53'].map((uf) =>
        cteAuthorizerOf(cteKey(uf)),
      ),
    ).toEqual(['SP', 'MG', 'PR', 'MS', 'MT', 'SVSP', 'SVSP', 'SVSP', 'SVRS', 'SVRS', 'SVRS', 'SVRS']);
    expect(eventEndpoint('cte', cteKey('41'), 'producao')).toBe(
      'https://cte.fazenda.pr.gov.br/cte4/CTeRecepcaoEventoV4',
    );
    expect(eventEndpoint('cte', cteKey('29'), 'homologacao')).toBe(
      'https://cte-homologacao.svrs.rs.gov.br/ws/CTeRecepcaoEventoV4/CTeRecepcaoEventoV4.asmx',
    );
    for (const uf of ['35', '31', '41', '50', '51', '26', '29']) {
      expect(eventEndpoint('cte', cteKey(uf), 'producao')).toMatch(
        /^https:\/\/.+CTeRecepcaoEventoV4(\.asmx)?$/,
      );
    }
  });
});
