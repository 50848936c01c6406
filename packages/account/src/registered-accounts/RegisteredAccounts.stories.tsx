import { createFakeFetch, type FakeRoutes, reply } from '@box/ui/testing/fake-api';
import type { Meta, StoryObj } from '@storybook/react';
import { SAMPLE_RETAILERS } from '../fixtures';
import { INTEGRATIONS_ROUTES } from '../integrations/fixtures';
import { RegisteredAccounts } from './RegisteredAccounts';

const api = (answer: FakeRoutes[string]) =>
  createFakeFetch({ 'GET /retailers': answer, ...INTEGRATIONS_ROUTES }, { delay: 300 }).fetch;

/** Types a search as the user would, once the list is there. */
const search =
  (text: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const started = Date.now();
    let input: HTMLInputElement | null = null;
    while (!input && Date.now() - started < 3000) {
      input = canvasElement.querySelector<HTMLInputElement>('input[type="search"]');
      if (!input) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (!input) throw new Error('a busca não apareceu');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };

const meta = {
  title: 'account/RegisteredAccounts',
  component: RegisteredAccounts,
  parameters: { layout: 'padded' },
  args: {
    fetch: api(SAMPLE_RETAILERS),
    onNavigate: (path: string) => console.info('navegar para', path),
    onSessionExpired: () => console.info('sessão expirada'),
  },
} satisfies Meta<typeof RegisteredAccounts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};

export const Loading: Story = {
  args: { fetch: createFakeFetch({ 'GET /retailers': reply({ body: [], delay: 'never' }) }).fetch },
};

export const Empty: Story = { args: { fetch: api([]) } };

export const Searched: Story = { play: search('loja') };

/** 'Integrações' of one retailer opened from its row: the same section as /perfil, for that account. */
export const AccountIntegrations: Story = {
  play: async ({ canvasElement }) => {
    const started = Date.now();
    let button: HTMLButtonElement | null = null;
    while (!button && Date.now() - started < 3000) {
      button = canvasElement.querySelector<HTMLButtonElement>('button[data-integrations-for="5100"]');
      if (!button) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (!button) throw new Error('o botão Integrações não apareceu');
    button.click();
  },
};

export const NoMatch: Story = { play: search('nenhuma') };

export const LoadFailed: Story = {
  args: { fetch: api(reply({ status: 500, body: { code: 'internal', message: 'Falha' } })) },
};

export const Forbidden: Story = {
  args: { fetch: api(reply({ status: 403, body: { code: 'forbidden', message: 'Sem permissão' } })) },
};

export const SessionExpired: Story = {
  args: { fetch: api(reply({ status: 401, body: { code: 'unauthenticated', message: 'Sessão expirada' } })) },
};
