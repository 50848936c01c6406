import { OFFLINE_STORY_MAP_STYLE } from '@box/ui/map';
import { createFakeFetch, type FakeRoutes, reply } from '@box/ui/testing/fake-api';
import type { Meta, StoryObj } from '@storybook/react';
import {
  canceledShipment,
  DEMO_ACCESS_KEY,
  DEMO_CLIENT_CODE,
  DEMO_HASH,
  deliveredAtSefaz,
  deliveredShipment,
  deliveredWithoutProof,
  failedShipment,
  ratedShipment,
  shipmentAtStep,
} from './fixtures/shipments';
import { ShipmentTracking } from './ShipmentTracking';

const api = (answer: FakeRoutes[string], rating: FakeRoutes[string] = { ok: true }) =>
  createFakeFetch(
    {
      'GET /shipments/by-hash/:hash/tracking': answer,
      'GET /shipments/by-dfe/:key/tracking': answer,
      'POST /shipments/by-hash/:hash/rating': rating,
    },
    { delay: 300 },
  ).fetch;

/** Opens 'Comprovante do serviço' once the details (a lazy chunk) are there. */
async function openProofTab({ canvasElement }: { canvasElement: HTMLElement }) {
  const started = Date.now();
  while (Date.now() - started < 3000) {
    const tab = Array.from(canvasElement.querySelectorAll<HTMLElement>('[role="tab"]')).find(
      (el) => el.textContent === 'Comprovante do serviço',
    );
    if (tab) return tab.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('a aba Comprovante do serviço não apareceu');
}

const meta = {
  title: 'tracking/ShipmentTracking',
  component: ShipmentTracking,
  parameters: { layout: 'fullscreen' },
  args: {
    hash: DEMO_HASH,
    // No server answers {apiBase}/map/style.json in Storybook.
    mapStyle: OFFLINE_STORY_MAP_STYLE,
    // A sample contact: the element has no number of its own, a page gives its WhatsApp or none is offered.
    whatsapp: '+55 11 91234-5678',
    fetch: api(shipmentAtStep(2)),
    onClose: () => console.info('voltar'),
    onRated: (body) => console.info('avaliada', body),
    onSessionExpired: () => console.info('sessão expirada'),
  },
} satisfies Meta<typeof ShipmentTracking>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Timeline step PICKUP: 'Em separação', no driver yet. */
export const Separating: Story = { args: { fetch: api(shipmentAtStep(0)) } };
/** IN_TRANSIT: 'Em trânsito'. */
export const InTransit: Story = { args: { fetch: api(shipmentAtStep(1)) } };
/** ON_THE_WAY: 'Indo para seu destino', the driver on the map with an arrival estimate. */
export const OnTheWay: Story = {};
/** DELIVERY while doing: 'Entregando'. */
export const Delivering: Story = { args: { fetch: api(shipmentAtStep(3)) } };
/** Delivered with its proof: 'Finalizada' and the rating modal opening by itself. */
export const DeliveredAsksRating: Story = { args: { fetch: api(deliveredShipment) } };
/** Delivered, on a page that turned the automatic prompt off (`no-rating-prompt`): only the rating button. */
export const DeliveredNoPrompt: Story = { args: { fetch: api(deliveredShipment), noRatingPrompt: true } };
/** A page that gave no WhatsApp number: no contact button and no help launcher for the anonymous visitor. */
export const WithoutWhatsapp: Story = { args: { whatsapp: undefined } };
/** Delivered, rated before: the rating button shows it back. */
export const Rated: Story = { args: { fetch: api(ratedShipment()) } };
/** Issue 20: the proof registered at SEFAZ, 'Registrado na SEFAZ · Protocolo …' under its details. */
export const RegisteredAtSefaz: Story = {
  args: { fetch: api(deliveredAtSefaz('registered')) },
  play: openProofTab,
};
/** Issue 20: SEFAZ refused the proof's event; the recipient sees only the status's words. */
export const RejectedAtSefaz: Story = {
  args: { fetch: api(deliveredAtSefaz('rejected')) },
  play: openProofTab,
};
/** Delivered without a proof yet. */
export const NoProofYet: Story = { args: { fetch: api(deliveredWithoutProof()) } };
export const Canceled: Story = { args: { fetch: api(canceledShipment()) } };
/** The stop failed: a delivery attempt without success. */
export const Failed: Story = { args: { fetch: api(failedShipment()) } };
/** Opened by fiscal document (/rrp/{clientCode}/{accessKey}). */
export const ByFiscalDocument: Story = {
  args: { hash: undefined, accessKey: DEMO_ACCESS_KEY, clientCode: DEMO_CLIENT_CODE },
};
/** A signed-in shipper: '< Voltar', no WhatsApp button, help text in the launcher. */
export const SignedIn: Story = { args: { signedIn: true } };
export const Loading: Story = {
  args: {
    fetch: createFakeFetch({
      'GET /shipments/by-hash/:hash/tracking': reply({ body: shipmentAtStep(2), delay: 'never' }),
    }).fetch,
  },
};
export const NotFound: Story = {
  args: {
    fetch: api(reply({ status: 404, body: { code: 'not_found', message: 'Remessa não encontrada.' } })),
  },
};
/** Neither a hash nor both the access key and the client code. */
export const InvalidRequestMode: Story = { args: { hash: undefined, accessKey: DEMO_ACCESS_KEY } };
/** At 360 px: details collapsed, 'Ver no mapa' / '< Voltar' (pick the phone viewport if the toolbar shows another). */
export const OnPhone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
