import { CreateWarehouseResponse, type NewWarehouseInput, WarehousesResponse } from '@box/core/schemas';
import * as v from 'valibot';
import { expectApiError } from '../test/expect-api';
import { type Agent, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let ana: Agent;
let duda: Agent;

beforeAll(async () => {
  server = await startTestServer();
  [ana, duda] = await Promise.all([
    server.loginAs('ana@mercado.example'),
    server.loginAs('duda@outraloja.example'),
  ]);
}, 120_000);
afterAll(() => server?.close());

const PATH = '/jade/api/customers/warehouses';

const paulista = (overrides: Partial<NewWarehouseInput> = {}): NewWarehouseInput => ({
  name: 'CD Paulista',
  address: {
    address: 'Avenida Paulista',
    cep: '01310-100',
    number: '1000',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    complement: 'Doca 3',
  },
  latitude: -23.5651,
  longitude: -46.6516,
  opening_time: '08:00',
  closing_time: '18:00',
  responsible_name: 'Marta Lima',
  phone: '(11) 3456-7890',
  responsible_email: 'marta@mercado.example',
  delivery_instructions: 'Portaria da Alameda Santos',
  pickup_instructions: null,
  ...overrides,
});

const warehousesOf = async (agent: Agent) => {
  const response = await agent.get(PATH);
  expect(response.status).toBe(200);
  return v.parse(WarehousesResponse, await response.json());
};

describe('GET /jade/api/customers/warehouses', () => {
  it("lists the session's customer's warehouses only, in core's shape", async () => {
    const mine = await warehousesOf(ana);
    const theirs = await warehousesOf(duda);
    expect(mine.map((w) => w.name)).toEqual([
      'CD Barra Funda (demonstração)',
      'Loja Vila Mariana (demonstração)',
    ]);
    expect(theirs.map((w) => w.name)).toEqual([
      'Depósito Ipiranga (demonstração)',
      'Depósito Santo Amaro (demonstração)',
    ]);
    expect(mine[0]).toMatchObject({
      address: { address: 'Avenida Marquês de São Vicente', cep: '01139002', city: 'São Paulo', state: 'SP' },
      opening_time: '07:00',
      closing_time: '19:00',
    });
  });

  it('needs a session', async () => {
    await expectApiError(await server.agent().get(PATH), 401, 'not_signed_in');
  });
});

describe('POST /jade/api/customers/warehouses', () => {
  it('creates a warehouse for the session customer and answers its id', async () => {
    const response = await ana.post(PATH, { json: paulista() });
    expect(response.status).toBe(201);
    const { warehouse_id } = v.parse(CreateWarehouseResponse, await response.json());
    const created = (await warehousesOf(ana)).find((w) => w.id === warehouse_id);
    expect(created).toEqual({
      id: warehouse_id,
      name: 'CD Paulista',
      address: {
        address: 'Avenida Paulista',
        cep: '01310100',
        number: '1000',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        complement: 'Doca 3',
      },
      latitude: -23.5651,
      longitude: -46.6516,
      opening_time: '08:00',
      closing_time: '18:00',
      responsible_name: 'Marta Lima',
      phone: '(11) 3456-7890',
      responsible_email: 'marta@mercado.example',
      delivery_instructions: 'Portaria da Alameda Santos',
      pickup_instructions: null,
    });
    expect((await warehousesOf(duda)).some((w) => w.id === warehouse_id)).toBe(false);
  });

  it.each(['CD Paulista', 'cd paulista', '  CD PAULISTA '])(
    "refuses the customer's used name %j with warehouse_name_in_use",
    async (name) => {
      if (!(await warehousesOf(ana)).some((w) => w.name === 'CD Paulista')) {
        expect((await ana.post(PATH, { json: paulista() })).status).toBe(201);
      }
      const before = (await warehousesOf(ana)).length;
      const body = await expectApiError(
        await ana.post(PATH, { json: paulista({ name }) }),
        409,
        'warehouse_name_in_use',
      );
      expect(body.message).toBe('Este nome de armazém já existe. Tente outro.');
      expect(await warehousesOf(ana)).toHaveLength(before);
    },
  );

  it("lets another customer use the same name, and one customer's name never leaks to another", async () => {
    await ana.post(PATH, { json: paulista({ name: 'Base Compartilhada' }) });
    const response = await duda.post(PATH, { json: paulista({ name: 'Base Compartilhada' }) });
    expect(response.status).toBe(201);
    expect((await warehousesOf(duda)).filter((w) => w.name === 'Base Compartilhada')).toHaveLength(1);
  });

  it('takes the customer from the session, whatever the body claims', async () => {
    const response = await ana.post(PATH, {
      json: { ...paulista({ name: 'Intrusa' }), customer_id: 5100, customerId: 5100, id: 1 },
    });
    expect(response.status).toBe(201);
    const { warehouse_id } = v.parse(CreateWarehouseResponse, await response.json());
    expect(warehouse_id).not.toBe(1);
    expect((await warehousesOf(ana)).some((w) => w.name === 'Intrusa')).toBe(true);
    expect((await warehousesOf(duda)).some((w) => w.name === 'Intrusa')).toBe(false);
  });

  it('stores empty optional texts as null', async () => {
    const response = await ana.post(PATH, {
      json: paulista({
        name: 'Sem Complemento',
        address: { ...paulista().address, complement: '' },
        responsible_email: null,
        delivery_instructions: '  ',
        opening_time: null,
        closing_time: null,
        phone: null,
      }),
    });
    expect(response.status).toBe(201);
    const created = (await warehousesOf(ana)).find((w) => w.name === 'Sem Complemento')!;
    expect(created).toMatchObject({
      address: { complement: null },
      delivery_instructions: null,
      opening_time: null,
      closing_time: null,
      phone: null,
    });
  });

  it.each([
    ['no name', { name: '   ' }, 'name', 'Informe o nome do armazém.'],
    ['a name over 100 characters', { name: 'A'.repeat(101) }, 'name', 'Use no máximo 100 caracteres.'],
    [
      'a short CEP',
      { address: { ...paulista().address, cep: '1310100' } },
      'address.cep',
      'O CEP deve ter 8 dígitos.',
    ],
    [
      'no street number',
      { address: { ...paulista().address, number: '' } },
      'address.number',
      'Endereço incompleto.',
    ],
    ['no responsible', { responsible_name: '' }, 'responsible_name', 'Informe o nome do responsável.'],
    ['a bad phone', { phone: '11 3456' }, 'phone', 'Telefone inválido.'],
    ['a bad e-mail', { responsible_email: 'marta@' }, 'responsible_email', 'E-mail inválido'],
    ['a latitude off the globe', { latitude: 123 }, 'latitude', undefined],
    [
      'hours that end before they start',
      { opening_time: '18:00', closing_time: '08:00' },
      '',
      'O horário final do agendamento deve ser após o inicial',
    ],
    ['an opening without closing', { closing_time: null }, '', undefined],
  ] as const)('refuses %s with validation_error', async (_, overrides, field, message) => {
    const body = await expectApiError(
      await ana.post(PATH, {
        json: paulista({ name: 'Inválido', ...overrides } as Partial<NewWarehouseInput>),
      }),
      400,
      'validation_error',
    );
    const reason = body.reasons?.find((r) => r.field === field);
    expect(reason, JSON.stringify(body.reasons)).toBeDefined();
    if (message) expect(reason!.message).toBe(message);
    expect((await warehousesOf(ana)).some((w) => w.name === 'Inválido')).toBe(false);
  });

  it.each([
    [
      'a body that is not JSON',
      { body: '{"name": ', headers: { 'content-type': 'application/json' } },
      'bad_request',
    ],
    ['a JSON array', { json: [] }, 'validation_error'],
    ['an empty object', { json: {} }, 'validation_error'],
  ] as const)('answers 400 to %s', async (_, options, code) => {
    await expectApiError(await ana.post(PATH, options), 400, code);
  });

  it('refuses a caller without session or CSRF token', async () => {
    // An anonymous browser has no CSRF token either: the CSRF check answers first.
    await expectApiError(
      await server.agent().post(PATH, { json: paulista({ name: 'Anônimo' }) }),
      403,
      'csrf_failed',
    );
    await expectApiError(
      await ana.post(PATH, { json: paulista({ name: 'Sem CSRF' }), csrf: false }),
      403,
      'csrf_failed',
    );
    const names = (await warehousesOf(ana)).map((w) => w.name);
    expect(names).not.toContain('Anônimo');
    expect(names).not.toContain('Sem CSRF');
  });
});
