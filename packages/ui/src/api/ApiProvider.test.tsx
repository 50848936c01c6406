import { SessionExpiredError } from '@box/core/api';
import { render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { vi } from 'vitest';
import { createFakeFetch, reply } from '../testing/fakeFetch';
import { userFixture } from '../testing/fixtures';
import { ApiProvider, useApi } from './ApiProvider';

function WhoAmI({ label }: { label: string }) {
  const api = useApi();
  const [name, setName] = useState('…');
  useEffect(() => {
    api.me().then(
      (me) => setName(me.person.name),
      (error: Error) => setName(error.name),
    );
  }, [api]);
  return <p>{`${label}: ${name}`}</p>;
}

describe('ApiProvider', () => {
  it('builds a client per widget, each with its own base and fetch', async () => {
    const first = createFakeFetch({ 'GET /me': userFixture('Ana') });
    const second = createFakeFetch({ 'GET /me': userFixture('Bia') }, { apiBase: '/outra/api' });
    render(
      <>
        <ApiProvider fetch={first.fetch}>
          <WhoAmI label="um" />
        </ApiProvider>
        <ApiProvider apiBase="/outra/api" fetch={second.fetch}>
          <WhoAmI label="dois" />
        </ApiProvider>
      </>,
    );
    expect(await screen.findByText('um: Ana')).toBeTruthy();
    expect(await screen.findByText('dois: Bia')).toBeTruthy();
    expect(first.calls.map((c) => c.path)).toEqual(['/me']);
    expect(second.calls.map((c) => c.path)).toEqual(['/me']);
  });

  it('lets an inner provider inherit the fetch and session callback it was not given', async () => {
    const onSessionExpired = vi.fn();
    const fake = createFakeFetch({
      'GET /me': reply({ status: 401, body: { code: 'unauthorized', message: 'x' } }),
    });
    render(
      <ApiProvider fetch={fake.fetch} onSessionExpired={onSessionExpired}>
        <ApiProvider apiBase="/jade/api">
          <WhoAmI label="eu" />
        </ApiProvider>
      </ApiProvider>,
    );
    expect(await screen.findByText(`eu: ${new SessionExpiredError(null).name}`)).toBeTruthy();
    await waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
  });

  it('tells the developer when a widget has no provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<WhoAmI label="x" />)).toThrow('precisa do provider do seu cliente');
  });
});
