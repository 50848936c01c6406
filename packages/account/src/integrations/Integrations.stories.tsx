import { ApiProvider, BoxRoot } from '@box/ui';
import { createFakeFetch, type FakeRoutes, reply } from '@box/ui/testing/fake-api';
import type { Meta, StoryObj } from '@storybook/react';
import { ACCOUNT_STYLES } from '../styles';
import { INTEGRATIONS_ROUTES, sampleEndpoint, sampleKey } from './fixtures';
import IntegrationsSection from './IntegrationsSection';

/** The section as /perfil and a retailer's panel render it, inside a widget's root and API settings. */
function Integrations({ fetch, customerId }: { fetch: typeof globalThis.fetch; customerId?: number }) {
  return (
    <BoxRoot styles={ACCOUNT_STYLES}>
      <ApiProvider fetch={fetch}>
        <IntegrationsSection customerId={customerId} />
      </ApiProvider>
    </BoxRoot>
  );
}

const api = (routes: FakeRoutes = {}) =>
  createFakeFetch(
    {
      ...INTEGRATIONS_ROUTES,
      'POST /integrations/api-keys': {
        key: sampleKey({ id: 12, name: 'Integração WMS', prefix: 'box_sk_N3w1', lastUsedAt: null }),
        secret: 'box_sk_N3w1q8ZsLr2VxT0pYc4eHb7u',
      },
      'DELETE /integrations/api-keys/:id': { ok: true },
      'POST /integrations/webhooks': {
        endpoint: sampleEndpoint({ id: 22, url: 'https://wms.mercado.example/eventos' }),
        secret: 'whsec_MfKQ9r8GbXjgQO5xzuTQ9r0Vj5c',
      },
      'DELETE /integrations/webhooks/:id': { ok: true },
      'POST /integrations/webhook-deliveries/:id/resend': { ok: true },
      ...routes,
    },
    { delay: 300 },
  ).fetch;

/** Polls for an element the mocked API (or the lazy chunk) has yet to bring: stories have no Testing Library. */
async function find<T extends Element>(root: ParentNode, selector: string, text?: string): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = [...root.querySelectorAll<T>(selector)].find(
      (el) => !text || el.textContent?.includes(text),
    );
    if (found) return found;
    if (Date.now() - started > 3000) throw new Error(`${selector} ${text ?? ''} não apareceu`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Types into a field as the user would (React reads the value through the native setter and an input event). */
function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

const createKey: Play = async ({ canvasElement }) => {
  (await find<HTMLButtonElement>(canvasElement, '.box-integrations__head button', 'Criar chave')).click();
  type(await find<HTMLInputElement>(canvasElement, 'input[name="api-key-name"]'), 'Integração WMS');
  (await find<HTMLInputElement>(canvasElement, 'input[name="api-key-scope"]')).click();
  (await find<HTMLFormElement>(canvasElement, '[role="dialog"] form')).requestSubmit();
};

const askRevoke: Play = async ({ canvasElement }) => {
  (await find<HTMLButtonElement>(canvasElement, 'button[aria-label^="Revogar a chave"]')).click();
};

const addEndpoint =
  (url: string): Play =>
  async ({ canvasElement }) => {
    (
      await find<HTMLButtonElement>(canvasElement, '.box-integrations__head button', 'Adicionar endpoint')
    ).click();
    type(await find<HTMLInputElement>(canvasElement, 'input[name="webhook-url"]'), url);
    (await find<HTMLInputElement>(canvasElement, 'input[name="webhook-event"]')).click();
    (await find<HTMLFormElement>(canvasElement, '[role="dialog"] form')).requestSubmit();
  };

const openLog: Play = async ({ canvasElement }) => {
  (await find<HTMLButtonElement>(canvasElement, 'button[aria-label^="Ver entregas"]')).click();
};

const resend: Play = async (context) => {
  await openLog(context);
  (await find<HTMLButtonElement>(context.canvasElement, 'button[aria-label^="Reenviar"]')).click();
};

const meta = {
  title: 'account/Integrations',
  component: Integrations,
  parameters: { layout: 'padded' },
  args: { fetch: api() },
} satisfies Meta<typeof Integrations>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeysAndWebhooks: Story = {};

export const Loading: Story = {
  args: {
    fetch: createFakeFetch({
      'GET /integrations/api-keys': reply({ body: { keys: [] }, delay: 'never' }),
      'GET /integrations/webhooks': reply({ body: { endpoints: [] }, delay: 'never' }),
    }).fetch,
  },
};

export const Empty: Story = {
  args: {
    fetch: api({
      'GET /integrations/api-keys': { keys: [] },
      'GET /integrations/webhooks': { endpoints: [] },
    }),
  },
};

export const LoadFailed: Story = {
  args: {
    fetch: api({
      'GET /integrations/api-keys': reply({
        status: 500,
        body: { code: 'internal', message: 'Erro no servidor.' },
      }),
      'GET /integrations/webhooks': reply({
        status: 500,
        body: { code: 'internal', message: 'Erro no servidor.' },
      }),
    }),
  },
};

export const KeyFormRefused: Story = {
  play: async (context) => {
    (
      await find<HTMLButtonElement>(context.canvasElement, '.box-integrations__head button', 'Criar chave')
    ).click();
    (await find<HTMLFormElement>(context.canvasElement, '[role="dialog"] form')).requestSubmit();
  },
};

export const KeyCreated: Story = { play: createKey };

export const RevokeConfirmation: Story = { play: askRevoke };

export const EndpointCreated: Story = { play: addEndpoint('https://wms.mercado.example/eventos') };

export const EndpointRefused: Story = {
  args: {
    fetch: api({
      'POST /integrations/webhooks': reply({
        status: 422,
        body: { code: 'validation_error', message: 'A URL do webhook precisa usar HTTPS.' },
      }),
    }),
  },
  play: addEndpoint('http://erp.example/hook'),
};

export const DeliveryLog: Story = { play: openLog };

export const DeliveryResent: Story = { play: resend };

/** The super admin managing another account (calls carry ?customerId=5100). */
export const OtherAccount: Story = { args: { customerId: 5100 } };
