import { REQUEST_MESSAGES } from '@box/core/errors';
import { PASSWORD_MESSAGES } from '@box/core/rules';
import { describeStories } from '@box/ui/testing';
import { screen, within } from '@testing-library/react';
import * as profileStories from './profile/Profile.stories';
import * as accountsStories from './registered-accounts/RegisteredAccounts.stories';

const wait = { timeout: 3000 };
const text = (value: string) => screen.findByText(value, {}, wait);
const alertText = async () => (await screen.findByRole('alert', {}, wait)).textContent;
const rows = async () => within(await screen.findByRole('table', {}, wait)).getAllByRole('row').length - 1;

/** What each story must show once its play ran and its mocked API answered. */
const profileExpectations: Record<string, () => Promise<void>> = {
  Loaded: async () => {
    expect(await text('ana@mercado.example')).toBeTruthy();
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
    const button = await screen.findByRole('button', { name: 'Salvar preferências' }, wait);
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

describeStories('profile', profileStories, profileExpectations);
describeStories('registered accounts', accountsStories, accountsExpectations);
