import { createFakeFetch, type FakeRoutes, reply } from '@box/ui/testing/fake-api';
import type { Meta, StoryObj } from '@storybook/react';
import { FinanceInfoForm } from './FinanceInfoForm';
import { FinanceInfoModal } from './FinanceInfoModal';
import { FILLED_FINANCE_INFO, INVALID_FINANCE_INFO } from './fixtures';

const api = (answer: FakeRoutes[string]) =>
  createFakeFetch({ 'PATCH /customers': answer }, { delay: 300 }).fetch;

/** Presses 'Salvar dados', as the user would, so the story shows what follows. */
const submit = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
};

const meta = {
  title: 'Spot wizard/Finance info',
  component: FinanceInfoForm,
  parameters: { layout: 'padded' },
  args: {
    fetch: api({ ok: true }),
    onSaved: () => console.info('dados financeiros salvos'),
    onCancel: () => console.info('cancelado'),
  },
} satisfies Meta<typeof FinanceInfoForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { initial: FILLED_FINANCE_INFO } };

export const ValidationErrors: Story = { args: { initial: INVALID_FINANCE_INFO }, play: submit };

export const ServerValidationError: Story = {
  args: {
    initial: FILLED_FINANCE_INFO,
    fetch: api(
      reply({
        status: 400,
        body: {
          code: 'validation_error',
          message: 'Dados inválidos',
          reasons: [{ field: 'cnpj', message: 'CNPJ inválido.' }],
        },
      }),
    ),
  },
  play: submit,
};

export const GenericFailure: Story = {
  args: {
    initial: FILLED_FINANCE_INFO,
    fetch: api(reply({ status: 500, body: { code: 'internal_error', message: 'Falha interna' } })),
  },
  play: submit,
};

export const Saving: Story = {
  args: { initial: FILLED_FINANCE_INFO, fetch: api(reply({ body: { ok: true }, delay: 'never' })) },
  play: submit,
};

/** The profile's form: it starts from what the account has on file. */
export const Prefilled: Story = {
  args: {
    loadCurrent: true,
    fetch: createFakeFetch(
      {
        'GET /customers/finance-info': {
          cnpj: '12345678000195',
          razao_social: 'Mercado Exemplo Ltda (demonstração)',
          billing_address: { postal_code: '01310100', number: '1578', complement: 'Sala 4' },
          finances_responsible: {
            name: 'Ana Souza (demonstração)',
            email: 'financeiro@mercado.example',
            phone: '(11) 93456-7890',
            phone_branch: null,
          },
        },
        'PATCH /customers': { ok: true },
      },
      { delay: 300 },
    ).fetch,
  },
};

export const PrefillFailed: Story = {
  args: {
    loadCurrent: true,
    fetch: createFakeFetch(
      {
        'GET /customers/finance-info': reply({ status: 500, body: { code: 'internal_error', message: 'x' } }),
      },
      { delay: 300 },
    ).fetch,
  },
};

export const InModal: Story = {
  render: (args) => (
    <FinanceInfoModal
      open
      fetch={args.fetch}
      onClose={() => console.info('fechado')}
      onSaved={() => console.info('dados financeiros salvos')}
    />
  ),
};
