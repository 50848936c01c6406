import { SEFAZ_REGISTRATION_STATUSES, SEFAZ_STATUS_LABELS } from '@box/core/catalogues';
import { describeStories } from '@box/ui/testing';
import { screen, within } from '@testing-library/react';
import * as stories from './OrderMonitoring.stories';

/** What each monitoring story must show once its mocked API answered. */
const expectations: Record<string, () => Promise<void>> = {
  Loading: async () => {
    expect(screen.getByText('Carregando ordens de serviço')).toBeTruthy();
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
  },
  Loaded: async () => {
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['51001', '51002', '51003']);
  },
  SefazStatuses: async () => {
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    // One row per status with its words, then the order with nothing to register, without any.
    expect(rows.map((row) => within(row).queryByText(/SEFAZ|certificado/)?.textContent ?? null)).toEqual([
      ...SEFAZ_REGISTRATION_STATUSES.map((status) => SEFAZ_STATUS_LABELS[status]),
      null,
    ]);
  },
  Empty: async () => {
    expect(await screen.findByText('Não há ordens de serviço')).toBeTruthy();
  },
  LoadError: async () => {
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Ops! Tivemos um problema ao carregar os dados!');
    expect(dialog.textContent).toContain('Erro! status: 500');
  },
  SessionExpired: async () => {
    expect(await screen.findByText('Sua sessão expirou.')).toBeTruthy();
  },
  FiveThousandOrders: async () => {
    const table = await screen.findByRole('table');
    expect(table.getAttribute('aria-rowcount')).toBe('1001');
    expect(table.querySelectorAll('tbody tr[aria-rowindex]').length).toBeLessThanOrEqual(100);
  },
};

describeStories('order-monitoring', stories, expectations);
