import { ApiError, CSRF_COOKIE, CSRF_HEADER, createApiClient } from '@box/core/api';
import { CERTIFICATE_MAX_BYTES } from '@box/core/catalogues';
import { formatDate } from '@box/core/format';
import { OrdersStatusResponse, ROLE, SefazSettings } from '@box/core/schemas';
import { eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { App } from '../app';
import { queueDeliveryEvent } from '../canhoto/registration-queue';
import { proofAccessKeySql } from '../canhoto/registration-rows';
import { openCertificate } from '../canhoto/seal';
import { makeThrowawayCertificate } from '../canhoto/throwaway-certificate';
import { sefazNudges } from '../canhoto/wake';
import { queryRows } from '../db/rows';
import { sefazEvents, sefazSettings, users } from '../db/schema/index';
import { hashPassword } from '../security/password';
import { createKey } from '../test/bearer-agent';
import { type Agent, ORIGIN, startTestServer, TEST_SCRYPT_LOG_N, type TestServer } from '../test/harness';
import { captureServerLogs } from '../test/log-capture';

let server: TestServer;
let ana: Agent;
let duda: Agent;
let admin: Agent;

beforeAll(async () => {
  server = await startTestServer();
  [ana, duda, admin] = await Promise.all([
    server.loginAs('ana@mercado.example'),
    server.loginAs('duda@outraloja.example'),
    server.loginAs('admin@box.example'),
  ]);
}, 120_000);
afterAll(() => server?.close());

const ANA = 3154;
const DUDA = 5100;
const CNPJ = '12345678000195';
const DAY = 24 * 3600_000;

/** core's real client over the in-process app, with the agent's cookies (or a bearer key): what the screen runs. */
function clientOf(agent: Agent | null, options: { app?: App; key?: string } = {}) {
  const app = options.app ?? server.app;
  return createApiClient({
    baseUrl: `${ORIGIN}/jade/api`,
    ...(options.key ? { authToken: () => options.key } : {}),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const headers = new Headers(request.headers);
      if (agent) {
        headers.set('cookie', [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
        if (request.method !== 'GET') headers.set(CSRF_HEADER, agent.cookies.get(CSRF_COOKIE) ?? '');
      }
      if (request.method !== 'GET') headers.set('origin', ORIGIN);
      return app.request(new Request(request, { headers }));
    },
  });
}

/** The refusal of a call that must fail: status and body as the client hands them to the screen. */
async function refusal(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

const pfx = (bytes: Uint8Array, name = 'certificado.pfx') => new File([bytes], name);

function certificateFile(options: Parameters<typeof makeThrowawayCertificate>[0] = {}) {
  // Made for the server's clock, which need not read the machine's now (BOX_TEST_CLOCK_START).
  const made = makeThrowawayCertificate({ cnpj: CNPJ, now: server.clock.now(), ...options });
  return { file: pfx(made.pkcs12), password: made.password, pkcs12: made.pkcs12 };
}

const settingsRow = async (customerId: number) =>
  (await server.db.select().from(sefazSettings).where(eq(sefazSettings.customerId, customerId)))[0];

const forget = (customerId: number) =>
  server.db.delete(sefazSettings).where(eq(sefazSettings.customerId, customerId));

describe('GET /integrations/sefaz', () => {
  it('answers the defaults to an account that never saved anything: manual, no certificate', async () => {
    await forget(ANA);
    const settings = await clientOf(ana).sefazSettings();
    expect(settings).toEqual({ mode: 'manual', certificate: null, environment: 'demo' });
  });

  it.each([
    ['homologacao', 'homologacao'],
    ['producao', 'producao'],
    ['embedded', 'demo'],
    ['offline', 'demo'],
    ['unstable', 'demo'],
  ] as const)('names BOX_SEFAZ_MODE %s as the environment %s', async (sefazMode, environment) => {
    const app = server.appWith({ sefazMode });
    expect((await clientOf(ana, { app }).sefazSettings()).environment).toBe(environment);
  });
});

describe('PUT /integrations/sefaz', () => {
  it('sets the mode, kept across reads, and creates the row when there was none', async () => {
    await forget(ANA);
    const api = clientOf(ana);
    expect(await api.updateSefazSettings({ mode: 'automatic' })).toEqual({
      mode: 'automatic',
      certificate: null,
      environment: 'demo',
    });
    expect((await api.sefazSettings()).mode).toBe('automatic');
    expect((await api.updateSefazSettings({ mode: 'manual' })).mode).toBe('manual');
    expect((await settingsRow(ANA))?.mode).toBe('manual');
  });

  it('refuses another mode with the schema’s pt-BR reason', async () => {
    const response = await ana.request('PUT', '/jade/api/integrations/sefaz', { json: { mode: 'sempre' } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('validation_error');
    expect(body.message).toContain("mode deve ser 'automatic' ou 'manual'");
  });
});

describe('POST /integrations/sefaz/certificate', () => {
  it('stores the certificate sealed and answers what the screen shows of it', async () => {
    await forget(ANA);
    await clientOf(ana).updateSefazSettings({ mode: 'automatic' });
    const { file, password } = certificateFile({ holderName: 'MERCADO EXEMPLO LTDA' });
    const settings = await clientOf(ana).uploadSefazCertificate(file, password);
    expect(v.is(SefazSettings, settings)).toBe(true);
    expect(settings.mode).toBe('automatic');
    expect(settings.certificate).toMatchObject({
      cnpj: CNPJ,
      holder: `MERCADO EXEMPLO LTDA:${CNPJ}`,
      uploadedAt: server.clock.now().toISOString(),
    });
    expect(Date.parse(settings.certificate!.notAfter)).toBeGreaterThan(server.clock.now().getTime());
    expect(await clientOf(ana).sefazSettings()).toEqual(settings);
  });

  it('keeps only the sealed text: not the PEM, not the password, and it opens with the server’s key', async () => {
    const password = 'senha-que-nunca-fica-guardada';
    const { file } = certificateFile({ password });
    await clientOf(ana).uploadSefazCertificate(file, password);
    const row = (await settingsRow(ANA))!;
    expect(row.certificateSealed).toMatch(/^box-cert-v1:/);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('BEGIN');
    expect(stored).not.toContain(password);
    const opened = openCertificate(row.certificateSealed!, server.config.certificateKey!);
    expect(opened.cnpj).toBe(CNPJ);
    expect(opened.privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(opened.notAfter.toISOString()).toBe(row.certificateNotAfter?.toISOString());
    expect(row.certificateUploadedBy).not.toBeNull();
  });

  it.each([
    [
      'a wrong password',
      () => ({ ...certificateFile(), password: 'outra-senha' }),
      'certificate_wrong_password',
      'Senha do certificado incorreta.',
      'password',
    ],
    [
      'a file that is not a PKCS#12',
      () => ({
        file: pfx(new TextEncoder().encode('<nfeProc>não é um certificado</nfeProc>')),
        password: 'x',
      }),
      'certificate_not_a1',
      'O arquivo não é um certificado A1 (PKCS#12).',
      'certificate',
    ],
    [
      'an e-CPF (no CNPJ)',
      () => certificateFile({ cnpj: '' }),
      'certificate_not_ecnpj',
      'O certificado não é um e-CNPJ: falta o CNPJ do titular (ICP-Brasil, OID 2.16.76.1.3.3).',
      'certificate',
    ],
  ])(
    'refuses %s with a pt-BR 400 and keeps the certificate it had',
    async (_, make, code, message, field) => {
      const { file, password } = certificateFile();
      const before = await clientOf(ana).uploadSefazCertificate(file, password);
      const upload = make();
      const error = await refusal(clientOf(ana).uploadSefazCertificate(upload.file, upload.password));
      expect(error.status).toBe(400);
      expect(error.body).toEqual({ code, message, reasons: [{ field, message }] });
      expect(await clientOf(ana).sefazSettings()).toEqual(before);
    },
  );

  it('refuses an expired certificate, naming the day it expired', async () => {
    const notAfter = new Date(server.clock.now().getTime() - 30 * DAY);
    const { file, password } = certificateFile({
      notBefore: new Date(notAfter.getTime() - 365 * DAY),
      notAfter,
    });
    const error = await refusal(clientOf(ana).uploadSefazCertificate(file, password));
    expect(error.status).toBe(400);
    expect(error.body?.code).toBe('certificate_expired');
    expect(error.body?.message).toBe(`Certificado vencido em ${formatDate(notAfter)}.`);
  });

  it('refuses a file over the size limit (413) and a missing file or password (400), in pt-BR', async () => {
    const big = pfx(new Uint8Array(CERTIFICATE_MAX_BYTES + 1));
    const tooBig = await refusal(clientOf(ana).uploadSefazCertificate(big, 'x'));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body?.code).toBe('payload_too_large');
    expect(tooBig.body?.message).toMatch(/^O certificado passa do limite de 64 KB/);

    const noFile = await ana.post('/jade/api/integrations/sefaz/certificate', textFields({ password: 'x' }));
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as { reasons: unknown }).reasons).toEqual([
      { field: 'certificate', message: 'Envie um arquivo de certificado A1 (.pfx ou .p12).' },
    ]);
  });

  it('answers 503 when the server has no key to seal certificates with (production without the setting)', async () => {
    const before = await settingsRow(ANA);
    const app = server.appWith({ certificateKey: null });
    const { file, password } = certificateFile();
    const error = await refusal(clientOf(ana, { app }).uploadSefazCertificate(file, password));
    expect(error.status).toBe(503);
    expect(error.body?.message).toBe(
      'O servidor não tem a chave para guardar certificados (BOX_CERTIFICATE_KEY).',
    );
    expect(await settingsRow(ANA)).toEqual(before);
  });

  it('never writes the password or the file to the log, accepted or refused', async () => {
    const password = 'senha-secreta-do-log-7Q2';
    const { file, pkcs12 } = certificateFile({ password });
    const logs = captureServerLogs();
    try {
      await clientOf(ana).uploadSefazCertificate(file, password);
      await refusal(clientOf(ana).uploadSefazCertificate(file, `${password}-errada`));
      await refusal(
        clientOf(ana, { app: server.appWith({ certificateKey: null }) }).uploadSefazCertificate(
          file,
          password,
        ),
      );
    } finally {
      logs.stop();
    }
    const text = logs.text();
    expect(text).not.toContain(password);
    expect(text).not.toContain(Buffer.from(pkcs12).toString('base64').slice(0, 40));
  });
});

describe('DELETE /integrations/sefaz/certificate', () => {
  it('forgets the certificate and keeps the mode', async () => {
    const api = clientOf(ana);
    await api.updateSefazSettings({ mode: 'automatic' });
    const { file, password } = certificateFile();
    await api.uploadSefazCertificate(file, password);
    expect(await api.deleteSefazCertificate()).toEqual({
      mode: 'automatic',
      certificate: null,
      environment: 'demo',
    });
    const row = (await settingsRow(ANA))!;
    expect([row.certificateSealed, row.certificateCnpj, row.certificateUploadedAt]).toEqual([
      null,
      null,
      null,
    ]);
    expect((await api.sefazSettings()).certificate).toBeNull();
  });
});

describe('the events waiting for a certificate', () => {
  /** The `nth` recent order of the customer with one proof that has an NF-e/CT-e to register, none queued yet. */
  async function registrableProof(customerId: number, nth: number) {
    const rows = await queryRows(
      server.db,
      sql`SELECT p.id AS pod_id, p.order_id FROM proofs_of_delivery p JOIN orders o ON o.id = p.order_id
        WHERE o.customer_id = ${customerId} AND p.status_type <> 'failure'
          AND ${proofAccessKeySql('p')} IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM sefaz_events e WHERE e.order_id = p.order_id)
        ORDER BY o.created_at DESC, p.id`,
      v.object({ pod_id: v.number(), order_id: v.number() }),
    );
    // An order's monitoring row shows its least advanced proof (registration-status.ts): an order with one
    // registrable proof, so that queuing it shows there, whatever day the demo was seeded on.
    const proofsOfOrder = new Map<number, number>();
    for (const row of rows) proofsOfOrder.set(row.order_id, (proofsOfOrder.get(row.order_id) ?? 0) + 1);
    const proof = rows.filter((row) => proofsOfOrder.get(row.order_id) === 1)[nth];
    if (!proof) throw new Error(`customer ${customerId} has no registrable proof #${nth} in the seed`);
    return proof;
  }

  /** 'Registrar na SEFAZ' pressed on an account without a certificate: the event waits. */
  async function waitingEvent(customerId: number, nth = 0) {
    const proof = await registrableProof(customerId, nth);
    const outcome = await queueDeliveryEvent(server.db, proof.pod_id, { now: server.clock.now() });
    expect(outcome).toEqual({ kind: 'queued', status: 'needs-certificate' });
    return { podId: proof.pod_id, orderId: proof.order_id };
  }

  const eventsOf = (podIds: number[]) =>
    server.db
      .select({
        podId: sefazEvents.podId,
        status: sefazEvents.status,
        nextAttemptAt: sefazEvents.nextAttemptAt,
      })
      .from(sefazEvents)
      .where(inArray(sefazEvents.podId, podIds))
      .orderBy(sefazEvents.podId);

  const monitoringSefaz = async (agent: Agent, orderId: number) => {
    const response = await agent.get('/jade/api/orders/status?since=72%20hours%20ago');
    const all = v.parse(OrdersStatusResponse, await response.json()).orders;
    return all.find((order) => order.id === orderId)?.sefaz;
  };

  it('become due at once after an upload, the workers are woken and the monitoring row says so; other accounts’ wait', async () => {
    await clientOf(ana).deleteSefazCertificate();
    await forget(DUDA);
    const [mine, elsewhere] = [await waitingEvent(ANA), await waitingEvent(DUDA)];
    // Read once before: the monitoring answer may be kept, and the upload must not leave it stale.
    expect(await monitoringSefaz(ana, mine.orderId)).toBe('needs-certificate');
    server.clock.advance(60_000);
    let nudged = 0;
    const stop = sefazNudges.onNudge(() => {
      nudged += 1;
    });
    try {
      const { file, password } = certificateFile();
      await clientOf(ana).uploadSefazCertificate(file, password);
    } finally {
      stop();
    }
    expect(nudged).toBe(1);
    expect(await eventsOf([mine.podId, elsewhere.podId])).toEqual(
      [
        { podId: mine.podId, status: 'pending', nextAttemptAt: server.clock.now() },
        { podId: elsewhere.podId, status: 'needs-certificate', nextAttemptAt: expect.any(Date) },
      ].sort((x, y) => x.podId - y.podId),
    );
    expect(await monitoringSefaz(ana, mine.orderId)).toBe('pending');
    expect(await monitoringSefaz(duda, elsewhere.orderId)).toBe('needs-certificate');
  });

  it('wakes no worker when nothing waited', async () => {
    let nudged = 0;
    const stop = sefazNudges.onNudge(() => {
      nudged += 1;
    });
    try {
      const { file, password } = certificateFile();
      await clientOf(ana).uploadSefazCertificate(file, password);
    } finally {
      stop();
    }
    expect(nudged).toBe(0);
  });
});

describe('who may', () => {
  it('refuses a driver of the account (403) and anyone signed out (401)', async () => {
    await server.db.insert(users).values({
      customerId: ANA,
      name: 'Marcos Motorista (demonstração)',
      email: 'motorista@mercado.example',
      roleId: ROLE.DRIVER,
      passwordHash: await hashPassword('motorista-2026', TEST_SCRYPT_LOG_N),
    });
    const driver = server.agent();
    expect((await driver.login('motorista@mercado.example', 'motorista-2026')).status).toBe(303);
    const api = clientOf(driver);
    const { file, password } = certificateFile();
    for (const call of [
      () => api.sefazSettings(),
      () => api.updateSefazSettings({ mode: 'automatic' }),
      () => api.uploadSefazCertificate(file, password),
      () => api.deleteSefazCertificate(),
    ]) {
      const error = await refusal(call());
      expect([error.status, error.body?.code]).toEqual([403, 'forbidden']);
    }
    const anonymous = await refusal(clientOf(null).sefazSettings());
    expect(anonymous.status).toBe(401);
  });

  it('refuses an API key, whatever its scopes: portal only', async () => {
    const { secret } = await createKey(ana, [
      'orders:read',
      'orders:create',
      'billing:read',
      'webhooks:manage',
    ]);
    const api = clientOf(null, { key: secret });
    const { file, password } = certificateFile();
    for (const call of [
      () => api.sefazSettings(),
      () => api.updateSefazSettings({ mode: 'automatic' }),
      () => api.uploadSefazCertificate(file, password),
      () => api.deleteSefazCertificate(),
    ]) {
      const error = await refusal(call());
      expect([error.status, error.body?.code]).toEqual([403, 'insufficient_scope']);
    }
  });

  it('never shows nor changes another account’s settings to its admins (403 with ?customerId=)', async () => {
    await forget(DUDA);
    const { file, password } = certificateFile();
    await clientOf(ana).uploadSefazCertificate(file, password);
    expect((await clientOf(duda).sefazSettings()).certificate).toBeNull();
    const api = clientOf(duda);
    for (const call of [
      () => api.sefazSettings(ANA),
      () => api.updateSefazSettings({ mode: 'automatic' }, ANA),
      () => api.uploadSefazCertificate(file, password, ANA),
      () => api.deleteSefazCertificate(ANA),
    ]) {
      const error = await refusal(call());
      expect([error.status, error.body?.code]).toEqual([403, 'forbidden']);
    }
    expect((await clientOf(ana).sefazSettings()).certificate?.cnpj).toBe(CNPJ);
  });

  it('lets the super admin manage any account with ?customerId= (404 for one that does not exist)', async () => {
    await forget(DUDA);
    const api = clientOf(admin);
    expect((await api.updateSefazSettings({ mode: 'automatic' }, DUDA)).mode).toBe('automatic');
    const { file, password } = certificateFile({ holderName: 'OUTRA LOJA LTDA' });
    const uploaded = await api.uploadSefazCertificate(file, password, DUDA);
    expect(uploaded.certificate?.holder).toBe(`OUTRA LOJA LTDA:${CNPJ}`);
    expect(await clientOf(duda).sefazSettings()).toEqual(uploaded);
    expect((await api.deleteSefazCertificate(DUDA)).certificate).toBeNull();
    expect((await clientOf(duda).sefazSettings()).certificate).toBeNull();
    expect((await refusal(api.sefazSettings(999_999))).status).toBe(404);
  });
});

/** A multipart body of text fields only (what a form without its file sends), for the harness's agent. */
function textFields(fields: Record<string, string>): { body: string; headers: Record<string, string> } {
  const boundary = `----box${Math.random().toString(36).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
