import { CSRF_HEADER, csrfFromCookies } from '@box/core/api';
import { type App, createApp } from '../app';
import { prepareData } from '../bootstrap';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open';
import { stopLiveServiceOf } from '../live/service';
import { DEMO_ACCOUNTS, type DemoEmail } from '../seed/demo-accounts';
import { testConfig } from './test-config';
import { defaultClockStart, throwawayDatabase } from './throwaway-database';

export { TEST_SCRYPT_LOG_N, testConfig } from './test-config';

export const ORIGIN = 'http://localhost';

/** A clock the test moves by hand (session timeouts, throttling windows). */
export class TestClock {
  private current: number;
  constructor(start = new Date()) {
    this.current = start.getTime();
  }
  now = (): Date => new Date(this.current);
  advance(ms: number) {
    this.current += ms;
  }
}

export interface RequestOptions {
  headers?: Record<string, string | null>;
  /** Form fields (application/x-www-form-urlencoded). */
  form?: Record<string, string>;
  json?: unknown;
  body?: string;
  /** Leave out the automatic X-CSRF-Token header. */
  csrf?: boolean;
}

let nextAddress = 1;

/**
 * A browser for the in-process app: keeps cookies, sends Origin on state-changing calls and echoes the CSRF
 * cookie in X-CSRF-Token, as the portal's API client does. Each agent has its own client address.
 */
export class Agent {
  readonly cookies = new Map<string, string>();
  readonly address = `198.51.100.${nextAddress++ % 250}`;
  constructor(private readonly app: App) {}

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.address, accept: 'application/json' };
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    if (unsafe) headers.origin = ORIGIN;
    // Read as the portal's client reads it: `__Host-box_csrf` behind TLS, `box_csrf` otherwise.
    const csrf = csrfFromCookies([...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    if (unsafe && options.csrf !== false && csrf && path.startsWith('/jade/api')) headers[CSRF_HEADER] = csrf;
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let body: string | undefined = options.body;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      if (value === null) delete headers[name.toLowerCase()];
      else headers[name.toLowerCase()] = value;
    }
    const response = await this.app.request(path, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    this.storeCookies(response);
    return response;
  }

  get = (path: string, options?: RequestOptions) => this.request('GET', path, options);
  post = (path: string, options?: RequestOptions) => this.request('POST', path, options);

  private storeCookies(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** The hidden CSRF field of a server-rendered form. */
  static formToken(html: string): string {
    const match = html.match(/name="_csrf" value="([^"]+)"/);
    if (!match?.[1]) throw new Error('no CSRF field in the page');
    return match[1];
  }

  /** Fills and submits /_ssr/entrar like a person would. */
  async login(email: string, password: string, redirect?: string): Promise<Response> {
    const page = await this.get('/_ssr/entrar', { headers: { accept: 'text/html' } });
    const form: Record<string, string> = { _csrf: Agent.formToken(await page.text()), email, password };
    if (redirect !== undefined) form.redirect = redirect;
    return this.post('/_ssr/entrar', { form });
  }
}

export interface TestServer {
  app: App;
  db: Database;
  config: ServerConfig;
  clock: TestClock;
  driver: 'pglite' | 'postgres';
  /** An anonymous browser. */
  agent(): Agent;
  /** A browser logged in as a demo account. */
  loginAs(email: DemoEmail): Promise<Agent>;
  /** Another app over the same database (e.g. with other static folders or partner origins). */
  appWith(config: Partial<ServerConfig>): App;
  close(): Promise<void>;
}

/**
 * One migrated (and, unless `seed: false`, demo-seeded) database and app for a test file. Call it once per
 * file (beforeAll): a PGlite instance holds about 0.75 GiB.
 */
export async function startTestServer(
  options: { seed?: boolean; config?: Partial<ServerConfig>; clock?: TestClock } = {},
): Promise<TestServer> {
  // The clock stands still unless a test moves it. Files that give none start theirs at one reading for the run.
  const clock = options.clock ?? new TestClock(await defaultClockStart());
  // A demo seed with the default settings is copied from a template seeded at the clock's start (prepareData below
  // then finds it current); settings of the file's own might change what the seed makes, so it seeds its own copy.
  const sharedSeed = options.seed !== false && !options.config;
  const target = await throwawayDatabase(sharedSeed ? clock.now() : null);
  const config = testConfig({ ...options.config, databaseUrl: target.url });
  // The copy is this file's alone; config.dataDir stays 'memory://', so a test that opens another database
  // from the config still gets a fresh one of its own.
  const database = await openDatabase({ ...config, dataDir: target.dataDir });
  if (options.seed !== false) await prepareData(database.db, config, clock.now());
  const app = createApp({ db: database.db, config, clock: clock.now });
  return {
    app,
    db: database.db,
    config,
    clock,
    driver: database.driver,
    agent: () => new Agent(app),
    async loginAs(email) {
      const account = DEMO_ACCOUNTS.find((a) => a.email === email)!;
      const agent = new Agent(app);
      const response = await agent.login(account.email, account.password);
      if (response.status !== 303) throw new Error(`login as ${email} failed: ${response.status}`);
      return agent;
    },
    appWith: (overrides) =>
      createApp({ db: database.db, config: { ...config, ...overrides }, clock: clock.now }),
    async close() {
      // A stream's LISTEN connection would outlive the database (and retry against a dropped one).
      await stopLiveServiceOf(database.db);
      await database.close();
      await target.drop();
    },
  };
}
