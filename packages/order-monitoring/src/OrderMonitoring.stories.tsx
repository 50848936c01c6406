import { createFakeFetch, type FakeRoutes, reply } from '@box/ui/testing/fake-api';
import type { Meta, StoryObj } from '@storybook/react';
import { manyOrders, sampleOrders, sefazOrders } from './fixtures/orders';
import { OrderMonitoring } from './OrderMonitoring';

const ordersApi = (answer: FakeRoutes[string]) =>
  createFakeFetch({ 'GET /orders/status': answer }, { delay: 300 }).fetch;

/** The tab whose text starts with `name`, once the list is there (the fake API answers after a delay). */
async function findTab(root: HTMLElement, name: string): Promise<HTMLElement> {
  const started = Date.now();
  while (Date.now() - started < 3000) {
    const tab = Array.from(root.querySelectorAll<HTMLElement>('[role="tab"]')).find((el) =>
      el.textContent?.startsWith(name),
    );
    if (tab) return tab;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`a aba ${name} não apareceu`);
}

const meta = {
  title: 'order-monitoring/OrderMonitoring',
  component: OrderMonitoring,
  parameters: { layout: 'padded' },
  args: { onNavigate: (path: string) => console.info('navegar para', path) },
} satisfies Meta<typeof OrderMonitoring>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: {
    fetch: createFakeFetch({ 'GET /orders/status': reply({ body: { orders: [] }, delay: 'never' }) }).fetch,
  },
};

export const Loaded: Story = { args: { fetch: ordersApi(() => ({ orders: sampleOrders() })) } };

/**
 * Issue 20: one finished order per SEFAZ registration status (the badge under the progress) and one with no
 * NF-e/CT-e (no badge), on their tab.
 */
export const SefazStatuses: Story = {
  args: { fetch: ordersApi(() => ({ orders: sefazOrders() })) },
  play: async ({ canvasElement }) => (await findTab(canvasElement, 'Finalizadas')).click(),
};

export const Empty: Story = { args: { fetch: ordersApi({ orders: [] }) } };

export const LoadError: Story = {
  args: { fetch: ordersApi(reply({ status: 500, body: { code: 'internal', message: 'Falha interna' } })) },
};

export const SessionExpired: Story = {
  args: {
    fetch: ordersApi(reply({ status: 401, body: { code: 'unauthenticated', message: 'Sessão expirada' } })),
  },
};

export const FiveThousandOrders: Story = { args: { fetch: ordersApi(() => ({ orders: manyOrders(5000) })) } };
