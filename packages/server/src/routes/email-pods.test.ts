import type { AddressInfo } from 'node:net';
import { and, asc, desc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { mailOutbox, orders, proofsOfDelivery } from '../db/schema/index';
import { Agent, ORIGIN, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let ana: Agent;
let admin: Agent;
let own: { id: number; hashid: string; publicToken: string };
let others: { hashid: string };

const proofOf = async (customerId: number) =>
  (
    await server.db
      .select({
        id: proofsOfDelivery.id,
        hashid: proofsOfDelivery.hashid,
        publicToken: proofsOfDelivery.publicToken,
      })
      .from(proofsOfDelivery)
      .innerJoin(orders, eq(orders.id, proofsOfDelivery.orderId))
      .where(and(eq(orders.customerId, customerId)))
      .orderBy(asc(proofsOfDelivery.id))
      .limit(1)
  )[0]!;

const path = (hashid: string) => `/jade/api/email/pods/${hashid}/notify/user`;
const lastMail = async () =>
  (await server.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0]!;

beforeAll(async () => {
  server = await startTestServer();
  [ana, admin] = await Promise.all([
    server.loginAs('ana@mercado.example'),
    server.loginAs('admin@box.example'),
  ]);
  own = await proofOf(3154);
  others = await proofOf(5100);
});
afterAll(() => server.close());

describe('POST /email/pods/{hashId}/notify/user', () => {
  it('queues the proof with its public link in the outbox (embedded mail: not sent by SMTP)', async () => {
    const response = await ana.post(path(own.hashid), { json: { to: [' Cliente@Loja.example '] } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const mail = await lastMail();
    expect(mail).toMatchObject({ to: ['cliente@loja.example'], template: 'pod-notify-user', sentAt: null });
    expect(mail.subject).toBe(`Comprovante de entrega #${own.hashid}`);
    expect(mail.bodyText).toContain(`${ORIGIN}/comprovantes/publico/${own.publicToken}`);
    expect(mail.bodyHtml).toContain(`href="${ORIGIN}/comprovantes/publico/${own.publicToken}"`);
  });

  it("answers 404 for another customer's proof and an unknown one, and the super admin may send any", async () => {
    for (const hashid of [others.hashid, 'NAOEXISTE', 'não-é-hash']) {
      const response = await ana.post(path(encodeURIComponent(hashid)), { json: { to: ['a@b.example'] } });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'not_found' });
    }
    expect((await admin.post(path(others.hashid), { json: { to: ['a@b.example'] } })).status).toBe(200);
  });

  it.each([[{ to: ['sem-arroba'] }], [{ to: [] }], [{ to: 'a@b.example' }], [{}]])(
    'refuses %j with 400 invalid_email',
    async (json) => {
      const before = await lastMail();
      const response = await ana.post(path(own.hashid), { json });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'invalid_email',
        message: 'Email inválido, por favor verique se digitou corretamente.',
      });
      expect((await lastMail()).id).toBe(before.id);
    },
  );

  it('needs a session', async () => {
    const anonymous = server.agent();
    // The login page hands out the CSRF cookie, so the request passes that check and meets the session one.
    await anonymous.get('/_ssr/entrar', { headers: { accept: 'text/html' } });
    const response = await anonymous.post(path(own.hashid), { json: { to: ['a@b.example'] } });
    expect(response.status).toBe(401);
  });

  it('delivers through BOX_SMTP_URL: the SMTP server receives the mail and the outbox row is stamped', async () => {
    const received: { from: string; to: string[]; data: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = smtp.server.address() as AddressInfo;
      const app = server.appWith({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        mailFrom: 'Box <nao-responda@box.example>',
      });
      const agent = new Agent(app);
      const login = await agent.login('ana@mercado.example', 'mercado-2026');
      expect(login.status).toBe(303);
      const response = await agent.post(path(own.hashid), { json: { to: ['smtp@loja.example'] } });
      expect(response.status).toBe(200);
      expect(received).toHaveLength(1);
      expect(received[0]!.from).toBe('nao-responda@box.example');
      expect(received[0]!.to).toEqual(['smtp@loja.example']);
      // Quoted-printable may fold long lines: compare without soft line breaks.
      const data = received[0]!.data.replace(/=\r\n/g, '');
      expect(data).toContain(`Comprovante de entrega #${own.hashid}`);
      expect(data).toContain(`/comprovantes/publico/${own.publicToken}`);
      const mail = await lastMail();
      expect(mail.to).toEqual(['smtp@loja.example']);
      expect(mail.sentAt).not.toBeNull();
      expect(mail).toMatchObject({ attempts: 1, lastError: null });
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it('keeps the mail in the outbox with the error when the SMTP server is unreachable', async () => {
    const closed = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'] });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.server.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const agent = new Agent(server.appWith({ smtpUrl: `smtp://127.0.0.1:${port}` }));
    await agent.login('ana@mercado.example', 'mercado-2026');
    const response = await agent.post(path(own.hashid), { json: { to: ['retry@loja.example'] } });
    expect(response.status).toBe(200);
    const mail = await lastMail();
    expect(mail).toMatchObject({ to: ['retry@loja.example'], sentAt: null, attempts: 1 });
    expect(mail.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});
