import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CSRF_COOKIE, CSRF_HEADER, createApiClient } from '@box/core/api';
import { fiscalDocumentError, fiscalUploadError } from '@box/core/errors';
import { ApiErrorBody, FiscalDocument } from '@box/core/schemas';
import * as v from 'valibot';
import type { App } from '../app';
import { fiscalDocuments } from '../db/schema/index';
import { ctePracaDaSe, freshDemoNfe, hugeNfeXml, nfePaulista } from '../fiscal/fixtures';
import { lookupFiscalDocument } from '../fiscal/lookup';
import type { SefazGateway } from '../fiscal/sefaz';
import { FISCAL_FIXTURES_DIR } from '../fiscal/write-fixtures';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { Agent, ORIGIN, startTestServer, type TestServer } from '../test/harness';
import { captureServerLogs } from '../test/log-capture';

let server: TestServer;
let ana: Agent;
let duda: Agent;

beforeAll(async () => {
  server = await startTestServer();
  ana = await server.loginAs('ana@mercado.example');
  duda = await server.loginAs('duda@outraloja.example');
});
afterAll(() => server.close());

const UPLOAD = '/jade/api/fiscal-documents/upload-file';
const fixture = (name: string) => readFileSync(join(FISCAL_FIXTURES_DIR, name), 'utf8');

interface Part {
  content: string;
  filename?: string;
  field?: string;
  type?: string;
}

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(...parts: Part[]) {
  const boundary = `----box${Math.random().toString(36).slice(2)}`;
  const body = parts
    .map(
      (p) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'document'}"` +
        `${p.filename === undefined && p.type === undefined ? '' : `; filename="${p.filename ?? 'nota.xml'}"`}\r\n` +
        `${p.type === undefined && p.filename === undefined ? '' : `Content-Type: ${p.type ?? 'text/xml'}\r\n`}\r\n${p.content}\r\n`,
    )
    .join('');
  return {
    body: `${body}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (agent: Agent, xml: string, options: { csrf?: boolean; filename?: string } = {}) =>
  agent.post(UPLOAD, {
    ...multipart({ content: xml, filename: options.filename ?? 'nota.xml' }),
    ...(options.csrf === false ? { csrf: false } : {}),
  });

async function errorBody(response: Response, status: number, code?: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  const body: unknown = await response.json();
  expect(v.is(ApiErrorBody, body)).toBe(true);
  const parsed = body as ApiErrorBody;
  if (code) expect(parsed.code).toBe(code);
  return parsed;
}

/** core's real API client over the in-process app, with the agent's cookies: what the widgets run. */
function clientOf(agent: Agent, app: App = server.app) {
  return createApiClient({
    baseUrl: `${ORIGIN}/jade/api`,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const headers = new Headers(request.headers);
      headers.set('cookie', [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
      if (request.method !== 'GET') {
        headers.set('origin', ORIGIN);
        headers.set(CSRF_HEADER, agent.cookies.get(CSRF_COOKIE) ?? '');
      }
      return app.request(new Request(request, { headers }));
    },
  });
}

async function failureOf(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('the call succeeded');
}

const xmlFile = (xml: string, name = 'nota.xml') => new File([xml], name, { type: 'text/xml' });

describe('POST /fiscal-documents/upload-file', () => {
  it('parses an NF-e, stores it for the customer and answers the FiscalDocument', async () => {
    const nfe = freshDemoNfe({ amount: 431.2, volumes: 4, grossWeightKg: 9.75 });
    const response = await upload(ana, nfe.xml);
    expect(response.status).toBe(200);
    const document = (await response.json()) as FiscalDocument;
    expect(v.is(FiscalDocument, document)).toBe(true);
    expect(document).toMatchObject({
      accessKey: nfe.accessKey,
      addressee: { name: 'Mariana Tavares (demonstração)', address: { postalCode: '01310100' } },
      shipments: { amount: 431.2 },
      cargoMeasurements: { grossWeightInKg: 9.75, volumesCount: 4 },
    });
    const again = await ana.get(`/jade/api/fiscal-documents/${nfe.accessKey}`);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(document);
  });

  it('keeps the raw XML and who uploaded it', async () => {
    const nfe = freshDemoNfe();
    expect((await upload(ana, nfe.xml)).status).toBe(200);
    const rows = await server.db.select().from(fiscalDocuments);
    const row = rows.find((r) => r.accessKey === nfe.accessKey)!;
    expect(row.rawXml).toBe(nfe.xml);
    expect(row.customerId).toBe(3154);
    expect(row.kind).toBe('NFE');
    expect(row.uploadedBy).not.toBeNull();
  });

  it('works through core’s client, and a CT-e uploaded can then be looked up by its key', async () => {
    const client = clientOf(ana);
    const document = await client.uploadFiscalDocument(xmlFile(fixture('cte-praca-da-se.xml'), 'cte.xml'));
    expect(document.accessKey).toBe(ctePracaDaSe.accessKey);
    expect(await client.fiscalDocument(ctePracaDaSe.accessKey)).toEqual(document);
  });

  it('answers UploadedFileDuplicated for the same document twice, whatever the file name', async () => {
    const nfe = freshDemoNfe();
    expect((await upload(ana, nfe.xml, { filename: 'a.xml' })).status).toBe(200);
    const body = await errorBody(
      await upload(ana, nfe.xml, { filename: 'b.xml' }),
      409,
      'UploadedFileDuplicated',
    );
    expect(body.message).toBe('Arquivo já está na lista');
    const error = await failureOf(clientOf(ana).uploadFiscalDocument(xmlFile(nfe.xml)));
    expect(fiscalUploadError(error).kind).toBe('UploadedFileDuplicated');
  });

  it('lets another customer upload the same document, and keeps each one’s invisible to the other', async () => {
    const shared = freshDemoNfe();
    expect((await upload(ana, shared.xml)).status).toBe(200);
    expect((await upload(duda, shared.xml)).status).toBe(200);
    const onlyAna = freshDemoNfe();
    expect((await upload(ana, onlyAna.xml)).status).toBe(200);
    await errorBody(await duda.get(`/jade/api/fiscal-documents/${onlyAna.accessKey}`), 404, 'not_found');
  });

  it('refuses what is not XML as InvalidFileTypeToUpload', async () => {
    const body = await errorBody(await upload(ana, fixture('not-xml.xml')), 422, 'unsupported_file_type');
    expect(body.message).toBe('Não é um arquivo xml.');
    const error = await failureOf(clientOf(ana).uploadFiscalDocument(xmlFile(fixture('not-xml.xml'))));
    expect(fiscalUploadError(error).kind).toBe('InvalidFileTypeToUpload');
  });

  it.each([
    ['not-fiscal.xml', /não é uma NF-e nem um CT-e/],
    ['truncated-nfe.xml', /incompleto ou malformado/],
    ['nfe-bad-check-digit.xml', /chave de acesso/],
    ['hostile-billion-laughs.xml', /DOCTYPE/],
    ['hostile-external-entity.xml', /DOCTYPE/],
  ])('refuses %s as XmlProcessingError, with the reason', async (name, reason) => {
    const body = await errorBody(await upload(ana, fixture(name)), 422, 'invalid_xml');
    expect(body.message).toBe('Arquivo xml inválido');
    expect(body.reasons?.[0]?.message).toMatch(reason);
    const error = await failureOf(clientOf(ana).uploadFiscalDocument(xmlFile(fixture(name))));
    expect(fiscalUploadError(error).kind).toBe('XmlProcessingError');
  });

  it.each(['&#xD800;', '&#0;'])(
    'refuses a character reference to %s in xLgr as XmlProcessingError, not a 500',
    async (ref) => {
      const nfe = freshDemoNfe();
      const xml = nfe.xml.replaceAll('<xLgr>', `<xLgr>${ref}`);
      expect(xml).not.toBe(nfe.xml);
      const body = await errorBody(await upload(ana, xml), 422, 'invalid_xml');
      expect(body.reasons?.[0]?.message).toContain(ref);
    },
  );

  it('refuses a file over 1 MiB (413), and a body far over the route’s limit before reading it', async () => {
    const justOver = await errorBody(await upload(ana, hugeNfeXml(1024 * 1024)), 413, 'payload_too_large');
    expect(justOver.message).toMatch(/1 MB/);
    await errorBody(await upload(ana, hugeNfeXml(3 * 1024 * 1024)), 413, 'payload_too_large');
    const error = await failureOf(clientOf(ana).uploadFiscalDocument(xmlFile(hugeNfeXml(1024 * 1024))));
    expect(fiscalUploadError(error).kind).toBe('XmlProcessingError');
  });

  it('accepts a file close to 1 MiB: the route’s body limit leaves room for the multipart envelope', async () => {
    const nfe = freshDemoNfe();
    const padded = nfe.xml.replace('</infCpl>', `${'x'.repeat(1024 * 1024 - nfe.xml.length - 64)}</infCpl>`);
    expect(Buffer.byteLength(padded)).toBeLessThan(1024 * 1024);
    expect(Buffer.byteLength(padded)).toBeGreaterThan(1024 * 1024 - 200);
    expect((await upload(ana, padded)).status).toBe(200);
  });

  it('keeps the 1 MiB limit on every other call', async () => {
    const response = await ana.post('/jade/api/customers/warehouses', {
      json: { name: 'x'.repeat(1024 * 1024 + 10) },
    });
    await errorBody(response, 413, 'payload_too_large');
  });

  it.each([
    ['no document field', multipart({ field: 'file', content: nfePaulista.xml, filename: 'nota.xml' })],
    ['a plain text field instead of a file', multipart({ content: nfePaulista.xml })],
    [
      'two files',
      multipart(
        { content: nfePaulista.xml, filename: 'a.xml' },
        { content: nfePaulista.xml, filename: 'b.xml' },
      ),
    ],
    [
      'a JSON body',
      {
        body: JSON.stringify({ document: nfePaulista.xml }),
        headers: { 'content-type': 'application/json' },
      },
    ],
    [
      'a broken multipart body',
      { body: '--x\r\nnonsense', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
    ],
  ])('answers 400 for %s', async (_, request) => {
    const body = await errorBody(await ana.post(UPLOAD, request), 400, 'validation_error');
    expect(body.reasons?.[0]?.field).toBe('document');
  });

  it('needs a session (401) and the CSRF token (403)', async () => {
    const anonymous = server.agent();
    // The login page hands out the double-submit CSRF cookie, so the only thing missing is the session.
    await anonymous.get('/_ssr/entrar', { headers: { accept: 'text/html' } });
    await errorBody(await upload(anonymous, freshDemoNfe().xml), 401, 'not_signed_in');
    await errorBody(await upload(ana, freshDemoNfe().xml, { csrf: false }), 403, 'csrf_failed');
    const crossSite = await ana.post(UPLOAD, {
      ...multipart({ content: freshDemoNfe().xml, filename: 'nota.xml' }),
      headers: { ...multipart({ content: '' }).headers, origin: 'https://evil.example' },
    });
    await errorBody(crossSite, 403, 'csrf_failed');
  });
});

describe('GET /fiscal-documents/{accessKey}', () => {
  const seeded = async (customerId: number, kind: 'NFE' | 'CTE') => {
    const rows = await server.db.select().from(fiscalDocuments);
    return rows.filter((r) => r.customerId === customerId && r.kind === kind && r.uploadedBy !== null);
  };

  it('answers a seeded document of the customer, at a gazetteer address', async () => {
    const [row] = await seeded(3154, 'NFE');
    const response = await ana.get(`/jade/api/fiscal-documents/${row!.accessKey}`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as FiscalDocument;
    expect(v.is(FiscalDocument, document)).toBe(true);
    expect(document.addressee.address.postalCode).toBe('01310100');
  });

  it('accepts the key as printed (spaces) and answers a seeded CT-e with XML', async () => {
    const [cte] = await seeded(5100, 'CTE');
    const printed = cte!.accessKey.replace(/(.{4})/g, '$1 ').trim();
    const document = await clientOf(duda).fiscalDocument(printed);
    expect(document.accessKey).toBe(cte!.accessKey);
  });

  it.each([
    ['a key of the wrong length', '3526'],
    [
      'a wrong check digit',
      `${nfePaulista.accessKey.slice(0, 43)}${(Number(nfePaulista.accessKey[43]) + 1) % 10}`,
    ],
    ['letters where digits go', 'X'.repeat(44)],
  ])('answers 422 InvalidKey for %s', async (_, key) => {
    const body = await errorBody(await ana.get(`/jade/api/fiscal-documents/${key}`), 422, 'validation_error');
    expect(body.message).toBe('Chave de acesso inválida');
    const error = await failureOf(clientOf(ana).fiscalDocument(key));
    expect(fiscalDocumentError(error).kind).toBe('InvalidKey');
  });

  it('answers 422 cte_retrieval_unavailable for a CT-e nobody uploaded', async () => {
    const key = ctePracaDaSe.accessKey;
    const body = await errorBody(
      await duda.get(`/jade/api/fiscal-documents/${key}`),
      422,
      'cte_retrieval_unavailable',
    );
    expect(body.message).toBe('Para solicitações com CTe, deve ser feito o upload do arquivo XML');
    const error = await failureOf(clientOf(duda).fiscalDocument(key));
    expect(fiscalDocumentError(error).kind).toBe('CTeRetrievalUnavailable');
  });

  it('answers 404 FiscalDocumentNotFound for an NF-e nobody knows', async () => {
    const key = freshDemoNfe().accessKey;
    await errorBody(await ana.get(`/jade/api/fiscal-documents/${key}`), 404, 'not_found');
    const error = await failureOf(clientOf(ana).fiscalDocument(key));
    expect(fiscalDocumentError(error).kind).toBe('FiscalDocumentNotFound');
  });

  it('answers 500 FiscalDocumentProblem, in JSON, for a stored document that can no longer be read', async () => {
    const broken = freshDemoNfe();
    await server.db.insert(fiscalDocuments).values({
      customerId: 3154,
      accessKey: broken.accessKey,
      kind: 'NFE',
      code: '1',
      addresseeAddress: null,
      rawXml: broken.xml.slice(0, 500),
      createdAt: server.clock.now(),
    });
    const logs = captureServerLogs();
    const body = await errorBody(
      await ana.get(`/jade/api/fiscal-documents/${broken.accessKey}`),
      500,
      'fiscal_document_unreadable',
    );
    expect(body.message).not.toMatch(/stack|Error/);
    const error = await failureOf(clientOf(ana).fiscalDocument(broken.accessKey));
    expect(fiscalDocumentError(error).kind).toBe('FiscalDocumentProblem');
    logs.stop();
    expect(logs.events).toContainEqual(expect.objectContaining({ msg: 'stored fiscal document unreadable' }));
  });

  it('reads a stored row from its raw XML when its columns are incomplete', async () => {
    const nfe = freshDemoNfe();
    await server.db.insert(fiscalDocuments).values({
      customerId: 3154,
      accessKey: nfe.accessKey,
      kind: 'NFE',
      code: '1',
      rawXml: nfe.xml,
      createdAt: server.clock.now(),
    });
    const document = await clientOf(ana).fiscalDocument(nfe.accessKey);
    expect(document.addressee.name).toBe('Mariana Tavares (demonstração)');
  });

  it('needs a session (401)', async () => {
    await errorBody(await server.agent().get(`/jade/api/fiscal-documents/${nfePaulista.accessKey}`), 401);
  });

  describe('with SEFAZ unreachable (BOX_SEFAZ_MODE)', () => {
    const agentOn = async (app: App) => {
      const agent = new Agent(app);
      const account = DEMO_ACCOUNTS.find((a) => a.customerId === 3154)!;
      expect((await agent.login(account.email, account.password)).status).toBe(303);
      return agent;
    };

    it('offline: 502 NetworkError for an unknown NF-e; what the server knows still answers', async () => {
      const app = server.appWith({ sefazMode: 'offline' });
      const agent = await agentOn(app);
      const key = freshDemoNfe().accessKey;
      const body = await errorBody(
        await agent.get(`/jade/api/fiscal-documents/${key}`),
        502,
        'sefaz_unavailable',
      );
      expect(body.message).toBe('Não foi possível consultar o SEFAZ');
      const error = await failureOf(clientOf(agent, app).fiscalDocument(key));
      expect(fiscalDocumentError(error).kind).toBe('NetworkError');
      const [known] = await seeded(3154, 'NFE');
      expect((await agent.get(`/jade/api/fiscal-documents/${known!.accessKey}`)).status).toBe(200);
    });

    it('unstable: the first consultation of a key fails, the next one answers', async () => {
      const agent = await agentOn(server.appWith({ sefazMode: 'unstable' }));
      const key = freshDemoNfe().accessKey;
      await errorBody(await agent.get(`/jade/api/fiscal-documents/${key}`), 502);
      await errorBody(await agent.get(`/jade/api/fiscal-documents/${key}`), 404);
    });
  });
});

describe('the SEFAZ seam, with a gateway that hands documents over', () => {
  const handing = (xml: string) => {
    const asked: string[] = [];
    const gateway: SefazGateway = {
      lookupNfe: async (key) => {
        asked.push(key);
        return { kind: 'found', xml };
      },
    };
    return { gateway, asked };
  };
  const lookup = (accessKey: string, sefaz: SefazGateway, customerId = 5100) =>
    lookupFiscalDocument({ db: server.db, customerId, accessKey, sefaz, now: server.clock.now() });

  it('keeps what SEFAZ answered for the customer, so the next look-up does not ask again', async () => {
    const nfe = freshDemoNfe();
    const { gateway, asked } = handing(nfe.xml);
    const first = await lookup(nfe.accessKey, gateway);
    expect(first.kind === 'found' && first.document.accessKey).toBe(nfe.accessKey);
    expect(await lookup(nfe.accessKey, gateway)).toEqual(first);
    expect(asked).toEqual([nfe.accessKey]);
    expect((await lookup(nfe.accessKey, handing(nfe.xml).gateway, 3154)).kind).toBe('found');
  });

  it('calls unreadable what SEFAZ answered for another key or cannot be read', async () => {
    const asked = freshDemoNfe();
    expect(await lookup(asked.accessKey, handing(freshDemoNfe().xml).gateway)).toEqual({
      kind: 'unreadable',
    });
    expect(await lookup(asked.accessKey, handing('<nfeProc>').gateway)).toEqual({ kind: 'unreadable' });
  });

  it('never asks SEFAZ for a CT-e or an invalid key', async () => {
    const { gateway, asked } = handing(freshDemoNfe().xml);
    expect(await lookup(ctePracaDaSe.accessKey, gateway)).toEqual({ kind: 'cte_needs_xml' });
    expect(await lookup('123', gateway)).toEqual({ kind: 'invalid_key' });
    expect(asked).toEqual([]);
  });
});
