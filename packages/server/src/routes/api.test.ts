import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CSRF_COOKIE, CSRF_HEADER } from '@box/core/api';
import {
  FEATURE_AD_VALOREM,
  FEATURE_CHAT_LAUNCHER,
  FEATURE_FEEDBACK_SURVEY,
  FEATURE_NEW_VEHICLE_POLICY,
  FEATURE_SHIPMENT_TRACKING_SHARING,
} from '@box/core/catalogues';
import { hoursBefore, inMonitoringWindow, isOrderDelayed } from '@box/core/rules';
import { ActiveExperiments, CurrentUser, OrdersStatusResponse, RetailersResponse } from '@box/core/schemas';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { queryRows } from '../db/rows';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { expectApiError } from '../test/expect-api';
import { type Agent, startTestServer, type TestServer } from '../test/harness';
import { PENDING_ROUTES } from './pending';

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

const ordersOf = async (agent: Agent, since = '72 hours ago') => {
  const response = await agent.get(`/jade/api/orders/status?since=${encodeURIComponent(since)}`);
  expect(response.status).toBe(200);
  return v.parse(OrdersStatusResponse, await response.json()).orders;
};

describe('GET /jade/api/me', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.email, a] as const))(
    'matches core CurrentUser for %s',
    async (_, account) => {
      const agent = await server.loginAs(account.email);
      const response = await agent.get('/jade/api/me');
      expect(response.status).toBe(200);
      const me = v.parse(CurrentUser, await response.json());
      expect(me.person.email).toBe(account.email);
      expect(me.person.roleId).toBe(account.roleId);
      expect(me.organization.id).toBe(account.customerId);
      expect(me.organization.name).toMatch(/\(demonstração\)$/);
      // The page learns its CSRF token here too (the cookie may be unreadable in an embedding page).
      expect(response.headers.get(CSRF_HEADER)).toBe(agent.cookies.get(CSRF_COOKIE));
    },
  );

  it('raises the blocked banner for 4200 and the inactive one for 4201, none for 3154', async () => {
    const flags = async (email: (typeof DEMO_ACCOUNTS)[number]['email']) => {
      const agent = await server.loginAs(email);
      return v.parse(CurrentUser, await (await agent.get('/jade/api/me')).json()).account;
    };
    expect(await flags('bia@lojabloqueada.example')).toEqual({
      podeSolicitarRota: false,
      inativo: false,
      bloqueado: true,
    });
    expect(await flags('caio@lojainativa.example')).toEqual({
      podeSolicitarRota: false,
      inativo: true,
      bloqueado: false,
    });
    expect(await flags('ana@mercado.example')).toEqual({
      podeSolicitarRota: true,
      inativo: false,
      bloqueado: false,
    });
  });

  it('lists the customer features plus its active experiments, never inactive ones', async () => {
    const me = v.parse(CurrentUser, await (await ana.get('/jade/api/me')).json());
    expect(me.features).toContain(FEATURE_SHIPMENT_TRACKING_SHARING);
    expect(me.features).toContain(FEATURE_NEW_VEHICLE_POLICY);
    expect(me.features).not.toContain(FEATURE_CHAT_LAUNCHER);
    const other = v.parse(CurrentUser, await (await duda.get('/jade/api/me')).json());
    expect(other.features).not.toContain(FEATURE_AD_VALOREM);
  });

  it('answers 401 JSON without a session', async () => {
    const body = await expectApiError(await server.agent().get('/jade/api/me'), 401);
    expect(body).toEqual({ code: 'not_signed_in', message: 'Você não está conectado.' });
  });
});

describe('GET /jade/api/customers/active-experiments', () => {
  it('lists the active experiments of the caller’s customer', async () => {
    const names = v.parse(
      ActiveExperiments,
      await (await ana.get('/jade/api/customers/active-experiments')).json(),
    );
    expect(names).toEqual([FEATURE_NEW_VEHICLE_POLICY]);
    const other = v.parse(
      ActiveExperiments,
      await (await duda.get('/jade/api/customers/active-experiments')).json(),
    );
    expect(other).toEqual([FEATURE_FEEDBACK_SURVEY]);
  });
});

describe('GET /jade/api/orders/status', () => {
  it('gives 3154 its monitoring window in every status, shaped by core', async () => {
    const orders = await ordersOf(ana);
    expect(new Set(orders.map((o) => o.status))).toEqual(
      new Set(['CREATED', 'ALLOCATED', 'IN_PROGRESS', 'FINISHED', 'CANCELED']),
    );
    const now = server.clock.now();
    expect(orders.some((o) => isOrderDelayed(o, now))).toBe(true);
    expect(orders.some((o) => o.failed_services > 0)).toBe(true);
    expect(orders.some((o) => o.externalId !== null)).toBe(true);
    expect(orders.some((o) => o.scheduled_for === null)).toBe(true);
    for (const order of orders.filter((o) => o.status === 'ALLOCATED' || o.status === 'IN_PROGRESS')) {
      expect(order.driver).not.toBeNull();
    }
    for (const order of orders.filter((o) => o.status === 'CREATED')) expect(order.driver).toBeNull();
    for (const order of orders) {
      expect(order.progress).toBeLessThanOrEqual(order.total_stops);
      expect(order.requesterAbbr.length).toBeLessThan(order.requester.length);
    }
  });

  it("lists exactly the orders core's inMonitoringWindow admits, the rule the widget applies to live events", async () => {
    for (const hours of [24, 72]) {
      const listed = (await ordersOf(ana, `${hours} hours ago`)).map((o) => o.id).sort((a, b) => a - b);
      const rows = await queryRows(
        server.db,
        sql`SELECT o.id, o.status, o.created_at AS created, o.scheduled_for AS scheduled FROM orders o
            WHERE o.customer_id = (SELECT customer_id FROM orders WHERE id = ${listed[0] ?? 0})`,
        v.object({
          id: v.number(),
          status: v.picklist(['CREATED', 'ALLOCATED', 'IN_PROGRESS', 'FINISHED', 'CANCELED']),
          created: v.union([v.string(), v.date()]),
          scheduled: v.nullable(v.union([v.string(), v.date()])),
        }),
      );
      const from = hoursBefore(server.clock.now(), hours);
      const admitted = rows
        .filter((r) =>
          inMonitoringWindow(
            {
              status: r.status,
              created_at: new Date(r.created).toISOString(),
              scheduled_for: r.scheduled === null ? null : new Date(r.scheduled).toISOString(),
            },
            from,
          ),
        )
        .map((r) => Number(r.id))
        .sort((a, b) => a - b);
      expect(listed.length, 'the window holds orders').toBeGreaterThan(0);
      expect(rows.length, 'and the customer has older ones it leaves out').toBeGreaterThan(admitted.length);
      expect(listed).toEqual(admitted);
    }
  });

  it('matches the database row for row: stop counts, prices, times and abbreviated names', async () => {
    const orders = await ordersOf(ana);
    const rows = await queryRows(
      server.db,
      sql`SELECT o.id, o.gross_price::float8 AS gross, o.created_at AS created,
            (SELECT count(*)::int FROM stops s WHERE s.order_id = o.id) AS total,
            (SELECT count(*)::int FROM stops s WHERE s.order_id = o.id AND s.status <> 'PENDING') AS done,
            (SELECT count(*)::int FROM stops s WHERE s.order_id = o.id AND s.status = 'FAILED') AS failed
          FROM orders o WHERE o.id IN (${sql.join(
            orders.map((o) => sql`${o.id}`),
            sql`, `,
          )})`,
      v.object({
        id: v.number(),
        total: v.number(),
        done: v.number(),
        failed: v.number(),
        gross: v.number(),
        // a raw timestamptz: text on PGlite, a Date on node-postgres
        created: v.union([v.string(), v.date()]),
      }),
    );
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    for (const order of orders) {
      const row = byId.get(order.id)!;
      expect([order.total_stops, order.progress, order.failed_services]).toEqual([
        row.total,
        row.done,
        row.failed,
      ]);
      expect(order.grossPrice).toBe(row.gross);
      expect(Date.parse(order.created_at)).toBe(new Date(row.created).getTime());
      expect(order.requesterAbbr).toMatch(/^\S+ \p{Lu}\.$/u);
      if (order.driver) expect(order.driver.nameAbbr).toMatch(/^\S+ \p{Lu}\.$/u);
    }
    const anaOwn = orders.find((o) => o.requester === 'Ana Beatriz Ramos (demonstração)');
    expect(anaOwn?.requesterAbbr).toBe('Ana R.');
    // newest first
    const created = orders.map((o) => Date.parse(o.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('sends the same list compressed to a browser that accepts it', async () => {
    const plain = await (await ana.get('/jade/api/orders/status?since=72%20hours%20ago')).text();
    const response = await ana.get('/jade/api/orders/status?since=72%20hours%20ago', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/^Accept-Encoding\b/);
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(plain);
  });

  it('gives overlapping requests of two shippers each their own list', async () => {
    const [anaLists, dudaLists] = await Promise.all([
      Promise.all([ordersOf(ana), ordersOf(ana), ordersOf(ana)]),
      Promise.all([ordersOf(duda), ordersOf(duda)]),
    ]);
    const ids = (list: { id: number }[]) => list.map((o) => o.id).join();
    expect(new Set(anaLists.map(ids)).size).toBe(1);
    expect(new Set(dudaLists.map(ids)).size).toBe(1);
    expect(ids(anaLists[0]!)).not.toBe(ids(dudaLists[0]!));
  });

  it('never shows one shipper the other’s orders', async () => {
    const mine = new Set((await ordersOf(ana)).map((o) => o.id));
    const theirs = new Set((await ordersOf(duda)).map((o) => o.id));
    expect(mine.size).toBeGreaterThan(0);
    expect(theirs.size).toBeGreaterThan(0);
    expect([...mine].filter((id) => theirs.has(id))).toEqual([]);
  });

  it('ignores any customer id the caller slips into the query', async () => {
    const plain = (await ordersOf(ana)).map((o) => o.id);
    const response = await ana.get(
      '/jade/api/orders/status?since=72%20hours%20ago&customerId=5100&customer_id=5100',
    );
    const sneaky = v.parse(OrdersStatusResponse, await response.json()).orders.map((o) => o.id);
    expect(sneaky).toEqual(plain);
  });

  it('shows the super admin customer 0’s own orders', async () => {
    const orders = await ordersOf(admin);
    expect(orders.length).toBeGreaterThan(0);
    const shippers = new Set([...(await ordersOf(ana)), ...(await ordersOf(duda))].map((o) => o.id));
    expect(orders.filter((o) => shippers.has(o.id))).toEqual([]);
  });

  it('narrows with a shorter window but keeps open orders', async () => {
    const all = await ordersOf(ana);
    const recent = await ordersOf(ana, '1 hours ago');
    expect(recent.length).toBeLessThan(all.length);
    const open = all.filter((o) => ['CREATED', 'ALLOCATED', 'IN_PROGRESS'].includes(o.status));
    expect(recent.map((o) => o.id)).toEqual(expect.arrayContaining(open.map((o) => o.id)));
  });

  it.each([
    ['missing', ''],
    ['out of range', '?since=73%20hours%20ago'],
    ['zero', '?since=0%20hours%20ago'],
    ['other words', '?since=yesterday'],
    ['SQL', "?since=72%20hours%20ago'%3B%20DROP%20TABLE%20orders%3B--"],
    ['repeated', '?since=72%20hours%20ago&since=1%20hours%20ago'],
  ])('refuses a %s since with 400 and a pt-BR message', async (_, query) => {
    const body = await expectApiError(
      await ana.get(`/jade/api/orders/status${query}`),
      400,
      'validation_error',
    );
    expect(body.message).toMatch(/^(Parâmetros inválidos: |O parâmetro 'since' foi enviado mais de uma vez)/);
    expect(body.message).not.toMatch(/Invalid|Expected/);
    expect(body.reasons?.[0]?.field).toBe('since');
  });

  it('is 401 without a session', async () => {
    await expectApiError(await server.agent().get('/jade/api/orders/status?since=72%20hours%20ago'), 401);
  });
});

describe('GET /jade/api/retailers', () => {
  it('lists every customer for the super admin', async () => {
    const response = await admin.get('/jade/api/retailers');
    expect(response.status).toBe(200);
    const retailers = v.parse(RetailersResponse, await response.json());
    expect(retailers.map((r) => r.id)).toEqual([0, 3154, 4200, 4201, 5100]);
    expect(retailers.every((r) => r.razao_social.endsWith('(demonstração)'))).toBe(true);
  });

  it('is 403 for a customer admin', async () => {
    await expectApiError(await ana.get('/jade/api/retailers'), 403, 'forbidden');
  });
});

describe('calls not implemented yet', () => {
  const sample = (path: string) =>
    path.replace(':accessKey', '35261111222333000181550010000047111000000010').replace(/:[a-zA-Z]+/g, '123');

  it.each(PENDING_ROUTES.map((r) => [r.method, r.path, r] as const))(
    '%s %s answers 501',
    async (_, __, route) => {
      const agent = route.access === 'super_admin' ? admin : ana;
      const response = await agent.request(route.method, `/jade/api${sample(route.path)}`, {
        ...(route.method === 'GET' ? {} : { json: {} }),
      });
      const body = await expectApiError(response, 501, 'not_implemented');
      expect(body.message).toMatch(/^Ainda não implementado: /);
    },
  );

  it('checks the session before saying 501 on a private call, not on a public one', async () => {
    await expectApiError(await server.agent().get('/jade/api/customers/warehouses'), 401);
    // A public call answers without a session (the public proof is implemented: an unknown token is a 404).
    await expectApiError(await server.agent().get('/jade/api/pods/public/some-token'), 404);
  });

  it('covers every call of SPEC §7: none is left pending', () => {
    const table = new Set(PENDING_ROUTES.map((r) => `${r.method} ${r.path}`));
    for (const call of ['POST /spots/batch', 'PATCH /users/:id']) {
      expect(table).not.toContain(call);
    }
  });
});

describe('API CSRF', () => {
  it('refuses a state change without the X-CSRF-Token header', async () => {
    await expectApiError(await ana.post('/jade/api/spots', { json: {}, csrf: false }), 403, 'csrf_failed');
  });

  it('refuses a wrong token', async () => {
    const response = await ana.post('/jade/api/spots', {
      json: {},
      csrf: false,
      headers: { [CSRF_HEADER]: 'x'.repeat(43) },
    });
    await expectApiError(response, 403, 'csrf_failed');
  });

  it('refuses another origin even with the right token', async () => {
    const response = await ana.post('/jade/api/spots', {
      json: {},
      headers: { origin: 'https://evil.example' },
    });
    await expectApiError(response, 403, 'csrf_failed');
  });

  it('accepts a configured partner origin', async () => {
    const partner = 'https://parceiro.example';
    const app = server.appWith({ partnerOrigins: [partner] });
    const response = await app.request('/jade/api/spots', {
      method: 'POST',
      headers: {
        origin: partner,
        cookie: [...ana.cookies].map(([k, val]) => `${k}=${val}`).join('; '),
        [CSRF_HEADER]: ana.cookies.get(CSRF_COOKIE)!,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    // Past the CSRF check: the empty spot command fails validation.
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe(partner);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${partner}`);
  });

  it('lets an unknown origin read its answer, which never depends on the cookie it brought', async () => {
    const app = server.appWith({ partnerOrigins: ['https://parceiro.example'] });
    const response = await app.request('/jade/api/me', {
      headers: {
        origin: 'https://evil.example',
        cookie: [...ana.cookies].map(([k, val]) => `${k}=${val}`).join('; '),
      },
    });
    await expectApiError(response, 401, 'not_signed_in');
    expect(response.headers.get('access-control-allow-origin')).toBe('https://evil.example');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });
});

describe('errors and headers', () => {
  it('answers unknown API paths with 404 JSON', async () => {
    await expectApiError(await ana.get('/jade/api/nao-existe'), 404, 'not_found');
    await expectApiError(await server.agent().get('/jade/api/'), 404, 'not_found');
    await expectApiError(await ana.request('DELETE', '/jade/api/me'), 404, 'not_found');
  });

  it.each(['/healthz', '/jade/api/me', '/jade/api/nao-existe', '/_ssr/entrar', '/pedidos/monitoramento'])(
    'sets the security headers on %s',
    async (path) => {
      const response = await ana.get(path);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const csp = response.headers.get('content-security-policy')!;
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  it.each(['/r/abc', '/rr/abc', '/rrp/MBP/123', '/comprovantes/publico/abc'])(
    'sends no referrer from the token page %s',
    async (path) => {
      const response = await server.agent().get(path, { headers: { accept: 'text/html' } });
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    },
  );

  it('keeps API answers out of caches', async () => {
    expect((await ana.get('/jade/api/me')).headers.get('cache-control')).toBe('no-store');
  });

  it('answers GET /healthz', async () => {
    const response = await server.agent().get('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers a legacy path that does not exist with the legacy not-found page', async () => {
    const response = await ana.get('/_ssr/pagina-que-nao-existe', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Página não encontrada');
  });
});

describe('garbage input never makes a 500', () => {
  type Case = [string, string, (agent: Agent) => Parameters<Agent['request']>[2]];
  const csrfHeader = (agent: Agent) => ({ [CSRF_HEADER]: agent.cookies.get(CSRF_COOKIE)! });
  const garbage: Case[] = [
    ['GET', '/jade/api/orders/status?since=%E0%A4%A', () => ({})],
    ['GET', `/jade/api/orders/status?since=${'x'.repeat(5000)}`, () => ({})],
    ['GET', '/jade/api/%', () => ({})],
    ['GET', '/jade/api/orders/status?since[]=72%20hours%20ago', () => ({})],
    ['GET', '/jade/api/me', () => ({ headers: { cookie: 'box_session=%%%; box_csrf=\u00ff' } })],
    ['GET', '/jade/api/me', () => ({ headers: { cookie: `box_session=${'a'.repeat(4000)}` } })],
    [
      'POST',
      '/jade/api/spots',
      () => ({ body: '{"not json', headers: { 'content-type': 'application/json' } }),
    ],
    [
      'POST',
      '/_ssr/entrar',
      (agent) => ({
        body: '%%%=&&&',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...csrfHeader(agent) },
      }),
    ],
    [
      'POST',
      '/_ssr/entrar',
      (agent) => ({
        body: '--x\r\n',
        headers: { 'content-type': 'multipart/form-data; boundary=x', ...csrfHeader(agent) },
      }),
    ],
    ['POST', '/_ssr/entrar', (agent) => ({ body: '\u0000', headers: csrfHeader(agent) })],
    ['GET', '/widgets/%2e%2e/%2e%2e/package.json', () => ({})],
    ['GET', '/assets/%00', () => ({})],
  ];

  it.each(garbage)('%s %s', async (method, path, options) => {
    // A fresh session each time: some cases spoil the cookies on purpose.
    const agent = await server.loginAs('ana@mercado.example');
    const response = await agent.request(method, path, options(agent));
    expect(response.status).toBeGreaterThanOrEqual(200);
    // 501 is the honest answer of a call not built yet; any other 5xx would be a crash.
    if (response.status !== 501) expect(response.status).toBeLessThan(500);
    expect(await response.text()).not.toMatch(/\bat .+\.ts:\d+/);
  });

  it('refuses a body over 1 MiB with 413 JSON', async () => {
    const response = await ana.post('/jade/api/spots', {
      body: JSON.stringify({ x: 'y'.repeat(1024 * 1024 + 10) }),
      headers: { 'content-type': 'application/json' },
    });
    await expectApiError(response, 413, 'payload_too_large');
  });
});

describe('static files', () => {
  const root = mkdtempSync(join(tmpdir(), 'box-static-'));
  const hostDistDir = join(root, 'host-dist');
  const packagesDir = join(root, 'packages');
  mkdirSync(join(hostDistDir, 'assets'), { recursive: true });
  mkdirSync(join(packagesDir, 'tracking', 'dist'), { recursive: true });
  writeFileSync(join(hostDistDir, 'index.html'), '<!doctype html><title>host</title>');
  writeFileSync(join(hostDistDir, 'favicon.svg'), '<svg/>');
  writeFileSync(join(hostDistDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(packagesDir, 'tracking', 'dist', 'element.js'), 'export {}');
  writeFileSync(join(root, 'secret.txt'), 'secret');
  const staticApp = () => server.appWith({ hostDistDir, packagesDir });
  const get = (path: string, accept = 'text/html') => staticApp().request(path, { headers: { accept } });

  it('serves index.html for page routes (history mode)', async () => {
    for (const path of ['/', '/pedidos/monitoramento', '/r/some-token', '/entrar?redirect=/extrato']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>host</title>');
    }
  });

  it('serves real files and hashed assets with long caching', async () => {
    const asset = await get('/assets/index-abc123.js', '*/*');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await get('/favicon.svg', 'image/*')).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('sends text files compressed as the browser accepts (brotli, else gzip), the same bytes once decoded', async () => {
    const big = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ row: i })))};`;
    writeFileSync(join(packagesDir, 'tracking', 'dist', 'big-element.js'), big);
    const fetchAs = (encoding: string, method = 'GET') =>
      staticApp().request('/widgets/tracking/big-element.js', {
        method,
        headers: { 'accept-encoding': encoding },
      });
    const br = await fetchAs('gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.byteLength);
    expect(brBytes.byteLength).toBeLessThan(big.length / 4);
    expect(brotliDecompressSync(brBytes).toString()).toBe(big);
    const gzip = await fetchAs('gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(big);
    const plain = await fetchAs('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(big);
    const head = await fetchAs('br', 'HEAD');
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(await head.text()).toBe('');
  });

  it('leaves tiny files and images as they are', async () => {
    const tiny = await staticApp().request('/widgets/tracking/element.js', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('export {}');
  });

  it('answers 304 when the ETag still matches', async () => {
    const first = await get('/assets/index-abc123.js', '*/*');
    const again = await staticApp().request('/assets/index-abc123.js', {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('serves widget bundles from packages/<folder>/dist', async () => {
    const response = await get('/widgets/tracking/element.js', '*/*');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('export {}');
  });

  it('never serves files outside the folders', async () => {
    for (const path of [
      '/widgets/tracking/../../secret.txt',
      '/widgets/tracking/%2e%2e/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
    ]) {
      const response = await get(path, '*/*');
      expect(response.status).toBe(404);
    }
  });

  it('gives 404 (not index.html) for missing assets and non-HTML requests', async () => {
    expect((await get('/assets/missing.js', '*/*')).status).toBe(404);
    expect((await get('/nada.png', 'image/*')).status).toBe(404);
    expect((await get('/widgets/nada/element.js', '*/*')).status).toBe(404);
  });

  it('says to run pnpm build when the host is not built', async () => {
    const app = server.appWith({ hostDistDir: join(root, 'missing'), packagesDir });
    const response = await app.request('/pedidos/monitoramento', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('pnpm build');
  });
});
