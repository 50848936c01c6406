import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { type Agent, startTestServer, type TestServer } from '../test/harness';
import { type CapturedLogs, captureServerLogs } from '../test/log-capture';
import { logger } from './logger';
import { safeError } from './safe-error';

let server: TestServer;
let admin: Agent;
let logs: CapturedLogs;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.loginAs('admin@box.example');
});
afterAll(() => server.close());
beforeEach(() => {
  logs = captureServerLogs();
});
afterEach(() => logs.stop());

const HASH = 'scrypt$17$8$1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5';

/** What no log line may hold: a scrypt hash, a 256-bit token (base64url) or its SHA-256 (hex), SQL params. */
function expectNoSecrets(text: string, values: string[]) {
  for (const value of values) expect(text).not.toContain(value);
  expect(text).not.toMatch(/scrypt\$\d/);
  expect(text).not.toMatch(/[A-Za-z0-9_-]{43}/);
  expect(text).not.toMatch(/[0-9a-f]{64}/);
  expect(text).not.toMatch(/params: (?!\[redacted\])/);
}

/** Makes every new row of `table` fail inside the database, as a full disk or a broken constraint would. */
async function refuseInserts(table: 'users' | 'sessions' | 'login_attempts') {
  await server.db.execute(
    sql.raw(`ALTER TABLE ${table} ADD CONSTRAINT test_refuse_all CHECK (false) NOT VALID`),
  );
  return () => server.db.execute(sql.raw(`ALTER TABLE ${table} DROP CONSTRAINT test_refuse_all`));
}

describe('the log keeps no secrets', () => {
  it('reduces a query error to its query: no parameters, no failing row, hashes masked', () => {
    const cause = Object.assign(new Error(`new row violates check constraint (${HASH})`), {
      code: '23514',
      constraint: 'users_check',
      detail: `Failing row contains (7, ana@x.example, ${HASH}).`,
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['ana@x.example', HASH],
      cause,
    );
    const safe = safeError(error);
    expect(safe.message).toBe(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: [redacted]',
    );
    expect(safe.cause).toMatchObject({ code: '23514', constraint: 'users_check' });
    expectNoSecrets(JSON.stringify(safe), ['ana@x.example']);
  });

  it('redacts secret fields of whatever is logged, and keeps the rest', () => {
    logger.info(
      {
        password: 'segredo-1',
        user: { passwordHash: HASH, email: 'ana@x.example' },
        req: { headers: { cookie: 'box_session=abc', 'x-csrf-token': 'csrf-1' } },
        params: ['p-1'],
      },
      'event',
    );
    const [event] = logs.events;
    expect(event).toMatchObject({
      msg: 'event',
      password: '[redacted]',
      user: { passwordHash: '[redacted]', email: 'ana@x.example' },
      req: { headers: { cookie: '[redacted]', 'x-csrf-token': '[redacted]' } },
      params: '[redacted]',
    });
    expectNoSecrets(logs.text(), ['segredo-1', 'abc', 'csrf-1', 'p-1']);
  });

  it('logs a failed account creation without the new password or its hash', async () => {
    const page = await admin.get('/_ssr/admin/varejistas/novo', { headers: { accept: 'text/html' } });
    const password = 'senha-nova-muito-secreta-2026';
    const form = {
      _csrf: (await page.text()).match(/name="_csrf" value="([^"]+)"/)?.[1] ?? '',
      razaoSocial: 'Loja Registro Ltda',
      nickname: 'Loja Registro',
      cnpj: '11.222.333/0001-81',
      userName: 'Fulana Registro',
      email: 'fulana@registro.example',
      password,
      passwordRepeat: password,
    };
    const allow = await refuseInserts('users');
    try {
      const response = await admin.post('/_ssr/admin/varejistas/novo', { form });
      expect(response.status).toBe(500);
    } finally {
      await allow();
    }
    expect(logs.events).toContainEqual(expect.objectContaining({ level: 50, msg: 'request failed' }));
    expectNoSecrets(logs.text(), [password, form._csrf, ...admin.cookies.values()]);
  });

  it('logs a 500 of the login route without the password, the new session or the CSRF values', async () => {
    const anonymous = server.agent();
    const refuse = await refuseInserts('sessions');
    try {
      const response = await anonymous.login('ana@mercado.example', 'mercado-2026');
      expect(response.status).toBe(500);
    } finally {
      await refuse();
    }
    expect(logs.events).toContainEqual(expect.objectContaining({ level: 50, msg: 'request failed' }));
    expectNoSecrets(logs.text(), ['mercado-2026', ...anonymous.cookies.values()]);
  });

  it('keeps a failing anonymous login to one short line, without what the caller typed', async () => {
    const anonymous = server.agent();
    const email = `${'x'.repeat(300)}@a.example`;
    const refuse = await refuseInserts('login_attempts');
    try {
      expect((await anonymous.login(email, 'tentativa-secreta')).status).toBe(500);
    } finally {
      await refuse();
    }
    expect(logs.events).toHaveLength(1);
    expect(logs.text().length).toBeLessThan(5_000);
    expectNoSecrets(logs.text(), ['x'.repeat(50), 'tentativa-secreta', ...anonymous.cookies.values()]);
  });
});
