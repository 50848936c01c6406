import { sql } from 'drizzle-orm';
import { type Agent, startTestServer, type TestServer } from '../test/harness';
import { SESSION_KEPT_MS } from './kept-sessions';
import { SESSION_TOUCH_MS } from './policy';
import { sha256Hex } from './tokens';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server?.close());

const MIN = 60_000;
const sessionRow = (token: string) => sha256Hex(token);

const personId = async (agent: Agent) =>
  ((await (await agent.get('/jade/api/me')).json()) as { person: { id: number } }).person.id;

async function lastSeenAt(token: string): Promise<Date> {
  const result = (await server.db.execute(
    sql`SELECT last_seen_at FROM sessions WHERE id = ${sessionRow(token)}`,
  )) as unknown as { rows: { last_seen_at: string | Date }[] };
  return new Date(result.rows[0]?.last_seen_at ?? 0);
}

describe('sessions reused for a moment', () => {
  it('refuses a session ended in the database by someone else (another server process) once SESSION_KEPT_MS has passed', async () => {
    const ana = await server.loginAs('ana@mercado.example');
    expect((await ana.get('/jade/api/me')).status).toBe(200);
    await server.db.execute(
      sql`DELETE FROM sessions WHERE id = ${sessionRow(ana.cookies.get('box_session') ?? '')}`,
    );
    await new Promise((resolve) => setTimeout(resolve, SESSION_KEPT_MS + 50));
    expect((await ana.get('/jade/api/me')).status).toBe(401);
  });

  it("refuses at once a session whose user was disabled, after any write request on this process (an admin's)", async () => {
    const ana = await server.loginAs('ana@mercado.example');
    const duda = await server.loginAs('duda@outraloja.example');
    const anaId = await personId(ana);
    await server.db.execute(sql`UPDATE users SET disabled_at = now() WHERE id = ${anaId}`);
    try {
      // Another shipper's write: this process cannot tell what it changed, so it reuses no session read before.
      const write = await duda.request('PATCH', `/jade/api/users/${await personId(duda)}`, {
        json: { emailReports: { spotStatusUpdate: true, podSuccess: true, podFailure: true } },
      });
      expect(write.status).toBe(200);
      expect((await ana.get('/jade/api/me')).status).toBe(401);
    } finally {
      await server.db.execute(sql`UPDATE users SET disabled_at = NULL WHERE id = ${anaId}`);
    }
  });

  // The idle and absolute limits, read through the kept sessions, are ../ssr/auth.test.ts's.
  it('still touches a session due its idle touch, though it was read a moment before', async () => {
    const ana = await server.loginAs('ana@mercado.example');
    const token = ana.cookies.get('box_session') ?? '';
    expect((await ana.get('/jade/api/me')).status).toBe(200);
    const before = await lastSeenAt(token);
    server.clock.advance(SESSION_TOUCH_MS + MIN);
    expect((await ana.get('/jade/api/me')).status).toBe(200);
    expect((await lastSeenAt(token)).getTime()).toBeGreaterThan(before.getTime());
  });
});
