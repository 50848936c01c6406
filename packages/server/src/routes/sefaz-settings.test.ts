import { ApiError, CSRF_COOKIE, CSRF_HEADER, createApiClient } from '@box/core/api';
import { CERTIFICATE_MAX_BYTES } from '@box/core/catalogues';
import { formatDate } from '@box/core/format';
import { OrdersStatusResponse, ROLE, SefazSettings } from '@box/core/schemas';
import { desc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import type { App } from '../app';
import { openCertificate } from '../canhoto/seal';
import { makeThrowawayCertificate } from '../canhoto/throwaway-certificate';
import { orders, proofsOfDelivery, sefazEvents, sefazSettings, users } from '../db/schema/index';
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
  const made = makeThrowawayCertificate({ cnpj: CNPJ, ...options });
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
  /**
   * A proof of the customer and its order (the `nth` recent order with a proof, inside the monitoring's 72 hours):
   * an event needs both.
   */
  async function proofOf(customerId: number, nth: number) {
    const rows = await server.db
      .select({ podId: proofsOfDelivery.id, orderId: orders.id })
      .from(proofsOfDelivery)
      .innerJoin(orders, eq(orders.id, proofsOfDelivery.orderId))
      .where(eq(orders.customerId, customerId))
      .orderBy(desc(orders.createdAt), proofsOfDelivery.id);
    const firstOfEachOrder = rows.filter((row, i) => rows.findIndex((r) => r.orderId === row.orderId) === i);
    return firstOfEachOrder[nth]!;
  }

  let nextKey = 1;
  async function waitingEvent(customerId: number, status: 'needs-certificate' | 'rejected', nth = 0) {
    const { podId, orderId } = await proofOf(customerId, nth);
    const now = server.clock.now();
    const [row] = await server.db
      .insert(sefazEvents)
      .values({
        podId,
        orderId,
        customerId,
        kind: 'nfe-delivery',
        accessKey: String(nextKey++).padStart(44, '3'),
        sequence: 1,
        status,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: sefazEvents.id });
    await server.db.update(orders).set({ sefazStatus: status }).where(eq(orders.id, orderId));
    return { id: row!.id, orderId };
  }

  const eventsOf = (ids: number[]) =>
    server.db
      .select({ id: sefazEvents.id, status: sefazEvents.status, nextAttemptAt: sefazEvents.nextAttemptAt })
      .from(sefazEvents)
      .where(inArray(sefazEvents.id, ids))
      .orderBy(sefazEvents.id);

  const monitoringSefaz = async (agent: Agent, orderId: number) => {
    const response = await agent.get('/jade/api/orders/status?since=72%20hours%20ago');
    const all = v.parse(OrdersStatusResponse, await response.json()).orders;
    return all.find((order) => order.id === orderId)?.sefaz;
  };

  it('become due at once after an upload, and their monitoring rows say so; other accounts’ stay', async () => {
    const waiting = await waitingEvent(ANA, 'needs-certificate');
    const rejected = await waitingEvent(ANA, 'rejected', 1);
    const elsewhere = await waitingEvent(DUDA, 'needs-certificate');
    // Read once before: the monitoring answer may be kept, and the upload must not leave it stale.
    expect(await monitoringSefaz(ana, waiting.orderId)).toBe('needs-certificate');
    server.clock.advance(60_000);
    const { file, password } = certificateFile();
    await clientOf(ana).uploadSefazCertificate(file, password);
    const now = server.clock.now();
    expect(await eventsOf([waiting.id, rejected.id, elsewhere.id])).toEqual([
      { id: waiting.id, status: 'pending', nextAttemptAt: now },
      { id: rejected.id, status: 'rejected', nextAttemptAt: null },
      { id: elsewhere.id, status: 'needs-certificate', nextAttemptAt: null },
    ]);
    expect(await monitoringSefaz(ana, waiting.orderId)).toBe('pending');
    expect(await monitoringSefaz(ana, rejected.orderId)).toBe('rejected');
    expect(await monitoringSefaz(duda, elsewhere.orderId)).toBe('needs-certificate');
    await server.db
      .update(orders)
      .set({ sefazStatus: null })
      .where(inArray(orders.id, [waiting.orderId, rejected.orderId, elsewhere.orderId]));
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
