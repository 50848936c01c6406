import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { act, type ComponentType } from 'react';
import * as stories from './FinanceInfo.stories';

type Composed = ComponentType & { play?: (context: { canvasElement: HTMLElement }) => Promise<void> };
const composed = composeStories(stories) as unknown as Record<string, Composed>;

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
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toContain(
      'Erro de validação',
    );
  },
  GenericFailure: async () => {
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toContain(
      'Erro na atualização dos dados',
    );
  },
  Saving: async () => {
    expect(screen.getByRole('button', { name: 'Salvar dados' }).getAttribute('aria-busy')).toBe('true');
  },
  InModal: async () => {
    expect(screen.getByRole('dialog', { name: 'Dados financeiros' })).toBeTruthy();
  },
};

describe('finance info stories render as tests', () => {
  it('has a check for every story', () => {
    expect(Object.keys(composed).sort()).toEqual(Object.keys(expectations).sort());
  });

  it.each(Object.entries(composed))('%s', async (name, Story) => {
    const { container } = render(<Story />);
    await act(async () => {
      await Story.play?.({ canvasElement: container });
    });
    await expectations[name]?.();
  });
});
