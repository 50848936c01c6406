import { renderWidget } from '@box/ui/testing';
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { roundTripFromWarehouse as roundTripOf } from '../merchandise/merchandiseSlice';
import { createDemoParts, type DemoOptions } from '../wizard/demoParts';
import { priceEstimate, warehouse } from '../wizard/fixtures';
import { SummaryStep } from './SummaryStep';

function show(options: DemoOptions = {}) {
  const parts = createDemoParts({
    selected: 'TRUCK',
    weight: '4200',
    bodyTypes: ['BAU', 'SIDER'],
    ...options,
  });
  const onRecalculate = vi.fn();
  const view = renderWidget(
    <SummaryStep
      scheduling={parts.scheduling}
      merchandise={parts.merchandise}
      vehicle={parts.vehicle}
      summary={parts.summary}
      list={<p>lista das mercadorias</p>}
      onRecalculate={onRecalculate}
    />,
  );
  return { ...view, parts, onRecalculate };
}

const facts = () =>
  within(document.querySelector('.box-summary__header') as HTMLElement)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('SummaryStep', () => {
  it('sums the request up: vehicle, service, schedule, weight and body types', () => {
    show({ estimate: { kind: 'loading' } });
    expect(facts()).toEqual([
      ['Veículo', 'Truck'],
      ['Serviço', 'Entrega'],
      ['Agendamento', 'Amanhã às 06:00'],
      ['Peso total', '4.200 kg'],
      ['Carroceria', 'Baú, Sider'],
    ]);
    expect(screen.getByText('lista das mercadorias')).toBeTruthy();
  });

  it('shows the price loading, then the gross price with the distance and its lines', () => {
    const loading = show({ estimate: { kind: 'loading' } });
    expect(screen.getByText('Calculando preço…')).toBeTruthy();
    loading.unmount();
    show({ estimate: { kind: 'success', estimate: priceEstimate() } });
    const price = screen.getByRole('region', { name: 'Preço estimado' });
    expect(price.textContent).toContain('R$ 198,15');
    expect(price.textContent).toContain('Distância: 6 km');
    const lines = within(price)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(lines).toEqual([
      'Frete R$ 142,30',
      'Ajudante(s) R$ 45,00',
      'Desconto por agendamento antecipado -R$ 15,00',
      'PIS/COFINS R$ 15,94',
      'ICMS R$ 9,91',
      'Total R$ 198,15',
    ]);
  });

  it('offers recalculating when the price failed', async () => {
    const { user, onRecalculate } = show({ estimate: { kind: 'fail' } });
    expect(screen.getByText('Preço indisponível.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Recalcular' }));
    expect(onRecalculate).toHaveBeenCalledTimes(1);
  });

  it('takes an external id up to 80 characters', async () => {
    const { user, parts } = show({ estimate: { kind: 'success', estimate: priceEstimate() } });
    const field = screen.getByRole('textbox', { name: 'Código externo (opcional)' });
    await user.type(field, 'PED-2026-0001');
    expect(parts.summary.externalIdInput.value).toBe('PED-2026-0001');
    await user.clear(field);
    // Pasted, as a long id would come.
    await user.click(field);
    await user.paste('x'.repeat(81));
    expect(await screen.findByText('O código externo deve ter no máximo 80 caracteres.')).toBeTruthy();
  });

  it('warns that the quote may change', () => {
    show({ estimate: { kind: 'success', estimate: priceEstimate() } });
    expect(screen.getByRole('alert').textContent).toContain('pode mudar');
  });

  it('names the round-trip place of a delivery with a round trip', () => {
    show({ roundTrip: roundTripOf(warehouse()) });
    expect(screen.getByText('Rota circular: retorno em').parentElement?.textContent).toContain(
      'Praça da Sé, 100 · Sé · São Paulo/SP · 01001-000',
    );
  });

  it('has no round-trip place for a pickup', () => {
    show({ serviceType: 'PICKUP', roundTrip: roundTripOf(warehouse()) });
    expect(screen.queryByText('Rota circular: retorno em')).toBeNull();
  });
});
