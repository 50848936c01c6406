import { OFFLINE_STORY_MAP_STYLE } from '@box/ui/map';
import { createFakeFetch, type FakeRoutes, reply } from '@box/ui/testing/fake-api';
import type { Meta, StoryObj } from '@storybook/react';
import { podWithSefaz, sefazRegistration } from '../fixtures/sefaz';
import { ProofOfDelivery } from '../ProofOfDelivery';

const api = (routes: FakeRoutes) => createFakeFetch(routes, { delay: 300 }).fetch;

type Status = Parameters<typeof podWithSefaz>[0];

/**
 * The owner's proof with its registration in `status`, and the SEFAZ calls answering as the server would; the
 * block's later reads (while a registration settles) find it `later`.
 */
const proofIn = (status: Status, { later = status, ...extra }: FakeRoutes & { later?: Status } = {}) => {
  let reads = 0;
  return api({
    'GET /pods/:id': () => podWithSefaz(reads++ === 0 ? status : later),
    'POST /pods/:id/sefaz': sefazRegistration('pending'),
    'DELETE /pods/:id/sefaz': sefazRegistration('cancel-pending'),
    'GET /pods/:id/sefaz/:file': reply({
      body: '<procEventoNFe/>',
      headers: { 'Content-Disposition': 'attachment; filename="canhoto-a1B2c3.xml"' },
    }),
    ...extra,
  });
};

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

export const PendingThenRegistered: Story = { args: { fetch: proofIn('pending', { later: 'registered' }) } };

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

export const Registering: Story = {
  args: { fetch: proofIn('not-requested', { later: 'registered' }) },
  play: pressFirstAction,
};

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

export const ConfirmCancel: Story = {
  args: { fetch: proofIn('registered', { later: 'cancelled' }) },
  play: pressFirstAction,
};
