import { describeStories } from '@box/ui/testing';
import { screen } from '@testing-library/react';
import * as stories from './BillingStatement.stories';

const text = (value: string) => screen.findByText(value);
const dialog = (name: string) => screen.findByRole('dialog', { name });

/** What each statement story must show once its play ran and its mocked API answered. */
const expectations: Record<string, () => Promise<void>> = {
  Loaded: async () => {
    expect(await text('Detalhamento')).toBeTruthy();
    expect(screen.getByTestId('summary-total').textContent).toBe('R$ 1.234,56');
  },
  Loading: async () => {
    expect(await text('R$ 4.210,90')).toBeTruthy();
    expect(screen.getByTestId('statement-skeleton')).toBeTruthy();
  },
  LoadError: async () => {
    expect(await text('Tivemos um problema no carregamento do seu extrato!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tente novamente' })).toBeTruthy();
  },
  Empty: async () => {
    expect(await text('Não houve solicitações nesse período')).toBeTruthy();
  },
  SessionExpired: async () => {
    expect(await text('Sua sessão expirou.')).toBeTruthy();
  },
  TaxesShown: async () => {
    expect(await text('PIS, COFINS e ICMS podem ser creditados.')).toBeTruthy();
  },
  CustomPeriod: async () => {
    // The dialog is a lazy chunk, whose first import loads the date picker (react-day-picker, date-fns): on a busy
    // worker that took longer than a wait (CI 22a and 23b, passed on retry). Loaded first, then the dialog must show.
    await import('./period/CustomPeriodModal');
    expect(await dialog('Período personalizado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aplicar' })).toBeTruthy();
  },
  Downloading: async () => {
    expect(await dialog('Baixando planilha')).toBeTruthy();
  },
  DownloadFailed: async () => {
    expect(await text('Não foi possível baixar a planilha. Tente novamente.')).toBeTruthy();
    expect(screen.getByText('Ops! Ocorreu um erro')).toBeTruthy();
  },
  TenThousandOrders: async () => {
    expect(await text('10000 solicitações')).toBeTruthy();
    expect(document.querySelectorAll('.box-table tbody tr').length).toBeLessThanOrEqual(100);
  },
  OrderItinerary: async () => {
    const modal = await dialog('OS 51001');
    expect(modal.textContent).toContain('Paradas');
  },
  OrderValues: async () => {
    expect(await text('Taxa de estacionamento')).toBeTruthy();
    expect(screen.getByText('Total bruto')).toBeTruthy();
  },
  OrderLoadError: async () => {
    expect(await text('Não foi possível carregar os detalhes desta OS.')).toBeTruthy();
  },
};

describeStories('billing-statement', stories, expectations, { play: 'browser' });
