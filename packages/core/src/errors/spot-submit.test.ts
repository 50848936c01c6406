import { ApiError, SessionExpiredError } from '../api/errors';
import type { ApiErrorBody } from '../schemas/errors';
import { messageFor } from './messages';
import { batchSpotError, spotSubmitError } from './spot-submit';

const apiError = (status: number, body: ApiErrorBody | null) => new ApiError(status, body);

describe('spotSubmitError (SPEC §8)', () => {
  it('no response → NetworkError; no body → UnknownError', () => {
    expect(spotSubmitError(apiError(0, null))).toEqual({ kind: 'NetworkError' });
    expect(spotSubmitError(apiError(502, null))).toEqual({ kind: 'UnknownError', status: 500 });
  });

  it('422 EstimateNoLongerValid carries the minutes into the message', () => {
    const error = spotSubmitError(
      apiError(422, {
        code: 'EstimateNoLongerValid',
        message: 'x',
        details: { maxTimespanBetweenSpotEstimateAndRequestInMinutes: 15 },
      }),
    );
    expect(error).toEqual({ kind: 'EstimateNoLongerValid', minutes: 15 });
    expect(messageFor(error)).toEqual({
      title: 'Cotação desatualizada',
      message: 'Nossa cotação é válida por apenas 15 minuto(s). Por favor refaça sua cotação para atualizar.',
      report: false,
    });
  });

  it('any other 422 → ValidationError listing the reasons (reported)', () => {
    const reasons = [
      {
        field: 'scheduledFor',
        message:
          'O horário de agendamento deve ser pelo menos 45 minutos depois do horário atual, volte e verifique.',
      },
      { field: 'externalId', message: 'O código externo deve ter no máximo 80 caracteres.' },
    ];
    const error = spotSubmitError(apiError(422, { code: 'validation_error', message: 'x', reasons }));
    expect(error).toEqual({ kind: 'ValidationError', reasons });
    expect(messageFor(error)).toEqual({
      title: 'Erro de validação',
      message: `${reasons[0]!.message}\n${reasons[1]!.message}`,
      report: true,
    });
    expect(spotSubmitError(apiError(422, { code: 'MissingFinancialInfo', message: 'x' }))).toEqual({
      kind: 'ValidationError',
      reasons: [],
    });
  });

  it('MissingFinancialInfo → 400, BlockedCustomer → 403, others → UnknownError 500', () => {
    expect(spotSubmitError(apiError(400, { code: 'MissingFinancialInfo', message: 'x' }))).toEqual({
      kind: 'MissingFinancialInfo',
      status: 400,
    });
    expect(spotSubmitError(apiError(403, { code: 'BlockedCustomer', message: 'x' }))).toEqual({
      kind: 'BlockedCustomer',
      status: 403,
    });
    expect(spotSubmitError(apiError(409, { code: 'something_else', message: 'x' }))).toEqual({
      kind: 'UnknownError',
      status: 500,
    });
    expect(messageFor({ kind: 'UnknownError', status: 500 })).toEqual({
      title: 'Erro no servidor',
      message: 'Por favor, entre em contato com a nossa equipe de suporte.',
      report: true,
    });
  });

  it('translates the codes the spec names (pricing, users, warehouses)', () => {
    const pricing = spotSubmitError(
      apiError(400, {
        code: 'customerDoesNotHavePricingRule',
        message: 'x',
        details: { vehicleType: 'VAN' },
      }),
    );
    expect(messageFor(pricing)).toEqual({
      title: 'Precificação não encontrada',
      message: 'Não há precificação cadastrada para o veículo Van',
      report: true,
    });
    const users = spotSubmitError(
      apiError(400, { code: 'usersNotFound', message: 'x', details: { emails: ['a@x.com', 'b@x.com'] } }),
    );
    expect(messageFor(users)).toMatchObject({
      title: 'Usuários não encontrados',
      message: 'a@x.com, b@x.com',
    });
    const warehouses = spotSubmitError(
      apiError(400, {
        code: 'warehousesNotFound',
        message: 'x',
        details: { warehouses: [{ name: 'CD Sul', customerId: 3154 }] },
      }),
    );
    expect(messageFor(warehouses)).toMatchObject({
      title: 'Armazéns não encontrados',
      message: 'CD Sul (cliente 3154)',
    });
  });

  it('a 422 naming a translated refusal shows it, not an empty validation error', () => {
    // What POST /spots answers when the vehicle lost its pricing rule after the quote.
    const pricing = spotSubmitError(
      apiError(422, {
        code: 'customerDoesNotHavePricingRule',
        message: 'x',
        details: { vehicleType: 'TOCO' },
      }),
    );
    expect(pricing).toEqual({ kind: 'NoPricingRule', vehicleType: 'TOCO' });
    expect(messageFor(pricing)).toEqual({
      title: 'Precificação não encontrada',
      message: 'Não há precificação cadastrada para o veículo Toco',
      report: true,
    });
  });

  it('a 401 is a session expiry, not a submit error', () => {
    expect(spotSubmitError(new SessionExpiredError(null))).toEqual({ kind: 'SessionExpired' });
  });
});

describe('batchSpotError (a super-batch group)', () => {
  it('reads usersNotFound, warehousesNotFound and the pricing rule from a 422, with their translated texts', () => {
    const users = batchSpotError(
      apiError(422, { code: 'usersNotFound', message: 'x', details: { emails: ['ana@mercado.example'] } }),
    );
    expect(users).toEqual({ kind: 'UsersNotFound', emails: ['ana@mercado.example'] });
    expect(messageFor(users)).toMatchObject({
      title: 'Usuários não encontrados',
      message: 'ana@mercado.example',
    });
    const warehouses = batchSpotError(
      apiError(422, {
        code: 'warehousesNotFound',
        message: 'x',
        details: { warehouses: [{ name: 'CD Norte', customerId: 0 }] },
      }),
    );
    expect(messageFor(warehouses)).toMatchObject({
      title: 'Armazéns não encontrados',
      message: 'CD Norte (cliente 0)',
    });
    const pricing = batchSpotError(
      apiError(422, {
        code: 'customerDoesNotHavePricingRule',
        message: 'x',
        details: { vehicleType: 'CAMINHAO' },
      }),
    );
    expect(messageFor(pricing)).toMatchObject({
      title: 'Precificação não encontrada',
      message: 'Não há precificação cadastrada para o veículo CAMINHAO',
    });
    // The spot mapping reads them the same way.
    expect(
      spotSubmitError(apiError(422, { code: 'usersNotFound', message: 'x', details: { emails: [] } })).kind,
    ).toBe('UsersNotFound');
  });

  it('a 403 forbidden is the refused super batch; other outcomes map as a spot submit', () => {
    expect(batchSpotError(apiError(403, { code: 'forbidden', message: 'x' }))).toEqual({
      kind: 'SuperBatchNotAllowed',
    });
    expect(batchSpotError(apiError(403, { code: 'BlockedCustomer', message: 'x' }))).toEqual({
      kind: 'BlockedCustomer',
      status: 403,
    });
    expect(batchSpotError(apiError(0, null))).toEqual({ kind: 'NetworkError' });
    const reasons = [{ field: 'scheduledFor', message: 'cedo demais' }];
    expect(batchSpotError(apiError(422, { code: 'validationFailed', message: 'x', reasons }))).toEqual({
      kind: 'ValidationError',
      reasons,
    });
    // A body the server could not read is a validation error with its reasons, not a server fault.
    expect(batchSpotError(apiError(400, { code: 'validation_error', message: 'x', reasons }))).toEqual({
      kind: 'ValidationError',
      reasons,
    });
    expect(spotSubmitError(apiError(400, { code: 'validation_error', message: 'x', reasons })).kind).toBe(
      'UnknownError',
    );
  });
});
