import { OFFLINE_STORY_MAP_STYLE } from '@box/ui/map';
import { createFakeFetch, type FakeRoutes, reply } from '@box/ui/testing/fake-api';
import type { Meta, StoryObj } from '@storybook/react';
import { podWithSefaz, sefazRegistration } from '../fixtures/sefaz';
import { ProofOfDelivery } from '../ProofOfDelivery';

const api = (routes: FakeRoutes) => createFakeFetch(routes, { delay: 300 }).fetch;

/** The owner's proof with its registration in `status`, and the SEFAZ calls answering as the server would. */
const proofIn = (status: Parameters<typeof podWithSefaz>[0], extra: FakeRoutes = {}) =>
  api({
    'GET /pods/:id': podWithSefaz(status),
    'POST /pods/:id/sefaz': sefazRegistration('pending'),
    'DELETE /pods/:id/sefaz': sefazRegistration('cancel-pending'),
    'GET /pods/:id/sefaz/:file': reply({
      body: '<procEventoNFe/>',
      headers: { 'Content-Disposition': 'attachment; filename="canhoto-a1B2c3.xml"' },
    }),
    ...extra,
  });

/** A registration SEFAZ answers on the second read: the block shows the protocol without a reload. */
function settlingProof() {
  let reads = 0;
  return api({
    'GET /pods/:id': () => {
      reads += 1;
      return podWithSefaz(reads < 2 ? 'pending' : 'registered');
    },
  });
}

/** Polls for an element the mocked API and the block's lazy chunk have yet to bring. */
async function find<T extends Element>(root: HTMLElement, selector: string, timeout = 5000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = root.querySelector<T>(selector) ?? root.ownerDocument.querySelector<T>(selector);
    if (found) return found;
    if (Date.now() - started > timeout) throw new Error(`${selector} não apareceu`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Presses the block's first action, as the owner would. */
const pressFirstAction = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  (await find<HTMLButtonElement>(canvasElement, '.box-pod-sefaz__actions button')).click();
};

const meta = {
  title: 'proof-of-delivery/Canhoto digital',
  component: ProofOfDelivery,
  parameters: { layout: 'padded' },
  args: {
    podId: 'a1B2c3',
    mapStyle: OFFLINE_STORY_MAP_STYLE,
    fetch: proofIn('registered'),
    onSessionExpired: () => console.info('sessão expirada'),
  },
} satisfies Meta<typeof ProofOfDelivery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Registered: Story = {};

export const NotRequested: Story = { args: { fetch: proofIn('not-requested') } };

export const NeedsCertificate: Story = { args: { fetch: proofIn('needs-certificate') } };

export const Pending: Story = { args: { fetch: proofIn('pending') } };

export const PendingThenRegistered: Story = { args: { fetch: settlingProof() } };

export const Rejected: Story = { args: { fetch: proofIn('rejected') } };

export const CancelPending: Story = { args: { fetch: proofIn('cancel-pending') } };

export const Cancelled: Story = { args: { fetch: proofIn('cancelled') } };

export const CtEFailedDelivery: Story = {
  args: {
    fetch: api({
      'GET /pods/:id': podWithSefaz('registered', {
        eventType: '110190',
        accessKey: '35260412345678000190570010000045671000045678',
      }),
    }),
  },
};

export const Registering: Story = { args: { fetch: proofIn('not-requested') }, play: pressFirstAction };

export const RegisterRefused: Story = {
  args: {
    fetch: proofIn('not-requested', {
      'POST /pods/:id/sefaz': reply({
        status: 409,
        body: { code: 'sefaz_already_registered', message: 'Este comprovante já foi registrado na SEFAZ.' },
      }),
    }),
  },
  play: pressFirstAction,
};

export const ConfirmCancel: Story = { play: pressFirstAction };
