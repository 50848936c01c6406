import { API_SCOPES } from '@box/core/catalogues';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { draft, estimateBody, firstWarehouseOf, quotedCommand } from '../routes/spot-requests.test-support';
import { createRng } from '../seed/prng';
import { BearerAgent, createKey } from '../test/bearer-agent';
import { type Agent, startTestServer, type TestServer, testConfig } from '../test/harness';
import { captureServerLogs } from '../test/log-capture';
import { fuzzCase, type Route } from './requests';

/**
 * Every route of the app, anonymous and signed in (with the CSRF token), sent NUL, lone surrogates, huge and
 * deep values, wrong types and broken JSON, forms, multipart and XML: none may answer 5xx. The routes come
 * from the app itself, so a new route is fuzzed without touching this file. Seeded: BOX_FUZZ_SEED=<n>
 * replays a run (each route has its own stream, so one route replays alone with -t).
 */
const SEED = Number(process.env.BOX_FUZZ_SEED ?? 20_261_126);
const CASES = { anonymous: 8, customer: 20, admin: 10, key: 6 };

// Routes are read from an app over no database: building the app touches none.
const ROUTES: Route[] = [
  ...new Map(
    createApp({ db: {} as Database, config: testConfig() })
      .routes.filter((r) => !(r.method === 'ALL' && r.path === '/*'))
      .map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path }] as const),
  ).values(),
];

/** Bodies that pass the first checks, so mutations of them reach deeper code. */
const GOOD_BODIES: Record<string, unknown> = {
  'POST /jade/api/customers/warehouses': {
    name: 'CD Fuzz',
    address: {
      address: 'Avenida Paulista',
      cep: '01310-100',
      number: '1000',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      complement: null,
    },
    latitude: -23.5651,
    longitude: -46.6516,
    opening_time: '08:00',
    closing_time: '18:00',
    responsible_name: 'Marta Lima',
    phone: '(11) 3456-7890',
    responsible_email: 'marta@mercado.example',
    delivery_instructions: 'Portaria',
    pickup_instructions: null,
  },
  'POST /jade/api/shipments/by-hash/:hash/rating': {
    driverId: 1,
    rating: 5,
    comment: 'ok',
    extraQuestions: [{ id: 'comentarios', answer: 'ok' }],
  },
  'POST /jade/api/shipments/trackings': {
    shipmentId: '1',
    recipients: [{ email: 'a@loja.example', phone: null }],
  },
  'POST /jade/api/spots/batch/shipments/fill-missing-data': {
    shipments: [{ code: 'A', postalCode: '01310100', number: '1' }],
  },
  'POST /_ssr/entrar': { email: 'ana@mercado.example', password: 'errada', redirect: '/' },
  'POST /_ssr/perfil/senha': { atual: 'errada', nova: 'nova-senha-2026', repetir: 'nova-senha-2026' },
  'POST /_ssr/admin/varejistas/novo': {
    razaoSocial: 'Loja Fuzz Ltda',
    nickname: 'Loja Fuzz',
    cnpj: '11.222.333/0001-81',
    userName: 'Fulana',
    email: 'fulana@fuzz.example',
    password: 'uma-senha-longa-2026',
    passwordRepeat: 'uma-senha-longa-2026',
  },
  'PATCH /jade/api/customers': {
    cnpj: '11.222.333/0001-81',
    razao_social: 'Mercado Fuzz',
    billing_address: { cep: '01310-100', number: '1', complement: null },
    contacts: [
      {
        responsible: 'Financeiro',
        name: 'Ana',
        email: 'ana@mercado.example',
        phone: '11999999999',
        phone_branch: null,
        department: 'Financeiro',
      },
    ],
    billing_email: 'financeiro@mercado.example',
  },
  'PATCH /jade/api/users/:id': { emailReports: { spotStatusUpdate: true } },
};

/** Ends a session: a signed-in agent must stay signed in for the rest of the run. */
const endsSession = (route: Route) => route.path.startsWith('/_ssr/sair');

const hashOf = (text: string) =>
  [...text].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0, SEED);

let server: TestServer;
let agents: Record<'customer' | 'admin' | 'key', Agent>;
beforeAll(async () => {
  server = await startTestServer();
  const customer = await server.loginAs('ana@mercado.example');
  agents = {
    customer,
    admin: await server.loginAs('admin@box.example'),
    // An integrator's backend: every scope, a bearer header and no cookie.
    key: new BearerAgent(server.app, (await createKey(customer, API_SCOPES)).secret),
  };
  // The wizard's own bodies for a quote and an order, built as the API tests build them.
  const spot = draft(await firstWarehouseOf(agents.customer));
  GOOD_BODIES['POST /jade/api/spot/estimate'] = estimateBody(spot);
  GOOD_BODIES['POST /jade/api/spots'] = (await quotedCommand(agents.customer, spot)).command;
});
afterAll(() => server.close());

describe(`fuzzing every route (seed ${SEED})`, () => {
  it('finds routes to fuzz', () => {
    expect(ROUTES.length).toBeGreaterThan(40);
    expect(ROUTES).toContainEqual({ method: 'POST', path: '/jade/api/spots/batch' });
  });

  it('starts from bodies the API accepts, so mutations of them reach past validation', async () => {
    for (const name of [
      'PATCH /jade/api/customers',
      'POST /jade/api/customers/warehouses',
      'POST /jade/api/spot/estimate',
    ]) {
      const [method = '', path = ''] = name.split(' ');
      const response = await agents.customer.request(method, path, { json: GOOD_BODIES[name] });
      expect([name, response.status]).toEqual([name, expect.toSatisfy((s: number) => s < 300)]);
    }
  });

  it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s answers no 5xx',
    async (name, route) => {
      const rng = createRng(hashOf(name));
      const failures: string[] = [];
      const logs = captureServerLogs();
      try {
        for (const [who, count] of Object.entries(CASES) as [keyof typeof CASES, number][]) {
          if (who !== 'anonymous' && endsSession(route)) continue;
          const agent = who === 'anonymous' ? server.agent() : agents[who];
          // A visitor has the login page's CSRF cookie, as a browser would: refusals then come from the route.
          if (who === 'anonymous') await agent.get('/_ssr/entrar', { headers: { accept: 'text/html' } });
          for (let i = 0; i < count; i++) {
            const request = fuzzCase(rng, route, agent, GOOD_BODIES[name], who === 'anonymous');
            const response = await agent.request(request.method, request.url, request.options);
            if (response.status >= 500) {
              const sent = JSON.stringify(request.options.json ?? request.options.body ?? '').slice(0, 200);
              failures.push(
                `${who} #${i}: ${request.method} ${request.url.slice(0, 200)} ${sent} → ${response.status}`,
              );
            }
            await response.body?.cancel();
          }
        }
      } finally {
        logs.stop();
      }
      // What the server logged for those answers: the query, and the database's reason in its cause.
      const errors = logs.events.map((e) => {
        const err = e.err as { message?: string; cause?: { message?: string } } | undefined;
        return `${String(err?.message ?? e.msg).slice(0, 160)} ← ${err?.cause?.message ?? ''}`;
      });
      expect({ failures, errors }).toEqual({ failures: [], errors: [] });
    },
  );
});
