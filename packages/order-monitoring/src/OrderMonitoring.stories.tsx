import { createFakeFetch, type FakeRoutes, reply } from '@box/ui/testing/fake-api';
import type { Meta, StoryObj } from '@storybook/react';
import { manyOrders, sampleOrders } from './fixtures/orders';
import { OrderMonitoring } from './OrderMonitoring';

const ordersApi = (answer: FakeRoutes[string]) =>
  createFakeFetch({ 'GET /orders/status': answer }, { delay: 300 }).fetch;

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
