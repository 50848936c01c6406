import { CSRF_COOKIE, CSRF_HEADER, createApiClient } from '@box/core/api';
import { buildAccessKey } from '@box/core/rules';
import { type FilledShipment, FillMissingDataResponse, Location } from '@box/core/schemas';
import * as v from 'valibot';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { fiscalDocuments } from '../db/schema/index';
import { FIXTURE_ISSUER, FIXTURE_PERSON, freshDemoNfe } from '../fiscal/fixtures';
import { lookupFiscalDocuments } from '../fiscal/lookup';
import { parseFiscalXml } from '../fiscal/parse-fiscal-xml';
import { createSefazGateway } from '../fiscal/sefaz';
import { insertFiscalDocument } from '../fiscal/store';
import { type Geocoder, GeocoderUnavailableError } from '../geo/geocoder';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { expectApiError } from '../test/expect-api';
import { Agent, ORIGIN, startTestServer, type TestServer } from '../test/harness';
import { captureServerLogs } from '../test/log-capture';

const PATH = '/jade/api/spots/batch/shipments/fill-missing-data';
const ANA = 3154;

let server: TestServer;
let ana: Agent;
let duda: Agent;

beforeAll(async () => {
  server = await startTestServer();
  ana = await server.loginAs('ana@mercado.example');
  duda = await server.loginAs('duda@outraloja.example');
}, 120_000);
afterAll(() => server?.close());

type Shipment = { code: string; postalCode?: string | null; number?: string | null };

const fill = (agent: Agent, shipments: Shipment[]) =>
  agent.post(PATH, {
    json: { shipments: shipments.map((s) => ({ postalCode: null, number: null, ...s })) },
  });

async function filled(agent: Agent, shipments: Shipment[]): Promise<FilledShipment[]> {
  const response = await fill(agent, shipments);
  expect(response.status).toBe(200);
  return v.parse(FillMissingDataResponse, await response.json()).shipments;
}

/** A new NF-e stored for the customer, as an upload would store it. */
async function storedNfe(customerId: number, overrides: Parameters<typeof freshDemoNfe>[0] = {}) {
  const nfe = freshDemoNfe(overrides);
  const parsed = parseFiscalXml(nfe.xml);
  await insertFiscalDocument(server.db, {
    customerId,
    uploadedBy: null,
    kind: parsed.kind,
    document: parsed.document,
    rawXml: nfe.xml,
    now: server.clock.now(),
  });
  return nfe;
}

const errorsOf = (shipments: FilledShipment[]) => shipments.map((s) => s.error);

describe('POST /jade/api/spots/batch/shipments/fill-missing-data', () => {
  it('geolocates CEP and number as GET /locations does, in input order', async () => {
    const shipments = await filled(ana, [
      { code: 'PED-1', postalCode: '01310-100', number: '1578' },
      { code: 'PED-2', postalCode: '01001000', number: ' 12 ' },
    ]);
    expect(shipments.map((s) => s.code)).toEqual(['PED-1', 'PED-2']);
    expect(errorsOf(shipments)).toEqual([null, null]);
    const paulista = v.parse(
      Location,
      await (await ana.get('/jade/api/locations?search=01310100:1578')).json(),
    );
    expect(shipments[0]).toMatchObject({
      fiscalDocument: null,
      place: {
        id: 'PED-1',
        isCustomerWarehouse: false,
        address: {
          postalCode: '01310100',
          thoroughfare: 'Avenida Paulista',
          number: '1578',
          neighborhood: 'Bela Vista',
          locality: 'São Paulo',
          state: 'SP',
          complement: null,
        },
        geolocation: paulista.geolocation,
        addressee: null,
      },
    });
    expect(shipments[1]?.place?.address).toMatchObject({ thoroughfare: 'Praça da Sé', number: '12' });
  });

  it('takes an access key to the customer’s document and the document’s address', async () => {
    const nfe = await storedNfe(ANA);
    const printed = nfe.accessKey.replace(/(.{4})/g, '$1 ').trim();
    const [byKey, byPrinted] = await filled(ana, [
      // What was typed with the key gives way to the document's address, as in the wizard.
      { code: nfe.accessKey, postalCode: '01001000', number: '1' },
      { code: printed },
    ]);
    expect(byKey?.error).toBeNull();
    expect(byKey?.fiscalDocument?.accessKey).toBe(nfe.accessKey);
    expect(byKey?.place).toMatchObject({
      address: { postalCode: '01310100', thoroughfare: 'Avenida Paulista', number: '1000' },
      addressee: { name: FIXTURE_PERSON.name, isLegalPerson: false },
    });
    const location = v.parse(
      Location,
      await (await ana.get('/jade/api/locations?search=01310100:1000')).json(),
    );
    expect(byKey?.place?.geolocation).toEqual(location.geolocation);
    expect(byPrinted).toMatchObject({ code: printed, error: null, fiscalDocument: byKey?.fiscalDocument });
  });

  it('gives each row the error kind the per-row look-ups would give', async () => {
    const nowhere = await storedNfe(ANA, {
      addressee: { ...FIXTURE_PERSON, address: { ...FIXTURE_PERSON.address, postalCode: '99999999' } },
    });
    const unknownNfe = freshDemoNfe().accessKey;
    const unknownCte = buildAccessKey({ cnpj: FIXTURE_ISSUER.cnpj, model: '57', number: 987_654 });
    const badDigit = `${unknownNfe.slice(0, 43)}${(Number(unknownNfe[43]) + 1) % 10}`;
    const broken = freshDemoNfe();
    await server.db.insert(fiscalDocuments).values({
      customerId: ANA,
      accessKey: broken.accessKey,
      kind: 'NFE',
      code: '1',
      addresseeAddress: null,
      rawXml: broken.xml.slice(0, 300),
      createdAt: server.clock.now(),
    });
    const shipments = await filled(ana, [
      { code: 'OK-1', postalCode: '04538133', number: '3477' },
      { code: 'NO-CEP', postalCode: '99999999', number: '5' },
      { code: 'NO-NUMBER', postalCode: '01001000', number: '  ' },
      { code: 'SHORT-CEP', postalCode: '0100100', number: '5' },
      { code: 'NOTHING' },
      { code: badDigit },
      { code: unknownNfe },
      { code: unknownCte },
      { code: broken.accessKey },
      { code: nowhere.accessKey },
      { code: 'LONG-NUMBER', postalCode: '01001000', number: '9'.repeat(150) },
    ]);
    expect(errorsOf(shipments)).toEqual([
      null,
      'NoGeolocationFound',
      'NoEnoughData',
      'NoEnoughData',
      'NoEnoughData',
      'InvalidKey',
      'FiscalDocumentNotFound',
      'CTeRetrievalUnavailable',
      'FiscalDocumentProblem',
      'NoGeolocationFound',
      'NoGeolocationFound',
    ]);
    // A document found is answered even when its address cannot be placed (the row shows it).
    expect(shipments[9]?.fiscalDocument?.accessKey).toBe(nowhere.accessKey);
    expect(shipments.slice(1).every((s) => s.place === null)).toBe(true);
  });

  it('never shows another customer’s document', async () => {
    const anasOnly = await storedNfe(ANA);
    const [seenByDuda] = await filled(duda, [{ code: anasOnly.accessKey }]);
    expect(seenByDuda).toEqual({
      code: anasOnly.accessKey,
      place: null,
      fiscalDocument: null,
      error: 'FiscalDocumentNotFound',
    });
    const [seenByAna] = await filled(ana, [{ code: anasOnly.accessKey }]);
    expect(seenByAna?.error).toBeNull();
  });

  it('reads every document of the batch in one query', async () => {
    const nfes = await Promise.all([storedNfe(ANA), storedNfe(ANA), storedNfe(ANA)]);
    let selects = 0;
    const counting = new Proxy(server.db, {
      get(target, property, receiver) {
        if (property === 'select') selects += 1;
        return Reflect.get(target, property, receiver);
      },
    }) as Database;
    const outcomes = await lookupFiscalDocuments({
      db: counting,
      customerId: ANA,
      accessKeys: [...nfes.map((n) => n.accessKey), freshDemoNfe().accessKey, 'not-a-key'],
      sefaz: createSefazGateway('embedded'),
      now: server.clock.now(),
    });
    expect(selects).toBe(1);
    expect([...outcomes.values()].map((o) => o.kind)).toEqual([
      'found',
      'found',
      'found',
      'not_found',
      'invalid_key',
    ]);
  });

  it('answers NetworkError when SEFAZ cannot be reached, as the single look-up does', async () => {
    const agent = new Agent(server.appWith({ sefazMode: 'offline' }));
    const account = DEMO_ACCOUNTS.find((a) => a.customerId === ANA)!;
    expect((await agent.login(account.email, account.password)).status).toBe(303);
    const known = await storedNfe(ANA);
    const shipments = await filled(agent, [{ code: freshDemoNfe().accessKey }, { code: known.accessKey }]);
    expect(errorsOf(shipments)).toEqual(['NetworkError', null]);
  });

  it('answers NoGeolocationFound when the CEP provider cannot be reached, asking it once per CEP', async () => {
    const logs = captureServerLogs();
    const asked: string[] = [];
    const down: Geocoder = {
      name: 'down',
      findCep: async (postalCode) => {
        asked.push(postalCode);
        throw new GeocoderUnavailableError('timeout');
      },
    };
    const agent = new Agent(
      createApp({ db: server.db, config: server.config, clock: server.clock.now, geocoder: down }),
    );
    for (const [name, value] of ana.cookies) agent.cookies.set(name, value);
    const shipments = await filled(agent, [
      { code: 'A', postalCode: '01310100', number: '1' },
      { code: 'B', postalCode: '01310100', number: '2' },
    ]);
    expect(errorsOf(shipments)).toEqual(['NoGeolocationFound', 'NoGeolocationFound']);
    expect(asked).toEqual(['01310100']);
    logs.stop();
    expect(logs.events).toHaveLength(1);
  });

  it('works through core’s client (what the wizard calls)', async () => {
    const client = createApiClient({
      baseUrl: `${ORIGIN}/jade/api`,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        const headers = new Headers(request.headers);
        headers.set('cookie', [...ana.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
        headers.set('origin', ORIGIN);
        headers.set(CSRF_HEADER, ana.cookies.get(CSRF_COOKIE) ?? '');
        return server.app.request(new Request(request, { headers }));
      },
    });
    const answer = await client.fillMissingBatchData({
      shipments: [{ code: 'PED-9', postalCode: '01310100', number: '9' }],
    });
    expect(answer.shipments[0]?.place?.address.thoroughfare).toBe('Avenida Paulista');
  });

  it.each([
    ['no shipments', { shipments: [] }],
    ['no body fields', {}],
    ['a shipment without code', { shipments: [{ postalCode: '01310100', number: '1' }] }],
    ['a number that is not text', { shipments: [{ code: 'A', postalCode: '01310100', number: 12 }] }],
    ['a blank code', { shipments: [{ code: '  ', postalCode: '01310100', number: '1' }] }],
  ])('refuses %s with 400 validation_error', async (_, json) => {
    const body = await expectApiError(await ana.post(PATH, { json }), 400, 'validation_error');
    expect(body.reasons?.length).toBeGreaterThan(0);
  });

  it('refuses a body that is not JSON with 400', async () => {
    await expectApiError(
      await ana.post(PATH, { body: '{"shipments":', headers: { 'content-type': 'application/json' } }),
      400,
      'bad_request',
    );
  });

  it('refuses more than 1,000 shipments with 413, and takes 1,000', async () => {
    const many = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        code: `P${i}`,
        postalCode: '01310100',
        number: `${i + 1}`,
      }));
    const body = await expectApiError(await fill(ana, many(1001)), 413, 'payload_too_large');
    expect(body.message).toBe('Envie no máximo 1.000 remessas por requisição.');
    const shipments = await filled(ana, many(1000));
    expect(shipments).toHaveLength(1000);
    expect(shipments.every((s) => s.error === null)).toBe(true);
  });

  it('needs a session (401) and the CSRF token (403)', async () => {
    const anonymous = server.agent();
    await anonymous.get('/_ssr/entrar', { headers: { accept: 'text/html' } });
    await expectApiError(await fill(anonymous, [{ code: 'A' }]), 401, 'not_signed_in');
    await expectApiError(
      await ana.post(PATH, {
        json: { shipments: [{ code: 'A', postalCode: null, number: null }] },
        csrf: false,
      }),
      403,
      'csrf_failed',
    );
  });
});
