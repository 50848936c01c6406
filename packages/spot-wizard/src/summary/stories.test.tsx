import { describeStories } from '@box/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import * as stories from './SummaryStep.stories';

const dialog = (name: string) => screen.getByRole('dialog', { name });
const price = () => screen.getByRole('region', { name: 'Preço estimado' });

/** What each step-3 story must show. */
const expectations: Record<string, () => void> = {
  Calculating: () => {
    expect(price().textContent).toContain('Calculando preço…');
  },
  Priced: () => {
    expect(price().textContent).toContain('R$ 198,15');
    expect(screen.getAllByText('PED-2026-0002').length).toBeGreaterThan(0);
  },
  TruckWithRoundTrip: () => {
    expect(price().textContent).toContain('Pedágio(s)');
    expect(price().textContent).toContain('Ad valorem');
    expect(screen.getByText('Rota circular: retorno em')).toBeTruthy();
  },
  EstimateError: () => {
    expect(within(dialog('Erro ao calcular preço')).getByRole('button', { name: 'Recalcular' })).toBeTruthy();
  },
  Finishing: () => {
    expect(dialog('Finalizando solicitação')).toBeTruthy();
  },
  Success: () => {
    expect(dialog('Solicitação concluída com sucesso!').textContent).toContain('90412');
  },
  MissingFinancialInfo: async () => {
    // Starts from what the account has on file.
    const cnpj = await within(dialog('Dados financeiros')).findByRole('textbox', { name: /CNPJ/ });
    await waitFor(() => expect((cnpj as HTMLInputElement).value).toBe('12.345.678/0001-95'));
  },
  EstimateNoLongerValid: () => {
    expect(dialog('Cotação desatualizada').textContent).toContain('válida por apenas 15 minuto(s)');
  },
  BlockedCustomer: () => {
    expect(within(dialog('Solicitação bloqueada')).getByRole('button', { name: 'Ok, entendi' })).toBeTruthy();
  },
  ValidationError: () => {
    expect(dialog('Erro de validação').textContent).toContain('pelo menos 45 minutos');
  },
  ServerError: () => {
    expect(dialog('Erro no servidor').textContent).toContain(
      'Por favor, entre em contato com a nossa equipe de suporte.',
    );
  },
};

describeStories('summary', stories, expectations);
