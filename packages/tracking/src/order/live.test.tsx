import { fakeEventStream, renderWidget, reply } from '@box/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { makeOrderTracking } from './fixtures/orderTracking';
import { OrderTracking } from './OrderTracking';

const SIGNED_IN = 'GET /orders/:id/tracking';
const LIVE = 'GET /orders/:id/tracking/live';

const loadingStep = () =>
  within(screen.getByRole('list', { name: 'Andamento da ordem de serviço' })).getAllByRole('listitem')[2]
    ?.textContent;

describe('OrderTracking live updates', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('shows each tracking event of the stream at once and polls nothing while it is up', async () => {
    const events = fakeEventStream();
    const { calls } = renderWidget(<OrderTracking orderId={51234} />, {
      api: { [SIGNED_IN]: makeOrderTracking('ON_THE_WAY'), [LIVE]: () => events.reply() },
    });
    await screen.findByText('OS 51234');
    await waitFor(() => expect(events.open).toBe(1));
    const map = await screen.findByRole('region', { name: 'Mapa da rota' });
    expect(loadingStep()).toBe('Carregando (pendente)');
    const loads = () => calls.filter((c) => c.path === '/orders/51234/tracking').length;
    const before = loads();

    act(() => events.send('tracking', makeOrderTracking('LOADED')));
    await waitFor(() => expect(loadingStep()).toContain('Carregando (em andamento)'));
    // The same view re-rendered in place: the map was not torn down and drawn again.
    expect(screen.getByRole('region', { name: 'Mapa da rota' })).toBe(map);

    // Three minutes with the server's ping every 15 s: no poll, no reconnection.
    for (let i = 0; i < 12; i++) {
      act(() => events.ping());
      await act(() => vi.advanceTimersByTimeAsync(15_000));
    }
    expect(loads()).toBe(before);
    expect(events.connections).toBe(1);
  });

  it('after a cut refetches once and resubscribes; cut again within a minute, it polls', async () => {
    const events = fakeEventStream();
    let answer = makeOrderTracking('ON_THE_WAY');
    let streamUp = true;
    const { calls } = renderWidget(<OrderTracking orderId={51234} pollInterval={10_000} />, {
      api: {
        [SIGNED_IN]: () => answer,
        [LIVE]: () => (streamUp ? events.reply() : reply({ status: 503, body: { code: 'unavailable' } })),
      },
    });
    await screen.findByText('OS 51234');
    await waitFor(() => expect(events.open).toBe(1));
    const loads = () => calls.filter((c) => c.path === '/orders/51234/tracking').length;
    const before = loads();

    // Missed while the connection was down: the refetch after reconnecting brings it.
    answer = makeOrderTracking('LOADED');
    act(() => events.cut());
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() => expect(loadingStep()).toContain('Carregando (em andamento)'));
    expect(events.connections).toBe(2);
    expect(loads()).toBe(before + 1);

    // Cut again, and the stream cannot be had any more: one refetch at once, then a poll every 10 s.
    streamUp = false;
    answer = makeOrderTracking('IN_PROGRESS');
    act(() => events.cut());
    await waitFor(() => expect(loads()).toBe(before + 2));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(loads()).toBe(before + 3));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(loads()).toBe(before + 4));
    // The stream is retried meanwhile, with backoff (10 s, then 20 s).
    expect(events.connections).toBe(2);
    expect(calls.filter((c) => c.path.endsWith('/live')).length).toBe(3);
    expect(screen.queryByText(/Não foi possível atualizar agora/)).toBeNull();
  });

  it('a 401 on the stream tells the host the session expired and stops asking', async () => {
    const onSessionExpired = vi.fn();
    const { calls } = renderWidget(<OrderTracking orderId={51234} />, {
      onSessionExpired,
      api: {
        [SIGNED_IN]: makeOrderTracking('ON_THE_WAY'),
        [LIVE]: reply({ status: 401, body: { code: 'unauthenticated', message: 'Sessão expirada.' } }),
      },
    });
    await screen.findByText('OS 51234');
    await waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
    const count = calls.length;
    await act(() => vi.advanceTimersByTimeAsync(600_000));
    expect(calls).toHaveLength(count);
  });
});
