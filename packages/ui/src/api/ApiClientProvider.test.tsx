import { type ApiClientOptions, createOrdersApi, createTransport } from '@box/core/api';
import { render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { vi } from 'vitest';
import { createFakeFetch } from '../testing/fakeFetch';
import { ApiClientProvider, createApiContext } from './ApiClientProvider';
import { ApiProvider } from './ApiProvider';

const createOrdersOnly = (options: ApiClientOptions) => createOrdersApi(createTransport(options));
const ordersOnly = createApiContext(createOrdersOnly);

function OrderCount() {
  const api = ordersOnly.useApi();
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
  it('sends the token an outer provider was given, read at each call', async () => {
    const seen: (string | null)[] = [];
    const fake = createFakeFetch({
      'GET /orders/status': ({ headers }) => {
        seen.push(headers.get('Authorization'));
        return { orders: [] };
      },
    });
    render(
      <ApiProvider fetch={fake.fetch} authToken="box_sk_da_pagina">
        <ApiClientProvider createClient={createOrdersOnly}>
          <OrderCount />
        </ApiClientProvider>
      </ApiProvider>,
    );
    expect(await screen.findByText('calls: ordersStatus; orders: 0')).toBeTruthy();
    expect(seen).toEqual(['Bearer box_sk_da_pagina']);
  });
});

function Calls({ read }: { read: () => object }) {
  return <p>{`calls: ${Object.keys(read()).sort().join(',')}`}</p>;
}

function Claims() {
  const api = ordersOnly.useApi();
  // @ts-expect-error: the orders factory builds no `me` call, so claiming it does not compile.
  const claimed: unknown = api.me;
  return <p>{`ordersStatus: ${typeof api.ordersStatus}; me: ${typeof claimed}`}</p>;
}

describe('createApiContext', () => {
  it('reads the client its own Provider built, with the settings it was given', async () => {
    const fake = createFakeFetch({ 'GET /orders/status': { orders: [] } }, { apiBase: '/outra/api' });
    render(
      <ordersOnly.Provider apiBase="/outra/api" fetch={fake.fetch}>
        <OrderCount />
      </ordersOnly.Provider>,
    );
    expect(await screen.findByText('calls: ordersStatus; orders: 0')).toBeTruthy();
  });

  it("reads core's whole client under <ApiProvider> (tests and stories of inner screens)", () => {
    render(
      <ApiProvider>
        <Calls read={ordersOnly.useApi} />
      </ApiProvider>,
    );
    expect(screen.getByText(/^calls: /).textContent).toContain('ordersStatus');
    expect(screen.getByText(/^calls: /).textContent).toContain('me');
  });

  it("refuses another factory's client: its calls are not the ones this context's type names", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const other = createApiContext((options: ApiClientOptions) => createOrdersApi(createTransport(options)));
    expect(() =>
      render(
        <other.Provider>
          <Calls read={ordersOnly.useApi} />
        </other.Provider>,
      ),
    ).toThrow('precisa do provider do seu cliente');
  });

  it('types useApi by what the factory builds', () => {
    render(
      <ordersOnly.Provider>
        <Claims />
      </ordersOnly.Provider>,
    );
    expect(screen.getByText('ordersStatus: function; me: undefined')).toBeTruthy();
  });
});
