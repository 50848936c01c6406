import { createFakeFetch, type FakeRoutes, reply } from '@box/ui/testing/fake-api';
import type { Meta, StoryObj } from '@storybook/react';
import { SpotWizard } from './SpotWizard';
import { currentUser, priceEstimate, wizardRoutes } from './wizard/fixtures';

/** A whole mocked API: type the demo NF-e key (or any key) and go through the three steps. */
function api(overrides: FakeRoutes = {}) {
  return createFakeFetch(
    wizardRoutes({
      'GET /me': currentUser({ features: ['feature:ad_valorem', 'feature:spots.round_trip'] }),
      'PATCH /customers': { ok: true },
      ...overrides,
    }),
    { delay: 300 },
  ).fetch;
}

const meta = {
  title: 'Spot wizard/SpotWizard',
  component: SpotWizard,
  parameters: { layout: 'padded' },
  args: {
    onNavigate: (path: string) => console.info('navegar para', path),
    onOrderCreated: (order: { id: number }) => console.info('pedido criado', order.id),
  },
} satisfies Meta<typeof SpotWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { fetch: api({ 'GET /me': reply({ body: currentUser(), delay: 'never' }) }) },
};

export const Ready: Story = { args: { fetch: api() } };

export const BlockedAccount: Story = {
  args: {
    fetch: api({
      'GET /me': currentUser({ account: { podeSolicitarRota: false, inativo: false, bloqueado: true } }),
    }),
  },
};

export const InactiveAccount: Story = {
  args: {
    fetch: api({
      'GET /me': currentUser({ account: { podeSolicitarRota: false, inativo: true, bloqueado: false } }),
    }),
  },
};

export const LoadError: Story = {
  args: {
    fetch: api({ 'GET /spots/config': reply({ status: 502, body: { code: 'bad_gateway', message: 'x' } }) }),
  },
};

export const SessionExpired: Story = {
  args: {
    fetch: api({ 'GET /me': reply({ status: 401, body: { code: 'unauthenticated', message: 'x' } }) }),
  },
};

/** The quote fails first: the estimate error dialog, then Recalcular works. */
export const EstimateFailsOnce: Story = {
  args: {
    fetch: (() => {
      let attempts = 0;
      return api({
        'POST /spot/estimate': () =>
          ++attempts === 1
            ? reply({ status: 500, body: { code: 'internal', message: 'x' } })
            : priceEstimate(),
      });
    })(),
  },
};

/** Finishing asks for the finance info first (MissingFinancialInfo), then the retried finish succeeds. */
export const MissingFinancialInfo: Story = {
  args: {
    fetch: (() => {
      let orders = 0;
      return api({
        'POST /spots': () =>
          ++orders === 1
            ? reply({ status: 400, body: { code: 'MissingFinancialInfo', message: 'x' } })
            : { id: 90413 },
      });
    })(),
  },
};
