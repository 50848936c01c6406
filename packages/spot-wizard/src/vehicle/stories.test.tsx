import { describeStories } from '@box/ui/testing';
import { screen } from '@testing-library/react';
import * as stories from './VehicleStep.stories';

const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

/** What each step-2 story must show. */
const expectations: Record<string, () => void> = {
  Loading: () => {
    expect(screen.getByRole('status', { name: 'Carregando veículos…' })).toBeTruthy();
  },
  LoadError: () => {
    expect(screen.getByText('Não foi possível carregar os veículos')).toBeTruthy();
  },
  NothingSelected: () => {
    expect(screen.getAllByRole('radio')).toHaveLength(11);
    expect(screen.getByText('Escolha um veículo para ver as opções.')).toBeTruthy();
  },
  VanWithExtras: () => {
    expect(radio(/^Van/).checked).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Carrinho de carga' })).toBeTruthy();
  },
  TruckNeedsWeightAndBody: () => {
    expect(screen.getByText('Informe o peso em quilos, apenas números.')).toBeTruthy();
    expect(screen.getByText('Selecione ao menos um tipo de carroceria.')).toBeTruthy();
  },
  AssistantsUnavailable: () => {
    expect(
      screen.getByText('Ajudantes estão disponíveis a partir da categoria Utilitário Pequeno.'),
    ).toBeTruthy();
  },
  AdValorem: () => {
    expect(
      (screen.getByRole('textbox', { name: /Valor total das mercadorias/ }) as HTMLInputElement).value,
    ).toBe('1.234,50');
  },
  NewVehiclePolicy: () => {
    expect(screen.getByText(/No momento atendemos apenas Moto/)).toBeTruthy();
    expect(radio(/^Truck/).disabled).toBe(true);
  },
  SaoPauloRestriction: () => {
    expect(screen.getByText('O horário agendado está dentro de um período de restrição.')).toBeTruthy();
  },
};

describeStories('vehicle step', stories, expectations);
