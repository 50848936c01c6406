import { createFakeFetch, type FakeApi, type FakeRoutes } from '@box/ui/testing';
import { render } from '@testing-library/react';
import { App } from '../App';

/**
 * The whole host app opened at `path`, the real widgets inside, only the network fake (invented data): the one
 * harness of the page tests. `assign` records full-page navigations (the login redirect).
 */
export function openApp(path: string, routes: FakeRoutes | FakeApi) {
  window.history.replaceState(null, '', path);
  const assign = vi.fn();
  const api =
    'fetch' in routes && typeof routes.fetch === 'function'
      ? (routes as FakeApi)
      : createFakeFetch(routes as FakeRoutes);
  render(<App fetch={api.fetch} assign={assign} />);
  return { api, assign };
}
