import { type ApiClientOptions, createOrdersApi, createTransport } from '@box/core';
import { render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createFakeFetch } from '../testing/fakeFetch';
import { ApiClientProvider, useApi } from './ApiClientProvider';
import { ApiProvider } from './ApiProvider';

type OrdersOnly = ReturnType<typeof createOrdersApi>;
const createOrdersOnly = (options: ApiClientOptions) => createOrdersApi(createTransport(options));

function OrderCount() {
  const api = useApi<OrdersOnly>();
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    api.ordersStatus().then(({ orders }) => setCount(orders.length));
  }, [api]);
  return <p>{`calls: ${Object.keys(api).join(',')}; orders: ${count ?? '…'}`}</p>;
}

describe('ApiClientProvider', () => {
  it('gives the subtree the client its createClient built, with the settings an outer provider set', async () => {
    const fake = createFakeFetch({ 'GET /orders/status': { orders: [] } }, { apiBase: '/outra/api' });
    render(
      <ApiProvider apiBase="/outra/api" fetch={fake.fetch}>
        <ApiClientProvider createClient={createOrdersOnly}>
          <OrderCount />
        </ApiClientProvider>
      </ApiProvider>,
    );
    expect(await screen.findByText('calls: ordersStatus; orders: 0')).toBeTruthy();
    expect(fake.calls.map((c) => c.path)).toEqual(['/orders/status']);
  });
});
