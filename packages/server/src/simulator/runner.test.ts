import { eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema/index';
import { outboxMailer } from '../mail/mailer';
import { MAX_ATTEMPTS, type MailTransport } from '../mail/smtp';
import { startTestServer, type TestServer } from '../test/harness';
import { startRunner } from './runner';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(() => server.close());

const message = (to: string) => ({
  to: [to],
  subject: 'Teste',
  text: 'Olá',
  html: '<p>Olá</p>',
  template: 'test',
});
const rowOf = async (id: number) =>
  (await server.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

describe('runner', () => {
  it('retries undelivered mail until the SMTP server takes it, and stops cleanly', async () => {
    const mailer = outboxMailer(server.db, () => new Date());
    const id = await mailer.send(message('cliente@loja.example'));
    let failures = 2;
    const sent: string[][] = [];
    const transport: MailTransport = {
      async sendMail(mail) {
        if (failures-- > 0) throw new Error('421 serviço indisponível');
        sent.push(mail.to);
      },
    };
    const runner = startRunner({
      db: server.db,
      simulate: false,
      speed: 10,
      origin: 'http://localhost',
      intervalMs: 5,
      mail: { transport, from: 'Box <nao-responda@box.example>' },
    });
    try {
      await vi.waitFor(async () => expect((await rowOf(id)).sentAt).not.toBeNull(), { timeout: 10_000 });
    } finally {
      await runner.stop();
    }
    expect(sent).toEqual([['cliente@loja.example']]);
    expect(await rowOf(id)).toMatchObject({ attempts: 3, lastError: null });
  });

  it(`gives up after ${MAX_ATTEMPTS} failed attempts, keeping the last error`, async () => {
    const id = await outboxMailer(server.db, () => new Date()).send(message('nunca@loja.example'));
    let calls = 0;
    const transport: MailTransport = {
      async sendMail() {
        calls++;
        throw new Error('550 caixa inexistente');
      },
    };
    const runner = startRunner({
      db: server.db,
      simulate: false,
      speed: 10,
      origin: 'http://localhost',
      intervalMs: 5,
      mail: { transport, from: 'Box <nao-responda@box.example>' },
    });
    try {
      await vi.waitFor(async () => expect((await rowOf(id)).attempts).toBe(MAX_ATTEMPTS), {
        timeout: 10_000,
      });
      const settled = calls;
      // More rounds pass; the message is not tried again.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(calls).toBe(settled);
    } finally {
      await runner.stop();
    }
    expect(await rowOf(id)).toMatchObject({ sentAt: null, lastError: '550 caixa inexistente' });
  });
});
