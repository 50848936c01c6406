import { type FakeCall, renderWidget, reply } from '@box/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { BillingStatement } from './BillingStatement';
import { statementRoutes } from './fixtures/routes';
import { emptySummary, FIXTURE_TODAY, manyOrders, sampleOrderDetails, summaryOf } from './fixtures/statement';

const today = FIXTURE_TODAY;
const failure = (status = 500) => reply({ status, body: { code: 'internal', message: 'Falhou' } });

/** 'summary 2026-11-01..2026-11-30' per call, to read the sequence at a glance. */
const sequence = (calls: FakeCall[]) =>
  calls.map(
    (c) => `${c.path.replace('/billing-statement/', '')} ${c.query['from-date']}..${c.query['to-date']}`,
  );

const table = () => screen.getByRole('table', { name: 'Solicitações do período, agrupadas por dia' });
/** The OS numbers listed in the Detalhamento table, in order. */
const listedOrders = () =>
  within(table())
    .queryAllByRole('button', { name: /^Abrir a OS/ })
    .map((b) => b.textContent);
const dayHeadings = () =>
  Array.from(table().querySelectorAll('.box-billing-details__day-label'), (el) => el.textContent);

async function loaded() {
  const details = await screen.findByRole('table', { name: 'Solicitações do período, agrupadas por dia' });
  // The rows come with their own chunk (the virtualiser), a moment after the table's header.
  await within(details).findAllByRole('button', { name: /^Abrir a OS/ });
}

describe('BillingStatement', () => {
  it('loads the six months of totals, selects the last month, then its summary, then its details', async () => {
    const { calls } = renderWidget(<BillingStatement today={today} />, { api: statementRoutes() });
    await loaded();
    expect(sequence(calls)).toEqual([
      'monthly-totals 2026-06-01..2026-11-30',
      'summary 2026-11-01..2026-11-30',
      'details 2026-11-01..2026-11-30',
    ]);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'JunhoR$ 1.520,40',
      'JulhoR$ 0,00',
      'AgostoR$ 2.890,00',
      'SetembroR$ 310,25',
      'OutubroR$ 4.210,90',
      'NovembroR$ 1.234,56',
    ]);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual([
      'false',
      'false',
      'false',
      'false',
      'false',
      'true',
    ]);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[5]?.id);
    expect(screen.getByTestId('summary-total').textContent).toBe('R$ 1.234,56');
  });

  it('shows the loading skeleton while the statement is on its way', async () => {
    renderWidget(<BillingStatement today={today} />, {
      api: statementRoutes({
        'GET /billing-statement/summary': reply({ body: emptySummary(), delay: 'never' }),
      }),
    });
    expect(screen.getByTestId('statement-skeleton')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Carregando extrato');
    // The totals arrive first: the tabs show them while the summary is still loading.
    expect(await screen.findByText('R$ 4.210,90')).toBeTruthy();
    expect(screen.getByTestId('statement-skeleton')).toBeTruthy();
  });

  it('switches months by click and by arrow keys, loading the whole month each time', async () => {
    const { calls, user } = renderWidget(<BillingStatement today={today} />, { api: statementRoutes() });
    await loaded();
    calls.length = 0;
    await user.click(screen.getByRole('tab', { name: /Outubro/ }));
    await waitFor(() => expect(sequence(calls)).toHaveLength(2));
    expect(sequence(calls)).toEqual(['summary 2026-10-01..2026-10-31', 'details 2026-10-01..2026-10-31']);
    expect(screen.getByRole('tab', { name: /Outubro/ }).getAttribute('aria-selected')).toBe('true');

    calls.length = 0;
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(sequence(calls)).toHaveLength(2));
    expect(sequence(calls)).toEqual(['summary 2026-09-01..2026-09-30', 'details 2026-09-01..2026-09-30']);
    expect(screen.getByRole('tab', { name: /Setembro/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: /Setembro/ })).toBe(document.activeElement);
  });

  it('groups the orders by invoice day with the columns of the spec', async () => {
    renderWidget(<BillingStatement today={today} />, { api: statementRoutes() });
    await loaded();
    expect(dayHeadings()).toEqual([
      'Terça-feira, 03/11/2026',
      'Domingo, 15/11/2026',
      'Quarta-feira, 18/11/2026',
    ]);
    expect(listedOrders()).toEqual(['51001', '51002', '51500', '52010', '52011']);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Data de finalização', 'OS', 'Status', 'Tipo de veículo', 'Total R$']);
    const row = screen.getByRole('button', { name: 'Abrir a OS 51002' }).closest('tr') as HTMLTableRowElement;
    expect(Array.from(row.cells, (c) => c.textContent)).toEqual([
      '03/11/2026',
      '51002',
      '',
      'Utilitário Pequeno',
      'R$ 60,00',
    ]);
    expect(within(row).getByRole('img', { name: 'Cancelada' })).toBeTruthy();
    const finished = screen.getByRole('button', { name: 'Abrir a OS 51001' }).closest('tr') as HTMLElement;
    expect(within(finished).getByRole('img', { name: 'Finalizada' })).toBeTruthy();
    // A day heading carries the day's count and total.
    const heading = table().querySelector('.box-billing-details__day') as HTMLElement;
    expect(heading.textContent).toContain('2 solicitações');
    expect(heading.textContent).toContain('R$ 95,90');
  });

  it('filters by status, by half month and by OS search', async () => {
    const { user } = renderWidget(<BillingStatement today={today} />, { api: statementRoutes() });
    await loaded();
    const status = screen.getByRole('group', { name: 'Status' });
    await user.click(within(status).getByRole('radio', { name: 'Canceladas' }));
    await waitFor(() => expect(listedOrders()).toEqual(['51002']));
    await user.click(within(status).getByRole('radio', { name: 'Finalizadas' }));
    await waitFor(() => expect(listedOrders()).toEqual(['51001', '51500', '52010', '52011']));
    await user.click(within(status).getByRole('radio', { name: 'Todas' }));

    const part = screen.getByRole('group', { name: 'Período' });
    await user.click(within(part).getByRole('radio', { name: '1ª quinzena' }));
    await waitFor(() => expect(listedOrders()).toEqual(['51001', '51002', '51500']));
    await user.click(within(part).getByRole('radio', { name: '2ª quinzena' }));
    await waitFor(() => expect(listedOrders()).toEqual(['52010', '52011']));
    await user.click(within(part).getByRole('radio', { name: 'Mês inteiro' }));

    await user.type(screen.getByRole('searchbox', { name: 'Buscar por OS' }), '515');
    await waitFor(() => expect(listedOrders()).toEqual(['51500']));
    expect(dayHeadings()).toEqual(['Domingo, 15/11/2026']);
    expect(screen.getByText('1 solicitação', { selector: '.box-billing-details__count' })).toBeTruthy();

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar por OS' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por OS' }), '777');
    expect(await screen.findByText('Nenhuma solicitação encontrada com esses filtros.')).toBeTruthy();
  });

  it('labels each summary value with its column, which the narrow cards show (no column cut off at 360 px)', async () => {
    const { user } = renderWidget(<BillingStatement today={today} />, { api: statementRoutes() });
    await loaded();
    const summary = screen.getByRole('table', { name: 'Resumo do período por tipo de veículo' });
    /** Each filled value cell's label against the header of its column. */
    const labelsAndHeaders = () => {
      const headers = within(summary)
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
      return Array.from(summary.querySelectorAll('tbody tr, tfoot tr')).flatMap((tr) =>
        Array.from(tr.children)
          .map((cell, column) => ({ cell, header: headers[column] }))
          .filter(({ cell }) => cell.tagName === 'TD' && cell.textContent !== '')
          .map(({ cell, header }) => [cell.getAttribute('data-label'), header]),
      );
    };
    for (const showTaxes of [false, true]) {
      if (showTaxes) await user.click(screen.getByRole('button', { name: 'Exibir impostos' }));
      const pairs = labelsAndHeaders();
      expect(pairs.length).toBeGreaterThan(0);
      for (const [label, header] of pairs) expect(label).toBe(header);
      expect(new Set(pairs.map(([label]) => label))).toEqual(
        new Set(
          showTaxes
            ? ['Solicitações', 'Preço médio', 'Impostos', 'Valor total']
            : ['Solicitações', 'Preço médio', 'Valor total'],
        ),
      );
    }
  });

  it('shows and hides the taxes: a tax column, the tax table and the credit note', async () => {
    const { user } = renderWidget(<BillingStatement today={today} />, { api: statementRoutes() });
    await loaded();
    const summary = screen.getByRole('table', { name: 'Resumo do período por tipo de veículo' });
    expect(
      within(summary)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Tipo de veículo', 'Solicitações', 'Preço médio', 'Valor total']);
    expect(
      within(summary)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Moto', 'Utilitário Pequeno', 'Van', 'Total']);
    expect(screen.queryByRole('table', { name: 'Impostos do período' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Exibir impostos' }));
    expect(
      within(summary)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('Impostos');
    const taxes = screen.getByRole('table', { name: 'Impostos do período' });
    expect(
      within(taxes)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Tipo', 'Valor']);
    expect(Array.from(taxes.querySelectorAll('tr'), (tr) => tr.textContent)).toEqual([
      'TipoValor',
      'PIS/COFINSR$ 45,66',
      'ICMSR$ 65,45',
      'TotalR$ 111,11',
    ]);
    expect(screen.getByText('PIS, COFINS e ICMS podem ser creditados.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Ocultar impostos' }));
    expect(screen.queryByRole('table', { name: 'Impostos do período' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Exibir impostos' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('downloads the sheet of the selected period and status, with a loading modal, under the server file name', async () => {
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:planilha');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    const onClick = (event: Event) => {
      const link = event.target as HTMLAnchorElement;
      if (!link.download) return;
      event.preventDefault();
      saved.push(link.download);
    };
    document.addEventListener('click', onClick);
    const { calls, user } = renderWidget(<BillingStatement today={today} />, {
      api: statementRoutes({
        'GET /billing-statement/download': reply({
          body: 'xlsx',
          delay: 60,
          headers: { 'Content-Disposition': 'attachment; filename="extrato-box-2026-11.xlsx"' },
        }),
      }),
    });
    await loaded();
    const select = screen.getByRole('combobox', { name: 'Solicitações na planilha' });
    expect(Array.from((select as HTMLSelectElement).options, (o) => o.text)).toEqual([
      'Todas as solicitações',
      'Apenas finalizadas',
    ]);
    await user.selectOptions(select, 'Apenas finalizadas');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    const dialog = await screen.findByRole('dialog', { name: 'Baixando planilha' });
    expect(dialog).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Baixando planilha' })).toBeNull());
    document.removeEventListener('click', onClick);

    const download = calls.find((c) => c.path === '/billing-statement/download');
    expect(download?.query).toEqual({
      'from-date': '2026-11-01',
      'to-date': '2026-11-30',
      'order-status': 'FINISHED',
    });
    expect(createUrl).toHaveBeenCalledTimes(1);
    expect(saved).toEqual(['extrato-box-2026-11.xlsx']);
  });

  it('sets the error flag when the download fails (SPEC §8), and reloads the period on Tente novamente', async () => {
    const { calls, user } = renderWidget(<BillingStatement today={today} />, {
      api: statementRoutes({ 'GET /billing-statement/download': failure() }),
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Não foi possível baixar a planilha. Tente novamente.')).toBeTruthy();
    expect(screen.getByText('Ops! Ocorreu um erro')).toBeTruthy();
    expect(screen.getByText('Tivemos um problema no carregamento do seu extrato!')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Solicitações do período, agrupadas por dia' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Download' }) as HTMLButtonElement).disabled).toBe(true);

    calls.length = 0;
    await user.click(screen.getByRole('button', { name: 'Tente novamente' }));
    await loaded();
    expect(sequence(calls)).toEqual(['summary 2026-11-01..2026-11-30', 'details 2026-11-01..2026-11-30']);
    expect(screen.queryByText('Não foi possível baixar a planilha. Tente novamente.')).toBeNull();
    expect(screen.queryByText('Ops! Ocorreu um erro')).toBeNull();
  });

  it('shows the empty state and disables Download for a period without orders', async () => {
    renderWidget(<BillingStatement today={today} />, {
      api: statementRoutes({
        'GET /billing-statement/summary': emptySummary(),
        'GET /billing-statement/details': [],
      }),
    });
    expect(await screen.findByText('Não houve solicitações nesse período')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('table', { name: 'Solicitações do período, agrupadas por dia' })).toBeNull();
  });

  it('keeps Download disabled while the statement loads', async () => {
    renderWidget(<BillingStatement today={today} />, {
      api: statementRoutes({ 'GET /billing-statement/details': reply({ body: [], delay: 'never' }) }),
    });
    // The summary has come, the details have not: the statement is still loading.
    await screen.findByText('R$ 4.210,90');
    await waitFor(() => expect(screen.getByTestId('statement-skeleton')).toBeTruthy());
    expect((screen.getByRole('button', { name: 'Download' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the error with a retry when a call fails, and loads again on Tente novamente', async () => {
    let summaryCalls = 0;
    const { calls, user } = renderWidget(<BillingStatement today={today} />, {
      api: statementRoutes({
        'GET /billing-statement/summary': () => {
          summaryCalls += 1;
          return summaryCalls === 1 ? failure() : emptySummary();
        },
        'GET /billing-statement/details': [],
      }),
    });
    expect(await screen.findByText('Ops! Ocorreu um erro')).toBeTruthy();
    expect(screen.getByText('Tivemos um problema no carregamento do seu extrato!')).toBeTruthy();
    expect(sequence(calls)).toEqual([
      'monthly-totals 2026-06-01..2026-11-30',
      'summary 2026-11-01..2026-11-30',
    ]);
    await user.click(screen.getByRole('button', { name: 'Tente novamente' }));
    expect(await screen.findByText('Não houve solicitações nesse período')).toBeTruthy();
    expect(sequence(calls).slice(2)).toEqual([
      'summary 2026-11-01..2026-11-30',
      'details 2026-11-01..2026-11-30',
    ]);
  });

  it('retries everything when the totals failed', async () => {
    let totalsCalls = 0;
    const { calls, user } = renderWidget(<BillingStatement today={today} />, {
      api: statementRoutes({
        'GET /billing-statement/monthly-totals': () => {
          totalsCalls += 1;
          return totalsCalls === 1 ? failure(503) : [];
        },
      }),
    });
    expect(await screen.findByText('Ops! Ocorreu um erro')).toBeTruthy();
    expect(calls).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Tente novamente' }));
    await loaded();
    expect(sequence(calls).slice(1)).toEqual([
      'monthly-totals 2026-06-01..2026-11-30',
      'summary 2026-11-01..2026-11-30',
      'details 2026-11-01..2026-11-30',
    ]);
    // Months without a total in the answer show R$ 0,00.
    expect(screen.getByRole('tab', { name: /Junho/ }).textContent).toBe('JunhoR$ 0,00');
  });

  it('tells the host when the session expired', async () => {
    const onSessionExpired = vi.fn();
    renderWidget(<BillingStatement today={today} onSessionExpired={onSessionExpired} />, {
      api: statementRoutes({ 'GET /billing-statement/details': failure(401) }),
    });
    expect(await screen.findByText('Sua sessão expirou.')).toBeTruthy();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('keeps at most about a hundred rows in the DOM for 10,000 orders, and searches them', async () => {
    const orders = manyOrders(10_000);
    const { user } = renderWidget(<BillingStatement today={today} />, {
      api: statementRoutes({
        'GET /billing-statement/summary': summaryOf(orders),
        'GET /billing-statement/details': orders,
      }),
    });
    await loaded();
    expect(screen.getByText('10000 solicitações', { selector: '.box-billing-details__count' })).toBeTruthy();
    const bodyRows = () => table().querySelectorAll('tbody tr:not(.box-table__spacer)').length;
    expect(bodyRows()).toBeGreaterThan(5);
    expect(bodyRows()).toBeLessThanOrEqual(100);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por OS' }), '109999');
    await waitFor(() => expect(listedOrders()).toEqual(['109999']));
  });

  describe('custom period', () => {
    /** The day button of a calendar ('De' or 'Até'). */
    const day = (legend: string, isoDate: string) =>
      screen
        .getByRole('group', { name: legend })
        .querySelector<HTMLButtonElement>(`[data-day="${isoDate}"] button`) as HTMLButtonElement;

    async function openModal() {
      const rendered = renderWidget(<BillingStatement today={today} />, { api: statementRoutes() });
      await loaded();
      await rendered.user.click(screen.getByRole('button', { name: 'Período personalizado' }));
      await screen.findByRole('dialog', { name: 'Período personalizado' });
      return rendered;
    }

    it('offers two pt-BR calendars, weeks from Monday, nothing after today', async () => {
      await openModal();
      for (const legend of ['De', 'Até']) {
        const calendar = screen.getByRole('group', { name: legend });
        const weekdays = Array.from(calendar.querySelectorAll('th'), (th) => th.getAttribute('aria-label'));
        expect(weekdays).toEqual([
          'segunda-feira',
          'terça-feira',
          'quarta-feira',
          'quinta-feira',
          'sexta-feira',
          'sábado',
          'domingo',
        ]);
        // The column heads as pt-BR abbreviates them ('sáb', not date-fns' 'sab').
        expect(Array.from(calendar.querySelectorAll('th'), (th) => th.textContent)).toEqual([
          'seg',
          'ter',
          'qua',
          'qui',
          'sex',
          'sáb',
          'dom',
        ]);
        expect(within(calendar).getByRole('grid').getAttribute('aria-label')).toBe('novembro 2026');
        expect(day(legend, '2026-11-20').disabled).toBe(false);
        expect(day(legend, '2026-11-21').disabled).toBe(true);
        // No month after today's can be shown.
        const next = within(calendar).getByRole('button', { name: 'Ir para o próximo mês' });
        expect(next.getAttribute('aria-disabled')).toBe('true');
      }
    });

    it('requires both dates, then loads the chosen period', async () => {
      const { calls, user } = await openModal();
      await user.click(screen.getByRole('button', { name: 'Aplicar' }));
      expect(screen.getByRole('alert').textContent).toBe('Informe as datas De e Até.');

      await user.click(day('De', '2026-11-10'));
      await user.click(screen.getByRole('button', { name: 'Aplicar' }));
      expect(screen.getByRole('alert').textContent).toBe('Informe as datas De e Até.');

      await user.click(day('Até', '2026-11-05'));
      await user.click(screen.getByRole('button', { name: 'Aplicar' }));
      expect(screen.getByRole('alert').textContent).toBe('A data De deve ser anterior ou igual à data Até.');

      calls.length = 0;
      await user.click(day('Até', '2026-11-12'));
      expect(screen.getByText('Data escolhida: 12/11/2026')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Aplicar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(sequence(calls)).toHaveLength(2));
      expect(sequence(calls)).toEqual(['summary 2026-11-10..2026-11-12', 'details 2026-11-10..2026-11-12']);
      const custom = screen.getByRole('button', { name: /Período personalizado/ });
      expect(custom.getAttribute('aria-pressed')).toBe('true');
      expect(custom.textContent).toContain('10/11/2026 a 12/11/2026');
      expect(screen.getAllByRole('tab').every((t) => t.getAttribute('aria-selected') === 'false')).toBe(true);
    });

    it('closes without changing the period on Cancelar', async () => {
      const { calls, user } = await openModal();
      calls.length = 0;
      await user.click(day('De', '2026-11-02'));
      await user.click(screen.getByRole('button', { name: 'Cancelar' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(calls).toEqual([]);
      expect(screen.getByRole('tab', { name: /Novembro/ }).getAttribute('aria-selected')).toBe('true');
    });
  });

  describe('order overview', () => {
    async function openOrder(how: 'button' | 'row' = 'button') {
      const rendered = renderWidget(<BillingStatement today={today} />, { api: statementRoutes() });
      await loaded();
      const button = screen.getByRole('button', { name: 'Abrir a OS 52010' });
      await rendered.user.click(how === 'button' ? button : (button.closest('tr')?.cells[3] as HTMLElement));
      const dialog = await screen.findByRole('dialog', { name: 'OS 52010' });
      await within(dialog).findByRole('tab', { name: 'Itinerário' });
      return { ...rendered, dialog };
    }

    it('loads the order and shows its itinerary: map markers and the stops list', async () => {
      const { calls, dialog } = await openOrder();
      const call = calls.find((c) => c.path === '/billing-statement/order-details');
      expect(call?.query).toEqual({ orderId: '52010' });
      expect(within(dialog).getByRole('tab', { name: 'Itinerário' }).getAttribute('aria-selected')).toBe(
        'true',
      );
      // happy-dom has no WebGL: the map's fallback lists its markers.
      const map = within(dialog).getByRole('region', { name: 'Mapa do itinerário' });
      expect(
        within(map)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        'Carregamento: Rua Vergueiro, 1000',
        '1Parada 1: Avenida Paulista, 1578',
        '2Parada 2: Rua Augusta, s/n',
        '3Parada 3: Rua Vergueiro, 1000',
      ]);
      const stops = Array.from(dialog.querySelectorAll('.box-billing-stops__item'), (li) =>
        Array.from(li.querySelectorAll('p'), (p) => p.textContent),
      );
      expect(stops).toEqual([
        ['Carregamento', 'Rua Vergueiro, 1000', 'Concluído · 18/11 11:05'],
        ['Entrega', 'Avenida Paulista, 1578', 'Concluído · 18/11 12:40'],
        ['Entrega', 'Rua Augusta, s/n', 'Insucesso · 18/11 13:15'],
        ['Devolução', 'Rua Vergueiro, 1000'],
      ]);
    });

    it('shows the values: freight, each charge (OTHER by its description), net, taxes and gross', async () => {
      const { dialog, user } = await openOrder('row');
      await user.click(within(dialog).getByRole('tab', { name: 'Valores' }));
      const values = within(dialog).getByRole('table', { name: 'Composição do valor da OS' });
      expect(Array.from(values.querySelectorAll('tr'), (tr) => tr.textContent)).toEqual([
        'FreteR$ 350,00',
        'Pedágio(s)R$ 22,50',
        'Tempo de EsperaR$ 40,00',
        'Taxa de estacionamentoR$ 24,75',
        'Total líquidoR$ 437,25',
        'PIS/COFINSR$ 17,80',
        'ICMSR$ 25,45',
        'Total brutoR$ 480,50',
      ]);
    });

    it('says so when the order cannot be loaded, and closes', async () => {
      const { user } = renderWidget(<BillingStatement today={today} />, {
        api: statementRoutes({ 'GET /billing-statement/order-details': failure(404) }),
      });
      await loaded();
      await user.click(screen.getByRole('button', { name: 'Abrir a OS 51001' }));
      expect(await screen.findByText('Não foi possível carregar os detalhes desta OS.')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Fechar' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('offers Tente novamente when the order fails to load, and loads it again', async () => {
      let detailsCalls = 0;
      const { calls, user } = renderWidget(<BillingStatement today={today} />, {
        api: statementRoutes({
          'GET /billing-statement/order-details': (request) => {
            detailsCalls += 1;
            return detailsCalls === 1
              ? failure(503)
              : sampleOrderDetails(Number(request.query.get('orderId')));
          },
        }),
      });
      await loaded();
      await user.click(screen.getByRole('button', { name: 'Abrir a OS 52010' }));
      const dialog = await screen.findByRole('dialog', { name: 'OS 52010' });
      await within(dialog).findByText('Não foi possível carregar os detalhes desta OS.');
      await user.click(within(dialog).getByRole('button', { name: 'Tente novamente' }));
      expect(await within(dialog).findByRole('tab', { name: 'Valores' })).toBeTruthy();
      expect(calls.filter((c) => c.path === '/billing-statement/order-details')).toHaveLength(2);
    });
  });
});
