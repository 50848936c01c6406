import { OFFLINE_STORY_MAP_STYLE } from '@box/ui/map';
import { createFakeFetch, type FakeRoutes, reply } from '@box/ui/testing/fake-api';
import type { Meta, StoryObj } from '@storybook/react';
import { failedPod, partialPod, samplePod } from './fixtures/pods';
import { ProofOfDelivery } from './ProofOfDelivery';

const api = (routes: FakeRoutes) => createFakeFetch(routes, { delay: 300 }).fetch;
const signedIn = (answer: FakeRoutes[string], email: FakeRoutes[string] = { ok: true }) =>
  api({ 'GET /pods/:id': answer, 'POST /email/pods/:hashId/notify/user': email });

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

/** Types an address and confirms, as the user would, so the story shows the outcome. */
const sendTo =
  (address: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const input = await find<HTMLInputElement>(canvasElement, 'input[type="email"]');
    // React tracks the value through the native setter: set it there, then tell React with an input event.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, address);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    (await find<HTMLButtonElement>(canvasElement, '.box-pod-email button[type="submit"]')).click();
    const confirm = await find<HTMLButtonElement>(canvasElement, '.box-modal__footer button[data-autofocus]');
    confirm.click();
  };

const meta = {
  title: 'proof-of-delivery/ProofOfDelivery',
  component: ProofOfDelivery,
  parameters: { layout: 'padded' },
  args: {
    podId: 'a1B2c3',
    // No server answers {apiBase}/map/style.json in Storybook.
    mapStyle: OFFLINE_STORY_MAP_STYLE,
    fetch: signedIn(samplePod()),
    onNavigate: (path: string) => console.info('navegar para', path),
    onSessionExpired: () => console.info('sessão expirada'),
  },
} satisfies Meta<typeof ProofOfDelivery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};

export const WithSuccessAlert: Story = { args: { alertStatus: 'success' } };

export const Public: Story = {
  args: { podId: undefined, token: 'f3a9c1d2e4b5', fetch: api({ 'GET /pods/public/:token': samplePod() }) },
};

export const PartialSuccess: Story = { args: { fetch: signedIn(partialPod()) } };

export const Failure: Story = { args: { fetch: signedIn(failedPod()) } };

export const Loading: Story = {
  args: { fetch: createFakeFetch({ 'GET /pods/:id': reply({ body: samplePod(), delay: 'never' }) }).fetch },
};

export const NotFound: Story = {
  args: { fetch: signedIn(reply({ status: 404, body: { code: 'not_found', message: 'Não encontrado' } })) },
};

export const NotYetAvailable: Story = {
  args: { fetch: signedIn(reply({ status: 409, body: { code: 'pod_not_ready', message: 'Ainda não' } })) },
};

export const SessionExpired: Story = {
  args: {
    fetch: signedIn(reply({ status: 401, body: { code: 'unauthenticated', message: 'Sessão expirada' } })),
  },
};

export const EmailSent: Story = { play: sendTo('ana@mercado.example') };

export const EmailInvalidAddress: Story = {
  args: {
    fetch: signedIn(
      samplePod(),
      reply({ status: 400, body: { code: 'invalid_email', message: 'E-mail inválido' } }),
    ),
  },
  play: sendTo('ana@mercado.example'),
};

export const EmailFailed: Story = {
  args: {
    fetch: signedIn(samplePod(), reply({ status: 500, body: { code: 'internal', message: 'Falha' } })),
  },
  play: sendTo('ana@mercado.example'),
};
