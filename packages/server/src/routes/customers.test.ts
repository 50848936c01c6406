import { ApiError } from '@box/core/api';
import { financeInfoError } from '@box/core/errors';
import { financeInfoBody } from '@box/core/rules';
import { ApiErrorBody, CustomerFinanceInfo, OkResponse } from '@box/core/schemas';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { customers } from '../db/schema/index';
import { hasFinancialInfo } from '../domain/finance-info';
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

const customerRow = async (id: number) =>
  (await server.db.select().from(customers).where(eq(customers.id, id)))[0]!;

const validBody = () =>
  financeInfoBody({
    cnpj: '57.924.681/0001-00',
    razaoSocial: 'Outra Loja Eletrônicos Ltda. (demonstração)',
    postalCode: '04208-001',
    number: '1500',
    complement: 'Sala 4',
    responsibleName: 'Rita Campos',
    email: 'rita@outraloja.example',
    phone: '(11) 2345-6789',
    phoneBranch: '',
  });

const patch = (agent: Agent, json: unknown, options: { csrf?: boolean } = {}) =>
  agent.request('PATCH', '/jade/api/customers', { json, ...options });

async function expectValidationError(response: Response) {
  expect(response.status).toBe(400);
  const body = v.parse(ApiErrorBody, await response.json());
  expect(body.code).toBe('validation_error');
  // SPEC §8: the finance modal shows 'Erro de validação' for exactly this answer.
  expect(financeInfoError(new ApiError(400, body))).toEqual({ kind: 'FinanceInfoValidation' });
  return body;
}

describe('PATCH /jade/api/customers', () => {
  it('starts with finance info for 3154 and none for 5100 (the demo shows the modal for Outra Loja)', async () => {
    expect(hasFinancialInfo(await customerRow(3154))).toBe(true);
    expect(hasFinancialInfo(await customerRow(5100))).toBe(false);
  });

  it("saves the session customer's finance info", async () => {
    const anaBefore = await customerRow(3154);
    const response = await patch(duda, validBody());
    expect(response.status).toBe(200);
    expect(v.parse(OkResponse, await response.json())).toEqual({ ok: true });
    const row = await customerRow(5100);
    expect(row).toMatchObject({
      cnpj: '57924681000100',
      razaoSocial: 'Outra Loja Eletrônicos Ltda. (demonstração)',
      billingPostalCode: '04208001',
      billingNumber: '1500',
      billingComplement: 'Sala 4',
      billingEmail: 'rita@outraloja.example',
      financeName: 'Rita Campos',
      financeEmail: 'rita@outraloja.example',
      financePhone: '(11) 2345-6789',
      financePhoneBranch: null,
    });
    expect(hasFinancialInfo(row)).toBe(true);
    expect(await customerRow(3154)).toEqual(anaBefore);
  });

  it.each([
    ['an invalid CNPJ', { cnpj: '11.111.111/1111-11' }, 'cnpj', 'CNPJ inválido.'],
    ['no razão social', { razao_social: '  ' }, 'razao_social', 'Informe a razão social.'],
    [
      'a short CEP',
      { billing_address: { cep: '0420', number: '1', complement: null } },
      'billing_address.cep',
      'O CEP deve ter 8 dígitos.',
    ],
    ['no finance contact', { contacts: [] }, 'contacts', 'Informe o responsável financeiro.'],
    ['a bad billing e-mail', { billing_email: 'financeiro@' }, 'billing_email', 'E-mail inválido'],
  ] as const)('refuses %s with validation_error', async (_, overrides, field, message) => {
    const before = await customerRow(3154);
    const body = await expectValidationError(await patch(ana, { ...validBody(), ...overrides }));
    expect(body.reasons).toContainEqual({ field, message });
    expect(await customerRow(3154)).toEqual(before);
  });

  it('refuses a contact with a bad phone', async () => {
    const body = validBody();
    body.contacts[0]!.phone = '1234';
    const error = await expectValidationError(await patch(ana, body));
    expect(error.reasons).toContainEqual({ field: 'contacts.0.phone', message: 'Telefone inválido.' });
  });

  it('answers validation_error to a body that is not JSON or not an object', async () => {
    await expectValidationError(
      await ana.request('PATCH', '/jade/api/customers', {
        body: '{"cnpj":',
        headers: { 'content-type': 'application/json' },
      }),
    );
    await expectValidationError(await patch(ana, ['cnpj']));
    await expectValidationError(await patch(ana, null));
  });

  it('refuses a call without the CSRF token', async () => {
    const response = await patch(ana, validBody(), { csrf: false });
    expect(response.status).toBe(403);
  });
});

describe('GET /jade/api/customers/finance-info', () => {
  it("answers the session customer's finance info, in core's shape", async () => {
    const response = await ana.get('/jade/api/customers/finance-info');
    expect(response.status).toBe(200);
    const info = v.parse(CustomerFinanceInfo, await response.json());
    const row = await customerRow(3154);
    expect(info).toEqual({
      cnpj: row.cnpj,
      razao_social: row.razaoSocial,
      billing_address: {
        postal_code: row.billingPostalCode,
        number: row.billingNumber,
        complement: row.billingComplement,
      },
      finances_responsible: {
        name: row.financeName,
        email: row.financeEmail,
        phone: row.financePhone,
        phone_branch: row.financePhoneBranch,
      },
    });
  });

  it('shows what PATCH /customers stored, and nothing of another customer', async () => {
    expect((await patch(duda, validBody())).status).toBe(200);
    const info = v.parse(
      CustomerFinanceInfo,
      await (await duda.get('/jade/api/customers/finance-info')).json(),
    );
    expect(info.cnpj).toBe('57924681000100');
    expect(info.billing_address).toEqual({ postal_code: '04208001', number: '1500', complement: 'Sala 4' });
    expect(info.finances_responsible?.email).toBe('rita@outraloja.example');
    expect(info.razao_social).not.toBe((await customerRow(3154)).razaoSocial);
  });

  it('is 401 without a session', async () => {
    expect((await server.agent().get('/jade/api/customers/finance-info')).status).toBe(401);
  });
});
