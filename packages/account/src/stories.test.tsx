import { REQUEST_MESSAGES } from '@box/core/errors';
import { PASSWORD_MESSAGES } from '@box/core/rules';
import { describeStories } from '@box/ui/testing';
import { screen, within } from '@testing-library/react';
import * as integrationsStories from './integrations/Integrations.stories';
import * as profileStories from './profile/Profile.stories';
import * as accountsStories from './registered-accounts/RegisteredAccounts.stories';

const text = (value: string | RegExp) => screen.findByText(value);
const alertText = async () => (await screen.findByRole('alert')).textContent;
const rowsOf = async (name: string) =>
  within(await screen.findByRole('table', { name })).getAllByRole('row').length - 1;
const rows = async () => within(await screen.findByRole('table')).getAllByRole('row').length - 1;

/** What each story must show once its play ran and its mocked API answered. */
const profileExpectations: Record<string, () => Promise<void>> = {
  Loaded: async () => {
    expect(await text('ana@mercado.example')).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Chaves de API' })).toBeTruthy();
  },
  Driver: async () => {
    expect(await text('Motorista')).toBeTruthy();
    expect(screen.queryByText('Integrações')).toBeNull();
  },
  Loading: async () => {
    expect(screen.getByText('Carregando suas preferências')).toBeTruthy();
  },
  LoadFailed: async () => {
    expect(await text('Não foi possível carregar suas preferências')).toBeTruthy();
  },
  SessionExpired: async () => {
    expect(await text('Sua sessão expirou.')).toBeTruthy();
  },
  PreferencesSaved: async () => {
    expect(await text(REQUEST_MESSAGES.success)).toBeTruthy();
  },
  PreferencesFailed: async () => {
    expect(await alertText()).toContain('Não foi possível salvar as preferências');
  },
  PasswordMismatch: async () => {
    expect(await alertText()).toContain(PASSWORD_MESSAGES.mismatch);
  },
  PasswordTooShort: async () => {
    expect(await alertText()).toContain(PASSWORD_MESSAGES.tooShort);
  },
  PasswordChanged: async () => {
    expect(await text(REQUEST_MESSAGES.success)).toBeTruthy();
  },
  PasswordRefused: async () => {
    expect(await alertText()).toContain(PASSWORD_MESSAGES.common);
  },
  Saving: async () => {
    const button = await screen.findByRole('button', { name: 'Salvar preferências' });
    expect(button.getAttribute('aria-busy')).toBe('true');
  },
};

const accountsExpectations: Record<string, () => Promise<void>> = {
  List: async () => {
    expect(await rows()).toBe(5);
  },
  Loading: async () => {
    expect(screen.getByText('Carregando contas cadastradas')).toBeTruthy();
  },
  Empty: async () => {
    expect(await text('Nenhuma conta cadastrada.')).toBeTruthy();
  },
  Searched: async () => {
    expect(await text('3 de 5 contas')).toBeTruthy();
    expect(await rows()).toBe(3);
  },
  NoMatch: async () => {
    expect(await text('Nenhuma conta encontrada para “nenhuma”.')).toBeTruthy();
  },
  AccountIntegrations: async () => {
    expect(await text('Integrações de Outra Loja (demonstração)')).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Chaves de API' })).toBeTruthy();
  },
  LoadFailed: async () => {
    expect(await text('Não foi possível carregar as contas cadastradas')).toBeTruthy();
  },
  Forbidden: async () => {
    expect(await text('Acesso restrito')).toBeTruthy();
  },
  SessionExpired: async () => {
    expect(await text('Sua sessão expirou.')).toBeTruthy();
  },
};

const dialog = (name: string) => screen.findByRole('dialog', { name });

const integrationsExpectations: Record<string, () => Promise<void>> = {
  KeysAndWebhooks: async () => {
    expect(await rowsOf('Chaves de API')).toBe(2);
    expect(await rowsOf('Endpoints de webhook')).toBe(1);
  },
  Loading: async () => {
    expect(await screen.findByRole('heading', { name: 'Chaves de API' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  },
  Empty: async () => {
    expect(await text('Nenhuma chave de API criada.')).toBeTruthy();
    expect(await text('Nenhum endpoint de webhook cadastrado.')).toBeTruthy();
  },
  LoadFailed: async () => {
    expect(await text('Não foi possível carregar as chaves de API')).toBeTruthy();
    expect(await text('Não foi possível carregar os webhooks')).toBeTruthy();
  },
  KeyFormRefused: async () => {
    expect(await text('Informe um nome para a chave.')).toBeTruthy();
  },
  KeyCreated: async () => {
    const shown = await dialog('Chave de API criada');
    expect(within(shown).getByDisplayValue('box_sk_N3w1q8ZsLr2VxT0pYc4eHb7u')).toBeTruthy();
  },
  RevokeConfirmation: async () => {
    expect(await dialog('Revogar chave de API')).toBeTruthy();
  },
  EndpointCreated: async () => {
    expect(await dialog('Endpoint adicionado')).toBeTruthy();
  },
  EndpointRefused: async () => {
    expect(await alertText()).toContain('A URL do webhook precisa usar HTTPS.');
  },
  DeliveryLog: async () => {
    expect(await rowsOf('Registro de entregas do webhook')).toBe(3);
  },
  DeliveryResent: async () => {
    expect(await text(/Reenvio agendado/)).toBeTruthy();
  },
  OtherAccount: async () => {
    expect(await rowsOf('Chaves de API')).toBe(2);
  },
};

describeStories('profile', profileStories, profileExpectations, { play: 'browser' });
describeStories('registered accounts', accountsStories, accountsExpectations, { play: 'browser' });
describeStories('integrations', integrationsStories, integrationsExpectations, { play: 'browser' });
