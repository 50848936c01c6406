import { and, desc, eq } from 'drizzle-orm';
import { orders, proofsOfDelivery } from '../db/schema/index';
import { type Agent, startTestServer, type TestServer } from '../test/harness';
import { NOT_FOUND_TEXT } from './page-access';
import { PAGE_SIZE } from './pagination';

let server: TestServer;
let ana: Agent;
let admin: Agent;

beforeAll(async () => {
  server = await startTestServer();
  [ana, admin] = await Promise.all([
    server.loginAs('ana@mercado.example'),
    server.loginAs('admin@box.example'),
  ]);
}, 120_000);
afterAll(() => server?.close());

const page = { headers: { accept: 'text/html' } };
const text = async (agent: Agent, path: string) => {
  const response = await agent.get(path, page);
  return { status: response.status, body: await response.text(), response };
};

// The history's own order (order-history.ts): newest first, and the higher OS first between two of one instant,
// which the demo data has at some times of day.
const ordersOf = (customerId: number) =>
  server.db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id));

const proofsOf = (customerId: number) =>
  server.db
    .select({ id: proofsOfDelivery.id, hashid: proofsOfDelivery.hashid, orderId: proofsOfDelivery.orderId })
    .from(proofsOfDelivery)
    .innerJoin(orders, eq(orders.id, proofsOfDelivery.orderId))
    .where(eq(orders.customerId, customerId));

/** The OS numbers a list links to (tracking links). */
const linkedOrders = (html: string) =>
  [...html.matchAll(/href="\/pedidos\/acompanhe\/(\d+)"/g)].map((m) => Number(m[1]));

describe('who may open each legacy page', () => {
  const CUSTOMER_PAGES = [
    '/spots',
    '/comprovantes',
    '/inicio',
    '/pods',
    '/perfil/senha',
    '/perfil/notificacoes',
  ];
  const ADMIN_PAGES = [
    '/admin/comprovantes',
    '/admin/varejistas/3154/usuarios',
    '/admin/varejistas/3154/comprovantes',
    '/admin/varejistas/novo',
  ];

  it.each([...CUSTOMER_PAGES, ...ADMIN_PAGES])(
    '%s sends an anonymous visitor to the login form, back here afterwards',
    async (path) => {
      const { status, response } = await text(server.agent(), `/_ssr${path}?pagina=2`);
      expect(status).toBe(302);
      expect(response.headers.get('location')).toBe(
        `/_ssr/entrar?redirect=${encodeURIComponent(`${path}?pagina=2`)}`,
      );
    },
  );

  it.each(CUSTOMER_PAGES)('%s opens for a shipper and for the super admin', async (path) => {
    expect((await text(ana, `/_ssr${path}`)).status).toBe(200);
    expect((await text(admin, `/_ssr${path}`)).status).toBe(200);
  });

  it.each(ADMIN_PAGES)(
    '%s is the not-found page for a shipper, the page for the super admin',
    async (path) => {
      const refused = await text(ana, `/_ssr${path}`);
      expect(refused.status).toBe(404);
      expect(refused.body).toContain(NOT_FOUND_TEXT.title);
      expect((await text(admin, `/_ssr${path}`)).status).toBe(200);
    },
  );

  it('answers an unknown legacy path with the not-found page', async () => {
    const { status, body } = await text(ana, '/_ssr/nada/por/aqui');
    expect(status).toBe(404);
    expect(body).toContain(NOT_FOUND_TEXT.title);
  });

  // A form that posts back to its own page stays in the portal's frame, so a refusal is shown under the portal's
  // header (issue 14 item 12); every other link and form moves the top window.
  it('serves plain pt-BR pages whose links and forms target the top window, but forms that answer in place', async () => {
    for (const path of [
      '/spots',
      '/comprovantes',
      '/inicio',
      '/admin/varejistas/novo',
      '/admin/varejistas/3154/usuarios',
      '/perfil/senha',
      '/perfil/notificacoes',
    ]) {
      const { body, response } = await text(admin, `/_ssr${path}`);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(body).toContain('<html lang="pt-BR">');
      expect(body).not.toContain('<script');
      for (const tag of body.match(/<(a|form)\s[^>]*>/g) ?? []) {
        if (tag.includes(`action="/_ssr${path}"`)) expect(tag).not.toContain('target=');
        else expect(tag).toContain('target="_top"');
      }
    }
  });

  it('leaves the brand out inside the host frame (Sec-Fetch-Dest: iframe)', async () => {
    const framed = await (await ana.get('/_ssr/inicio', { headers: { 'sec-fetch-dest': 'iframe' } })).text();
    const alone = (await text(ana, '/_ssr/inicio')).body;
    expect(framed).not.toContain('class="brand"');
    expect(alone).toContain('class="brand"');
  });
});

describe('/_ssr/spots (history) and /_ssr/spots/{id}/requested/', () => {
  it("lists only the session customer's orders, newest first, a page at a time", async () => {
    const own = await ordersOf(3154);
    const others = new Set((await ordersOf(5100)).map((o) => o.id));
    const { body } = await text(ana, '/_ssr/spots');
    const listed = linkedOrders(body);
    expect(listed).toEqual(own.slice(0, PAGE_SIZE).map((o) => o.id));
    expect(listed.some((id) => others.has(id))).toBe(false);
    expect(body).toContain(`de ${own.length}`);
    if (own.length > PAGE_SIZE) {
      expect(body).toContain('href="/spots?pagina=2"');
      const second = linkedOrders((await text(ana, '/_ssr/spots?pagina=2')).body);
      expect(second).toEqual(own.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((o) => o.id));
    }
  });

  it('finds one OS by number and filters by status; another customer’s OS is not found', async () => {
    const [first] = await ordersOf(3154);
    expect(linkedOrders((await text(ana, `/_ssr/spots?os=${first!.id}`)).body)).toEqual([first!.id]);
    const [foreign] = await ordersOf(5100);
    const { body } = await text(ana, `/_ssr/spots?os=${foreign!.id}`);
    expect(linkedOrders(body)).toEqual([]);
    expect(body).toContain('Nenhuma solicitação encontrada.');
    const finished = (await ordersOf(3154)).filter((o) => o.status === 'FINISHED').map((o) => o.id);
    const listed = linkedOrders((await text(ana, '/_ssr/spots?status=FINISHED')).body);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((id) => finished.includes(id))).toBe(true);
  });

  it('ignores a search or status it cannot use instead of failing', async () => {
    for (const query of ['os=abc', 'status=%3Cscript%3E', 'pagina=-1', 'pagina=99999']) {
      expect((await text(ana, `/_ssr/spots?${query}`)).status).toBe(200);
    }
    expect((await text(ana, '/_ssr/spots?os=%22%3E%3Cb%3E')).body).not.toContain('"><b>');
  });

  it('shows a requested order to its customer, with and without the final slash', async () => {
    const [order] = await ordersOf(3154);
    for (const path of [`/_ssr/spots/${order!.id}/requested/`, `/_ssr/spots/${order!.id}/requested`]) {
      const { status, body } = await text(ana, path);
      expect(status).toBe(200);
      expect(body).toContain(`A OS ${order!.id} foi registrada.`);
      expect(body).toContain(`href="/pedidos/acompanhe/${order!.id}"`);
    }
  });

  it("answers another customer's order, an unknown one and a non-number with the not-found page", async () => {
    const [foreign] = await ordersOf(5100);
    for (const id of [foreign!.id, 999999999, 'abc']) {
      expect((await text(ana, `/_ssr/spots/${id}/requested/`)).status).toBe(404);
    }
    expect((await text(admin, `/_ssr/spots/${foreign!.id}/requested/`)).status).toBe(200);
  });
});

describe('/_ssr/comprovantes and the super admin receipts', () => {
  const proofLinks = (html: string) =>
    [...html.matchAll(/href="\/comprovantes\/(\d+)"/g)].map((m) => Number(m[1]));

  it("lists the session customer's proofs only, linking each to its proof page", async () => {
    const own = new Set((await proofsOf(3154)).map((p) => p.id));
    const { body } = await text(ana, '/_ssr/comprovantes');
    const listed = proofLinks(body);
    expect(listed.length).toBe(Math.min(PAGE_SIZE, own.size));
    expect(listed.every((id) => own.has(id))).toBe(true);
    expect(body).not.toContain('<th scope="col">Cliente</th>');
  });

  it("searches by OS; another customer's OS finds nothing", async () => {
    const [proof] = await proofsOf(3154);
    const found = proofLinks((await text(ana, `/_ssr/comprovantes?busca=${proof!.orderId}`)).body);
    expect(found).toContain(proof!.id);
    const [foreign] = await proofsOf(5100);
    const { body } = await text(ana, `/_ssr/comprovantes?busca=${foreign!.orderId}`);
    expect(proofLinks(body)).toEqual([]);
    expect(body).toContain('Nenhum comprovante encontrado.');
  });

  it('filters by outcome and by finishing days; impossible dates are ignored', async () => {
    const failures = await server.db
      .select({ id: proofsOfDelivery.id })
      .from(proofsOfDelivery)
      .innerJoin(orders, eq(orders.id, proofsOfDelivery.orderId))
      .where(and(eq(orders.customerId, 3154), eq(proofsOfDelivery.statusType, 'failure')));
    const listed = proofLinks((await text(ana, '/_ssr/comprovantes?status=failure')).body);
    expect(new Set(listed)).toEqual(new Set(failures.map((f) => f.id).slice(0, PAGE_SIZE)));
    expect(proofLinks((await text(ana, '/_ssr/comprovantes?de=2099-01-01')).body)).toEqual([]);
    const ignored = await text(ana, '/_ssr/comprovantes?de=2026-02-30&ate=nada');
    expect(ignored.status).toBe(200);
    expect(proofLinks(ignored.body).length).toBeGreaterThan(0);
  });

  it('gives the super admin every customer, with a customer column, and one retailer at a time', async () => {
    const all = await text(admin, '/_ssr/admin/comprovantes');
    expect(all.body).toContain('<th scope="col">Cliente</th>');
    expect(all.body).toContain('href="/admin/varejistas/5100/comprovantes"');
    const duda = new Set((await proofsOf(5100)).map((p) => p.id));
    const one = proofLinks((await text(admin, '/_ssr/admin/varejistas/5100/comprovantes')).body);
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((id) => duda.has(id))).toBe(true);
    expect((await text(admin, '/_ssr/admin/varejistas/999999/comprovantes')).status).toBe(404);
    expect((await text(admin, '/_ssr/admin/varejistas/x/comprovantes')).status).toBe(404);
  });
});

describe('/_ssr/inicio and /_ssr/pods', () => {
  it('greets by first name and counts the open orders', async () => {
    const open = (await ordersOf(3154)).filter((o) => o.status === 'CREATED').length;
    const { body } = await text(ana, '/_ssr/inicio');
    expect(body).toContain('Olá, Ana');
    expect(body).toContain(`<strong>${open}</strong>Em alocação`);
    expect(body).toContain('href="/comprovantes"');
    expect(body).not.toContain('href="/contas-cadastradas"');
    const adminHome = (await text(admin, '/_ssr/inicio')).body;
    expect(adminHome).toContain('href="/admin/comprovantes"');
    expect(adminHome).toContain('href="/contas-cadastradas"');
  });

  it("shows one of the customer's proofs by id and refuses another's", async () => {
    const [own] = await proofsOf(3154);
    const shown = await text(ana, `/_ssr/pods/${own!.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toContain(`Comprovante #${own!.hashid}`);
    expect(shown.body).toContain(`href="/comprovantes/${own!.id}"`);
    const [foreign] = await proofsOf(5100);
    expect((await text(ana, `/_ssr/pods/${foreign!.id}`)).status).toBe(404);
    expect((await text(ana, '/_ssr/pods/abc')).status).toBe(404);
    expect((await text(ana, '/_ssr/pods/1/2/3')).status).toBe(404);
  });

  it("lists the customer's proofs at /pods", async () => {
    const { status, body } = await text(ana, '/_ssr/pods');
    expect(status).toBe(200);
    expect(body).toContain('<h1>Comprovantes</h1>');
  });
});

describe('ids in the query never widen what a shipper sees', () => {
  it('ignores a cliente parameter on the customer receipts', async () => {
    const duda = new Set((await proofsOf(5100)).map((p) => p.id));
    const { body } = await text(ana, '/_ssr/comprovantes?cliente=5100&customerId=5100');
    const listed = [...body.matchAll(/href="\/comprovantes\/(\d+)"/g)].map((m) => Number(m[1]));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.some((id) => duda.has(id))).toBe(false);
  });
});
