import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { WhatsAppConfig } from '../config';
import { orders, shipments, whatsappOptOuts, whatsappOutbox } from '../db/schema/index';
import { Agent, startTestServer, TestClock, type TestServer } from '../test/harness';
import { appSecretProof } from './cloud';
import { WHATSAPP_TEMPLATES } from './templates';
import { deliverDueWhatsApp } from './worker';

/** A local stand-in for graph.facebook.com: records each request and answers the next queued status. */
interface Received {
  url: string;
  authorization: string | undefined;
  body: unknown;
}
const received: Received[] = [];
const answers: number[] = [];
let fake: Server;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => resolve(text));
  });

const CLOUD: Omit<WhatsAppConfig, 'apiBaseUrl'> = {
  mode: 'cloud',
  token: 'EAAtoken',
  phoneNumberId: '1234567890',
  appSecret: 'segredo-do-app',
  verifyToken: 'palavra-de-verificacao',
};

let server: TestServer;
let ana: Agent;
let shipment: { id: number; trackingHash: string; code: string };
const PHONE = '(11) 98765-4321';
const E164 = '+5511987654321';

beforeAll(async () => {
  fake = createServer(async (req, res) => {
    received.push({
      url: req.url ?? '',
      authorization: req.headers.authorization,
      body: JSON.parse(await readBody(req)),
    });
    const status = answers.shift() ?? 200;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(
      status === 200
        ? JSON.stringify({ messages: [{ id: `wamid.${received.length}` }] })
        : JSON.stringify({ error: { message: status === 400 ? 'Template name does not exist' : 'Oops' } }),
    );
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  // A fixed weekday morning in São Paulo: placing a spot for 'as soon as possible' is refused outside service hours,
  // so a test on the real clock failed whenever it ran at night.
  server = await startTestServer({
    clock: new TestClock(new Date('2026-03-10T13:00:00.000Z')),
    config: { whatsapp: { ...CLOUD, apiBaseUrl: `http://127.0.0.1:${port}/v21.0` } },
  });
  ana = await server.loginAs('ana@mercado.example');
  [shipment] = (await server.db
    .select({ id: shipments.id, trackingHash: shipments.trackingHash, code: shipments.code })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(eq(orders.customerId, 3154))
    .orderBy(asc(shipments.id))
    .limit(1)) as [{ id: number; trackingHash: string; code: string }];
}, 120_000);
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => fake?.close(resolve));
});
beforeEach(async () => {
  received.length = 0;
  answers.length = 0;
  ahead = 0;
  await server.db.delete(whatsappOutbox);
  await server.db.delete(whatsappOptOuts);
});

const share = (agent: Agent, phone = PHONE) =>
  agent.post('/jade/api/shipments/trackings', {
    json: {
      shipmentId: String(shipment.id),
      recipients: [
        { email: 'cliente@loja.example', phone: null },
        { email: null, phone },
      ],
    },
  });
const outbox = () => server.db.select().from(whatsappOutbox).orderBy(asc(whatsappOutbox.id));
/** The worker's clock runs ahead of the app's by `ahead` ms (moving the app's would expire Ana's session). */
let ahead = 0;
const deliver = () =>
  deliverDueWhatsApp({
    db: server.db,
    config: server.config.whatsapp,
    clock: () => new Date(server.clock.now().getTime() + ahead),
  });

/** Signs as Meta does: X-Hub-Signature-256 = sha256=HMAC(app secret, raw body). */
function inbound(from: string, text: string, secret = CLOUD.appSecret!) {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ changes: [{ value: { messages: [{ from, type: 'text', text: { body: text } }] } }] }],
  });
  const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  return server.agent().post('/jade/api/whatsapp/webhook', {
    body,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
  });
}

describe('cloud mode', () => {
  it('queues the tracking link for a recipient with a phone and sends the template with the bearer token', async () => {
    expect((await share(ana)).status).toBe(200);
    const [queued, ...rest] = await outbox();
    expect(rest).toEqual([]);
    expect(queued).toMatchObject({
      phone: E164,
      template: WHATSAPP_TEMPLATES.trackingLink,
      parameters: { body: [shipment.code], button: shipment.trackingHash },
      status: 'pending',
    });

    expect(await deliver()).toBe(1);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.authorization).toBe('Bearer EAAtoken');
    expect(request!.url).toBe(
      `/v21.0/1234567890/messages?appsecret_proof=${appSecretProof('EAAtoken', 'segredo-do-app')}`,
    );
    expect(request!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: E164,
      type: 'template',
      template: {
        name: 'box_link_rastreio',
        language: { code: 'pt_BR' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: shipment.code }] },
          {
            type: 'button',
            sub_type: 'url',
            index: '0',
            parameters: [{ type: 'text', text: shipment.trackingHash }],
          },
        ],
      },
    });
    const [sent] = await outbox();
    expect(sent).toMatchObject({ status: 'sent', providerMessageId: 'wamid.1', attempts: 1 });
    // Nothing is due any more.
    expect(await deliver()).toBe(0);
  });

  it('retries after a 500 with backoff, then sends', async () => {
    await share(ana);
    answers.push(500);
    await deliver();
    const [after500] = await outbox();
    expect(after500).toMatchObject({ status: 'pending', attempts: 1 });
    expect(after500!.lastError).toContain('500');
    // Not due again before the first backoff delay.
    expect(await deliver()).toBe(0);
    ahead += 5_000;
    expect(await deliver()).toBe(1);
    const [sent] = await outbox();
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, providerMessageId: 'wamid.2' });
    expect(received).toHaveLength(2);
  });

  it('gives up on a 400 and keeps the error', async () => {
    await share(ana);
    answers.push(400);
    await deliver();
    const [failed] = await outbox();
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed!.lastError).toContain('Template name does not exist');
    ahead += 24 * 3_600_000;
    expect(await deliver()).toBe(0);
  });

  it("records 'PARAR' from a signed inbound webhook and sends that phone nothing more", async () => {
    const shared = await share(ana);
    expect(shared.status, await shared.clone().text()).toBe(200);
    const response = await inbound('5511987654321', ' parar ');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, optedOut: 1 });
    const optOuts = await server.db.select().from(whatsappOptOuts);
    expect(optOuts).toMatchObject([{ phone: E164, source: 'webhook' }]);
    // What was waiting is not sent…
    expect((await outbox()).map((m) => m.status)).toEqual(['opted_out']);
    await deliver();
    expect(received).toEqual([]);
    // …and nothing new is queued for it.
    await share(ana);
    expect(await outbox()).toHaveLength(1);
    // Another phone still gets its link.
    await share(ana, '(21) 99876-5432');
    expect((await outbox()).filter((m) => m.status === 'pending').map((m) => m.phone)).toEqual([
      '+5521998765432',
    ]);
  });

  it('does not send a row queued before an opt-out the worker had not seen', async () => {
    await share(ana);
    await server.db
      .insert(whatsappOptOuts)
      .values({ phone: E164, optedOutAt: new Date(), source: 'webhook' });
    await deliver();
    expect(received).toEqual([]);
    expect((await outbox()).map((m) => m.status)).toEqual(['opted_out']);
  });

  it('answers 401 JSON to a bad signature and records nothing', async () => {
    const response = await inbound('5511987654321', 'PARAR', 'outro-segredo');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'invalid_credentials' });
    expect(await server.db.select().from(whatsappOptOuts)).toEqual([]);
  });

  it('ignores messages that are not a stop word', async () => {
    const response = await inbound('5511987654321', 'Obrigado!');
    expect(await response.json()).toEqual({ received: true, optedOut: 0 });
  });

  it("answers Meta's GET handshake only with the verify token", async () => {
    const path = '/jade/api/whatsapp/webhook?hub.mode=subscribe&hub.challenge=4242';
    const ok = await server.agent().get(`${path}&hub.verify_token=palavra-de-verificacao`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('4242');
    const wrong = await server.agent().get(`${path}&hub.verify_token=outra`);
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ code: 'forbidden' });
  });
});

describe('placing a spot', () => {
  it('queues the tracking link for the recipients with a phone in the same transaction as the order', async () => {
    const { draft, firstWarehouseOf, merchandise, PAULISTA, PRACA_DA_SE, quotedCommand } = await import(
      '../routes/spot-requests.test-support'
    );
    const spot = draft(await firstWarehouseOf(ana), {
      merchandises: [
        merchandise('NF990001', PAULISTA, [
          { email: 'cliente@loja.example', phone: null },
          { email: null, phone: '11912345678' },
        ]),
        merchandise('NF990002', PRACA_DA_SE),
      ],
    });
    const { command } = await quotedCommand(ana, spot);
    const response = await ana.post('/jade/api/spots', {
      json: command,
      headers: { 'Idempotency-Key': `whatsapp-${Date.now()}` },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const [created] = await server.db
      .select({ trackingHash: shipments.trackingHash })
      .from(shipments)
      .where(eq(shipments.code, 'NF990001'));
    expect(await outbox()).toMatchObject([
      {
        phone: '+5511912345678',
        template: WHATSAPP_TEMPLATES.trackingLink,
        parameters: { body: ['NF990001'], button: created!.trackingHash },
        status: 'pending',
      },
    ]);
  });
});

describe('demo and off modes', () => {
  const agentFor = (whatsapp: Partial<WhatsAppConfig>) => {
    const app = server.appWith({ whatsapp: { ...server.config.whatsapp, ...whatsapp } });
    const agent = new Agent(app);
    for (const [name, value] of ana.cookies) agent.cookies.set(name, value);
    return agent;
  };

  it('keeps demo messages in the outbox, never sends them, and lists them on /demo/whatsapp', async () => {
    const demo = agentFor({ mode: 'demo' });
    expect((await share(demo)).status).toBe(200);
    expect((await outbox()).map((m) => m.status)).toEqual(['demo']);
    expect(await deliver()).toBe(0);
    expect(received).toEqual([]);
    const page = await demo.get('/demo/whatsapp', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('Mensagens de WhatsApp (demonstração)');
    expect(text).toContain(E164);
    expect(text).toContain(`Sua entrega ${shipment.code} está a caminho.`);
    expect(text).toContain(`/rr/${shipment.trackingHash}`);
  });

  it('queues nothing when off, and the demo page and webhook answer 404', async () => {
    const off = agentFor({ mode: 'off' });
    expect((await share(off)).status).toBe(200);
    expect(await outbox()).toEqual([]);
    expect((await off.get('/demo/whatsapp')).status).toBe(404);
    const webhook = await off.post('/jade/api/whatsapp/webhook', { json: {} });
    expect(webhook.status).toBe(404);
  });
});

describe('delivery outcome', () => {
  it('queues the outcome template for the recipients of the stop a proof was made at', async () => {
    const { enqueueDeliveryOutcome } = await import('./enqueue');
    const { proofsOfDelivery } = await import('../db/schema/index');
    await share(ana);
    await server.db.update(whatsappOutbox).set({ status: 'sent' });
    const [proof] = await server.db
      .select({ id: proofsOfDelivery.id })
      .from(proofsOfDelivery)
      .innerJoin(shipments, eq(shipments.destinationStopId, proofsOfDelivery.stopId))
      .where(eq(shipments.id, shipment.id))
      .limit(1);
    if (!proof) return expect.fail('the seeded shipment has no proof at its destination');
    expect(await enqueueDeliveryOutcome(server.db, 'cloud', proof.id, false, server.clock.now())).toBe(1);
    const queued = await server.db
      .select()
      .from(whatsappOutbox)
      .where(and(eq(whatsappOutbox.status, 'pending'), inArray(whatsappOutbox.phone, [E164])));
    expect(queued).toMatchObject([
      { template: WHATSAPP_TEMPLATES.notDelivered, parameters: { body: [shipment.code] } },
    ]);
  });
});

describe('the simulator', () => {
  it('queues the outcome for the recipients with a phone when a tick records a proof', async () => {
    const { step } = await import('../simulator/step');
    const { createRng } = await import('../seed/prng');
    const { proofsOfDelivery, shipmentRecipients } = await import('../db/schema/index');
    const rng = createRng(7);
    let now = server.clock.now();
    let counter = 0;
    for (let i = 0; i < 60 && (await outbox()).length === 0; i++) {
      now = new Date(now.getTime() + 30_000);
      await step(server.db, {
        now,
        speed: 600,
        rng,
        token: () => `simulated-token-${++counter}-abcdefgh`,
        origin: 'http://localhost',
        whatsappMode: 'demo',
      });
    }
    const queued = await outbox();
    expect(queued.length).toBeGreaterThan(0);
    for (const message of queued) {
      expect(message.status).toBe('demo');
      expect([WHATSAPP_TEMPLATES.delivered, WHATSAPP_TEMPLATES.notDelivered]).toContain(message.template);
      // The shipment it names has a recipient with that phone, and a proof at its destination stop.
      const [found] = await server.db
        .select({ phone: shipmentRecipients.phone, proof: proofsOfDelivery.id })
        .from(shipments)
        .innerJoin(shipmentRecipients, eq(shipmentRecipients.shipmentId, shipments.id))
        .innerJoin(proofsOfDelivery, eq(proofsOfDelivery.stopId, shipments.destinationStopId))
        .where(eq(shipments.trackingHash, message.parameters.button!))
        .limit(1);
      expect(found?.phone?.replace(/\D/g, '')).toBe(message.phone.slice(3));
    }
  });
});
