import { ApiError, ResponseShapeError, SessionExpiredError } from '../api/errors';
import { messageFor } from './messages';
import {
  addressLookupError,
  domainErrorFromApiError,
  financeInfoError,
  passwordUpdateError,
  podEmailError,
  trackingLoadError,
  warehouseCreateError,
} from './outcomes';

const err = (status: number, code?: string, message = 'x') =>
  new ApiError(status, code ? { code, message } : null);

describe('screen outcome mappings (SPEC §8)', () => {
  it('finance info: validation_error vs any other failure', () => {
    expect(messageFor(financeInfoError(err(400, 'validation_error')))).toEqual({
      title: 'Erro de validação',
      message:
        'Houve um problema no preenchimento dos campos. Por favor verifique seus dados e tente novamente.',
      report: false,
    });
    expect(messageFor(financeInfoError(err(500)))).toMatchObject({
      title: 'Erro na atualização dos dados',
      message:
        'Houve um problema ao atualizar seus dados. Por favor tente novamente dentro de alguns instantes.',
    });
  });

  it('proof e-mail: 400 is an invalid address, the rest a send failure', () => {
    expect(messageFor(podEmailError(err(400, 'invalid_email'))).title).toBe('Erro: email inválido');
    expect(messageFor(podEmailError(err(500))).title).toBe('Erro ao enviar o email :(');
  });

  it("password: the server's message, else the generic failure", () => {
    expect(messageFor(passwordUpdateError(err(400, 'validation_error', 'Senha fraca.'))).message).toBe(
      'Senha fraca.',
    );
    expect(messageFor(passwordUpdateError(err(500))).message).toBe(
      'Ocorreu uma falha ao processar a solicitação',
    );
  });

  it('warehouse: only a used name is shown', () => {
    expect(messageFor(warehouseCreateError(err(409, 'warehouse_name_in_use'))!).message).toBe(
      'Este nome de armazém já existe. Tente outro.',
    );
    expect(warehouseCreateError(err(500))).toBeNull();
  });

  it('address finder: unknown CEP', () => {
    expect(messageFor(addressLookupError(err(404, 'not_found'))).message).toBe(
      'O CEP procurado não foi encontrado.',
    );
    expect(addressLookupError(err(0))).toEqual({ kind: 'NetworkError' });
  });

  it('tracking: unavailable page', () => {
    expect(messageFor(trackingLoadError(err(404))).title).toBe('OS indisponível para consulta');
  });

  it('session expiry wins everywhere', () => {
    const expired = new SessionExpiredError(null);
    for (const map of [financeInfoError, podEmailError, passwordUpdateError, trackingLoadError]) {
      expect(map(expired)).toEqual({ kind: 'SessionExpired' });
    }
    expect(messageFor({ kind: 'SessionExpired' })).toEqual({
      title: 'Sua sessão expirou.',
      message: 'Você será redirecionado para a tela de login.',
      report: false,
    });
  });

  it('falls back by kind of failure', () => {
    expect(domainErrorFromApiError(err(0))).toEqual({ kind: 'NetworkError' });
    expect(domainErrorFromApiError(err(418))).toEqual({ kind: 'UnknownError', status: 418 });
    expect(domainErrorFromApiError(new ResponseShapeError('me', 'x'))).toEqual({
      kind: 'UnknownError',
      status: 500,
    });
  });
});
