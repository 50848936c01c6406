import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ApiProvider } from '../api/ApiProvider';
import { createFakeFetch, type FakeApiOptions, type FakeCall, type FakeRoutes } from './fakeFetch';

export interface RenderWidgetOptions extends FakeApiOptions, Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The mocked API: `{ 'GET /orders/status': (req) => body }` (see `createFakeFetch`). */
  api?: FakeRoutes;
  /** Called when a call answers 401, for widgets that do not pass their own. */
  onSessionExpired?: () => void;
}

export interface RenderWidgetResult extends RenderResult {
  /** Every API request the widget made, in order. */
  calls: FakeCall[];
  /** A user-event session bound to this render. */
  user: ReturnType<typeof userEvent.setup>;
}

/**
 * The one way widget tests render a screen: its API mocked by a route map, inside the providers a widget
 * expects, with Testing Library's queries, a user-event session and the log of API calls.
 */
export function renderWidget(ui: ReactElement, options: RenderWidgetOptions = {}): RenderWidgetResult {
  const { api = {}, apiBase, delay, onSessionExpired, ...renderOptions } = options;
  const fake = createFakeFetch(api, { apiBase, delay });
  const user = userEvent.setup();
  const result = render(
    <ApiProvider apiBase={apiBase} fetch={fake.fetch} onSessionExpired={onSessionExpired}>
      {ui}
    </ApiProvider>,
    renderOptions,
  );
  return { ...result, calls: fake.calls, user };
}
