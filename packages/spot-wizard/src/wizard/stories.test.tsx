import { describeStories } from '@box/ui/testing';
import { screen } from '@testing-library/react';
import * as stories from '../SpotWizard.stories';

const CODE_FIELD = 'Chave de acesso da NF-e/CT-e ou código da mercadoria';
const codeField = async () => (await screen.findByRole('textbox', { name: CODE_FIELD })) as HTMLInputElement;

/** What each whole-wizard story must show once its mocked API answered. */
const expectations: Record<string, () => Promise<void>> = {
  Loading: async () => {
    expect(screen.getByRole('status').textContent).toBe('Carregando…');
    expect(screen.getByText('Nenhuma nota cadastrada')).toBeTruthy();
  },
  Ready: async () => {
    expect((await codeField()).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Próximo' }) as HTMLButtonElement).disabled).toBe(true);
  },
  BlockedAccount: async () => {
    expect((await codeField()).disabled).toBe(true);
    expect(screen.getByText(/Sua conta está bloqueada para solicitações/)).toBeTruthy();
  },
  InactiveAccount: async () => {
    expect((await codeField()).disabled).toBe(true);
    expect(screen.getByText(/Sua conta está inativa há mais de 90 dias/)).toBeTruthy();
  },
  LoadError: async () => {
    expect(await screen.findByText('Não foi possível abrir a solicitação')).toBeTruthy();
  },
  SessionExpired: async () => {
    expect(await screen.findByText('Sua sessão expirou.')).toBeTruthy();
  },
  EstimateFailsOnce: async () => {
    expect((await codeField()).disabled).toBe(false);
  },
  MissingFinancialInfo: async () => {
    expect((await codeField()).disabled).toBe(false);
  },
};

describeStories('spot wizard', stories, expectations);
