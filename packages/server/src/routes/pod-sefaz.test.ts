import { buildAccessKey } from '@box/core/rules';
import { OrdersStatusResponse, SefazRegistration, ShipmentTracking } from '@box/core/schemas';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { NFE_KEY } from '../canhoto/event-fixtures';
import { createFakeSefaz, fakeEventGateway } from '../canhoto/fake-sefaz';
import { createEventGateway } from '../canhoto/gateway';
import { queueIfAutomatic } from '../canhoto/registration-queue';
import { deliverDueSefazEvents } from '../canhoto/worker';
import { queryRows } from '../db/rows';
import {
  customers,
  orders,
  proofsOfDelivery,
  sefazEvents,
  sefazSettings,
  shipments,
} from '../db/schema/index';
import { DEMO_SEFAZ_CUSTOMER_ID } from '../seed/demo-sefaz';
import { expectApiError } from '../test/expect-api';
import { type Agent, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let ana: Agent;
let duda: Agent;

const Candidate = v.object({
  id: v.number(),
  order_id: v.number(),
  access_key: v.string(),
  shipment_id: v.number(),
  tracking_hash: v.string(),
});
type Candidate = v.InferOutput<typeof Candidate>;
/** Delivered, signed proofs of the demo shipper with an NF-e key, each the only such proof of its order. */
let candidates: Candidate[];
const take = () => candidates.shift()!;

beforeAll(async () => {
  server = await startTestServer();
  [ana, duda] = await Promise.all([
    server.loginAs('ana@mercado.example'),
    server.loginAs('duda@outraloja.example'),
  ]);
  candidates = await queryRows(
    server.db,
    sql`SELECT p.id, p.order_id, sh.access_key, sh.id AS shipment_id, sh.tracking_hash
      FROM proofs_of_delivery p JOIN orders o ON o.id = p.order_id
      JOIN shipments sh ON sh.order_id = p.order_id AND sh.destination_stop_id = p.stop_id AND sh.access_key IS NOT NULL
      WHERE o.customer_id = ${DEMO_SEFAZ_CUSTOMER_ID} AND p.status_type <> 'failure'
        AND p.recipient_signature IS NOT NULL AND substr(sh.access_key, 21, 2) = '55'
        AND (SELECT count(*) FROM proofs_of_delivery p2 WHERE p2.stop_id = p.stop_id) = 1
        AND (SELECT count(*) FROM proofs_of_delivery p2
          JOIN shipments s2 ON s2.order_id = p2.order_id AND s2.destination_stop_id = p2.stop_id
          WHERE p2.order_id = p.order_id AND s2.access_key IS NOT NULL) = 1
      ORDER BY p.id`,
    Candidate,
  );
  expect(candidates.length).toBeGreaterThanOrEqual(8);
}, 120_000);
afterAll(() => server?.close());

const deliver = (overrides: Partial<Parameters<typeof deliverDueSefazEvents>[0]> = {}) =>
  deliverDueSefazEvents({ db: server.db, config: server.config, clock: server.clock.now, ...overrides });

async function registration(agent: Agent, podId: number): Promise<SefazRegistration | null> {
  const response = await agent.get(`/jade/api/pods/${podId}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { sefaz: unknown };
  return v.parse(v.nullable(SefazRegistration), body.sefaz);
}

async function post(podId: number, agent = ana): Promise<SefazRegistration> {
  const response = await agent.post(`/jade/api/pods/${podId}/sefaz`);
  expect(response.status).toBe(200);
  return v.parse(SefazRegistration, await response.json());
}

const digest = async (orderId: number) =>
  (await server.db.select({ s: orders.sefazStatus }).from(orders).where(eq(orders.id, orderId)))[0]!.s;

/**
 * The order's monitoring row as GET /orders/status serves it to its shipper comes to match `expected`: the
 * answer is kept per customer until the database's notification of the worker's write is heard.
 */
const expectMonitoringRow = (orderId: number, expected: Record<string, unknown>) =>
  vi.waitFor(async () => {
    const response = await ana.get('/jade/api/orders/status?since=72%20hours%20ago');
    expect(response.status).toBe(200);
    const { orders: rows } = v.parse(OrdersStatusResponse, await response.json());
    expect(rows.find((o) => o.id === orderId)).toMatchObject(expected);
  });

/**
 * Makes the proof's shipment travel on a CT-e (number `number`) of the demo shipper, with no stored XML: demo
 * mode invents its authorisation protocol. Returns the CT-e's key.
 */
async function giveCteKey(proof: Candidate, number: number): Promise<string> {
  const [shipper] = await server.db
    .select({ cnpj: customers.cnpj })
    .from(customers)
    .where(eq(customers.id, DEMO_SEFAZ_CUSTOMER_ID));
  const cteKey = buildAccessKey({ uf: 35, cnpj: shipper!.cnpj!, model: '57', number });
  await server.db.update(shipments).set({ accessKey: cteKey }).where(eq(shipments.id, proof.shipment_id));
  return cteKey;
}

describe('a proof registered at SEFAZ', () => {
  it('automatic mode queues a new proof; the worker registers it at the fake SEFAZ; the files download', async () => {
    const proof = take();
    // Placed now, so its row is in the monitoring window whatever day the seed put it on.
    await server.db
      .update(orders)
      .set({ createdAt: server.clock.now() })
      .where(eq(orders.id, proof.order_id));
    expect(await registration(ana, proof.id)).toMatchObject({
      status: 'not-requested',
      eventType: '110130',
      accessKey: proof.access_key,
      canRegister: true,
      downloads: { signedEvent: null, procEvent: null },
    });
    expect(await digest(proof.order_id)).toBe('not-requested');
    await expectMonitoringRow(proof.order_id, { sefaz: 'not-requested', sefaz_protocols: [] });

    expect(await queueIfAutomatic(server.db, proof.id, server.clock.now())).toBe(true);
    expect(await registration(ana, proof.id)).toMatchObject({ status: 'pending', canRegister: false });
    expect(await digest(proof.order_id)).toBe('pending');
    await expectApiError(await ana.post(`/jade/api/pods/${proof.id}/sefaz`), 409, 'conflict');

    expect(await deliver()).toBe(1);
    const registered = (await registration(ana, proof.id))!;
    expect(registered).toMatchObject({
      status: 'registered',
      protocol: expect.stringMatching(/^891\d{12}$/),
      registeredAt: expect.any(String),
      rejection: null,
      canRegister: false,
      canCancel: true,
      downloads: {
        signedEvent: `/jade/api/pods/${proof.id}/sefaz/signed-event.xml`,
        procEvent: `/jade/api/pods/${proof.id}/sefaz/proc-event.xml`,
      },
    });
    expect(await digest(proof.order_id)).toBe('registered');
    // The monitoring row shows the protocol under its badge (issue 20).
    await expectMonitoringRow(proof.order_id, {
      sefaz: 'registered',
      sefaz_protocols: [registered.protocol],
    });

    const proc = await ana.get(registered.downloads.procEvent!);
    expect(proc.status).toBe(200);
    expect(proc.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(proc.headers.get('content-disposition')).toBe(
      `attachment; filename="${proof.access_key}-110130-01-procEvento.xml"`,
    );
    const procXml = await proc.text();
    expect(procXml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><procEventoNFe xmlns="http:\/\/www.portalfiscal.inf.br\/nfe" versao="1.00"><evento /,
    );
    expect(procXml).toContain('<Signature xmlns="http://www.w3.org/2000/09/xmldsig#">');
    expect(procXml).toContain(`<nProt>${registered.protocol}</nProt>`);
    expect(procXml).toContain('<cStat>135</cStat>');
    const signedEvent = await ana.get(registered.downloads.signedEvent!);
    expect(signedEvent.headers.get('content-disposition')).toContain(
      `${proof.access_key}-110130-01-evento.xml`,
    );
    expect(await signedEvent.text()).toContain('<SignatureValue>');

    // The recipient's page shows it too, without files or actions.
    const tracking = await server.agent().get(`/jade/api/shipments/by-hash/${proof.tracking_hash}/tracking`);
    expect(v.parse(ShipmentTracking, await tracking.json()).pod?.sefaz).toEqual({
      status: 'registered',
      eventType: '110130',
      protocol: registered.protocol,
      registeredAt: registered.registeredAt,
    });

    // Withdrawn: the cancellation (110131) goes out and SEFAZ registers it.
    const cancelling = await ana.request('DELETE', `/jade/api/pods/${proof.id}/sefaz`);
    expect(cancelling.status).toBe(200);
    expect(v.parse(SefazRegistration, await cancelling.json())).toMatchObject({
      status: 'cancel-pending',
      canCancel: false,
    });
    expect(await deliver()).toBe(1);
    expect(await registration(ana, proof.id)).toMatchObject({
      status: 'cancelled',
      protocol: registered.protocol,
      cancellationProtocol: expect.stringMatching(/^891\d{12}$/),
    });
    expect(await digest(proof.order_id)).toBe('cancelled');
    // Cancelled: its protocol no longer stands for a delivery, so the row drops it.
    await expectMonitoringRow(proof.order_id, { sefaz: 'cancelled', sefaz_protocols: [] });
    const [stored] = await server.db
      .select({ protocols: orders.sefazProtocols })
      .from(orders)
      .where(eq(orders.id, proof.order_id));
    expect(stored!.protocols).toBeNull();
    await expectApiError(await ana.request('DELETE', `/jade/api/pods/${proof.id}/sefaz`), 409, 'conflict');
  });

  it("registers a CT-e's delivery (110180) and serves its procEventoCTe", async () => {
    const proof = take();
    const cteKey = await giveCteKey(proof, 4242);
    expect(await post(proof.id)).toMatchObject({ status: 'pending', eventType: '110180', accessKey: cteKey });
    expect(await deliver()).toBe(1);
    const registered = (await registration(ana, proof.id))!;
    expect(registered).toMatchObject({
      status: 'registered',
      protocol: expect.stringMatching(/^135\d{12}$/),
    });
    const proc = await ana.get(registered.downloads.procEvent!);
    expect(proc.headers.get('content-disposition')).toBe(
      `attachment; filename="${cteKey}-110180-001-procEvento.xml"`,
    );
    const xml = await proc.text();
    expect(xml).toContain(
      '<procEventoCTe xmlns="http://www.portalfiscal.inf.br/cte" versao="4.00"><eventoCTe',
    );
    expect(xml).toContain(`<nProt>${registered.protocol}</nProt></infEvento></retEventoCTe></procEventoCTe>`);
  });

  it("registers a CT-e's failed delivery (110190) with the driver's reason, which has no cancellation", async () => {
    const proof = take();
    const cteKey = await giveCteKey(proof, 4343);
    // The driver could not deliver: the receiver refused the goods (the layout's reason 2).
    await server.db
      .update(proofsOfDelivery)
      .set({ statusType: 'failure', statusMessage: 'Recusa do recebedor: embalagem violada' })
      .where(eq(proofsOfDelivery.id, proof.id));
    expect(await post(proof.id)).toMatchObject({ status: 'pending', eventType: '110190', accessKey: cteKey });
    expect(await deliver()).toBe(1);
    const registered = (await registration(ana, proof.id))!;
    expect(registered).toMatchObject({ status: 'registered', eventType: '110190', canCancel: false });
    const xml = await (await ana.get(registered.downloads.signedEvent!)).text();
    expect(xml).toContain('<tpEvento>110190</tpEvento>');
    expect(xml).toContain('<descEvento>Insucesso na Entrega do CT-e</descEvento>');
    expect(xml).toContain('<tpMotivo>2</tpMotivo>');
    await expectApiError(await ana.request('DELETE', `/jade/api/pods/${proof.id}/sefaz`), 409, 'conflict');
  });

  it('manual mode waits for the button', async () => {
    await server.db
      .update(sefazSettings)
      .set({ mode: 'manual' })
      .where(eq(sefazSettings.customerId, DEMO_SEFAZ_CUSTOMER_ID));
    const proof = take();
    expect(await queueIfAutomatic(server.db, proof.id, server.clock.now())).toBe(false);
    expect((await registration(ana, proof.id))?.status).toBe('not-requested');
    // Never sent yet: on its way, not 'Nova tentativa às …'.
    expect(await post(proof.id)).toMatchObject({
      status: 'pending',
      canRegister: false,
      nextAttemptAt: null,
    });
    await server.db
      .update(sefazSettings)
      .set({ mode: 'automatic' })
      .where(eq(sefazSettings.customerId, DEMO_SEFAZ_CUSTOMER_ID));
    // Not sent here: the next test's rounds must not take it.
    await server.db.delete(sefazEvents).where(eq(sefazEvents.podId, proof.id));
  });

  it('waits for a certificate when the account has none, and goes once it has one', async () => {
    const [settings] = await server.db
      .select()
      .from(sefazSettings)
      .where(eq(sefazSettings.customerId, DEMO_SEFAZ_CUSTOMER_ID));
    const withoutCertificate = () =>
      server.db
        .update(sefazSettings)
        .set({ certificateSealed: null })
        .where(eq(sefazSettings.customerId, DEMO_SEFAZ_CUSTOMER_ID));
    await withoutCertificate();
    const proof = take();
    expect(await post(proof.id)).toMatchObject({ status: 'needs-certificate', canRegister: false });
    expect(await digest(proof.order_id)).toBe('needs-certificate');
    await expectApiError(await ana.post(`/jade/api/pods/${proof.id}/sefaz`), 409, 'conflict');
    expect(await deliver()).toBe(0);

    await server.db
      .update(sefazSettings)
      .set({ certificateSealed: settings!.certificateSealed })
      .where(eq(sefazSettings.customerId, DEMO_SEFAZ_CUSTOMER_ID));
    expect((await registration(ana, proof.id))?.canRegister).toBe(true);
    expect(await post(proof.id)).toMatchObject({ status: 'pending' });
    const rows = await server.db.select().from(sefazEvents).where(eq(sefazEvents.podId, proof.id));
    expect(rows.map((row) => [row.status, row.sequence])).toEqual([['pending', 1]]);
    await server.db.delete(sefazEvents).where(eq(sefazEvents.podId, proof.id));
  });

  it('tries again when SEFAZ does not answer; a duplicate after a lost answer counts as registered', async () => {
    const fake = createFakeSefaz({ now: server.clock.now });
    const unstable = createEventGateway('unstable', { fake, certificate: null });
    const proof = take();
    await post(proof.id);
    expect(await deliver({ gatewayFor: () => unstable })).toBe(1);
    const waiting = (await registration(ana, proof.id))!;
    expect(waiting).toMatchObject({ status: 'pending', nextAttemptAt: expect.any(String) });
    expect(new Date(waiting.nextAttemptAt!).getTime()).toBeGreaterThan(server.clock.now().getTime());
    expect(await deliver({ gatewayFor: () => unstable })).toBe(0);

    // SEFAZ did get the first attempt; only its answer was lost.
    const [row] = await server.db.select().from(sefazEvents).where(eq(sefazEvents.podId, proof.id));
    expect(
      (await fakeEventGateway(fake).send(row!.signedXml!, 'nfe-delivery', proof.access_key)).status,
    ).toBe('registered');

    server.clock.advance(6_000);
    expect(await deliver({ gatewayFor: () => unstable })).toBe(1);
    const after = (await registration(ana, proof.id))!;
    expect(after).toMatchObject({
      status: 'registered',
      protocol: null,
      rejection: null,
      downloads: { signedEvent: expect.any(String), procEvent: null },
    });
    const [stored] = await server.db.select().from(sefazEvents).where(eq(sefazEvents.podId, proof.id));
    expect(stored).toMatchObject({ attempts: 2, statusCode: 573, signedXml: row!.signedXml });
    expect(stored!.reason).toMatch(/protocolo não é conhecido/);
    await expectApiError(await ana.get(`/jade/api/pods/${proof.id}/sefaz/proc-event.xml`), 404, 'not_found');
  });

  it("shows SEFAZ's refusal with its code (an author other than the certificate's company: 213), and sends again", async () => {
    const proof = take();
    // The document of another company (the fixtures' issuer): the demo shipper's certificate cannot sign for it.
    await server.db.update(shipments).set({ accessKey: NFE_KEY }).where(eq(shipments.id, proof.shipment_id));
    await post(proof.id);
    expect(await deliver()).toBe(1);
    expect(await registration(ana, proof.id)).toMatchObject({
      status: 'rejected',
      protocol: null,
      rejection: {
        code: 213,
        reason: 'Rejeição: CNPJ-Base do Emitente difere do CNPJ-Base do Certificado Digital',
      },
      canRegister: true,
      canCancel: false,
    });
    expect(await digest(proof.order_id)).toBe('rejected');
    await expectApiError(await ana.request('DELETE', `/jade/api/pods/${proof.id}/sefaz`), 409, 'conflict');
    // Sent again: a new event with the next sequence.
    expect(await post(proof.id)).toMatchObject({ status: 'pending', rejection: null });
    const rows = await server.db.select().from(sefazEvents).where(eq(sefazEvents.podId, proof.id));
    expect(rows.map((row) => [row.status, row.sequence])).toEqual([
      ['rejected', 1],
      ['pending', 2],
    ]);
    await server.db.delete(sefazEvents).where(eq(sefazEvents.podId, proof.id));
  });

  it('rejects, without sending, an event our own proof cannot make (no receiver), with the problems in pt-BR', async () => {
    const proof = take();
    await server.db.execute(sql`UPDATE proofs_of_delivery SET recipient_name = NULL, recipient_identifier = NULL
      WHERE id = ${proof.id}`);
    await post(proof.id);
    expect(await deliver({ gatewayFor: () => ({ send: () => Promise.reject(new Error('not sent')) }) })).toBe(
      1,
    );
    const refused = (await registration(ana, proof.id))!;
    expect(refused.status).toBe('rejected');
    expect(refused.rejection?.reason).toMatch(
      /^O evento não pôde ser montado: .*Nome do recebedor deve ter de 2 a 60 caracteres/,
    );
    expect(refused.downloads.signedEvent).toBeNull();
  });
});

describe('POST/DELETE /jade/api/pods/{id}/sefaz: refusals', () => {
  it('answers 422 for a proof without NF-e or CT-e', async () => {
    const [keyless] = await queryRows(
      server.db,
      sql`SELECT p.id FROM proofs_of_delivery p JOIN orders o ON o.id = p.order_id
        WHERE o.customer_id = ${DEMO_SEFAZ_CUSTOMER_ID} AND NOT EXISTS (SELECT 1 FROM shipments sh
          WHERE sh.destination_stop_id = p.stop_id AND sh.access_key IS NOT NULL) ORDER BY p.id LIMIT 1`,
      v.object({ id: v.number() }),
    );
    expect(await registration(ana, keyless!.id)).toBeNull();
    const body = await expectApiError(await ana.post(`/jade/api/pods/${keyless!.id}/sefaz`), 422);
    expect(body.message).toBe('Este comprovante não tem NF-e nem CT-e: não há evento a registrar na SEFAZ.');
  });

  it("answers 404 for another customer's proof, 401 without a session, 409 to cancel what is not registered", async () => {
    const proof = take();
    await expectApiError(await duda.post(`/jade/api/pods/${proof.id}/sefaz`), 404, 'not_found');
    await expectApiError(await duda.request('DELETE', `/jade/api/pods/${proof.id}/sefaz`), 404, 'not_found');
    await expectApiError(
      await duda.get(`/jade/api/pods/${proof.id}/sefaz/signed-event.xml`),
      404,
      'not_found',
    );
    await expectApiError(await server.agent().get(`/jade/api/pods/${proof.id}/sefaz/proc-event.xml`), 401);
    await expectApiError(await ana.request('DELETE', `/jade/api/pods/${proof.id}/sefaz`), 409, 'conflict');
    const notYet = await expectApiError(
      await ana.get(`/jade/api/pods/${proof.id}/sefaz/signed-event.xml`),
      404,
      'not_found',
    );
    expect(notYet.message).toBe('O evento deste comprovante ainda não foi assinado.');
  });

  it('shows no registration on the public answer', async () => {
    const [row] = await queryRows(
      server.db,
      sql`SELECT public_token FROM proofs_of_delivery WHERE id = ${candidates[0]!.id}`,
      v.object({ public_token: v.string() }),
    );
    const response = await server.agent().get(`/jade/api/pods/public/${row!.public_token}`);
    expect(((await response.json()) as { sefaz: unknown }).sefaz).toBeNull();
  });
});
