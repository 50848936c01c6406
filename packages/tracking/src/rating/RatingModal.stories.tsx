import { createFakeFetch, type FakeRoutes, reply } from '@box/ui/testing/fake-api';
import type { Meta, StoryObj } from '@storybook/react';
import { findIn } from '../shared/storyHelpers';
import { DEMO_HASH, deliveredShipment, ratedShipment, ratingQuestions } from '../shipment/fixtures/shipments';
import { RatingModal } from './RatingModal';

const api = (rating: FakeRoutes[string], tracking: FakeRoutes[string] = deliveredShipment()) =>
  createFakeFetch(
    { 'POST /shipments/by-hash/:hash/rating': rating, 'GET /shipments/by-hash/:hash/tracking': tracking },
    { delay: 300 },
  ).fetch;

/** Gives the driver's stars and sends, as the recipient would, so the story shows the outcome. */
async function rateAndSend({ canvasElement }: { canvasElement: HTMLElement }) {
  (await findIn<HTMLInputElement>(canvasElement, '.box-rating-scale--stars input[value="5"]')).click();
  const send = [
    ...canvasElement.ownerDocument.querySelectorAll<HTMLButtonElement>('.box-modal__footer button'),
  ].find((b) => b.textContent === 'Enviar');
  // Let React enable the button after the answer before clicking it.
  await new Promise((resolve) => setTimeout(resolve, 50));
  send?.click();
}

const meta = {
  title: 'tracking/RatingModal',
  component: RatingModal,
  args: {
    hash: DEMO_HASH,
    questions: ratingQuestions(),
    driverId: 42,
    open: true,
    fetch: api({ ok: true }),
    onClose: () => console.info('fechar'),
    onRated: (body) => console.info('avaliada', body),
  },
} satisfies Meta<typeof RatingModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Avalie sua experiência' with 'Enviar' disabled until the driver's stars are given. */
export const Form: Story = {};
/** Only the required driver question. */
export const DriverOnly: Story = { args: { questions: ratingQuestions().slice(0, 1) } };
export const Sending: Story = {
  args: { fetch: api(reply({ body: { ok: true }, delay: 'never' })) },
  play: rateAndSend,
};
export const Sent: Story = { play: rateAndSend };
export const Failure: Story = {
  args: { fetch: api(reply({ status: 500, body: { code: 'internal', message: 'Falha interna' } })) },
  play: rateAndSend,
};
/** 409 already rated: treated as done. */
export const AlreadyRated: Story = {
  args: {
    fetch: api(
      reply({ status: 409, body: { code: 'already_rated', message: 'Esta entrega já foi avaliada.' } }),
    ),
  },
  play: rateAndSend,
};
/** A rating given before, shown back. */
export const Given: Story = { args: { given: ratedShipment().rating } };
/** No questions given: they come from the shipment's tracking answer. */
export const LoadsQuestions: Story = { args: { questions: undefined, driverId: undefined } };
export const LoadingQuestions: Story = {
  args: {
    questions: undefined,
    driverId: undefined,
    fetch: createFakeFetch({
      'GET /shipments/by-hash/:hash/tracking': reply({ body: deliveredShipment(), delay: 'never' }),
    }).fetch,
  },
};
