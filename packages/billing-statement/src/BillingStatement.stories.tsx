import { OFFLINE_STORY_MAP_STYLE } from '@box/ui/map';
import { createFakeFetch, type FakeRoutes, reply } from '@box/ui/testing/fake-api';
import type { Meta, StoryObj } from '@storybook/react';
import { BillingStatement } from './BillingStatement';
import { statementRoutes } from './fixtures/routes';
import { emptySummary, FIXTURE_TODAY, manyOrders, summaryOf } from './fixtures/statement';

const api = (overrides: FakeRoutes = {}) => createFakeFetch(statementRoutes(overrides), { delay: 200 }).fetch;
const failure = (status: number) => reply({ status, body: { code: 'x', message: 'Falhou' } });

/** Polls for an element the mocked API has yet to bring (stories have no Testing Library). */
async function find<T extends Element>(root: HTMLElement, selector: string, timeout = 3000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = root.querySelector<T>(selector) ?? root.ownerDocument.querySelector<T>(selector);
    if (found) return found;
    if (Date.now() - started > timeout) throw new Error(`${selector} não apareceu`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Clicks what the selector finds once it is there. */
const clickWhenThere = async (root: HTMLElement, selector: string) =>
  (await find<HTMLElement>(root, selector)).click();

const openOrder = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await clickWhenThere(canvasElement, '.box-billing-details__os');
  await find(canvasElement, '.box-billing-order__panel');
};

const thousands = manyOrders(10_000);

const meta = {
  title: 'billing-statement/BillingStatement',
  component: BillingStatement,
  parameters: { layout: 'padded' },
  args: {
    today: FIXTURE_TODAY,
    // No server answers {apiBase}/map/style.json in Storybook.
    mapStyle: OFFLINE_STORY_MAP_STYLE,
    fetch: api(),
    onSessionExpired: () => console.info('sessão expirada'),
  },
} satisfies Meta<typeof BillingStatement>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

export const Loading: Story = {
  args: { fetch: api({ 'GET /billing-statement/summary': reply({ body: emptySummary(), delay: 'never' }) }) },
};

export const LoadError: Story = { args: { fetch: api({ 'GET /billing-statement/details': failure(500) }) } };

export const Empty: Story = {
  args: {
    fetch: api({ 'GET /billing-statement/summary': emptySummary(), 'GET /billing-statement/details': [] }),
  },
};

export const SessionExpired: Story = {
  args: { fetch: api({ 'GET /billing-statement/monthly-totals': failure(401) }) },
};

export const TaxesShown: Story = {
  play: ({ canvasElement }) => clickWhenThere(canvasElement, '.box-billing-summary .box-button--link'),
};

export const CustomPeriod: Story = {
  play: ({ canvasElement }) => clickWhenThere(canvasElement, '.box-billing-months__custom'),
};

export const Downloading: Story = {
  args: { fetch: api({ 'GET /billing-statement/download': reply({ body: 'xlsx', delay: 'never' }) }) },
  play: async ({ canvasElement }) => {
    await find(canvasElement, '.box-billing-details');
    await clickWhenThere(canvasElement, '.box-billing-download__controls .box-button--primary');
  },
};

export const DownloadFailed: Story = {
  args: { fetch: api({ 'GET /billing-statement/download': failure(500) }) },
  play: async ({ canvasElement }) => {
    await find(canvasElement, '.box-billing-details');
    await clickWhenThere(canvasElement, '.box-billing-download__controls .box-button--primary');
  },
};

export const TenThousandOrders: Story = {
  args: {
    fetch: api({
      'GET /billing-statement/summary': summaryOf(thousands),
      'GET /billing-statement/details': thousands,
    }),
  },
};

export const OrderItinerary: Story = { play: openOrder };

export const OrderValues: Story = {
  play: async (context) => {
    await openOrder(context);
    const tabs =
      context.canvasElement.ownerDocument.querySelectorAll<HTMLButtonElement>('.box-modal [role="tab"]');
    tabs[1]?.click();
  },
};

export const OrderLoadError: Story = {
  args: { fetch: api({ 'GET /billing-statement/order-details': failure(404) }) },
  play: async ({ canvasElement }) => {
    await clickWhenThere(canvasElement, '.box-billing-details__os');
    await find(canvasElement, '.box-billing-order__error');
  },
};
