import { and, count, eq } from 'drizzle-orm';
import { loginAttempts } from '../db/schema/index';
import { LOGIN_MESSAGES } from '../ssr/login';
import { Agent, startTestServer, type TestServer } from '../test/harness';
import { BUSY_RETRY_AFTER_SECONDS, boundedWork, PasswordWorkBusy } from './bounded-work';
import {
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  MAX_FAILURES_PER_ADDRESS,
} from './policy';

// pnpm test runs the API suites without isolation: this file may come after another that loaded the real
// module, so its mock starts from a fresh module registry.
vi.hoisted(() => vi.resetModules());

// Counts the hashes actually compared: what a burst of guesses costs the server, and what it learns. (A plain
// wrapper, not vi.fn: the preset's restoreMocks would reset a vi.fn before each test.)
const hashes = vi.hoisted(() => ({ verified: 0, refuseNext: false }));
vi.mock('./password', async (importOriginal) => {
  const real = await importOriginal<typeof import('./password')>();
  const { PasswordWorkBusy: Busy } = await import('./bounded-work');
  return {
    ...real,
    verifyPassword: (pass: string, stored: string) => {
      if (hashes.refuseNext) {
        hashes.refuseNext = false;
        return Promise.reject(new Busy());
      }
      hashes.verified++;
      return real.verifyPassword(pass, stored);
    },
  };
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server?.close());
beforeEach(() => {
  hashes.verified = 0;
});

const MIN = 60_000;

/** One browser that has loaded the form once, so that many posts can leave at the same moment. */
async function preparedBrowser() {
  const agent = server.agent();
  const page = await agent.get('/_ssr/entrar', { headers: { accept: 'text/html' } });
  const token = Agent.formToken(await page.text());
  const post = (email: string, pass: string) =>
    agent.post('/_ssr/entrar', { form: { _csrf: token, email, password: pass } });
  return { agent, post };
}

const failuresOf = async (email: string, ip: string) => {
  const [row] = await server.db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, false)));
  return row?.n ?? 0;
};

describe('concurrent login attempts (one atomic check-and-count)', () => {
  it('evaluates no more of 50 parallel wrong passwords than the limit, and refuses the rest before hashing', async () => {
    const { agent, post } = await preparedBrowser();
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post('ana@mercado.example', `wrong-${i}`)),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    expect(hashes.verified).toBe(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    expect(await failuresOf('ana@mercado.example', agent.address)).toBe(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    const refused = burst.find((r) => r.status === 429)!;
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.text()).toContain(LOGIN_MESSAGES.throttled);
  });

  it('refuses the right password sent inside a burst of wrong ones once the limit is reached', async () => {
    const { agent, post } = await preparedBrowser();
    const first = await Promise.all(
      Array.from({ length: 25 }, (_, i) => post('duda@outraloja.example', `wrong-${i}`)),
    );
    expect(first.filter((r) => r.status === 401)).toHaveLength(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    hashes.verified = 0;
    const second = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => post('duda@outraloja.example', `again-${i}`)),
      post('duda@outraloja.example', 'outra-2026'),
      ...Array.from({ length: 10 }, (_, i) => post('duda@outraloja.example', `more-${i}`)),
    ]);
    expect(second.map((r) => r.status)).toEqual(Array(21).fill(429));
    expect(hashes.verified).toBe(0);
    expect(agent.cookies.has('box_session')).toBe(false);
  });

  it('holds across replicas: a burst split between two apps over one database gets the same budget', async () => {
    const replicas = [server.app, server.appWith({})];
    const address = '203.0.113.77';
    const forms = await Promise.all(
      replicas.map(async (app) => {
        const agent = new Agent(app);
        const page = await agent.get('/_ssr/entrar', {
          headers: { accept: 'text/html', 'x-forwarded-for': address },
        });
        return { agent, token: Agent.formToken(await page.text()) };
      }),
    );
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const { agent, token } = forms[i % 2]!;
        return agent.post('/_ssr/entrar', {
          form: { _csrf: token, email: 'replicas@nada.example', password: `wrong-${i}` },
          headers: { 'x-forwarded-for': address },
        });
      }),
    );
    expect(burst.filter((r) => r.status === 401)).toHaveLength(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    expect(hashes.verified).toBe(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
  });

  it('gives back a reserved attempt that could not be hashed, with 503 and Retry-After', async () => {
    const { agent, post } = await preparedBrowser();
    hashes.refuseNext = true;
    const response = await post('bia@lojabloqueada.example', 'bloqueada-2026');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(await response.text()).toContain(LOGIN_MESSAGES.busy);
    expect(await failuresOf('bia@lojabloqueada.example', agent.address)).toBe(0);
    expect((await post('bia@lojabloqueada.example', 'bloqueada-2026')).status).toBe(303);
  });
});

describe('soft lockout (per account and address, with a higher per-account ceiling)', () => {
  it("lets the owner sign in from their own address while a stranger's address is refused", async () => {
    const account = { email: 'caio@lojainativa.example', password: 'inativa-2026' };
    const attacker = await preparedBrowser();
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      expect((await attacker.post(account.email, `guess-${i}`)).status).toBe(401);
    }
    // Even the right password is refused there: the stranger's budget is spent.
    expect((await attacker.post(account.email, account.password)).status).toBe(429);
    const owner = await preparedBrowser();
    expect((await owner.post(account.email, account.password)).status).toBe(303);
    server.clock.advance(15 * MIN + 1000);
    expect((await attacker.post(account.email, account.password)).status).toBe(303);
  });

  it('still locks the account for everyone once failures from many addresses reach the ceiling', async () => {
    const account = { email: 'admin@box.example', password: 'box-admin-2026' };
    const addresses = MAX_FAILURES_PER_ACCOUNT / MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS;
    for (let a = 0; a < addresses; a++) {
      const stranger = await preparedBrowser();
      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
        expect((await stranger.post(account.email, `guess-${a}-${i}`)).status).toBe(401);
      }
    }
    hashes.verified = 0;
    const owner = await preparedBrowser();
    expect((await owner.post(account.email, account.password)).status).toBe(429);
    expect(hashes.verified).toBe(0);
    server.clock.advance(15 * MIN + 1000);
    expect((await owner.post(account.email, account.password)).status).toBe(303);
  });

  it('still limits one address trying many accounts', async () => {
    const { post } = await preparedBrowser();
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      expect((await post(`ninguem${i}@nada.example`, 'x')).status).toBe(401);
    }
    expect((await post('ana@mercado.example', 'mercado-2026')).status).toBe(429);
  });
});

describe('boundedWork (the hash queue)', () => {
  it('runs up to the limit, queues a bounded number more, and refuses the rest at once', async () => {
    const run = boundedWork(2, 3);
    const releases: (() => void)[] = [];
    const job = () => new Promise<string>((resolve) => releases.push(() => resolve('done')));
    const outcomes: unknown[] = Array(8).fill('waiting');
    const results = Array.from({ length: 8 }, (_, i) =>
      run(job).then(
        (value) => {
          outcomes[i] = value;
        },
        (error: unknown) => {
          outcomes[i] = error;
        },
      ),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(outcomes.slice(5)).toEqual(Array(3).fill(expect.any(PasswordWorkBusy)));
    expect(outcomes.slice(0, 5)).toEqual(Array(5).fill('waiting'));
    expect(releases).toHaveLength(2);
    // Each finished job lets a waiting one start.
    while (releases.length > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(results);
    expect(outcomes.slice(0, 5)).toEqual(Array(5).fill('done'));
    expect(await run(async () => 'again')).toBe('again');
  });
});
