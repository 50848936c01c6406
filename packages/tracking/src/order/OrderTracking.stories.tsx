import { OFFLINE_STORY_MAP_STYLE } from '@box/ui/map';
import { createFakeFetch, type FakeRoutes, reply } from '@box/ui/testing/fake-api';
import type { Meta, StoryObj } from '@storybook/react';
import {
  makeCanceledOrderTracking,
  makeFailedStopOrderTracking,
  makeOrderTracking,
  makePublicOrderTracking,
} from './fixtures/orderTracking';
import { OrderTracking } from './OrderTracking';

const signedInApi = (answer: FakeRoutes[string]) =>
  createFakeFetch({ 'GET /orders/:id/tracking': answer }, { delay: 300 }).fetch;
const publicApi = (answer: FakeRoutes[string]) =>
  createFakeFetch({ 'GET /orders/public/:token/tracking': answer }, { delay: 300 }).fetch;

const meta = {
  title: 'tracking/OrderTracking',
  component: OrderTracking,
  parameters: { layout: 'fullscreen' },
  args: {
    orderId: 51234,
    mapStyle: OFFLINE_STORY_MAP_STYLE,
    shareOrigin: 'https://portal.box.com.br',
    onNavigate: (path: string) => console.info('navegar para', path),
  },
} satisfies Meta<typeof OrderTracking>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { fetch: createFakeFetch({ 'GET /orders/:id/tracking': reply({ body: {}, delay: 'never' }) }).fetch },
};

export const Allocated: Story = { args: { fetch: signedInApi(makeOrderTracking('ALLOCATED')) } };
export const OnTheWay: Story = { args: { fetch: signedInApi(makeOrderTracking('ON_THE_WAY')) } };
export const Loaded: Story = { args: { fetch: signedInApi(makeOrderTracking('LOADED')) } };
export const InProgress: Story = { args: { fetch: signedInApi(makeOrderTracking('IN_PROGRESS')) } };
export const Finished: Story = { args: { fetch: signedInApi(makeOrderTracking('FINISHED')) } };
export const Canceled: Story = { args: { fetch: signedInApi(makeCanceledOrderTracking()) } };
export const FailedStop: Story = { args: { fetch: signedInApi(makeFailedStopOrderTracking()) } };
/** Stops done but no proof sent yet. */
export const NoProofYet: Story = {
  args: {
    fetch: signedInApi(() => {
      const order = makeOrderTracking('FINISHED');
      return { ...order, stops: order.stops.map((stop) => ({ ...stop, pods: [] })) };
    }),
  },
};
export const NotFound: Story = {
  args: {
    fetch: signedInApi(reply({ status: 404, body: { code: 'not_found', message: 'OS não encontrada' } })),
  },
};
/**
 * The page behind /r/{token}: no share button, no personal driver data; proofs open their public pages; the
 * WhatsApp contact of the number the page gives (a sample here: the element has none of its own).
 */
export const Public: Story = {
  args: {
    orderId: undefined,
    token: 'pub-51234',
    whatsapp: '+55 11 91234-5678',
    fetch: publicApi(makePublicOrderTracking('IN_PROGRESS')),
  },
};
export const SignedIn: Story = { args: { fetch: signedInApi(makeOrderTracking('IN_PROGRESS')) } };
