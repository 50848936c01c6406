import { monitoringMessage } from '@box/core/errors';
import type { Order } from '@box/core/schemas';
import { fakeEventStream, renderWidget, reply } from '@box/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { makeOrder, sampleOrders } from './fixtures/orders';
import { OrderMonitoring } from './OrderMonitoring';

const now = new Date();
const sample = sampleOrders(now);
const LIST = 'GET /orders/status';
const LIVE = 'GET /orders/status/live';

const shownIds = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]?.textContent);
const tab = (name: RegExp) => screen.getByRole('tab', { name });
const tabCount = (name: RegExp) => tab(name).querySelector('.box-tabs__count')?.textContent;
const started = (order: Order): Order => ({
  ...order,
  status: 'IN_PROGRESS',
  driver: { name: 'Paulo César', nameAbbr: 'Paulo C.', vehicle_plate: 'JKL7M89' },
});

describe('OrderMonitoring live updates', () => {
  it('moves a changed order to its tab and keeps the search, the tab, the filters and the table', async () => {
    const events = fakeEventStream();
    const { user, calls } = renderWidget(<OrderMonitoring />, {
      api: { [LIST]: { orders: sample }, [LIVE]: () => events.reply() },
    });
    await screen.findByRole('table');
    await waitFor(() => expect(events.open).toBe(1));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar ordens de serviço' }), 'ana');
    await user.click(tab(/Em execução/));
    expect(shownIds()).toEqual(['51006']);
    expect(tabCount(/Em alocação/)).toBe('1');
    const table = screen.getByRole('table');
    const loads = calls.filter((call) => call.path === '/orders/status').length;

    // 51001 (Ana Souza, 'Em alocação') is started; a new order of Ana's comes in.
    const fresh = { ...makeOrder({ id: 51011, requester: 'Ana Souza' }, now), created_at: now.toISOString() };
    act(() => events.send('orders', { orders: [started(sample[0] as Order), fresh] }));
    await waitFor(() => expect(shownIds()).toEqual(['51001', '51006']));
    expect(tabCount(/Em execução/)).toBe('2');
    expect(tabCount(/Em alocação/)).toBe('1');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('ana');
    expect(tab(/Em execução/).getAttribute('aria-selected')).toBe('true');
    // Updated in place: the same table, no loading rows, no new request for the list.
    expect(screen.getByRole('table')).toBe(table);
    expect(calls.filter((call) => call.path === '/orders/status').length).toBe(loads);

    await user.click(screen.getByRole('button', { name: /^Filtros/ }));
    const dialog = screen.getByRole('dialog', { name: 'Filtros' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Com pendência' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar filtros' }));
    expect(shownIds()).toEqual(['51006']);
    // 51007 (Bruno's) passes to Ana with a failed service: it now passes the search and the filter.
    const handedOver = { ...(sample[6] as Order), requester: 'Ana Souza', failed_services: 1 };
    act(() => events.send('orders', { orders: [handedOver] }));
    await waitFor(() => expect(shownIds()).toEqual(['51006', '51007']));
    expect(tabCount(/Em execução/)).toBe('2');
    expect(screen.getByRole('button', { name: /^Filtros/ }).textContent).toContain('1 filtros ativos');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('ana');
  });

  it("updates a row's SEFAZ registration in place when the stream carries it (issue 20)", async () => {
    const events = fakeEventStream();
    const { user } = renderWidget(<OrderMonitoring />, {
      api: { [LIST]: { orders: sample }, [LIVE]: () => events.reply() },
    });
    await screen.findByRole('table');
    await waitFor(() => expect(events.open).toBe(1));
    await user.click(tab(/Em execução/));
    const row = () => within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(row()?.textContent).toContain('Enviando à SEFAZ');
    // 51006's proof got its protocol after a retry.
    const registered = makeOrder({
      ...sample.find((order) => order.id === 51006),
      id: 51006,
      sefaz: 'registered',
    });
    act(() => events.send('orders', { orders: [registered] }));
    await waitFor(() => expect(row()?.textContent).toContain('Registrado na SEFAZ'));
    expect(row()?.textContent).not.toContain('Enviando à SEFAZ');
    expect(shownIds()).toEqual(['51006', '51007']);
  });

  it('leaves out a changed order older than the window, which the stream carries too', async () => {
    const events = fakeEventStream();
    const { user } = renderWidget(<OrderMonitoring since="24 hours ago" />, {
      api: { [LIST]: { orders: sample }, [LIVE]: () => events.reply() },
    });
    await screen.findByRole('table');
    await waitFor(() => expect(events.open).toBe(1));
    await user.click(tab(/Finalizadas/));
    const before = shownIds();
    const twoDaysAgo = new Date(now.getTime() - 48 * 3_600_000).toISOString();
    const old = {
      ...makeOrder({ id: 51090, status: 'FINISHED' }, now),
      created_at: twoDaysAgo,
      scheduled_for: null,
    };
    const today = { ...makeOrder({ id: 51091, status: 'FINISHED' }, now), created_at: now.toISOString() };
    act(() => events.send('orders', { orders: [old, today] }));
    await waitFor(() => expect(shownIds()).toContain('51091'));
    expect(shownIds()).not.toContain('51090');
    expect(shownIds().length).toBe(before.length + 1);
  });

  it('polls the list every 30 s while the stream is unavailable', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let orders = sample;
      const { calls } = renderWidget(<OrderMonitoring />, {
        api: {
          [LIST]: () => ({ orders }),
          [LIVE]: reply({ status: 503, body: { code: 'unavailable', message: 'x' } }),
        },
      });
      await screen.findByRole('table');
      expect(tabCount(/Em alocação/)).toBe('3');
      orders = sample.map((order) => (order.id === 51001 ? started(order) : order));
      await act(() => vi.advanceTimersByTimeAsync(29_000));
      expect(tabCount(/Em alocação/)).toBe('3');
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      await waitFor(() => expect(tabCount(/Em alocação/)).toBe('2'));
      expect(calls.filter((call) => call.path === '/orders/status')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a 401 on the stream tells the host and the page that the session expired', async () => {
    const onSessionExpired = vi.fn();
    renderWidget(<OrderMonitoring />, {
      onSessionExpired,
      api: {
        [LIST]: { orders: sample },
        [LIVE]: reply({ status: 401, body: { code: 'unauthenticated', message: 'Sessão expirada.' } }),
      },
    });
    const { title } = monitoringMessage({ kind: 'SessionExpired' });
    expect(await screen.findByText(title)).toBeTruthy();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
