import { ApiError, ResponseShapeError, SessionExpiredError } from '../api/errors';
import { messageFor } from './messages';
import { monitoringError, monitoringMessage } from './monitoring';

const title = 'Ops! Tivemos um problema ao carregar os dados!';

describe('monitoring load failures (SPEC §8)', () => {
  it("shows any answer but 200 as 'Erro! status: {code}'", () => {
    for (const status of [500, 503, 404, 204]) {
      expect(monitoringMessage(monitoringError(new ApiError(status, null)))).toEqual({
        title,
        message: `Erro! status: ${status}`,
        report: false,
      });
    }
  });

  it('shows status 0 when no response came', () => {
    expect(monitoringError(new ApiError(0, null, 'Failed to fetch'))).toEqual({
      kind: 'MonitoringLoadFailed',
      status: 0,
    });
    expect(monitoringMessage({ kind: 'MonitoringLoadFailed', status: 0 }).message).toBe('Erro! status: 0');
  });

  it('has no status to show for a 200 that is not the list', () => {
    const error = monitoringError(new ResponseShapeError('orders/status', 'orders: expected array'));
    expect(error).toEqual({ kind: 'MonitoringLoadFailed', status: null });
    expect(monitoringMessage(error)).toEqual({
      title,
      message: 'A resposta do servidor veio num formato inesperado.',
      report: false,
    });
  });

  it('tells a 401 apart as the expired session', () => {
    const error = monitoringError(new SessionExpiredError(null));
    expect(error).toEqual({ kind: 'SessionExpired' });
    expect(monitoringMessage(error)).toEqual({
      title: 'Sua sessão expirou.',
      message: 'Você será redirecionado para a tela de login.',
      report: false,
    });
  });

  it('is what the catalogue says for the same errors', () => {
    for (const error of [
      monitoringError(new ApiError(502, null)),
      monitoringError(new ResponseShapeError('orders/status', 'x')),
      monitoringError(new SessionExpiredError(null)),
    ]) {
      expect(messageFor(error)).toEqual(monitoringMessage(error));
    }
  });
});
