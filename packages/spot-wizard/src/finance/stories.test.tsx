import { describeStories } from '@box/ui/testing';
import { screen } from '@testing-library/react';
import * as stories from './FinanceInfo.stories';

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const invalidNames = () =>
  screen
    .getAllByRole('textbox')
    .filter((input) => input.getAttribute('aria-invalid') === 'true')
    .map((input) => input.getAttribute('name'));

/** What each finance info story must show once its play ran and its mocked API answered. */
const expectations: Record<string, () => Promise<void>> = {
  Empty: async () => {
    expect(field(/^CNPJ/).value).toBe('');
    expect(invalidNames()).toEqual([]);
  },
  Filled: async () => {
    expect(field(/^CNPJ/).value).toBe('12.345.678/0001-95');
    expect(field(/^CEP/).value).toBe('01310-100');
  },
  ValidationErrors: async () => {
    expect(invalidNames()).toEqual(['cnpj', 'postalCode', 'number', 'email', 'phone']);
    expect(screen.getByText('CNPJ inválido.')).toBeTruthy();
  },
  ServerValidationError: async () => {
    expect((await screen.findByRole('alert')).textContent).toContain('Erro de validação');
  },
  GenericFailure: async () => {
    expect((await screen.findByRole('alert')).textContent).toContain('Erro na atualização dos dados');
  },
  Saving: async () => {
    expect(screen.getByRole('button', { name: 'Salvar dados' }).getAttribute('aria-busy')).toBe('true');
  },
  Prefilled: async () => {
    await screen.findByDisplayValue('12.345.678/0001-95');
    expect(field(/^CEP/).value).toBe('01310-100');
  },
  PrefillFailed: async () => {
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Não foi possível carregar os dados financeiros já cadastrados.',
    );
  },
  InModal: async () => {
    expect(screen.getByRole('dialog', { name: 'Dados financeiros' })).toBeTruthy();
  },
};

describeStories('finance info', stories, expectations);
