import { describeStories } from '@box/ui/testing';
import { screen, within } from '@testing-library/react';
import * as stories from './OrderTracking.stories';

const loaded = () => screen.findByText('OS 51234');
const doingStep = () =>
  within(screen.getByRole('list', { name: 'Andamento da ordem de serviço' }))
    .getAllByRole('listitem')
    .find((li) => li.getAttribute('aria-current') === 'step')?.textContent;
const stopStatuses = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[3]?.textContent);

/** What each story must show once its mocked API answered. */
const expectations: Record<string, () => Promise<void>> = {
  Loading: async () => {
    expect(screen.getByText('Carregando rastreamento da ordem de serviço')).toBeTruthy();
  },
  Allocated: async () => {
    await loaded();
    expect(doingStep()).toContain('Alocada');
  },
  OnTheWay: async () => {
    await loaded();
    expect(doingStep()).toContain('A caminho');
  },
  Loaded: async () => {
    await loaded();
    expect(doingStep()).toContain('Carregando');
  },
  InProgress: async () => {
    await loaded();
    expect(doingStep()).toContain('Em execução');
  },
  Finished: async () => {
    await loaded();
    expect(doingStep()).toBeUndefined();
    expect(stopStatuses()).toEqual(['Concluído', 'Concluído', 'Concluído']);
  },
  Canceled: async () => {
    expect(await screen.findByText(/Ordem de serviço cancelada em/)).toBeTruthy();
  },
  FailedStop: async () => {
    await loaded();
    expect(stopStatuses()).toContain('Insucesso');
  },
  NoProofYet: async () => {
    await loaded();
    expect(screen.getAllByText('Sem comprovante')).toHaveLength(3);
  },
  NotFound: async () => {
    expect(await screen.findByText('OS indisponível para consulta')).toBeTruthy();
  },
  Public: async () => {
    await loaded();
    expect(screen.queryByRole('button', { name: /Compartilhar o link/ })).toBeNull();
  },
  SignedIn: async () => {
    await loaded();
    expect(screen.getByRole('button', { name: /Compartilhar o link/ })).toBeTruthy();
  },
};

describeStories('order tracking', stories, expectations);
