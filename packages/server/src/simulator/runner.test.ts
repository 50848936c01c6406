import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../db/open';
import { mailOutbox } from '../db/schema/index';
import { outboxMailer } from '../mail/mailer';
import { MAX_ATTEMPTS, type MailTransport } from '../mail/smtp';
import { startTestServer, type TestServer } from '../test/harness';
import { SIMULATOR_LEADER_LOCK } from './leader';
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

describe('runner leadership', () => {
  /**
   * Two runners on one database, as two replicas would be: on PostgreSQL (the server-postgres run) each has its
   * own connection pool, as separate processes do; on PGlite they share the one embedded database.
   */
  it('ticks in one runner only, and another takes over when the leader stops', async () => {
    const replica = server.driver === 'postgres' ? await openDatabase(server.config) : null;
    const ticks = { first: 0, second: 0 };
    const runnerOn = (db: typeof server.db, name: keyof typeof ticks) =>
      startRunner({
        db,
        simulate: true,
        speed: 10,
        origin: 'http://localhost',
        intervalMs: 5,
        onTick: () => {
          ticks[name]++;
        },
      });
    const first = runnerOn(server.db, 'first');
    let second: ReturnType<typeof startRunner> | null = null;
    try {
      await vi.waitFor(() => expect(ticks.first).toBeGreaterThan(0), { timeout: 10_000 });
      second = runnerOn(replica?.db ?? server.db, 'second');
      // Many rounds of both runners go by: only the leader ticks.
      const before = ticks.first;
      await vi.waitFor(() => expect(ticks.first).toBeGreaterThan(before + 20), { timeout: 20_000 });
      expect(ticks.second).toBe(0);

      await first.stop();
      const stoppedAt = ticks.first;
      await vi.waitFor(() => expect(ticks.second).toBeGreaterThan(3), { timeout: 10_000 });
      expect(ticks.first).toBe(stoppedAt);
    } finally {
      await first.stop();
      await second?.stop();
      await replica?.close();
    }
  });

  it('on PostgreSQL, a leader whose connection is cut stops leading through it, and one runner leads again', async (ctx) => {
    // Skipped on PGlite: it is one in-process connection, with no server session to cut; the PostgreSQL run of
    // this suite (server-postgres) covers it.
    if (server.driver !== 'postgres') ctx.skip();
    const replica = await openDatabase(server.config);
    const ticks = { first: 0, second: 0 };
    const runnerOn = (db: typeof server.db, name: keyof typeof ticks) =>
      startRunner({
        db,
        simulate: true,
        speed: 10,
        origin: 'http://localhost',
        intervalMs: 5,
        log: () => {},
        onTick: () => {
          ticks[name]++;
        },
      });
    const first = runnerOn(server.db, 'first');
    let second: ReturnType<typeof startRunner> | null = null;
    const admin = new pg.Client({ connectionString: server.config.databaseUrl! });
    await admin.connect();
    try {
      await vi.waitFor(() => expect(ticks.first).toBeGreaterThan(0), { timeout: 10_000 });
      second = runnerOn(replica.db, 'second');
      // The leader's session, ended from outside as a crash or a network cut would end it.
      const ended = await admin.query(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_locks
         WHERE locktype = 'advisory' AND objid = $1 AND granted`,
        [SIMULATOR_LEADER_LOCK],
      );
      expect(ended.rows).toEqual([{ ended: true }]);
      // Whichever wins the lock again (the cut one may), ticks go on without crashing the process…
      const before = ticks.first + ticks.second;
      await vi.waitFor(() => expect(ticks.first + ticks.second).toBeGreaterThan(before + 3), {
        timeout: 10_000,
      });
      // …and one session holds the lead.
      const holders = await admin.query(
        `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND granted`,
        [SIMULATOR_LEADER_LOCK],
      );
      expect(holders.rows).toEqual([{ n: 1 }]);
    } finally {
      await admin.end();
      await first.stop();
      await second?.stop();
      await replica.close();
    }
  });
});
