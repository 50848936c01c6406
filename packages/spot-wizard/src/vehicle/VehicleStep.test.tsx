import { renderWidget } from '@box/ui/testing';
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { createDemoParts, type DemoOptions } from '../wizard/demoParts';
import { newPolicyVehicles } from '../wizard/fixtures';
import { VehicleStep } from './VehicleStep';

function show(options: DemoOptions = {}) {
  const parts = createDemoParts(options);
  const onRetry = vi.fn();
  const view = renderWidget(<VehicleStep slice={parts.vehicle} onRetry={onRetry} />);
  return { ...view, parts, onRetry };
}

describe('VehicleStep', () => {
  it('shows each vehicle with its short name, description and capacity', () => {
    show();
    const cards = within(screen.getByRole('group', { name: 'Tipo de veículo' })).getAllByRole('radio');
    expect(cards).toHaveLength(11);
    const van = screen.getByRole('radio', { name: /^Van/ });
    expect(van.closest('.box-vehicle-card')?.textContent).toContain('Até 1.500 kg');
    expect(
      screen.getByRole('radio', { name: /^Carreta/ }).closest('.box-vehicle-card')?.textContent,
    ).toContain('Beta');
    expect(screen.getByRole('radio', { name: /^Toco/ }).closest('.box-vehicle-card')?.textContent).toContain(
      'Restrição de circulação em SP',
    );
  });

  it('selects a vehicle and shows its options', async () => {
    const { user, parts } = show();
    expect(screen.getByText('Escolha um veículo para ver as opções.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /^Van/ }));
    expect(parts.vehicle.selectedId.value).toBe('VAN');
    expect(screen.getByRole('checkbox', { name: 'Cintas de amarração' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Ajudantes' })).toBeTruthy();
    expect(screen.getByText(/R\$ 45,00 por ajudante/)).toBeTruthy();
  });

  it('asks a truck for its weight in digits and a body type', async () => {
    const { user, parts } = show({ selected: 'TRUCK' });
    const weight = screen.getByRole('textbox', { name: /Peso total \(kg\)/ });
    expect(screen.getByText('Obrigatório para este veículo.')).toBeTruthy();
    await user.type(weight, '12,5');
    expect(screen.getByText('Informe o peso em quilos, apenas números.')).toBeTruthy();
    expect(weight.getAttribute('aria-invalid')).toBe('true');
    await user.clear(weight);
    await user.type(weight, '4200');
    expect(screen.queryByText('Informe o peso em quilos, apenas números.')).toBeNull();
    expect(screen.getByText('Selecione ao menos um tipo de carroceria.')).toBeTruthy();
    expect(parts.vehicle.valid.value).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Baú' }));
    expect(parts.vehicle.valid.value).toBe(true);
  });

  it('says when assistants start, for vehicles below the Utilitário Pequeno', () => {
    show({ selected: 'MOTO' });
    expect(
      screen.getByText('Ajudantes estão disponíveis a partir da categoria Utilitário Pequeno.'),
    ).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Ajudantes' })).toBeNull();
  });

  it('offers 0 to the vehicle’s maximum of assistants', async () => {
    const { user, parts } = show({ selected: 'TOCO' });
    const select = screen.getByRole('combobox', { name: 'Ajudantes' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0', '1', '2', '3']);
    expect((select as HTMLSelectElement).value).toBe('1');
    await user.selectOptions(select, '3');
    expect(parts.vehicle.assistantsCount.value).toBe(3);
  });

  it('asks the goods value in R$ only with ad valorem', async () => {
    show({ selected: 'VAN' });
    expect(screen.queryByRole('textbox', { name: /Valor total das mercadorias/ })).toBeNull();
  });

  it('checks the goods value when ad valorem applies', async () => {
    const { user } = show({ selected: 'VAN', features: ['feature:ad_valorem'] });
    const price = screen.getByRole('textbox', { name: /Valor total das mercadorias/ });
    expect(price.closest('.box-field')?.textContent).toContain('R$');
    await user.type(price, '12,345');
    expect(screen.getByText('Valor inválido. Use o formato R$ 0,00.')).toBeTruthy();
  });

  it('shows the new vehicle policy and keeps larger vehicles out of reach', () => {
    show({ vehicles: newPolicyVehicles() });
    expect(
      screen.getByText(
        'No momento atendemos apenas Moto, Veículo de Passeio e Fiorino. Para veículos maiores, entre em contato com a Box.',
      ),
    ).toBeTruthy();
    expect((screen.getByRole('radio', { name: /^Truck/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: /^Fiorino/ }) as HTMLInputElement).disabled).toBe(false);
  });

  it('warns about the São Paulo restriction for Toco and Truck, strongly inside a restricted window', () => {
    show({ selected: 'TOCO', serviceStart: new Date('2026-11-24T10:00:00Z') });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Restrição de circulação em São Paulo');
    expect(alert.textContent).toContain('Toco e Truck não circulam em São Paulo');
    expect(alert.textContent).toContain('O horário agendado está dentro de um período de restrição.');
  });

  it('shows loading placeholders, then a retry when the vehicles failed', async () => {
    const loading = show({ vehiclesLoad: 'loading' });
    expect(screen.getByRole('status', { name: 'Carregando veículos…' })).toBeTruthy();
    loading.unmount();
    const { user, onRetry } = show({ vehiclesLoad: 'error' });
    expect(screen.getByText('Não foi possível carregar os veículos')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tente novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says the session expired instead of loading forever', () => {
    show({ vehiclesLoad: 'session-expired' });
    expect(screen.getByText('Sua sessão expirou.')).toBeTruthy();
  });
});
