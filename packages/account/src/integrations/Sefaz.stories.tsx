import { ApiProvider, BoxRoot, useStore } from '@box/ui';
import { createFakeFetch, type FakeRoutes, reply } from '@box/ui/testing/fake-api';
import type { Meta, StoryObj } from '@storybook/react';
import { ACCOUNT_STYLES } from '../styles';
import { integrationsApi } from './api';
import { daysFromNow, sampleCertificate, sampleSefazSettings } from './fixtures';
import { SECTION_STYLES } from './IntegrationsSection';
import { SefazPanel } from './SefazPanel';
import { createSefazStore } from './sefazStore';

const STYLES = [...ACCOUNT_STYLES, ...SECTION_STYLES];

/** The panel alone, as 'Integrações' renders it, inside a widget's root and API settings. */
function SefazSettingsPanel({ customerId }: { customerId?: number }) {
  const store = useStore(() => createSefazStore(customerId));
  return (
    <integrationsApi.Provider>
      <div className="box-account-card box-integrations">
        <SefazPanel store={store} />
      </div>
    </integrationsApi.Provider>
  );
}

function Sefaz({ fetch, customerId }: { fetch: typeof globalThis.fetch; customerId?: number }) {
  return (
    <BoxRoot styles={STYLES}>
      <ApiProvider fetch={fetch}>
        <SefazSettingsPanel customerId={customerId} />
      </ApiProvider>
    </BoxRoot>
  );
}

const api = (routes: FakeRoutes = {}) =>
  createFakeFetch(
    {
      'GET /integrations/sefaz': sampleSefazSettings(),
      'PUT /integrations/sefaz': sampleSefazSettings({ mode: 'manual' }),
      'DELETE /integrations/sefaz/certificate': sampleSefazSettings({ certificate: null }),
      ...routes,
    },
    { delay: 300 },
  ).fetch;

/** Polls for an element the mocked API has yet to bring: stories have no Testing Library. */
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

/** Chooses a file in a file field: a play cannot open the system dialog, so the field's list is set. */
function choose(input: HTMLInputElement, file: File) {
  Object.defineProperty(input, 'files', { configurable: true, value: [file] });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const meta = {
  title: 'account/Integrations/SEFAZ',
  component: Sefaz,
  parameters: { layout: 'padded' },
  args: { fetch: api() },
} satisfies Meta<typeof Sefaz>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A valid A1, proofs registered automatically, at the demo SEFAZ. */
export const ValidCertificate: Story = {};

export const NoCertificate: Story = {
  args: {
    fetch: api({ 'GET /integrations/sefaz': sampleSefazSettings({ certificate: null, mode: 'manual' }) }),
  },
};

/** Ends in 12 days: the panel asks for a new one before it does. */
export const Expiring: Story = {
  args: {
    fetch: api({
      'GET /integrations/sefaz': sampleSefazSettings({
        certificate: sampleCertificate({ notAfter: daysFromNow(12) }),
        environment: 'homologacao',
      }),
    }),
  },
};

export const Expired: Story = {
  args: {
    fetch: api({
      'GET /integrations/sefaz': sampleSefazSettings({
        certificate: sampleCertificate({ notAfter: '2026-01-31T02:59:59.000Z' }),
        environment: 'producao',
      }),
    }),
  },
};

export const LoadFailed: Story = {
  args: {
    fetch: api({
      'GET /integrations/sefaz': reply({
        status: 500,
        body: { code: 'internal', message: 'Erro no servidor.' },
      }),
    }),
  },
};

/** The mode refused by the server: the saved one stays checked, and the reason shows. */
export const ModeRefused: Story = {
  args: {
    fetch: api({
      'PUT /integrations/sefaz': reply({
        status: 403,
        body: { code: 'forbidden', message: 'Somente administradores podem mudar o registro na SEFAZ.' },
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    (await find<HTMLInputElement>(canvasElement, 'input[type="radio"][value="manual"]')).click();
  },
};

export const ModeSaved: Story = {
  play: async ({ canvasElement }) => {
    (await find<HTMLInputElement>(canvasElement, 'input[type="radio"][value="manual"]')).click();
  },
};

export const RemoveConfirmation: Story = {
  play: async ({ canvasElement }) => {
    (await find<HTMLButtonElement>(canvasElement, 'button', 'Remover certificado')).click();
  },
};

/** The super admin managing another account (calls carry ?customerId=5100). */
export const OtherAccount: Story = { args: { customerId: 5100 } };

/** SEFAZ's certificate refused by the server (a wrong password): its pt-BR message under the form. */
export const UploadRefused: Story = {
  args: {
    fetch: api({
      'GET /integrations/sefaz': sampleSefazSettings({ certificate: null }),
      'POST /integrations/sefaz/certificate': reply({
        status: 400,
        body: { code: 'invalid_certificate', message: 'A senha do certificado está incorreta.' },
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    const file = new File([new Uint8Array(2048).fill(0x30)], 'mercado.pfx', { type: 'application/x-pkcs12' });
    choose(await find<HTMLInputElement>(canvasElement, 'input[type="file"]'), file);
    type(await find<HTMLInputElement>(canvasElement, 'input[type="password"]'), 'senha-errada');
    (await find<HTMLFormElement>(canvasElement, 'form')).requestSubmit();
  },
};
