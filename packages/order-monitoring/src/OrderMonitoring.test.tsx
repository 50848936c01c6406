import { monitoringMessage } from '@box/core/errors';
import type { Order } from '@box/core/schemas';
import { type FakeCall, renderWidget, reply } from '@box/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import { vi } from 'vitest';
import { makeOrder, manyOrders, sampleOrders } from './fixtures/orders';
import { OrderMonitoring } from './OrderMonitoring';

const now = new Date();
const sample = sampleOrders(now);

function renderMonitoring(
  orders: Order[] | (() => unknown) = sample,
  props: Parameters<typeof OrderMonitoring>[0] = {},
) {
  const onNavigate = vi.fn();
  const result = renderWidget(<OrderMonitoring onNavigate={onNavigate} {...props} />, {
    api: { 'GET /orders/status': typeof orders === 'function' ? orders : () => ({ orders }) },
  });
  return { ...result, onNavigate };
}

/** The OS numbers of the rows in the DOM, in order. */
const shownIds = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]?.textContent);

/** The list's loads, without the live stream's connections (its route is not faked here: it answers 404). */
const loads = (calls: readonly FakeCall[]) => calls.filter((call) => call.path === '/orders/status');

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const tabCount = (name: RegExp) => tab(name).querySelector('.box-tabs__count')?.textContent;

describe('OrderMonitoring', () => {
  it('shows skeleton rows while the orders load', async () => {
    renderWidget(<OrderMonitoring />, {
      api: { 'GET /orders/status': reply({ body: { orders: [] }, delay: 'never' }) },
    });
    expect(screen.getByText('Carregando ordens de serviço')).toBeTruthy();
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(3);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('loads the last 72 hours and opens on "Em alocação" with every tab counted', async () => {
    const { calls } = renderMonitoring();
    await screen.findByRole('table');
    expect(calls).toEqual([
      expect.objectContaining({ path: '/orders/status', query: { since: '72 hours ago' } }),
      expect.objectContaining({ path: '/orders/status/live' }),
    ]);
    expect(tab(/Em alocação/).getAttribute('aria-selected')).toBe('true');
    expect(tabCount(/Em alocação/)).toBe('3');
    expect(tabCount(/^Alocada/)).toBe('2');
    expect(tabCount(/Em execução/)).toBe('2');
    expect(tabCount(/Finalizadas\/Canceladas/)).toBe('3');
    expect(shownIds()).toEqual(['51001', '51002', '51003']);
  });

  it('switches tabs, with finished and canceled orders together and told apart', async () => {
    const { user } = renderMonitoring();
    await screen.findByRole('table');
    await user.click(tab(/Finalizadas\/Canceladas/));
    expect(shownIds()).toEqual(['51008', '51009', '51010']);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Finalizada');
    expect(rows[3]?.textContent).toContain('Cancelada');
    await user.click(tab(/Em execução/));
    expect(shownIds()).toEqual(['51006', '51007']);
  });

  it('tells each chosen tab and search, and opens on the ones it is given (a host brings the user back there)', async () => {
    const onPlaceChange = vi.fn();
    const first = renderMonitoring(sample, { onPlaceChange });
    await screen.findByRole('table');
    await first.user.click(tab(/Em execução/));
    expect(onPlaceChange).toHaveBeenLastCalledWith({ tab: 'inProgressOrders', search: '' });
    await first.user.type(screen.getByRole('searchbox', { name: 'Buscar ordens de serviço' }), '5100');
    expect(onPlaceChange).toHaveBeenLastCalledWith({ tab: 'inProgressOrders', search: '5100' });
    first.unmount();

    renderMonitoring(sample, { initialPlace: onPlaceChange.mock.lastCall?.[0] });
    await screen.findByRole('table');
    expect(tab(/Em execução/).getAttribute('aria-selected')).toBe('true');
    expect(
      (screen.getByRole('searchbox', { name: 'Buscar ordens de serviço' }) as HTMLInputElement).value,
    ).toBe('5100');
    expect(shownIds()).toEqual(['51006', '51007']);
  });

  it('opens on the first tab when the place it is given names no tab of its own', async () => {
    renderMonitoring(sample, { initialPlace: { tab: 'nada' as never, search: 42 as never } });
    await screen.findByRole('table');
    expect(tab(/Em alocação/).getAttribute('aria-selected')).toBe('true');
    expect(
      (screen.getByRole('searchbox', { name: 'Buscar ordens de serviço' }) as HTMLInputElement).value,
    ).toBe('');
  });

  it('shows the columns of the spec, with Imediata, the vehicle and the progress', async () => {
    renderMonitoring();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['OS', 'Código externo', 'Solicitada', 'Agendada', 'Solicitante', 'Veículo', 'Progresso']);
    const row = within(table).getAllByRole('row')[3];
    expect(row?.textContent).toContain('Imediata');
    expect(row?.textContent).toContain('Moto');
    expect(row?.textContent).toContain('—');
    expect(row?.textContent).toMatch(/\d{2}\/\d{2} \d{2}:\d{2}/);
  });

  it('shows driver, vehicle type, plate and the progress with failed services', async () => {
    const { user } = renderMonitoring();
    await screen.findByRole('table');
    await user.click(tab(/Em execução/));
    const row = within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(row?.textContent).toContain('Paulo César');
    expect(row?.textContent).toContain('VUC Pequeno');
    expect(row?.textContent).toContain('JKL-7M89');
    expect(row?.textContent).toContain('2/5');
    expect(row?.textContent).toContain('1 insucesso');
  });

  it("shows each order's SEFAZ registration under its progress, and nothing when there is nothing to register", async () => {
    const { user } = renderMonitoring();
    await screen.findByRole('table');
    await user.click(tab(/Finalizadas\/Canceladas/));
    const [registered, rejected, canceled] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    /** The words and the tone of each badge in a row's progress cell. */
    const badges = (row: HTMLElement | undefined) =>
      Array.from(row?.querySelectorAll('.box-monitoring__col-progress .box-badge') ?? [], (badge) => [
        badge.textContent,
        badge.className,
      ]);
    expect(badges(registered)).toEqual([['Registrado na SEFAZ', 'box-badge box-badge--success']]);
    // A refusal shares the line with the failed services, each in its own words.
    expect(badges(rejected)).toEqual([
      ['2 insucessos', 'box-badge box-badge--danger'],
      ['Rejeitado pela SEFAZ', 'box-badge box-badge--danger'],
    ]);
    expect(badges(canceled)).toEqual([]);
    expect(canceled?.textContent).not.toMatch(/SEFAZ/);
  });

  it('marks late orders', async () => {
    renderMonitoring();
    const table = await screen.findByRole('table');
    const [late, onTime] = within(table).getAllByRole('row').slice(1);
    expect(late?.textContent).toContain('Em atraso');
    expect(late?.className).toContain('box-monitoring__row--delayed');
    expect(onTime?.textContent).not.toContain('Em atraso');
  });

  it.each([
    ['OS', '51006', /Em execução/, ['51006']],
    ['external code', 'ped-7790', /^Alocada/, ['51004']],
    ['requester', 'erica', /^Alocada/, ['51005']],
    ['driver', 'Márcia', /^Alocada/, ['51005']],
    ['plate', 'JKL-7M89', /Em execução/, ['51006']],
  ])('searches by %s, and the tab counts follow', async (_field, text, tabName, expected) => {
    const { user } = renderMonitoring();
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar ordens de serviço' }), text);
    expect(tabCount(tabName)).toBe(String(expected.length));
    await user.click(tab(tabName));
    expect(shownIds()).toEqual(expected);
  });

  it('renders each search key once: the typed text, the tab counts and the rows in one commit', async () => {
    const onNavigate = vi.fn();
    const commits = vi.fn();
    renderWidget(
      <Profiler id="monitoring" onRender={commits}>
        <OrderMonitoring onNavigate={onNavigate} />
      </Profiler>,
      { api: { 'GET /orders/status': () => ({ orders: sample }) } },
    );
    await screen.findByRole('table');
    const search = screen.getByRole('searchbox', { name: 'Buscar ordens de serviço' });
    const type = async (text: string) => {
      commits.mockClear();
      await act(async () => {
        fireEvent.change(search, { target: { value: text } });
      });
      return commits.mock.calls.length;
    };
    expect(await type('eric')).toBe(1);
    expect(await type('erica')).toBe(1);
    expect((search as HTMLInputElement).value).toBe('erica');
    expect(tabCount(/^Alocada/)).toBe('1');
    expect(tabCount(/Em alocação/)).toBe('0');
  });

  it('offers the external code only when some order has one', async () => {
    renderMonitoring(sample.map((order) => ({ ...order, externalId: null })));
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('columnheader', { name: 'Código externo' })).toBeNull();
    expect(screen.getByRole('searchbox').getAttribute('placeholder')).toBe(
      'Buscar por OS, solicitante, motorista ou placa',
    );
  });

  it('filters through the modal and counts the active filters on the button', async () => {
    const { user } = renderMonitoring();
    await screen.findByRole('table');
    const filtersButton = screen.getByRole('button', { name: /^Filtros/ });
    await user.click(filtersButton);
    const dialog = screen.getByRole('dialog', { name: 'Filtros' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Em atraso' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar filtros' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(filtersButton.textContent).toContain('1 filtros ativos');
    expect(shownIds()).toEqual(['51001']);
    expect(tabCount(/^Alocada/)).toBe('1');
    expect(tabCount(/Em execução/)).toBe('0');
  });

  it('keeps "Com pendência" and "Sem pendência" exclusive', async () => {
    const { user } = renderMonitoring();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /^Filtros/ }));
    const dialog = screen.getByRole('dialog');
    const withPendency = within(dialog).getByRole('checkbox', { name: 'Com pendência' }) as HTMLInputElement;
    const withoutPendency = within(dialog).getByRole('checkbox', {
      name: 'Sem pendência',
    }) as HTMLInputElement;
    await user.click(withPendency);
    await user.click(withoutPendency);
    expect(withPendency.checked).toBe(false);
    expect(withoutPendency.checked).toBe(true);
    await user.click(withPendency);
    expect(withoutPendency.checked).toBe(false);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Em atraso' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar filtros' }));
    expect(screen.getByRole('button', { name: /^Filtros/ }).textContent).toContain('2 filtros ativos');
  });

  it('drops unapplied choices when the filters dialog is closed, and clears them all', async () => {
    const { user } = renderMonitoring();
    await screen.findByRole('table');
    const filtersButton = screen.getByRole('button', { name: /^Filtros/ });
    await user.click(filtersButton);
    await user.click(screen.getByRole('checkbox', { name: 'Com pendência' }));
    await user.keyboard('{Escape}');
    expect(filtersButton.textContent).not.toContain('filtros ativos');
    await user.click(filtersButton);
    expect((screen.getByRole('checkbox', { name: 'Com pendência' }) as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Em atraso' }));
    await user.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
    await user.click(filtersButton);
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(filtersButton.textContent).not.toContain('filtros ativos');
    expect(shownIds()).toEqual(['51001', '51002', '51003']);
  });

  it("points the OS link at the portal's origin when the API base is absolute (a partner's page)", async () => {
    const apiBase = 'https://portal.box.com.br/jade/api';
    renderWidget(<OrderMonitoring apiBase={apiBase} onNavigate={vi.fn()} />, {
      apiBase,
      api: { 'GET /orders/status': () => ({ orders: sample }) },
    });
    const link = await screen.findByRole('link', { name: '51002' });
    expect(link.getAttribute('href')).toBe('https://portal.box.com.br/pedidos/acompanhe/51002');
  });

  it('goes to the order tracking page on a row click', async () => {
    const { user, onNavigate } = renderMonitoring();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('cell', { name: 'Carla Dias' }));
    expect(onNavigate).toHaveBeenCalledWith('/pedidos/acompanhe/51003');
  });

  it('hands a plain click on the OS link to onNavigate once, and leaves modified clicks to the browser', async () => {
    const { onNavigate } = renderMonitoring();
    await screen.findByRole('table');
    const link = screen.getByRole('link', { name: '51002' });
    // The href is on the portal: the page's origin with the default API base.
    expect(link.getAttribute('href')).toBe(`${new URL(document.baseURI).origin}/pedidos/acompanhe/51002`);
    const plain = fireEvent.click(link);
    expect(plain).toBe(false);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onNavigate).toHaveBeenCalledWith('/pedidos/acompanhe/51002');

    onNavigate.mockClear();
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { metaKey: true });
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('shows the error dialog with the status and loads again on retry', async () => {
    let attempt = 0;
    const { user, calls } = renderMonitoring(() => {
      attempt += 1;
      return attempt === 1
        ? reply({ status: 500, body: { code: 'internal', message: 'x' } })
        : { orders: sample };
    });
    const dialog = await screen.findByRole('dialog', {
      name: 'Ops! Tivemos um problema ao carregar os dados!',
    });
    expect(dialog.textContent).toContain('Erro! status: 500');
    await user.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    await screen.findByRole('table');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(loads(calls).map((call) => call.status)).toEqual([500, 200]);
  });

  it.each([
    [202, reply({ status: 202, body: { orders: [] } })],
    [204, reply({ status: 204 })],
  ])('shows an answer of status %i as an error: the spec expects 200', async (status, answer) => {
    renderMonitoring(() => answer);
    const dialog = await screen.findByRole('dialog', {
      name: 'Ops! Tivemos um problema ao carregar os dados!',
    });
    expect(dialog.textContent).toContain(`Erro! status: ${status}`);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows core's text for an answer that is not the list, with its retry", async () => {
    renderMonitoring(() => ({ orders: 'não é uma lista' }));
    const failure = monitoringMessage({ kind: 'MonitoringLoadFailed', status: null });
    const dialog = await screen.findByRole('dialog', { name: failure.title });
    expect(dialog.textContent).toContain('A resposta do servidor veio num formato inesperado.');
    expect(within(dialog).getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(failure.message);
  });

  it('keeps a retry on the page once the error dialog is closed', async () => {
    const { user } = renderMonitoring(() =>
      reply({ status: 502, body: { code: 'bad_gateway', message: 'x' } }),
    );
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Erro! status: 502');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('says there are no orders when the window is empty', async () => {
    renderMonitoring([]);
    expect(await screen.findByText('Não há ordens de serviço')).toBeTruthy();
    expect(screen.getByText('Nenhuma solicitação disponível nas últimas 72 horas.')).toBeTruthy();
    expect(tabCount(/Em alocação/)).toBe('0');
  });

  it.each([
    ['24 hours ago', 'Nenhuma solicitação disponível nas últimas 24 horas.'],
    ['1 hours ago', 'Nenhuma solicitação disponível na última hora.'],
  ])('names the window it was given when since is %s', async (since, text) => {
    const { calls } = renderMonitoring([], { since });
    expect(await screen.findByText(text)).toBeTruthy();
    expect(loads(calls)).toEqual([expect.objectContaining({ query: { since } })]);
  });

  it('says so when a search finds nothing', async () => {
    const { user } = renderMonitoring();
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox'), 'ninguém com este nome');
    expect(screen.getByText('Não há ordens de serviço')).toBeTruthy();
    expect(screen.getByText('Nenhuma solicitação disponível para esta busca ou estes filtros.')).toBeTruthy();
  });

  it('reports an expired session to the host', async () => {
    const onSessionExpired = vi.fn();
    renderMonitoring(() => reply({ status: 401, body: { code: 'unauthenticated', message: 'x' } }), {
      onSessionExpired,
    });
    expect(await screen.findByText('Sua sessão expirou.')).toBeTruthy();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps at most about 100 rows in the DOM with 5,000 orders, and the table semantics', async () => {
    const { user } = renderMonitoring(manyOrders(5000, now));
    const table = await screen.findByRole('table');
    const inTab = Number(tabCount(/Em alocação/));
    expect(inTab).toBe(1000);
    expect(table.getAttribute('aria-rowcount')).toBe(String(inTab + 1));
    const rendered = table.querySelectorAll('tbody tr[aria-rowindex]');
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThanOrEqual(100);

    await user.type(screen.getByRole('searchbox'), 'érica');
    await waitFor(() => expect(tabCount(/Em alocação/)).toBe('200'));
    expect(table.querySelectorAll('tbody tr[aria-rowindex]').length).toBeLessThanOrEqual(100);
  });

  it('at 360 px lets the page scroll the 5,000 orders (no small box of their own), still about 100 rows in the DOM', async () => {
    // A phone-width screen as matchMedia sees it: only max-width queries of 360 px or more match.
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
      const max = /max-width:\s*(\d+)px/.exec(query);
      return {
        matches: max ? 360 <= Number(max[1]) : false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      } as unknown as MediaQueryList;
    });
    try {
      renderMonitoring(manyOrders(5000, now));
      const table = await screen.findByRole('table');
      expect(screen.queryByRole('region', { name: /ordens de serviço/i })).toBeNull();
      expect((table.parentElement as HTMLElement).style.maxHeight).toBe('');
      const rendered = table.querySelectorAll('tbody tr[aria-rowindex]');
      expect(rendered.length).toBeGreaterThan(5);
      expect(rendered.length).toBeLessThanOrEqual(100);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('keeps a separate state per instance', async () => {
    const first = renderMonitoring();
    await screen.findByRole('table');
    await first.user.click(tab(/Em execução/));
    const second = renderWidget(<OrderMonitoring />, {
      api: { 'GET /orders/status': () => ({ orders: [makeOrder({ id: 9, status: 'CREATED' })] }) },
    });
    const secondTable = await within(second.container).findByRole('table');
    expect(
      within(secondTable)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['9']);
    expect(
      within(first.container)
        .getByRole('tab', { name: /Em execução/ })
        .getAttribute('aria-selected'),
    ).toBe('true');
  });
});
